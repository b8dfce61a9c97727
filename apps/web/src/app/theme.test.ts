import { contrastRatio, MIN_TEXT_CONTRAST } from '@kiosk/common/color-contrast';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, DARK_SURFACES, LIGHT_SURFACES, theme } from './theme.ts';

/**
 * The colours Mantine actually draws with: its CSS variables for the console's theme (Mantine's own
 * resolver, then ours on top), with var() references followed to the colour they end in.
 */
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const mantine = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);

function colorOf(scheme: 'light' | 'dark', variable: string): string {
  const name = variable as `--${string}`;
  const value: string | undefined =
    ours[scheme][name] ?? ours.variables[name] ?? mantine[scheme][name] ?? mantine.variables[name];
  if (value === undefined) throw new Error(`No CSS variable ${variable} in the ${scheme} scheme`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference?.[1] ? colorOf(scheme, reference[1]) : value;
}

const COLORS = Object.keys(merged.colors).filter((name) => name !== 'dark');

type Pair = [name: string, text: string, background: string];

/** Every text/background pair Mantine forms from a colour `c` (variants filled, light, subtle, outline; c=). */
function colorPairs(scheme: 'light' | 'dark', surfaces: readonly string[]): Pair[] {
  const pairs: Pair[] = [];
  const v = (name: string) => colorOf(scheme, `--mantine-color-${name}`);
  for (const c of COLORS) {
    pairs.push([`white on ${c} filled`, v('white'), v(`${c}-filled`)]);
    pairs.push([`white on ${c} filled, hovered`, v('white'), v(`${c}-filled-hover`)]);
    pairs.push([`${c} light variant`, v(`${c}-light-color`), v(`${c}-light`)]);
    pairs.push([`${c} light variant, hovered`, v(`${c}-light-color`), v(`${c}-light-hover`)]);
    for (const surface of surfaces) {
      pairs.push([`${c} text on ${surface}`, v(`${c}-text`), surface]);
      pairs.push([`${c} outline on ${surface}`, v(`${c}-outline`), surface]);
    }
  }
  return pairs;
}

function sharedPairs(scheme: 'light' | 'dark', surfaces: readonly string[]): Pair[] {
  const v = (name: string) => colorOf(scheme, `--mantine-color-${name}`);
  return surfaces.flatMap((surface): Pair[] => [
    [`text on ${surface}`, v('text'), surface],
    [`dimmed on ${surface}`, v('dimmed'), surface],
    [`placeholder on ${surface}`, v('placeholder'), surface],
    [`link on ${surface}`, v('anchor'), surface],
    [`error on ${surface}`, v('error'), surface],
    [`primary light variant (active navigation entry)`, v('teal-light-color'), v('teal-light')],
  ]);
}

function failing(pairs: Pair[]): string[] {
  return pairs
    .map(([name, text, background]) => ({ name, ratio: contrastRatio(text, background), text, background }))
    .filter(({ ratio }) => ratio < MIN_TEXT_CONTRAST)
    .map(({ name, ratio, text, background }) => `${name}: ${text} on ${background} = ${ratio.toFixed(2)}`);
}

describe('theme colours (WCAG AA, 4.5:1 for text)', () => {
  it('keeps teal as the primary colour, darkened to be readable', () => {
    expect(theme.primaryColor).toBe('teal');
    const filled = colorOf('light', '--mantine-primary-color-filled');
    expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // Mantine's teal 6 was 2.55:1; ours stays "just dark enough", not near-black.
    expect(contrastRatio('#ffffff', filled)).toBeLessThan(6);
  });

  it('light scheme: every coloured text, filled and light variant, dimmed text, links and errors', () => {
    const pairs = [...colorPairs('light', LIGHT_SURFACES), ...sharedPairs('light', LIGHT_SURFACES)];
    expect(pairs.length).toBeGreaterThan(100);
    expect(failing(pairs)).toEqual([]);
  });

  it('dark scheme (for when the console offers it): the same pairs on dark surfaces', () => {
    const pairs = [...colorPairs('dark', DARK_SURFACES), ...sharedPairs('dark', DARK_SURFACES)];
    expect(failing(pairs)).toEqual([]);
  });
});
