import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { TARGET_MEAN_CELSIUS, loadProfile, temperatureAt } from './profile.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the profile derived from the data sets', () => {
  const profile = loadProfile();

  it('reads both data sets', () => {
    expect(profile.sources).toEqual({ sales: 'dataset', temperature: 'dataset' });
  });

  it('has a daily and a weekly shape that is not flat', () => {
    expect(profile.hourWeights).toHaveLength(24);
    expect(Math.max(...profile.hourWeights) / Math.min(...profile.hourWeights)).toBeGreaterThan(5);
    // Lunch sells more than the small hours.
    expect(profile.hourWeights[12]!).toBeGreaterThan(10 * profile.hourWeights[3]!);
    expect(profile.weekdayWeights).toHaveLength(7);
    expect(sum(profile.weekdayWeights) / 7).toBeCloseTo(1, 9);
    // The machines in the data are in offices and malls: Sunday sells less than Wednesday.
    expect(profile.weekdayWeights[0]!).toBeLessThan(profile.weekdayWeights[3]!);
  });

  it('weights the top products by units sold, summing to 1, with prices from the data', () => {
    expect(profile.products).toHaveLength(30);
    expect(sum(profile.products.map((product) => product.weight))).toBeCloseTo(1, 9);
    expect(profile.products[0]).toMatchObject({ name: 'Coca Cola - Zero Sugar', category: 'Carbonated' });
    const weights = profile.products.map((product) => product.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    for (const product of profile.products) {
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(product.price)).toBeGreaterThan(0);
      expect(product.unitWeightGrams).toBeGreaterThan(0);
    }
  });

  it('has a typical basket of one unit, sometimes more', () => {
    expect(sum(profile.basketSizes)).toBeCloseTo(1, 9);
    expect(profile.basketSizes[0]!).toBeGreaterThan(0.8);
    expect(profile.basketSizes.length).toBeGreaterThan(1);
    expect(profile.purchasesPerDay).toBeGreaterThan(1);
    expect(profile.purchasesPerDay).toBeLessThan(50);
  });

  it('replays the fridge around 4 °C over a day', () => {
    const mean = sum(profile.temperature.map((point) => point.celsius)) / profile.temperature.length;
    expect(mean).toBeCloseTo(TARGET_MEAN_CELSIUS, 6);
    expect(profile.temperaturePeriodMs / 3_600_000).toBeCloseTo(24, 0);
    const day = Array.from({ length: 96 }, (_, i) => temperatureAt(profile, i * 15 * 60_000));
    expect(Math.max(...day) - Math.min(...day)).toBeGreaterThan(1);
    for (const celsius of day) expect(celsius).toBeGreaterThan(1.5);
    // The cycle wraps around without a jump.
    expect(Math.abs(temperatureAt(profile, profile.temperaturePeriodMs - 1) - temperatureAt(profile, 0))).toBeLessThan(
      1,
    );
  });

  it('falls back to the built-in profile when the files are missing, and says so once', () => {
    const messages: string[] = [];
    const dir = `/nonexistent/kiosk-sim-${process.pid}`;
    const fallback = loadProfile({ datasetsDir: dir, log: (message) => messages.push(message) });
    expect(fallback.sources).toEqual({ sales: 'built-in', temperature: 'built-in' });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('vending_machine_sales.csv');
    loadProfile({ datasetsDir: dir, log: (message) => messages.push(message) });
    expect(messages).toHaveLength(2);
    expect(sum(fallback.products.map((product) => product.weight))).toBeCloseTo(1, 9);
    expect(sum(fallback.basketSizes)).toBeCloseTo(1, 9);
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, CRLF and a BOM', () => {
    expect(parseCsv('\ufeffa,b\r\n1,"x, ""y"""\r\n2,z\r\n')).toEqual([
      { a: '1', b: 'x, "y"' },
      { a: '2', b: 'z' },
    ]);
  });
});
