/** WCAG 2.x contrast arithmetic for the theme's colours (#rgb, #rrggbb, rgb() and rgba() strings). */

/** WCAG 2.x level AA for normal-size text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function rgb(channels: readonly (number | undefined)[]): Rgb {
  const [red = 0, green = 0, blue = 0] = channels;
  return [red, green, blue];
}

export function parseColor(color: string): Rgb {
  const value = color.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return rgb(short.slice(1, 4).map((digit) => parseInt(`${digit}${digit}`, 16)));
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) return rgb(long.slice(1, 4).map((pair) => parseInt(pair, 16)));
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*1(?:\.0*)?\s*)?\)$/.exec(value);
  if (functional) return rgb(functional.slice(1, 4).map(Number));
  throw new Error(`Not an opaque colour: ${color}`);
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition). */
export function luminance(color: string): number {
  const [red, green, blue] = rgb(
    parseColor(color).map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }),
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The colour scaled towards black by `amount` (0–1): same hue, less lightness. */
export function darken(color: string, amount: number): string {
  return toHex(rgb(parseColor(color).map((channel) => channel * (1 - amount))));
}

/** The lightest darkening of `color` (in 1 % steps) that has at least `minRatio` against every background. */
export function darkenUntilReadable(color: string, backgrounds: readonly string[], minRatio: number): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = darken(color, step / 100);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minRatio)) return candidate;
  }
  return '#000000';
}
