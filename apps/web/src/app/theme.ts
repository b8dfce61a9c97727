import { contrastRatio, darken, darkenUntilReadable, MIN_TEXT_CONTRAST } from '@kiosk/common/color-contrast';
import { BREAKPOINTS } from '@kiosk/common/constants';
import {
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeColors,
  type MantineThemeOverride,
} from '@mantine/core';

const em = (px: number): string => `${px / 16}em`;

const { colors: mantineColors, white } = DEFAULT_THEME;

/** What coloured and dimmed text sits on in light mode: the page, striped and hovered rows. */
export const LIGHT_SURFACES: readonly string[] = [white, mantineColors.gray[0], mantineColors.gray[1]];
/**
 * Every background Mantine draws in dark mode: the page (dark 7); cards, inputs, menus and striped rows
 * (6); hovered rows, buttons and filled inputs (5); a hovered or focused menu item (4); code and
 * footers (8).
 */
export const DARK_SURFACES: readonly string[] = [
  mantineColors.dark[7],
  mantineColors.dark[6],
  mantineColors.dark[5],
  mantineColors.dark[4],
  mantineColors.dark[8],
];

/** Each of shades 7–9 is at least this much darker than the one before (hover states stay visible). */
const SHADE_STEP = 0.12;

/**
 * A Mantine palette with shades 6–9 made readable, hue kept. In light mode Mantine takes shade 6 for
 * filled backgrounds (under white text), coloured text, links, outlines and coloured menu items, 7 for
 * hovering a filled control and 9 for the text of the light variant (badges, avatars, the active
 * navigation entry) on shades 1–2. Shade 6 is darkened just until it reaches WCAG AA on every light
 * surface; 7–9 stay darker still. Shades 0–5 (backgrounds, dark-mode text) are Mantine's. One pair
 * stays below AA: a Menu.Item with `color` keeps shade 6 text on the shade-2 hover tint; colour a menu
 * item's text with `c` instead (it then hovers on grey).
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  shades[6] = darkenUntilReadable(palette[6] ?? palette[0], LIGHT_SURFACES, MIN_TEXT_CONTRAST);
  for (let index = 7; index <= 9; index += 1) {
    const stepped = darken(shades[index - 1] ?? '#000000', SHADE_STEP);
    const original = palette[index] ?? stepped;
    // The darker of Mantine's shade and one step below the previous shade.
    shades[index] = contrastRatio(original, white) >= contrastRatio(stepped, white) ? original : stepped;
  }
  return colorsTuple(shades);
}

/** Every Mantine colour made readable; `dark` is the dark scheme's surface scale and stays as it is. */
const colors = Object.fromEntries(
  Object.entries(mantineColors).map(([name, palette]) => [name, name === 'dark' ? palette : readablePalette(palette)]),
) as MantineThemeColors;

/** The lightest of shades 4…0 (Mantine's dark-mode text is shade 4) that is readable on dark surfaces. */
function darkTextShade(palette: MantineColorsTuple): number {
  const shade = [4, 3, 2, 1, 0].find((index) =>
    DARK_SURFACES.every((surface) => contrastRatio(palette[index] ?? white, surface) >= MIN_TEXT_CONTRAST),
  );
  return shade ?? 0;
}

/**
 * Overrides of Mantine's CSS variables where its defaults fall below AA: placeholders in both schemes
 * (grey 5 is 2:1), and for the dark scheme dimmed text (dark 2 is 4:1), errors (red 8) and coloured text
 * and outlines of the paler hues. Text is coloured by hue (`c="red"`, `--mantine-color-red-text`), never
 * by a fixed shade: `c="red.8"` is the same dark red in both schemes, 2.06:1 on the dark page
 * (theme.test.ts checks every `c` the screens write).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const darkText = Object.fromEntries(
    Object.entries(theme.colors)
      .filter(([name]) => name !== 'dark')
      .flatMap(([name, palette]) => {
        const shade = `var(--mantine-color-${name}-${darkTextShade(palette)})`;
        return [
          [`--mantine-color-${name}-text`, shade],
          [`--mantine-color-${name}-outline`, shade],
        ];
      }),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    },
    dark: {
      ...darkText,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
      '--mantine-color-error': 'var(--mantine-color-red-text)',
      '--mantine-color-success': 'var(--mantine-color-teal-text)',
    },
  };
};

/**
 * Breakpoints are spec §9's (320, 768, 992, 1200, 1920 px); postcss.config.cjs mirrors them. Colours:
 * every text/background pair Mantine draws from them reaches WCAG AA (theme.test.ts checks it).
 */
export const theme = createTheme({
  colors,
  primaryColor: 'teal',
  defaultRadius: 'md',
  // Users who ask their system for less motion get no transitions (dialogs, drawers, toasts).
  respectReducedMotion: true,
  components: {
    // Without the focusable placeholder Mantine puts first in a role="menu", focus goes to the first item
    // as the ARIA menu pattern has it, and the menu holds only what assistive technology expects there.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is a live status: its aria-label ("Loading kiosks…") is only allowed on an element with a
    // role, and role="status" lets screen readers announce it.
    Loader: { defaultProps: { role: 'status' } },
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
});

/**
 * The theme with names, in the UI language, for Mantine's own icon-only controls: a close button (toast,
 * dialog) without an aria-label of its own is called "Close".
 */
export function themeWithLabels(labels: { close: string }): MantineThemeOverride {
  return mergeThemeOverrides(theme, { components: { CloseButton: { defaultProps: { 'aria-label': labels.close } } } });
}
