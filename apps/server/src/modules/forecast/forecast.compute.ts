import { FORECAST_MIN_SALES_DAYS } from '@kiosk/common/constants';
import { addDays } from './forecast.days.ts';
import { holidayCalendar } from './forecast.holidays.ts';
import { SEASON, forecastSeries, shiftProfile, weekdayProfile, type ModelName } from './forecast.model.ts';

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
  revenue: string;
  cost: string;
}

export interface ComputedPoint {
  kioskId: string;
  productId: string;
  day: string;
  units: number;
  expected: number;
  revenue: number;
  cost: number;
  model: ModelName;
  expectedModel: ModelName;
}

export interface ComputedKiosk {
  kioskId: string;
  daysWithSales: number;
  dataSufficient: boolean;
}

/**
 * One organization's forecast from its daily sales (pure; the job reads and stores). History: the
 * HISTORY_DAYS local days ending with `closedDay`; forecast: the HORIZON_DAYS days after it, per kiosk ×
 * product. Kiosks with fewer than FORECAST_MIN_SALES_DAYS days with sales are reported, not forecast.
 * Past public holidays of the kiosk's country and state are left out of the fits (NaN); future ones get the
 * kiosk's holiday factor (its holiday sales against its ordinary days, shrunk towards 1 by 3 days' weight).
 */
export function computeForecast(input: {
  closedDay: string;
  kiosks: readonly KioskInput[];
  rows: readonly DailyRow[];
}): { kiosks: ComputedKiosk[]; points: ComputedPoint[]; series: number } {
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
  let series = 0;
  for (const kiosk of input.kiosks) {
    const rows = byKiosk.get(kiosk.id) ?? [];
    const total = new Array<number>(HISTORY_DAYS).fill(0);
    for (const row of rows) total[row.day] = (total[row.day] ?? 0) + row.units;
    const daysWithSales = total.filter((units) => units > 0).length;
    const dataSufficient = daysWithSales >= FORECAST_MIN_SALES_DAYS;
    kiosks.push({ kioskId: kiosk.id, daysWithSales, dataSufficient });
    if (!dataSufficient) continue;

    const calendar = holidayCalendar(kiosk.location);
    const holiday = days.map((day) => calendar.names(day) !== null);
    const kioskFirst = total.findIndex((units) => units > 0);
    const fitTotal = total.map((units, i) => (holiday[i] || i < kioskFirst ? Number.NaN : units));
    const profile = weekdayProfile(fitTotal);
    // The holiday factor: units on past holidays against what the weekday profile expected of those days.
    const ordinary = fitTotal.filter((units) => !Number.isNaN(units));
    const level = ordinary.reduce((a, b) => a + b, 0) / Math.max(1, ordinary.length);
    let holidayActual = 0;
    let holidayExpected = 0;
    total.forEach((units, i) => {
      if (!holiday[i] || i < kioskFirst) return;
      holidayActual += units;
      holidayExpected += level * (profile[i % SEASON] ?? 1);
    });
    const factor = Math.min(2, Math.max(0.2, (holidayActual + 3 * level) / (holidayExpected + 3 * level || 1)));
    const dayFactors = future.map((day) => (calendar.names(day) !== null ? factor : 1));

    const byProduct = new Map<string, DailyRow[]>();
    for (const row of rows) {
      let list = byProduct.get(row.productId);
      if (!list) byProduct.set(row.productId, (list = []));
      list.push(row);
    }
    for (const [productId, productRows] of byProduct) {
      const units = new Array<number>(HISTORY_DAYS).fill(0);
      for (const row of productRows) units[row.day] = (units[row.day] ?? 0) + row.units;
      const start = units.findIndex((u) => u > 0);
      // A product not sold for 4 weeks is taken to be off the kiosk: no forecast.
      if (start < 0 || !units.slice(-28).some((u) => u > 0)) continue;
      const history = units.slice(start).map((u, i) => (holiday[start + i] ? Number.NaN : u));
      const forecast = forecastSeries({
        history,
        horizon: HORIZON_DAYS,
        profile: shiftProfile(profile, start),
        dayFactors,
      });
      series += 1;
      // Price and cost per unit: the product's recent average at this kiosk (the last 8 weeks, else all).
      const recent = productRows.filter((row) => row.day >= HISTORY_DAYS - 56);
      const basis = recent.some((row) => row.units > 0) ? recent : productRows;
      const soldUnits = basis.reduce((a, row) => a + row.units, 0);
      const price = soldUnits ? basis.reduce((a, row) => a + Number(row.revenue), 0) / soldUnits : 0;
      const cost = soldUnits ? basis.reduce((a, row) => a + Number(row.cost), 0) / soldUnits : 0;
      future.forEach((day, t) => {
        const expected = forecast.expected[t] ?? 0;
        points.push({
          kioskId: kiosk.id,
          productId,
          day,
          units: forecast.values[t] ?? 0,
          expected,
          revenue: expected * price,
          cost: expected * cost,
          model: forecast.model,
          expectedModel: forecast.expectedModel,
        });
      });
    }
  }
  return { kiosks, points, series };
}
