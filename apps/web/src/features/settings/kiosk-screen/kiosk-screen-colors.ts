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

/** What the server accepts: #rgb or #rrggbb. */
export const isScreenColor = (value: string) => /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value);

/**
 * Text colours that are hard to read on the background (WCAG AA 4.5:1), with their ratio rounded to one
 * decimal. The header text sits on the header image, whose colours are unknown: it is checked against
 * the background colour as the best guess.
 */
export function lowContrast(colors: ScreenColors): { which: 'headerText' | 'bodyText'; ratio: number }[] {
  if (!isScreenColor(colors.bgColor)) return [];
  const found: { which: 'headerText' | 'bodyText'; ratio: number }[] = [];
  for (const [which, color] of [
    ['headerText', colors.headerTextColor],
    ['bodyText', colors.bodyTextColor],
  ] as const) {
    if (!isScreenColor(color)) continue;
    const ratio = contrastRatio(color, colors.bgColor);
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
