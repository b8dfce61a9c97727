import { contrastRatio, MIN_TEXT_CONTRAST } from '@kiosk/common/color-contrast';

/** The screen's colours as the pickers give them, with the defaults a kiosk shows when none is set. */
export interface ScreenColors {
  headerTextColor: string;
  bodyTextColor: string;
  bgColor: string;
}

export const DEFAULT_SCREEN_COLORS: ScreenColors = {
  headerTextColor: '#ffffff',
  bodyTextColor: '#1a1b1e',
  bgColor: '#ffffff',
};

/** The header band the kiosk shows behind the header text while no header image is set. */
export const HEADER_BAND_COLOR = '#1c3d5a';

/** What the server accepts: #rgb or #rrggbb. */
export const isScreenColor = (value: string) => /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value);

/**
 * Text colours that are hard to read on what is behind them (WCAG AA 4.5:1), with their ratio rounded to
 * one decimal: the body text on the background colour, the header text on the header band while no header
 * image is set (an image's colours are unknown, so then the header text is not judged).
 */
export function lowContrast(
  colors: ScreenColors,
  options: { headerImage: boolean },
): { which: 'headerText' | 'bodyText'; ratio: number }[] {
  const found: { which: 'headerText' | 'bodyText'; ratio: number }[] = [];
  const pairs: ['headerText' | 'bodyText', string, string][] = [['bodyText', colors.bodyTextColor, colors.bgColor]];
  if (!options.headerImage) pairs.unshift(['headerText', colors.headerTextColor, HEADER_BAND_COLOR]);
  for (const [which, color, behind] of pairs) {
    if (!isScreenColor(color) || !isScreenColor(behind)) continue;
    const ratio = contrastRatio(color, behind);
    if (ratio < MIN_TEXT_CONTRAST) found.push({ which, ratio: Math.round(ratio * 10) / 10 });
  }
  return found;
}

/** #rrggbb for the browser's colour input (which wants six digits); black for anything unreadable. */
export function toSixDigits(value: string): string {
  if (!isScreenColor(value)) return '#000000';
  const hex = value.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((digit) => digit + digit).join('')}` : `#${hex}`;
}
