import { FORECAST_DEFAULT_RANGE_DAYS, FORECAST_SELECTION_MAX } from '@kiosk/common/constants';
import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { callerCurrency } from '../../auth/working-currency.ts';
import { AppError } from '../../lib/errors.ts';
import type { ForecastVariant } from '../../generated/graphql.ts';
import { HORIZON_DAYS } from './forecast.compute.ts';
import { addDays, dayBounds, dayRange, daysBetween, isDay, localDay } from './forecast.days.ts';
import { band, type Correlations } from './forecast.bands.ts';
import { holidayCalendar } from './forecast.holidays.ts';
import type { ForecastRepository } from './forecast.repository.ts';
import { createForecastRuns } from './forecast.runs.ts';
import {
  bandPoint,
  cents,
  GROUPS,
  kioskComparison,
  money,
  percent,
  productDemand,
  revenueByDay,
  round3,
  topSelling,
  variant,
} from './forecast.variants.ts';

/** What the forecast module needs of other modules (wired in modules.ts). */
export interface ForecastPorts {
  sales: {
    dailyProductSales(
      orgId: string,
      bounds: readonly Date[],
      kioskIds?: readonly string[],
    ): Promise<{ kioskId: string; productId: string; day: number; units: number; revenue: string; cost: string }[]>;
    dailyCustomers(
      orgId: string,
      bounds: readonly Date[],
      kioskIds?: readonly string[],
    ): Promise<{ kioskId: string; day: number; customers: number }[]>;
    organizationsWithSalesSince(since: Date): Promise<string[]>;
  };
  kiosks: {
    ofOrganizations(
      orgIds: readonly string[],
    ): Promise<
      { id: string; orgId: string; name: string; location: { country?: string | null; state?: string | null } | null }[]
    >;
  };
  products: { names(ids: readonly string[]): Promise<Map<string, string>> };
  organizations: {
    settings(orgIds: readonly string[]): Promise<Map<string, { timeZone: string; currency: string }>>;
  };
}

export interface ForecastPayload {
  variant: ForecastVariant;
  orgId?: string | null;
  kioskIds?: readonly string[] | null;
  productIds?: readonly string[] | null;
  from?: string | null;
  to?: string | null;
  language?: string | null;
}

export function createForecastService(repository: ForecastRepository, ports: ForecastPorts) {
  async function settingsOf(orgId: string) {
    return (await ports.organizations.settings([orgId])).get(orgId) ?? { timeZone: 'Europe/Berlin', currency: 'eur' };
  }
  const timeZoneOf = async (orgId: string) => (await settingsOf(orgId)).timeZone;

  /** The organization a call is about: given (and reachable) or the caller's only/first one. */
  function organizationOf(viewer: Viewer, orgId: string | null | undefined): string {
    if (orgId) {
      if (!canReach(viewer.scope, orgId)) throw new AppError('NOT_FOUND', { fields: { orgId: 'NOT_FOUND' } });
      return orgId;
    }
    const first = [...viewer.scope.orgIds].sort()[0];
    if (!first) throw new AppError('BAD_USER_INPUT', { fields: { orgId: 'REQUIRED' } });
    return first;
  }

  function checkSelection(kioskIds?: readonly string[] | null, productIds?: readonly string[] | null) {
    if ((kioskIds?.length ?? 0) > FORECAST_SELECTION_MAX)
      throw new AppError('FORECAST_SELECTION_LIMIT', { fields: { kioskIds: 'FORECAST_SELECTION_LIMIT' } });
    if ((productIds?.length ?? 0) > FORECAST_SELECTION_MAX)
      throw new AppError('FORECAST_SELECTION_LIMIT', { fields: { productIds: 'FORECAST_SELECTION_LIMIT' } });
  }

  async function kioskList(orgId: string) {
    const [kiosks, statuses] = await Promise.all([ports.kiosks.ofOrganizations([orgId]), repository.kiosks(orgId)]);
    const status = new Map(statuses.map((row) => [row.kioskId, row]));
    return kiosks
      .filter((kiosk) => kiosk.orgId === orgId)
      .map((kiosk) => ({
        ...kiosk,
        daysWithSales: status.get(kiosk.id)?.daysWithSales ?? 0,
        dataSufficient: status.get(kiosk.id)?.dataSufficient ?? false,
        productCorrelation: status.get(kiosk.id)?.productCorrelation ?? 0,
        dayCorrelation: status.get(kiosk.id)?.dayCorrelation ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /** Actual units, revenue and cost per kiosk × product × day for local days from..to (inclusive). */
  async function actuals(orgId: string, timeZone: string, from: string, to: string, kioskIds: readonly string[]) {
    const count = daysBetween(from, to) + 1;
    if (count <= 0 || !kioskIds.length) return [];
    const rows = await ports.sales.dailyProductSales(orgId, dayBounds(from, count, timeZone), kioskIds);
    return rows.map((row) => ({ ...row, date: addDays(from, row.day) }));
  }

  return {
    ...createForecastRuns(repository, ports, timeZoneOf),

    /** Kiosks for forecast (spec §3): every kiosk of the organization, with dataSufficient. */
    async kiosksForForecast(viewer: Viewer, orgId?: string | null) {
      const org = organizationOf(viewer, orgId);
      return (await kioskList(org)).map((kiosk) => ({
        orgId: kiosk.orgId,
        kioskId: kiosk.id,
        name: kiosk.name,
        dataSufficient: kiosk.dataSufficient,
        daysWithSales: kiosk.daysWithSales,
      }));
    },

    /** Products with a stored forecast at the given kiosks (or all kiosks of the organization). */
    async forecastProducts(viewer: Viewer, orgId?: string | null, kioskIds?: readonly string[] | null) {
      checkSelection(kioskIds);
      const org = organizationOf(viewer, orgId);
      const kiosks = await kioskList(org);
      const known = new Set(kiosks.map((kiosk) => kiosk.id));
      for (const id of kioskIds ?? [])
        if (!known.has(id)) throw new AppError('NOT_FOUND', { fields: { kioskIds: 'NOT_FOUND' } });
      const ids = kioskIds?.length ? [...kioskIds] : [...known];
      const timeZone = await timeZoneOf(org);
      const today = localDay(Date.now(), timeZone);
      const points = await repository.pointSums(org, addDays(today, -60), addDays(today, 60), ids, undefined, [
        'kioskId',
        'productId',
      ]);
      const pairs = new Map<string, { productId: string; kioskId: string }>();
      for (const { kioskId, productId } of points) pairs.set(`${kioskId}|${productId}`, { kioskId, productId });
      const names = await ports.products.names([...new Set([...pairs.values()].map((p) => p.productId))]);
      return [...pairs.values()]
        .map((pair) => ({ ...pair, orgId: org, name: names.get(pair.productId) ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.kioskId.localeCompare(b.kioskId));
    },

    /** getForecast (spec §7): one variant of the stored forecast for the selection and range. */
    async getForecast(viewer: Viewer, payload: ForecastPayload) {
      checkSelection(payload.kioskIds, payload.productIds);
      const orgId = organizationOf(viewer, payload.orgId);
      const { timeZone } = await settingsOf(orgId);
      // Money is labelled by the caller's working currency (spec §4), like every screen.
      const currency = await callerCurrency(viewer, ports.organizations.settings);
      const today = localDay(Date.now(), timeZone);
      // The Date scalar let only real days of 2000–2100 through; the default end is computed from a checked start.
      const from = payload.from || addDays(today, -Math.floor(FORECAST_DEFAULT_RANGE_DAYS / 2));
      if (!isDay(from)) throw new AppError('FORECAST_RANGE_INVALID', { fields: { from: 'FORECAST_RANGE_INVALID' } });
      const to = payload.to || addDays(from, FORECAST_DEFAULT_RANGE_DAYS - 1);
      if (!isDay(to) || from > to || daysBetween(from, to) > 365)
        throw new AppError('FORECAST_RANGE_INVALID', { fields: { to: 'FORECAST_RANGE_INVALID' } });

      const kiosks = await kioskList(orgId);
      const byId = new Map(kiosks.map((kiosk) => [kiosk.id, kiosk]));
      for (const id of payload.kioskIds ?? [])
        if (!byId.has(id)) throw new AppError('NOT_FOUND', { fields: { kioskIds: 'NOT_FOUND' } });
      const chosen = (payload.kioskIds?.length ? payload.kioskIds.map((id) => byId.get(id)) : kiosks).filter(
        (kiosk): kiosk is (typeof kiosks)[number] => Boolean(kiosk?.dataSufficient),
      );
      const kioskIds = chosen.map((kiosk) => kiosk.id);
      const correlations = new Map<string, Correlations>(chosen.map((kiosk) => [kiosk.id, kiosk]));
      const productIds = payload.productIds?.length ? payload.productIds : undefined;
      const run = await repository.run(orgId);
      const base = {
        stats: null,
        revenue: null,
        productDemand: null,
        comparison: null,
        topSellingKiosks: null,
        topSellingProducts: null,
        variant: payload.variant,
        orgId,
        currency,
        timeZone,
        today,
        from,
        to,
        computedAt: run?.computedAt ? run.computedAt.toISOString() : null,
      };
      const wantsProduct = (productId: string) => !productIds || productIds.includes(productId);
      const lang = (payload.language ?? viewer.language) === 'de' ? 'de' : 'en';
      const holidayOf = (kioskList: typeof chosen, day: string) => {
        const names = new Set<string>();
        for (const kiosk of kioskList) {
          const name = holidayCalendar(kiosk.location).names(day, lang);
          if (name) names.add(name);
        }
        return names.size ? [...names].join(' · ') : null;
      };

      if (payload.variant === 'stats') {
        // Sales per unit over the 8 weeks up to the last run's closed day turn forecast units into customers.
        const anchor = run?.closedDay ?? addDays(today, -1);
        const [points, nextWeek, lastWeek, customers] = await Promise.all([
          // Per kiosk and day: the interval of the sum needs each kiosk's days (forecast.bands.ts).
          repository.pointSums(orgId, from, to, kioskIds, productIds, ['kioskId', 'day']),
          repository.pointSums(orgId, today, addDays(today, 6), kioskIds, productIds, []),
          actuals(orgId, timeZone, addDays(today, -7), addDays(today, -1), kioskIds),
          kioskIds.length
            ? ports.sales.dailyCustomers(orgId, dayBounds(addDays(anchor, -55), 56, timeZone), kioskIds)
            : Promise.resolve([]),
        ]);
        const history = kioskIds.length ? await actuals(orgId, timeZone, addDays(anchor, -55), anchor, kioskIds) : [];
        const demand = band(points.map(bandPoint), correlations);
        const units = demand.expected;
        const revenue = points.reduce((a, p) => a + cents(p.revenue), 0);
        const soldUnits = history.reduce((a, row) => a + row.units, 0);
        const sales = customers.reduce((a, row) => a + row.customers, 0);
        const nextRevenue = nextWeek.reduce((a, p) => a + cents(p.revenue), 0);
        const nextUnits = nextWeek.reduce((a, p) => a + Number(p.expected), 0);
        const lastRows = lastWeek.filter((row) => wantsProduct(row.productId));
        const lastRevenue = lastRows.reduce((a, row) => a + cents(row.revenue), 0);
        const lastUnits = lastRows.reduce((a, row) => a + row.units, 0);
        // A forecast that stops before the next 7 days end (the job has not run for weeks) would read as a
        // drop: no change is given then.
        const covered = run !== null && addDays(run.closedDay, HORIZON_DAYS) >= addDays(today, 6);
        const change = (next: number, last: number) => (covered ? next - last : 0);
        return {
          ...base,
          stats: {
            nextWeekCovered: covered,
            netSales: money(revenue),
            productDemand: round3(units),
            productDemandLower: demand.lower,
            productDemandUpper: demand.upper,
            numberOfCustomer: soldUnits ? Math.round((units * sales) / soldUnits) : 0,
            revenueLastWeekChange: money(change(nextRevenue, lastRevenue)),
            revenueLastWeekChangePercentage: covered ? percent(nextRevenue - lastRevenue, lastRevenue) : null,
            demandLastWeekChange: round3(change(nextUnits, lastUnits)),
            demandLastWeekChangePercentage: covered ? percent(nextUnits - lastUnits, lastUnits) : null,
          },
        };
      }

      // Summed in SQL per what the variant shows: at most days × kiosks rows, whatever the fleet's products.
      const points = await repository.pointSums(orgId, from, to, kioskIds, productIds, GROUPS[payload.variant]);
      const passedTo = to < today ? to : addDays(today, -1);
      const actual =
        variant(payload.variant) && from <= passedTo
          ? (await actuals(orgId, timeZone, from, passedTo, kioskIds)).filter((row) => wantsProduct(row.productId))
          : [];
      const shape = { today, days: dayRange(from, to), run, chosen, byId, correlations, holidayOf };
      if (payload.variant === 'revenue') return { ...base, revenue: revenueByDay(shape, points, actual) };
      if (payload.variant === 'kioskComparison') return { ...base, comparison: kioskComparison(shape, points, actual) };

      const productNames = await ports.products.names([...new Set(points.map((p) => p.productId).filter(Boolean))]);
      if (payload.variant === 'productDemand')
        return { ...base, productDemand: productDemand(shape, points, actual, productNames) };
      const top = topSelling(shape, payload.variant, points, productNames);
      return payload.variant === 'topSellingKiosks'
        ? { ...base, topSellingKiosks: top }
        : { ...base, topSellingProducts: top };
    },
  };
}

export type ForecastService = ReturnType<typeof createForecastService>;
