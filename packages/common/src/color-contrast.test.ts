import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, darkenUntilReadable, luminance, parseColor } from './color-contrast.ts';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // Figures from the accessibility audit: Mantine's teal 6 and grey 6 on white, blue 6 under white text.
    expect(contrastRatio('#12b886', '#ffffff')).toBeCloseTo(2.55, 2);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#228be6')).toBeCloseTo(3.56, 2);
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeCloseTo(4.33, 2);
  });

  it('reads rgb() and rgba() with full opacity, and refuses what it cannot measure', () => {
    expect(luminance('rgba(255, 255, 255, 1)')).toBe(1);
    expect(parseColor('rgb(18, 184, 134)')).toEqual([18, 184, 134]);
    expect(() => parseColor('rgba(0, 0, 0, 0.5)')).toThrow(/Not an opaque colour/);
    expect(() => parseColor('var(--mantine-color-teal-6)')).toThrow(/Not an opaque colour/);
  });
});

describe('darkenUntilReadable', () => {
  it('darkens just enough, keeping the hue', () => {
    const readable = darkenUntilReadable('#12b886', ['#ffffff', '#f1f3f5'], 4.5);
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readable, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
    // Just enough: not much darker than needed.
    expect(contrastRatio(readable, '#f1f3f5')).toBeLessThan(4.8);
    // Teal stays teal: green the strongest channel, then blue, then red.
    const [red, green, blue] = parseColor(readable);
    expect(green).toBeGreaterThan(blue);
    expect(blue).toBeGreaterThan(red);
  });

  it('scales towards black', () => {
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(darken('#12b886', 0)).toBe('#12b886');
  });

  it('leaves a colour that is readable already as it is', () => {
    expect(darkenUntilReadable('#212529', ['#ffffff'], 4.5)).toBe('#212529');
  });
});
