import fs from 'node:fs';
import path from 'node:path';
import { parseCsv } from './csv.ts';
import { FRIDGE_FILE, SALES_FILE } from './datasets.ts';
import type { SalesProfile } from './profile.ts';

/**
 * How the shipped profile (`derived/profile.json`) is derived from the two public data sets; run by
 * `npm run profile -w @kiosk/kiosk-sim` (src/derive-profile.ts) and checked by profile.test.ts where the data
 * sets are. Only aggregates leave the data: shares, medians, a distribution, 15-minute means.
 */
/** The fridge the temperature series is normalised to. */
export const TARGET_MEAN_CELSIUS = 4;

/**
 * Built-in hour-of-day curve (relative rates, 00–23): quiet nights, a breakfast peak, the lunch peak
 * and an after-work peak, as in office and station kiosks. Used always (the sales data has no times).
 */
export const BUILT_IN_HOURS = [
  0.05, 0.03, 0.02, 0.02, 0.03, 0.1, 0.4, 1.1, 1.6, 1.2, 1.1, 1.5, 2.2, 2.0, 1.3, 1.2, 1.4, 1.7, 1.6, 1.2, 0.9, 0.6,
  0.3, 0.12,
];

function normalizeMean(values: number[]): number[] {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return mean > 0 ? values.map((value) => value / mean) : values.map(() => 1);
}

const TOP_PRODUCTS = 30;
const MAX_BASKET = 5;
/** The temperature cycle is kept as means over slots of this length. */
export const TEMPERATURE_SLOT_MS = 15 * 60_000;

/** Unit weights by the data's categories: a 12 oz can, a 0.5 l bottle, a snack. */
const CATEGORY_UNIT_GRAMS: Record<string, number> = {
  Carbonated: 370,
  'Non Carbonated': 450,
  Water: 520,
  Food: 60,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `1/31/2022` → a Date at noon UTC that day (the weekday is all that matters). */
function parseUsDate(text: string): Date | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  return new Date(Date.UTC(Number(match[3]), Number(match[1]) - 1, Number(match[2]), 12));
}

type SalesPart = Pick<SalesProfile, 'weekdayWeights' | 'products' | 'basketSizes' | 'purchasesPerDay'>;

/** Weekday shape, the top products' shares and median prices, basket sizes and purchases per machine and day. */
export function salesFromCsv(text: string): SalesPart {
  const rows = parseCsv(text).filter((row) => row.Status === 'Processed');
  const weekdayCounts = Array.from({ length: 7 }, () => 0);
  const weekdayDays = Array.from({ length: 7 }, () => new Set<string>());
  const units = new Map<string, { units: number; prices: number[]; category: string }>();
  const baskets = new Map<string, number>();
  const machineDays = new Map<string, { first: number; last: number }>();
  for (const row of rows) {
    const date = parseUsDate(row.TransDate ?? '');
    const quantity = Number(row.MQty || row.RQty || '1');
    const price = Number(row.MPrice || row.RPrice);
    const product = (row.Product ?? '').replace(/\s+/g, ' ').trim();
    if (!date || !product || !(quantity > 0)) continue;
    weekdayCounts[date.getUTCDay()]! += quantity;
    weekdayDays[date.getUTCDay()]!.add(row.TransDate!);
    const entry = units.get(product) ?? { units: 0, prices: [], category: row.Category || 'Food' };
    entry.units += quantity;
    if (price > 0) entry.prices.push(price);
    units.set(product, entry);
    const transaction = `${row['Device ID']}/${row.Transaction}`;
    baskets.set(transaction, (baskets.get(transaction) ?? 0) + quantity);
    const machine = row['Device ID'] ?? '';
    const span = machineDays.get(machine) ?? { first: date.getTime(), last: date.getTime() };
    span.first = Math.min(span.first, date.getTime());
    span.last = Math.max(span.last, date.getTime());
    machineDays.set(machine, span);
  }
  if (units.size === 0) throw new Error('no sales rows');
  // Sales per calendar weekday, divided by how many such days the data covers.
  const weekdayWeights = normalizeMean(weekdayCounts.map((count, day) => count / Math.max(1, weekdayDays[day]!.size)));
  const top = [...units.entries()]
    .sort((a, b) => b[1].units - a[1].units || a[0].localeCompare(b[0]))
    .slice(0, TOP_PRODUCTS);
  const total = top.reduce((sum, [, entry]) => sum + entry.units, 0);
  const products = top.map(([name, entry]) => ({
    name: name.slice(0, 64),
    category: entry.category,
    weight: entry.units / total,
    price: (entry.prices.length ? median(entry.prices) : 2).toFixed(2),
    unitWeightGrams: CATEGORY_UNIT_GRAMS[entry.category] ?? 60,
  }));
  const basketCounts = Array.from({ length: MAX_BASKET }, () => 0);
  for (const size of baskets.values()) basketCounts[Math.min(MAX_BASKET, Math.max(1, size)) - 1]! += 1;
  const basketSizes = basketCounts.map((count) => count / baskets.size);
  while (basketSizes.length > 1 && basketSizes.at(-1) === 0) basketSizes.pop();
  const days = [...machineDays.values()].reduce((sum, span) => sum + (span.last - span.first) / 86_400_000 + 1, 0);
  return { weekdayWeights, products, basketSizes, purchasesPerDay: baskets.size / days };
}

type TemperaturePart = Pick<SalesProfile, 'temperature' | 'temperaturePeriodMs'>;

/** The fridge's day as 15-minute means, shifted to a mean of 4 °C; the cycle is the slots it covers. */
export function temperatureFromCsv(text: string): TemperaturePart {
  const readings = parseCsv(text)
    .map((row) => ({
      at: Date.parse((row.timestamp ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2')),
      c: Number(row.temperature),
    }))
    .filter((reading) => Number.isFinite(reading.at) && Number.isFinite(reading.c) && reading.c > -50 && reading.c < 60)
    .sort((a, b) => a.at - b.at);
  if (readings.length < 2) throw new Error('fewer than two temperature readings');
  const first = readings[0]!.at;
  const slots = new Map<number, number[]>();
  for (const reading of readings) {
    const slot = Math.floor((reading.at - first) / TEMPERATURE_SLOT_MS);
    slots.set(slot, [...(slots.get(slot) ?? []), reading.c]);
  }
  const means = [...slots.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([slot, values]) => ({ slot, c: values.reduce((sum, c) => sum + c, 0) / values.length }));
  const mean = means.reduce((sum, point) => sum + point.c, 0) / means.length;
  const temperature = means.map((point) => ({
    offsetMs: point.slot * TEMPERATURE_SLOT_MS,
    celsius: Math.round((point.c - mean + TARGET_MEAN_CELSIUS) * 1000) / 1000,
  }));
  return { temperature, temperaturePeriodMs: (means.at(-1)!.slot + 1) * TEMPERATURE_SLOT_MS };
}

/** The profile from the data sets in `dir` (throws when a file is missing or unreadable). */
export function deriveProfile(dir: string): SalesProfile {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  return {
    hourWeights: normalizeMean(BUILT_IN_HOURS),
    ...salesFromCsv(read(SALES_FILE)),
    ...temperatureFromCsv(read(FRIDGE_FILE)),
  };
}
