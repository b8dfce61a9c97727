import { FORECAST_MIN_SALES_DAYS } from '@kiosk/common/constants';
import { addDays } from './forecast.days.ts';
import { dayDistribution, variance } from './forecast.distribution.ts';
import { holidayCalendar } from './forecast.holidays.ts';
import { forecastTotal, type LevelModel } from './forecast.level.ts';
import { SEASON, isValue, weekdayProfile } from './forecast.model.ts';
import { productShares, residualStructure } from './forecast.products.ts';
import { aggregate } from './forecast.aggregate.ts';

/** Days of history a run reads, and days it forecasts after the closed day. */
export const HISTORY_DAYS = 365;
export const HORIZON_DAYS = 35;

export interface KioskInput {
  id: string;
  location: { country?: string | null; state?: string | null } | null;
}

export interface DailyRow {
  kioskId: string;
  productId: string;
  /** Index of the day in the history (0 = first). */
  day: number;
  units: number;
  /** Net revenue (item prices less refunds, less the tax they contain) and cost of the units sold. */
  revenue: string;
  cost: string;
}

export interface ComputedPoint {
  kioskId: string;
  productId: string;
  day: string;
  /** The point forecast: the median of the day's units (whole units). */
  units: number;
  /** Expected units (the mean); these add up to the kiosk's total forecast. */
  expected: number;
  /** The 80 % interval of the day's units (whole units). */
  lower: number;
  upper: number;
  /** Variance of the day's units (for intervals of sums). */
  variance: number;
  revenue: number;
  cost: number;
  /** The kiosk total's model (the product's share of it is what is product-specific). */
  model: LevelModel;
}

/** The kiosk's total of a day: the sum of its products' expected units, with the interval of that sum. */
export interface ComputedTotal {
  kioskId: string;
  day: string;
  units: number;
  expected: number;
  lower: number;
  upper: number;
  variance: number;
}

export interface ComputedKiosk {
  kioskId: string;
  daysWithSales: number;
  dataSufficient: boolean;
  /** Correlation of forecast errors between the kiosk's products on a day, and of a product across days. */
  productCorrelation: number;
  dayCorrelation: number;
}

/**
 * One organization's forecast from its daily sales (pure; the job reads and stores). History: the
 * HISTORY_DAYS local days ending with `closedDay`; forecast: the HORIZON_DAYS days after it.
 *
 * Per kiosk (docs/forecast.md "The model"): its total daily units are forecast (forecast.level.ts), each
 * product on sale gets its recency-weighted share of that total (forecast.products.ts), so the products'
 * expected units add up to the kiosk's forecast exactly (top-down reconciliation by forecast proportions).
 * Each day's units then get a negative binomial distribution whose dispersion is measured on the same
 * computation's errors in the latest validation window: the median is the point forecast, the 10–90 %
 * quantiles the interval. Kiosks with fewer than FORECAST_MIN_SALES_DAYS days with sales are reported, not forecast.
 * Past public holidays are left out of the fits (NaN); future ones get the kiosk's holiday factor.
 */
export function computeForecast(input: {
  closedDay: string;
  kiosks: readonly KioskInput[];
  rows: readonly DailyRow[];
}): { kiosks: ComputedKiosk[]; points: ComputedPoint[]; totals: ComputedTotal[]; series: number } {
  const first = addDays(input.closedDay, -(HISTORY_DAYS - 1));
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => addDays(first, i));
  const future = Array.from({ length: HORIZON_DAYS }, (_, i) => addDays(input.closedDay, i + 1));
  const byKiosk = new Map<string, DailyRow[]>();
  for (const row of input.rows) {
    if (row.day < 0 || row.day >= HISTORY_DAYS) continue;
    let list = byKiosk.get(row.kioskId);
    if (!list) byKiosk.set(row.kioskId, (list = []));
    list.push(row);
  }
  const kiosks: ComputedKiosk[] = [];
  const points: ComputedPoint[] = [];
  const totals: ComputedTotal[] = [];
  let series = 0;
  for (const kiosk of input.kiosks) {
    const rows = byKiosk.get(kiosk.id) ?? [];
    const total = new Array<number>(HISTORY_DAYS).fill(0);
    for (const row of rows) total[row.day] = (total[row.day] ?? 0) + row.units;
    const daysWithSales = total.filter((units) => units > 0).length;
    const dataSufficient = daysWithSales >= FORECAST_MIN_SALES_DAYS;
    const status = { kioskId: kiosk.id, daysWithSales, dataSufficient, productCorrelation: 0, dayCorrelation: 0 };
    kiosks.push(status);
    if (!dataSufficient) continue;

    const calendar = holidayCalendar(kiosk.location);
    const holiday = days.map((day) => calendar.names(day) !== null);
    const kioskFirst = total.findIndex((units) => units > 0);
    const fitTotal = total.map((units, i) => (holiday[i] || i < kioskFirst ? Number.NaN : units));
    const dayFactors = holidayFactors(
      total,
      fitTotal,
      holiday,
      kioskFirst,
      (day) => calendar.names(day) !== null,
      future,
    );

    const units = new Map<string, number[]>();
    const productRows = new Map<string, DailyRow[]>();
    for (const row of rows) {
      let ys = units.get(row.productId);
      if (!ys) units.set(row.productId, (ys = new Array<number>(HISTORY_DAYS).fill(0)));
      ys[row.day] = (ys[row.day] ?? 0) + row.units;
      let list = productRows.get(row.productId);
      if (!list) productRows.set(row.productId, (list = []));
      list.push(row);
    }
    const level = forecastTotal(fitTotal, HORIZON_DAYS);
    const kioskMean = level.mean.map((mu, t) => mu * (dayFactors[t] ?? 1));
    const shares = productShares(units, fitTotal, HISTORY_DAYS);
    if (!shares.size) continue;
    // The errors of the latest validation window only: the model as it stands now (an older window holds
    // the errors every model made while a level shift was not yet known, and would widen every interval).
    const structure = residualStructure(units, fitTotal, level.validation.slice(-1));
    status.productCorrelation = structure.productCorrelation;
    status.dayCorrelation = structure.dayCorrelation;

    const kioskParts: { mu: number; variance: number }[][] = future.map(() => []);
    for (const [productId, share] of shares) {
      series += 1;
      const phi = structure.dispersion.get(productId) ?? structure.pooledDispersion;
      const { price, cost } = unitPrice(productRows.get(productId) ?? []);
      future.forEach((day, t) => {
        const expected = (kioskMean[t] ?? 0) * share;
        const distribution = dayDistribution(expected, phi);
        const v = variance(expected, phi);
        kioskParts[t]?.push({ mu: expected, variance: v });
        points.push({
          kioskId: kiosk.id,
          productId,
          day,
          units: distribution.point,
          expected,
          lower: distribution.lower,
          upper: distribution.upper,
          variance: v,
          revenue: expected * price,
          cost: expected * cost,
          model: level.model,
        });
      });
    }
    future.forEach((day, t) => {
      const sum = aggregate(kioskParts[t] ?? [], structure.productCorrelation);
      totals.push({ kioskId: kiosk.id, day, ...sum });
    });
  }
  return { kiosks, points, totals, series };
}

/**
 * The factor of each future day: the kiosk's units on past holidays against what its weekday profile
 * expected of those days, shrunk towards 1 by three ordinary days' weight and kept within 0.2–2; 1 on
 * ordinary days.
 */
function holidayFactors(
  total: readonly number[],
  fitTotal: readonly number[],
  holiday: readonly boolean[],
  kioskFirst: number,
  isHoliday: (day: string) => boolean,
  future: readonly string[],
): number[] {
  const profile = weekdayProfile(fitTotal);
  const ordinary = fitTotal.filter(isValue);
  const level = ordinary.reduce((a, b) => a + b, 0) / Math.max(1, ordinary.length);
  let actual = 0;
  let expected = 0;
  total.forEach((units, i) => {
    if (!holiday[i] || i < kioskFirst) return;
    actual += units;
    expected += level * (profile[i % SEASON] ?? 1);
  });
  const factor = Math.min(2, Math.max(0.2, (actual + 3 * level) / (expected + 3 * level || 1)));
  return future.map((day) => (isHoliday(day) ? factor : 1));
}

/** Net price and cost per unit: the product's average at this kiosk over the last 8 weeks, else its history. */
function unitPrice(rows: readonly DailyRow[]) {
  const recent = rows.filter((row) => row.day >= HISTORY_DAYS - 56);
  const basis = recent.some((row) => row.units > 0) ? recent : rows;
  const sold = basis.reduce((a, row) => a + row.units, 0);
  return {
    price: sold ? basis.reduce((a, row) => a + Number(row.revenue), 0) / sold : 0,
    cost: sold ? basis.reduce((a, row) => a + Number(row.cost), 0) / sold : 0,
  };
}
