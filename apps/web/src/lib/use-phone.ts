import { MOBILE_BREAKPOINT } from '@kiosk/common/constants';
import { useMediaQuery } from '@mantine/hooks';

/** Below the mobile breakpoint (768 px): the console's phone layout. */
export const PHONE_QUERY = `(max-width: ${(MOBILE_BREAKPOINT - 0.1) / 16}em)`;

/** Whether the screen is a phone's, known on the first render (no table flashes before the cards). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, window.matchMedia(PHONE_QUERY).matches, { getInitialValueInEffect: false });
}
