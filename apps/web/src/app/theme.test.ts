import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@kiosk/common/color-contrast';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, parseThemeColor } from '@mantine/core';
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

  it('dark scheme: the same pairs on every dark surface', () => {
    const pairs = [...colorPairs('dark', DARK_SURFACES), ...sharedPairs('dark', DARK_SURFACES)];
    expect(DARK_SURFACES).toContain('#242424'); // the page, where a local alert's red text measured 2.06:1
    expect(failing(pairs)).toEqual([]);
  });

  it('every text colour the screens write (c="…") is readable on every surface of both schemes', () => {
    const used = textColorsInSources();
    // The walk must find the console's colours, or it proved nothing.
    expect([...used.keys()]).toEqual(expect.arrayContaining(['dimmed', 'red']));
    const pairs = [...used].flatMap(([color, files]): Pair[] =>
      (['light', 'dark'] as const).flatMap((scheme) =>
        (scheme === 'light' ? LIGHT_SURFACES : DARK_SURFACES).map((surface): Pair => {
          const text = colorOf(scheme, textColorVariable(color));
          return [`c="${color}" (${files.join(', ')}) in the ${scheme} scheme on ${surface}`, text, surface];
        }),
      ),
    );
    expect(failing(pairs)).toEqual([]);
  });
});

const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every colour given to a `c` prop in the console's sources (literal or in a `c={…}` expression) → files. */
function textColorsInSources(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of readdirSync(SOURCES, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.startsWith('generated')) continue;
    const source = readFileSync(path.join(SOURCES, file), 'utf8');
    const values = [
      ...[...source.matchAll(/\bc="([^"]+)"/g)].map((match) => match[1]),
      ...[...source.matchAll(/\bc=\{([^}]*)\}/g)].flatMap((match) =>
        [...(match[1] ?? '').matchAll(/'([^']+)'/g)].map((literal) => literal[1]),
      ),
    ];
    for (const value of values) {
      if (!value || value === 'inherit') continue;
      used.set(value, [...new Set([...(used.get(value) ?? []), path.basename(file)])]);
    }
  }
  return used;
}

/** The CSS variable Mantine's `c` prop draws a colour with (its textColorResolver): a hue alone is its `-text`. */
function textColorVariable(color: string): string {
  const parsed = parseThemeColor({ color, theme: merged });
  if (parsed.isThemeColor && parsed.shade === undefined) return `--mantine-color-${parsed.color}-text`;
  if (parsed.color === 'dimmed' || parsed.color === 'bright') return `--mantine-color-${parsed.color}`;
  if (!parsed.variable) throw new Error(`c="${color}" is no theme colour: use one, so both schemes are checked`);
  return parsed.variable;
}
