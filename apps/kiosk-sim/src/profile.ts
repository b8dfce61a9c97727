import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from './csv.ts';

/**
 * How the virtual kiosks behave, derived from two real data sets (`../shared/datasets`, see its
 * README): a year of sales of five vending machines (weekday shape, product popularity, prices, basket
 * sizes, sales per machine and day) and a day of a household fridge's temperature (replayed as drift).
 * The sales file carries dates without a time of day, so the hour-of-day curve is the built-in one.
 */
export interface ProductProfile {
  name: string;
  category: string;
  /** Share of units sold; the weights of a profile's products sum to 1. */
  weight: number;
  /** Median unit price in the data, as a decimal string. */
  price: string;
  /** Gross weight of one unit in grams (from the category: the data has no weights). */
  unitWeightGrams: number;
}

export interface TemperaturePoint {
  /** Ms since the start of the series. */
  offsetMs: number;
  celsius: number;
}

export interface SalesProfile {
  /** Relative purchase rate per hour of the day (0–23), mean 1. */
  hourWeights: number[];
  /** Relative purchase rate per weekday (0 = Sunday … 6 = Saturday), mean 1. */
  weekdayWeights: number[];
  products: ProductProfile[];
  /** Probability of a basket of 1, 2, 3 … units (index 0 = one unit); sums to 1. */
  basketSizes: number[];
  /** Purchases per kiosk and day (at weight 1 of hour and weekday). */
  purchasesPerDay: number;
  /** One cycle of the fridge's temperature, normalised to a mean of 4 °C. */
  temperature: TemperaturePoint[];
  /** Length of that cycle in ms. */
  temperaturePeriodMs: number;
  /** Where each part came from. */
  sources: { sales: 'dataset' | 'built-in'; temperature: 'dataset' | 'built-in' };
}

export const SALES_FILE = 'vending-machine-sales-2022/vending_machine_sales.csv';
export const FRIDGE_FILE = 'fridge-temperature-ruuvi/fridge.csv';
/** The fridge the temperature series is normalised to. */
export const TARGET_MEAN_CELSIUS = 4;
const TOP_PRODUCTS = 30;
const MAX_BASKET = 5;

/**
 * Built-in hour-of-day curve (relative rates, 00–23): quiet nights, a breakfast peak, the lunch peak
 * and an after-work peak, as in office and station kiosks. Used always (the sales data has no times).
 */
export const BUILT_IN_HOURS = [
  0.05, 0.03, 0.02, 0.02, 0.03, 0.1, 0.4, 1.1, 1.6, 1.2, 1.1, 1.5, 2.2, 2.0, 1.3, 1.2, 1.4, 1.7, 1.6, 1.2, 0.9, 0.6,
  0.3, 0.12,
];
/** Built-in weekday curve (Sunday first) when the sales data is missing: quieter weekends. */
export const BUILT_IN_WEEKDAYS = [0.6, 1.1, 1.15, 1.15, 1.15, 1.1, 0.75];
/** Built-in products when the sales data is missing. */
export const BUILT_IN_PRODUCTS: readonly Omit<ProductProfile, 'weight'>[] = [
  { name: 'Still water 0.5 l', category: 'Water', price: '1.50', unitWeightGrams: 520 },
  { name: 'Cola zero 0.33 l', category: 'Carbonated', price: '2.00', unitWeightGrams: 370 },
  { name: 'Orange juice 0.33 l', category: 'Non Carbonated', price: '2.50', unitWeightGrams: 360 },
  { name: 'Energy drink 0.25 l', category: 'Carbonated', price: '2.80', unitWeightGrams: 275 },
  { name: 'Sandwich ham and cheese', category: 'Food', price: '4.20', unitWeightGrams: 180 },
  { name: 'Salad bowl', category: 'Food', price: '5.50', unitWeightGrams: 320 },
  { name: 'Yoghurt', category: 'Food', price: '1.20', unitWeightGrams: 160 },
  { name: 'Chocolate bar', category: 'Food', price: '1.30', unitWeightGrams: 55 },
];
const BUILT_IN_PRODUCT_WEIGHTS = [0.22, 0.18, 0.1, 0.12, 0.14, 0.08, 0.08, 0.08];
const BUILT_IN_BASKET = [0.9, 0.08, 0.02];
const BUILT_IN_PURCHASES_PER_DAY = 6;

/** Unit weights by the data's categories: a 12 oz can, a 0.5 l bottle, a snack. */
const CATEGORY_UNIT_GRAMS: Record<string, number> = {
  Carbonated: 370,
  'Non Carbonated': 450,
  Water: 520,
  Food: 60,
};

/** `../shared/datasets` of the repository's parent folder, seen from this package. */
export function defaultDatasetsDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/datasets');
}

const warned = new Set<string>();
function warnOnce(message: string, log: (message: string) => void): void {
  if (warned.has(message)) return;
  warned.add(message);
  log(message);
}

function normalizeMean(values: number[]): number[] {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return mean > 0 ? values.map((value) => value / mean) : values.map(() => 1);
}

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
  const top = [...units.entries()].sort((a, b) => b[1].units - a[1].units).slice(0, TOP_PRODUCTS);
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

export function temperatureFromCsv(text: string): TemperaturePart {
  const readings = parseCsv(text)
    .map((row) => ({
      at: Date.parse((row.timestamp ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2')),
      c: Number(row.temperature),
    }))
    .filter((reading) => Number.isFinite(reading.at) && Number.isFinite(reading.c) && row_ok(reading.c))
    .sort((a, b) => a.at - b.at);
  if (readings.length < 2) throw new Error('fewer than two temperature readings');
  const first = readings[0]!.at;
  const mean = readings.reduce((sum, reading) => sum + reading.c, 0) / readings.length;
  const temperature = readings.map((reading) => ({
    offsetMs: reading.at - first,
    celsius: reading.c - mean + TARGET_MEAN_CELSIUS,
  }));
  // The cycle closes with one typical sampling gap back to the first reading.
  const step = temperature.at(-1)!.offsetMs / (temperature.length - 1);
  return { temperature, temperaturePeriodMs: temperature.at(-1)!.offsetMs + step };
}

function row_ok(celsius: number): boolean {
  return celsius > -50 && celsius < 60;
}

/** A compressor cycle around 4 °C: 40 minutes, ±0.8 °C, sampled every minute. */
export function builtInTemperature(): TemperaturePart {
  const period = 40 * 60_000;
  const temperature = Array.from({ length: 40 }, (_, minute) => ({
    offsetMs: minute * 60_000,
    celsius: TARGET_MEAN_CELSIUS + 0.8 * Math.sin((2 * Math.PI * minute) / 40),
  }));
  return { temperature, temperaturePeriodMs: period };
}

export function builtInSales(): SalesPart {
  return {
    weekdayWeights: normalizeMean(BUILT_IN_WEEKDAYS),
    products: BUILT_IN_PRODUCTS.map((product, index) => ({ ...product, weight: BUILT_IN_PRODUCT_WEIGHTS[index]! })),
    basketSizes: BUILT_IN_BASKET,
    purchasesPerDay: BUILT_IN_PURCHASES_PER_DAY,
  };
}

export interface LoadProfileOptions {
  /** Folder holding the data sets; default `KIOSK_SIM_DATASETS`, else `../shared/datasets` of the repository. */
  datasetsDir?: string;
  /** Where the one-time notice about a missing data set goes (default: console.warn). */
  log?: (message: string) => void;
}

/** The profile from the data sets; a missing or unreadable file falls back to the built-in part (logged once). */
export function loadProfile(options: LoadProfileOptions = {}): SalesProfile {
  const dir = options.datasetsDir ?? process.env.KIOSK_SIM_DATASETS ?? defaultDatasetsDir();
  const log = options.log ?? ((message: string) => console.warn(message));
  const read = <T>(file: string, derive: (text: string) => T, fallback: () => T, what: string) => {
    const full = path.join(dir, file);
    try {
      return { part: derive(fs.readFileSync(full, 'utf8')), from: 'dataset' as const };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      warnOnce(`kiosk-sim: ${full} unusable (${reason}); using the built-in ${what} profile`, log);
      return { part: fallback(), from: 'built-in' as const };
    }
  };
  const sales = read(SALES_FILE, salesFromCsv, builtInSales, 'sales');
  const fridge = read(FRIDGE_FILE, temperatureFromCsv, builtInTemperature, 'temperature');
  return {
    hourWeights: normalizeMean(BUILT_IN_HOURS),
    ...sales.part,
    ...fridge.part,
    sources: { sales: sales.from, temperature: fridge.from },
  };
}

/** The fridge's temperature at a moment of its replayed cycle (linear between readings). */
export function temperatureAt(
  profile: Pick<SalesProfile, 'temperature' | 'temperaturePeriodMs'>,
  offsetMs: number,
): number {
  const points = profile.temperature;
  const period = profile.temperaturePeriodMs;
  const t = ((offsetMs % period) + period) % period;
  let low = 0;
  let high = points.length - 1;
  if (t >= points[high]!.offsetMs) {
    const last = points[high]!;
    const first = points[0]!;
    const span = period - last.offsetMs;
    return last.celsius + ((first.celsius - last.celsius) * (t - last.offsetMs)) / span;
  }
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.offsetMs <= t) low = middle;
    else high = middle;
  }
  const a = points[low]!;
  const b = points[high]!;
  return a.celsius + ((b.celsius - a.celsius) * (t - a.offsetMs)) / Math.max(1, b.offsetMs - a.offsetMs);
}
