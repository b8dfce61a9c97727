import { FORECAST_DEFAULT_RANGE_DAYS } from '@kiosk/common/constants';
import { computeForecast, HISTORY_DAYS, type ComputedPoint } from './forecast.compute.ts';
import { sumOf } from './forecast.aggregate.ts';
import { addDays, dayBounds, localDay } from './forecast.days.ts';
import { quantile } from './forecast.distribution.ts';
import type { ForecastRepository, NewForecastPoint } from './forecast.repository.ts';
import type { ForecastPorts } from './forecast.service.ts';

/**
 * Past days a first run (and a run after an import) gives a day-ahead forecast: the past half of the
 * screen's default range (docs/forecast.md).
 */
export const BACKFILL_DAYS = Math.ceil(FORECAST_DEFAULT_RANGE_DAYS / 2);

/** A computed point as the forecast_points table stores it. */
function storedPoint(orgId: string, point: ComputedPoint): NewForecastPoint {
  return {
    orgId,
    kioskId: point.kioskId,
    productId: point.productId,
    day: point.day,
    units: point.units.toFixed(3),
    expected: point.expected.toFixed(3),
    lower: point.lower,
    upper: point.upper,
    variance: point.variance.toFixed(3),
    revenue: point.revenue.toFixed(2),
    cost: point.cost.toFixed(2),
    model: point.model,
  };
}
/**
 * The forecast's runs (docs/forecast.md "When it runs"): the job's fit and store of one organization, with
 * the backfill of a first run, and the stored demand the kiosks' pick lists read.
 */
export function createForecastRuns(
  repository: ForecastRepository,
  ports: Pick<ForecastPorts, 'sales' | 'kiosks'>,
  timeZoneOf: (orgId: string) => Promise<string>,
) {
  return {
    /**
     * The job's work for one organization: reads the history up to the last closed local day, fits every
     * kiosk × product and stores the result. Skips when that day was already done (unless forced: after an
     * import). Answers what it did.
     */
    async computeOrganization(orgId: string, options: { force?: boolean; now?: Date } = {}) {
      const timeZone = await timeZoneOf(orgId);
      const closedDay = addDays(localDay((options.now ?? new Date()).getTime(), timeZone), -1);
      const last = await repository.run(orgId);
      if (!options.force && last && last.closedDay >= closedDay) return { skipped: true as const, closedDay };
      const started = performance.now();
      // The first run, and a run after an import, also make the past days' day-ahead forecasts.
      const backfill = !last || options.force ? BACKFILL_DAYS : 0;
      const first = addDays(closedDay, -(HISTORY_DAYS - 1) - backfill);
      const [allKiosks, rows] = await Promise.all([
        ports.kiosks.ofOrganizations([orgId]),
        ports.sales.dailyProductSales(orgId, dayBounds(first, HISTORY_DAYS + backfill, timeZone)),
      ]);
      const kiosks = allKiosks.filter((kiosk) => kiosk.orgId === orgId);
      /** The rows of the HISTORY_DAYS window that starts `shift` days after `first`, indexed from its start. */
      const window = (shift: number) =>
        rows.flatMap((row) =>
          row.day >= shift && row.day < shift + HISTORY_DAYS ? [{ ...row, day: row.day - shift }] : [],
        );
      const result = computeForecast({ closedDay, kiosks, rows: window(backfill) });
      await repository.saveRun({
        orgId,
        closedDay,
        series: result.series,
        durationMs: Math.round(performance.now() - started),
        kiosks: result.kiosks.map((kiosk) => ({ ...kiosk, orgId })),
        points: result.points.map((point) => storedPoint(orgId, point)),
      });
      // Each past day gets the forecast a run the evening before would have made (its history cut there),
      // so the screen shows forecast against actual from the first day on. Stored after the run: the days
      // ahead are there first.
      const past: NewForecastPoint[] = [];
      for (let back = backfill; back >= 1; back -= 1) {
        const then = addDays(closedDay, -back);
        const dayAhead = addDays(then, 1);
        const before = computeForecast({ closedDay: then, kiosks, rows: window(backfill - back) });
        for (const point of before.points) if (point.day === dayAhead) past.push(storedPoint(orgId, point));
      }
      if (past.length) await repository.savePastPoints(past);
      return { skipped: false as const, closedDay, series: result.series, backfilledDays: backfill };
    },

    /**
     * Port for the kiosks' pick lists: per kiosk window (local days from..to, inclusive) and product, the
     * stored expected units of the window's days, the `level` quantile of their sum in whole units (the
     * days' errors correlated as the kiosk's were, docs/forecast.md "Intervals"; null where the stored
     * points carry no variance, i.e. were stored before intervals existed) and the days the forecast covers.
     */
    async demandOver(windows: readonly { kioskId: string; from: string; to: string }[], level: number) {
      if (!windows.length) return [];
      const from = windows.reduce((min, w) => (w.from < min ? w.from : min), windows[0]?.from ?? '');
      const to = windows.reduce((max, w) => (w.to > max ? w.to : max), windows[0]?.to ?? '');
      const kioskIds = [...new Set(windows.map((w) => w.kioskId))];
      const [rows, statuses] = await Promise.all([
        repository.points(null, from, to, kioskIds),
        repository.kioskStatuses(kioskIds),
      ]);
      const correlation = new Map(statuses.map((status) => [status.kioskId, status.dayCorrelation]));
      const byWindow = new Map(windows.map((w) => [w.kioskId, w]));
      const series = new Map<
        string,
        { kioskId: string; productId: string; parts: { mu: number; variance: number }[] }
      >();
      for (const row of rows) {
        const window = byWindow.get(row.kioskId);
        if (!window || row.day < window.from || row.day > window.to) continue;
        const key = `${row.kioskId}|${row.productId}`;
        let entry = series.get(key);
        if (!entry) series.set(key, (entry = { kioskId: row.kioskId, productId: row.productId, parts: [] }));
        entry.parts.push({ mu: Number(row.expected), variance: Number(row.variance) });
      }
      return [...series.values()].map(({ kioskId, productId, parts }) => {
        const sum = sumOf(parts, correlation.get(kioskId) ?? 0);
        const known = parts.some((part) => part.variance > 0);
        const phi = sum.mu > 0 ? Math.max(0, (sum.variance - sum.mu) / (sum.mu * sum.mu)) : 0;
        return {
          kioskId,
          productId,
          days: parts.length,
          expected: sum.mu,
          quantile: known ? quantile(sum.mu, phi, level) : null,
        };
      });
    },

    /** Organizations whose forecast may be due (they sold within the history window). */
    organizationsToForecast: (now = new Date()) =>
      ports.sales.organizationsWithSalesSince(new Date(now.getTime() - HISTORY_DAYS * 86_400_000)),
  };
}
