import { BREAKPOINTS } from '@kiosk/common/constants';
import { createTheme } from '@mantine/core';

const em = (px: number): string => `${px / 16}em`;

/** Breakpoints are spec §9's (320, 768, 992, 1200, 1920 px); postcss.config.cjs mirrors them. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
});
