import { FORECAST_DEFAULT_RANGE_DAYS, FORECAST_SELECTION_MAX } from '@kiosk/common/constants';
import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { callerCurrency } from '../../auth/working-currency.ts';
import { AppError } from '../../lib/errors.ts';
import type { ForecastVariant } from '../../generated/graphql.ts';
import { HORIZON_DAYS } from './forecast.compute.ts';
import { addDays, dayBounds, dayRange, daysBetween, isDay, localDay } from './forecast.days.ts';
import { holidayCalendar } from './forecast.holidays.ts';
import type { ForecastRepository } from './forecast.repository.ts';
import { createForecastRuns } from './forecast.runs.ts';

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

const cents = (value: string | number) => Math.round(Number(value) * 100);
const money = (c: number) => {
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

const percent = (change: number, base: number) => (base > 0 ? Math.round((change / base) * 1000) / 10 : null);

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
      const points = await repository.points(org, addDays(today, -60), addDays(today, 60), ids);
      const pairs = new Map<string, { productId: string; kioskId: string }>();
      for (const point of points) pairs.set(`${point.kioskId}|${point.productId}`, point);
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
      const from = payload.from || addDays(today, -Math.floor(FORECAST_DEFAULT_RANGE_DAYS / 2));
      const to = payload.to || addDays(from, FORECAST_DEFAULT_RANGE_DAYS - 1);
      if (!isDay(from) || !isDay(to) || from > to || daysBetween(from, to) > 365)
        throw new AppError('FORECAST_RANGE_INVALID', { fields: { from: 'FORECAST_RANGE_INVALID' } });

      const kiosks = await kioskList(orgId);
      const byId = new Map(kiosks.map((kiosk) => [kiosk.id, kiosk]));
      for (const id of payload.kioskIds ?? [])
        if (!byId.has(id)) throw new AppError('NOT_FOUND', { fields: { kioskIds: 'NOT_FOUND' } });
      const chosen = (payload.kioskIds?.length ? payload.kioskIds.map((id) => byId.get(id)) : kiosks).filter(
        (kiosk): kiosk is (typeof kiosks)[number] => Boolean(kiosk?.dataSufficient),
      );
      const kioskIds = chosen.map((kiosk) => kiosk.id);
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
          repository.points(orgId, from, to, kioskIds, productIds),
          repository.points(orgId, today, addDays(today, 6), kioskIds, productIds),
          actuals(orgId, timeZone, addDays(today, -7), addDays(today, -1), kioskIds),
          kioskIds.length
            ? ports.sales.dailyCustomers(orgId, dayBounds(addDays(anchor, -55), 56, timeZone), kioskIds)
            : Promise.resolve([]),
        ]);
        const history = kioskIds.length ? await actuals(orgId, timeZone, addDays(anchor, -55), anchor, kioskIds) : [];
        const units = points.reduce((a, p) => a + Number(p.expected), 0);
        const revenue = points.reduce((a, p) => a + cents(p.revenue), 0);
        const soldUnits = history.reduce((a, row) => a + row.units, 0);
        const sales = customers.reduce((a, row) => a + row.customers, 0);
        const nextRevenue = nextWeek.reduce((a, p) => a + cents(p.revenue), 0);
        const nextUnits = nextWeek.reduce((a, p) => a + Number(p.expected), 0);
        const lastRows = lastWeek.filter((row) => wantsProduct(row.productId));
        const lastRevenue = lastRows.reduce((a, row) => a + cents(row.revenue), 0);
        const lastUnits = lastRows.reduce((a, row) => a + row.units, 0);
        return {
          ...base,
          stats: {
            netSales: money(revenue),
            productDemand: round1(units),
            numberOfCustomer: soldUnits ? Math.round((units * sales) / soldUnits) : 0,
            revenueLastWeekChange: money(nextRevenue - lastRevenue),
            revenueLastWeekChangePercentage: percent(nextRevenue - lastRevenue, lastRevenue),
            demandLastWeekChange: round1(nextUnits - lastUnits),
            demandLastWeekChangePercentage: percent(nextUnits - lastUnits, lastUnits),
          },
        };
      }

      const points = await repository.points(orgId, from, to, kioskIds, productIds);
      const passedTo = to < today ? to : addDays(today, -1);
      const actual =
        variant(payload.variant) && from <= passedTo
          ? (await actuals(orgId, timeZone, from, passedTo, kioskIds)).filter((row) => wantsProduct(row.productId))
          : [];
      const days = dayRange(from, to);

      if (payload.variant === 'revenue') {
        const byDay = new Map(days.map((day) => [day, { sales: 0, cost: 0, actual: 0, forecast: false }]));
        for (const p of points) {
          const entry = byDay.get(p.day);
          if (!entry) continue;
          entry.sales += cents(p.revenue);
          entry.cost += cents(p.cost);
          entry.forecast = true;
        }
        for (const row of actual) {
          const entry = byDay.get(row.date);
          if (entry) entry.actual += cents(row.revenue);
        }
        return {
          ...base,
          revenue: days.map((day) => {
            const entry = byDay.get(day) ?? { sales: 0, cost: 0, actual: 0, forecast: false };
            // A day no run covered (before the first run, beyond the horizon) has no forecast, not one of 0.
            const forecast =
              entry.forecast || (run !== null && day > run.closedDay && day <= addDays(run.closedDay, HORIZON_DAYS));
            return {
              date: day,
              forecastedSales: forecast ? money(entry.sales) : null,
              actualSales: day < today ? money(entry.actual) : null,
              forecastedProfit: forecast ? money(entry.sales - entry.cost) : null,
              forecastedNetCost: forecast ? money(entry.cost) : null,
              holiday: holidayOf(chosen, day),
            };
          }),
        };
      }

      if (payload.variant === 'kioskComparison') {
        const value = new Map<string, number>();
        const real = new Map<string, number>();
        for (const p of points)
          value.set(`${p.day}|${p.kioskId}`, (value.get(`${p.day}|${p.kioskId}`) ?? 0) + cents(p.revenue));
        for (const row of actual)
          real.set(`${row.date}|${row.kioskId}`, (real.get(`${row.date}|${row.kioskId}`) ?? 0) + cents(row.revenue));
        return {
          ...base,
          comparison: days.map((day) => ({
            date: day,
            holiday: holidayOf(chosen, day),
            list: chosen.map((kiosk) => ({
              name: kiosk.name,
              id: kiosk.id,
              value: money(value.get(`${day}|${kiosk.id}`) ?? 0),
              meta: day < today ? money(real.get(`${day}|${kiosk.id}`) ?? 0) : null,
            })),
          })),
        };
      }

      const productNames = await ports.products.names([...new Set(points.map((p) => p.productId))]);
      if (payload.variant === 'productDemand') {
        const demand = new Map<string, { productId: string; kioskId: string; forecast: number; actual: number }>();
        for (const p of points) {
          const key = `${p.kioskId}|${p.productId}`;
          const entry = demand.get(key) ?? { productId: p.productId, kioskId: p.kioskId, forecast: 0, actual: 0 };
          entry.forecast += Number(p.expected);
          demand.set(key, entry);
        }
        for (const row of actual) {
          const entry = demand.get(`${row.kioskId}|${row.productId}`);
          if (entry) entry.actual += row.units;
        }
        return {
          ...base,
          productDemand: [...demand.values()]
            .map((entry) => ({
              productId: entry.productId,
              kioskId: entry.kioskId,
              name: productNames.get(entry.productId) ?? '',
              kioskName: byId.get(entry.kioskId)?.name ?? '',
              forecastedUnits: round1(entry.forecast),
              actualUnits: entry.actual,
            }))
            .sort((a, b) => b.forecastedUnits - a.forecastedUnits || a.name.localeCompare(b.name)),
        };
      }

      const totals = new Map<string, number>();
      const keyOf = (p: { kioskId: string; productId: string }) =>
        payload.variant === 'topSellingKiosks' ? p.kioskId : p.productId;
      for (const p of points) totals.set(keyOf(p), (totals.get(keyOf(p)) ?? 0) + Number(p.expected));
      const top = [...totals.entries()]
        .map(([id, quantity]) => ({
          id,
          quantitySold: round1(quantity),
          name: payload.variant === 'topSellingKiosks' ? (byId.get(id)?.name ?? '') : (productNames.get(id) ?? ''),
        }))
        .sort((a, b) => b.quantitySold - a.quantitySold || a.name.localeCompare(b.name))
        .slice(0, 10);
      return payload.variant === 'topSellingKiosks'
        ? { ...base, topSellingKiosks: top }
        : { ...base, topSellingProducts: top };
    },
  };
}

/** Variants that compare with actual sales. */
const variant = (v: ForecastVariant) => v === 'revenue' || v === 'kioskComparison' || v === 'productDemand';

export type ForecastService = ReturnType<typeof createForecastService>;
