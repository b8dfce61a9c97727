import type { ForecastVariant } from '../../generated/graphql.ts';
import { band, type BandPoint, type Correlations } from './forecast.bands.ts';
import { HORIZON_DAYS } from './forecast.compute.ts';
import { addDays } from './forecast.days.ts';
import type { PointSum } from './forecast.repository.ts';

/**
 * getForecast's variants shaped from the stored points (summed per GROUPS) and the actual sales: the revenue
 * per day, the kiosk comparison, the product demand and the top-selling lists (forecast.service.ts reads
 * them; the stats variant stays there, it asks for more).
 */

export const cents = (value: string | number) => Math.round(Number(value) * 100);
export const money = (c: number) => {
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
/** Expected units are fractional (a mean); the API gives them to 3 decimals, the screen rounds for display. */
export const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** A stored point with its numbers read. */
export const bandPoint = (p: PointSum) =>
  ({
    kioskId: p.kioskId,
    day: p.day,
    expected: Number(p.expected),
    variance: Number(p.variance),
    sd: Number(p.sd),
  }) satisfies BandPoint;
/** A money figure scaled by a ratio of units (the interval of revenue at the selection's average price). */
const scaled = (revenueCents: number, units: number, expected: number) =>
  expected > 0 ? Math.round((revenueCents * units) / expected) : 0;

export const percent = (change: number, base: number) => (base > 0 ? Math.round((change / base) * 1000) / 10 : null);

/** What each variant sums the stored points by. */
export const GROUPS: Record<ForecastVariant, ('day' | 'kioskId' | 'productId')[]> = {
  stats: [],
  // Per kiosk too: the interval of a day's sum adds up kiosks (forecast.bands.ts).
  revenue: ['day', 'kioskId'],
  kioskComparison: ['day', 'kioskId'],
  productDemand: ['kioskId', 'productId'],
  topSellingKiosks: ['kioskId'],
  topSellingProducts: ['productId'],
};

/** Variants that compare with actual sales. */
export const variant = (v: ForecastVariant) => v === 'revenue' || v === 'kioskComparison' || v === 'productDemand';

/** A kiosk of the selection, as much of it as the variants read. */
interface SelectedKiosk {
  id: string;
  name: string;
}

/** What the variants share: the range, the selection and its correlations, and the holidays of a day. */
export interface VariantInput<Kiosk extends SelectedKiosk> {
  today: string;
  days: string[];
  run: { closedDay: string } | null;
  chosen: Kiosk[];
  byId: ReadonlyMap<string, Kiosk>;
  correlations: ReadonlyMap<string, Correlations>;
  holidayOf: (kiosks: Kiosk[], day: string) => string | null;
}

/** An actual sale row of a kiosk, product and local day. */
interface Actual {
  kioskId: string;
  productId: string;
  date: string;
  units: number;
  revenue: string;
}

/** Revenue per day: forecast with its interval, cost and profit, and actual sales of the days passed. */
export function revenueByDay<K extends SelectedKiosk>(input: VariantInput<K>, points: PointSum[], actual: Actual[]) {
  const { days, today, run, chosen, correlations, holidayOf } = input;
  const empty = () => ({
    sales: 0,
    cost: 0,
    actual: 0,
    actualUnits: 0,
    forecast: false,
    points: [] as BandPoint[],
  });
  const byDay = new Map(days.map((day) => [day, empty()]));
  for (const p of points) {
    const entry = byDay.get(p.day);
    if (!entry) continue;
    entry.sales += cents(p.revenue);
    entry.cost += cents(p.cost);
    entry.forecast = true;
    entry.points.push(bandPoint(p));
  }
  for (const row of actual) {
    const entry = byDay.get(row.date);
    if (!entry) continue;
    entry.actual += cents(row.revenue);
    entry.actualUnits += row.units;
  }
  return days.map((day) => {
    const entry = byDay.get(day) ?? empty();
    // A day no run covered (before the first run, beyond the horizon) has no forecast, not one of 0.
    const forecast =
      entry.forecast || (run !== null && day > run.closedDay && day <= addDays(run.closedDay, HORIZON_DAYS));
    const units = band(entry.points, correlations);
    return {
      date: day,
      forecastedSales: forecast ? money(entry.sales) : null,
      forecastedSalesLower: forecast ? money(scaled(entry.sales, units.lower, units.expected)) : null,
      forecastedSalesUpper: forecast ? money(scaled(entry.sales, units.upper, units.expected)) : null,
      actualSales: day < today ? money(entry.actual) : null,
      forecastedProfit: forecast ? money(entry.sales - entry.cost) : null,
      forecastedNetCost: forecast ? money(entry.cost) : null,
      expectedUnits: forecast ? round3(units.expected) : null,
      pointUnits: forecast ? units.units : null,
      unitsLower: forecast ? units.lower : null,
      unitsUpper: forecast ? units.upper : null,
      actualUnits: day < today ? entry.actualUnits : null,
      holiday: holidayOf(chosen, day),
    };
  });
}

/** Per day, each chosen kiosk's forecast revenue and (for days passed) its actual revenue. */
export function kioskComparison<K extends SelectedKiosk>(input: VariantInput<K>, points: PointSum[], actual: Actual[]) {
  const { days, today, chosen, holidayOf } = input;
  const value = new Map<string, number>();
  const real = new Map<string, number>();
  for (const p of points)
    value.set(`${p.day}|${p.kioskId}`, (value.get(`${p.day}|${p.kioskId}`) ?? 0) + cents(p.revenue));
  for (const row of actual)
    real.set(`${row.date}|${row.kioskId}`, (real.get(`${row.date}|${row.kioskId}`) ?? 0) + cents(row.revenue));
  return days.map((day) => ({
    date: day,
    holiday: holidayOf(chosen, day),
    list: chosen.map((kiosk) => ({
      name: kiosk.name,
      id: kiosk.id,
      value: money(value.get(`${day}|${kiosk.id}`) ?? 0),
      meta: day < today ? money(real.get(`${day}|${kiosk.id}`) ?? 0) : null,
    })),
  }));
}

/** Per kiosk × product: forecast units with their interval beside the actual units, most demanded first. */
export function productDemand<K extends SelectedKiosk>(
  input: VariantInput<K>,
  points: PointSum[],
  actual: Actual[],
  productNames: ReadonlyMap<string, string>,
) {
  const { byId, correlations } = input;
  const demand = new Map<string, { productId: string; kioskId: string; points: BandPoint[]; actual: number }>();
  for (const p of points) {
    const key = `${p.kioskId}|${p.productId}`;
    const entry = demand.get(key) ?? { productId: p.productId, kioskId: p.kioskId, points: [], actual: 0 };
    entry.points.push(bandPoint(p));
    demand.set(key, entry);
  }
  for (const row of actual) {
    const entry = demand.get(`${row.kioskId}|${row.productId}`);
    if (entry) entry.actual += row.units;
  }
  return [...demand.values()]
    .map((entry) => {
      const units = band(entry.points, correlations);
      return {
        productId: entry.productId,
        kioskId: entry.kioskId,
        name: productNames.get(entry.productId) ?? '',
        kioskName: byId.get(entry.kioskId)?.name ?? '',
        forecastedUnits: round3(units.expected),
        pointUnits: units.units,
        unitsLower: units.lower,
        unitsUpper: units.upper,
        actualUnits: entry.actual,
      };
    })
    .sort((a, b) => b.forecastedUnits - a.forecastedUnits || a.name.localeCompare(b.name));
}

/** The ten kiosks or products with the most forecast units. */
export function topSelling<K extends SelectedKiosk>(
  input: VariantInput<K>,
  by: 'topSellingKiosks' | 'topSellingProducts',
  points: PointSum[],
  productNames: ReadonlyMap<string, string>,
) {
  const totals = new Map<string, number>();
  const keyOf = (p: { kioskId: string; productId: string }) => (by === 'topSellingKiosks' ? p.kioskId : p.productId);
  for (const p of points) totals.set(keyOf(p), (totals.get(keyOf(p)) ?? 0) + Number(p.expected));
  return [...totals.entries()]
    .map(([id, quantity]) => ({
      id,
      quantitySold: round3(quantity),
      name: by === 'topSellingKiosks' ? (input.byId.get(id)?.name ?? '') : (productNames.get(id) ?? ''),
    }))
    .sort((a, b) => b.quantitySold - a.quantitySold || a.name.localeCompare(b.name))
    .slice(0, 10);
}
