import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { callerCurrency } from '../../auth/working-currency.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { divideMoney, subtractMoney } from './reports.money.ts';
import {
  DAY_MS,
  groupingBuckets,
  localSlot,
  offsetSegments,
  REPORT_EPOCH,
  REPORT_GROUPINGS,
  reportPeriod,
  type ReportBucket,
  type ReportGrouping,
} from './reports.periods.ts';
import type { ReportRange, ReportsRepository, SalesFigures } from './reports.repository.ts';
import {
  MAX_KIOSKS,
  ZERO,
  bad,
  costKnown,
  instant,
  isEmpty,
  limitOf,
  net,
  plus,
  type NetFigures,
  type RefillPattern,
  type ReportFilter,
  type ReportScope,
  type ReportsPorts,
  type SellPattern,
  type SeriesPoint,
} from './reports.figures.ts';

export type { NetFigures, RefillPattern, ReportFilter, ReportScope, ReportsPorts, SellPattern, SeriesPoint };

/**
 * The reports (spec §2 Reports, docs/reports.md): one method per figure, each taking the caller and the
 * filter and answering plain data, read from roll-ups; every bucket local to the organization's time zone.
 */
export function createReportsService(
  repository: ReportsRepository,
  ports: ReportsPorts,
  clock: () => Date = () => new Date(),
) {
  /** The organization (in the caller's scope), the period as whole local days, the kiosks. */
  async function scope(viewer: Viewer, filter: ReportFilter): Promise<ReportScope> {
    const orgId =
      filter.orgId ??
      viewer.self?.memberships.find((m) => canReach(viewer.scope, m.orgId))?.orgId ??
      (viewer.scope.all ? undefined : [...viewer.scope.orgIds][0]);
    if (!orgId) throw bad('orgId', 'Choose an organization');
    if (!isId(orgId) || !canReach(viewer.scope, orgId)) throw new AppError('NOT_FOUND');
    const summary = (await ports.summaries([orgId])).get(orgId);
    if (!summary) throw new AppError('NOT_FOUND');
    const kioskIds = filter.kioskIds?.length ? [...new Set(filter.kioskIds)] : undefined;
    if (kioskIds && kioskIds.length > MAX_KIOSKS) throw bad('kioskIds', `At most ${MAX_KIOSKS} kioskIds`);
    if (kioskIds && !kioskIds.every(isId)) throw bad('kioskIds', 'Invalid kioskIds');
    const from = instant(filter.period?.from, 'from');
    const to = instant(filter.period?.to, 'to');
    if (to && to.getTime() < (from?.getTime() ?? REPORT_EPOCH)) throw bad('to', 'The period ends before it starts');
    const period = reportPeriod(from, to, clock(), summary.timeZone);
    // Money is labelled by the caller's working currency (spec §4), on the screen and in the export.
    const currency = await callerCurrency(viewer, ports.summaries);
    return { orgId, currency, timeZone: summary.timeZone, kioskIds, ...period };
  }

  const range = (s: ReportScope): ReportRange => ({ orgId: s.orgId, kioskIds: s.kioskIds, from: s.from, to: s.to });

  /**
   * Figures per bucket of a grouping, from the bucket of the period's first sale to the period's end (empty
   * ones with zeros); none without sales.
   */
  async function perBucket(s: ReportScope, grouping: ReportGrouping) {
    const span = await repository.salesSpan(range(s));
    if (!span) return [];
    const buckets = groupingBuckets(s.from, s.to, grouping, s.timeZone, span.first);
    const bounds = [...buckets.map((b) => b.start), ...(buckets.length ? [buckets.at(-1)?.end as Date] : [])];
    const rows = await repository.byBucket(range(s), bounds);
    const figures = buckets.map(() => ZERO);
    for (const row of rows) if (row.bucket >= 0 && row.bucket < figures.length) figures[row.bucket] = row;
    return buckets.map((bucket, i) => ({ bucket, figures: figures[i] ?? ZERO }));
  }

  /** Sales per local (weekday, hour): the UTC slots of each offset segment moved by its offset. */
  async function slots(s: ReportScope) {
    const span = await repository.salesSpan(range(s));
    if (!span) return [];
    // From the hour of the first sale (the roll-ups hold nothing before it): fewer offset segments to find.
    const from = new Date(Math.max(s.from.getTime(), span.first.getTime() - (span.first.getTime() % 3_600_000)));
    const to = new Date(Math.min(s.to.getTime(), span.last.getTime() + 3_600_000));
    const segments = offsetSegments(from, to, s.timeZone);
    const wholeHours = segments.every((g) => g.offset % 3_600_000 === 0);
    const rows = await repository.bySlot(
      { ...range(s), from, to },
      segments.map((g) => new Date(g.start)),
      wholeHours,
    );
    return rows.map((row) => {
      const offset = segments[row.segment]?.offset ?? 0;
      return { ...localSlot(row.weekday, row.hour, row.minute, offset), figures: row as SalesFigures };
    });
  }

  function pattern(rows: { slot: number; figures: SalesFigures }[], size: number, first: number): SellPattern[] {
    const sums = Array.from({ length: size }, () => ZERO);
    for (const row of rows) sums[row.slot - first] = plus(sums[row.slot - first] ?? ZERO, row.figures);
    return sums.map((f, i) => ({
      slot: i + first,
      transactions: f.transactions,
      items: f.items,
      netSales: net(f).netSales,
    }));
  }

  async function sellHours(viewer: Viewer, filter: ReportFilter): Promise<SellPattern[]> {
    const rows = await slots(await scope(viewer, filter));
    return pattern(
      rows.map((r) => ({ slot: r.hour, figures: r.figures })),
      24,
      0,
    );
  }

  /** Refills per local hour (or weekday), optionally per bucket of a grouping. */
  async function refillRows(s: ReportScope, groups: ReportBucket[]) {
    const segments = offsetSegments(s.from, s.to, s.timeZone);
    const bounds = [...groups.map((g) => g.start), ...(groups.length ? [groups.at(-1)?.end as Date] : [])];
    const rows = await repository.refillSlots(
      range(s),
      segments.map((g) => new Date(g.start)),
      bounds,
    );
    return rows.map((row) => ({
      ...localSlot(row.weekday, row.hour, row.minute, segments[row.segment]?.offset ?? 0),
      group: row.group,
      refills: row.refills,
      added: row.added,
      removed: row.removed,
    }));
  }

  function refillPattern(
    rows: { slot: number; refills: number; added: number; removed: number }[],
    size: number,
    first: number,
  ): RefillPattern[] {
    const sums = Array.from({ length: size }, (_, i) => ({ slot: i + first, refills: 0, added: 0, removed: 0 }));
    for (const row of rows) {
      const sum = sums[row.slot - first];
      if (!sum) continue;
      sum.refills += row.refills;
      sum.added += row.added;
      sum.removed += row.removed;
    }
    return sums;
  }

  return {
    scope,

    /**
     * The scope of an export of the figures, checked now as the screen's queries would check it — its
     * series' buckets included — so a refusal comes back at once instead of failing in the job.
     */
    async exportScope(viewer: Viewer, filter: ReportFilter, grouping: string = 'daily') {
      if (!(REPORT_GROUPINGS as readonly string[]).includes(grouping)) throw bad('grouping', 'Invalid grouping');
      const s = await scope(viewer, filter);
      const span = await repository.salesSpan(range(s));
      if (span) groupingBuckets(s.from, s.to, grouping as ReportGrouping, s.timeZone, span.first);
      return s;
    },

    /** Net sales and profit of the period, in total and per bucket (from the first bucket with sales). */
    async summary(viewer: Viewer, filter: ReportFilter, grouping: string = 'daily') {
      if (!(REPORT_GROUPINGS as readonly string[]).includes(grouping)) throw bad('grouping', 'Invalid grouping');
      const s = await scope(viewer, filter);
      const [buckets, products] = await Promise.all([
        perBucket(s, grouping as ReportGrouping),
        repository.byProduct(range(s)),
      ]);
      const first = buckets.findIndex((b) => !isEmpty(b.figures));
      const total = buckets.reduce((sum, b) => plus(sum, b.figures), ZERO);
      return {
        scope: s,
        grouping: grouping as ReportGrouping,
        ...net(total),
        // Units of products sold with no cost in the period (their profit counts them at no cost).
        itemsWithoutCost: products.reduce((n, p) => (costKnown(p.items, p.cost) ? n : n + p.items), 0),
        series: first < 0 ? [] : buckets.slice(first).map((b) => ({ ...b.bucket, ...net(b.figures) })),
      };
    },

    /** Per local day with sales: cost, net sales and profit of the kiosks (all when none given). */
    async dailyProfitByKiosks(viewer: Viewer, filter: ReportFilter) {
      const s = await scope(viewer, filter);
      const buckets = await perBucket(s, 'daily');
      return buckets
        .filter((b) => !isEmpty(b.figures))
        .map((b) => {
          const f = net(b.figures);
          return {
            _id: b.bucket.label,
            total_cost: f.netCost,
            total_sales: f.netSales,
            profit: f.profit,
            costKnown: f.costKnown,
          };
        });
    },

    /** Net sales ÷ local days from the first day with sales to the period's last day (today at the latest). */
    async averageDailyNetRevenue(viewer: Viewer, filter: ReportFilter) {
      const s = await scope(viewer, filter);
      const buckets = await perBucket(s, 'daily');
      const first = buckets.findIndex((b) => !isEmpty(b.figures));
      if (first < 0) return { average: '0.00', netSales: '0.00', days: 0 };
      const now = clock().getTime();
      let last = buckets.length - 1;
      while (last > first && (buckets[last]?.bucket.start.getTime() ?? 0) > now) last -= 1;
      // Days with sales after "today" (a kiosk with a wrong clock) still count up to their day.
      for (let i = buckets.length - 1; i > last; i -= 1) {
        if (!isEmpty(buckets[i]?.figures ?? ZERO)) {
          last = i;
          break;
        }
      }
      const netSales = net(buckets.reduce((sum, b) => plus(sum, b.figures), ZERO)).netSales;
      const days = last - first + 1;
      return { average: divideMoney(netSales, days), netSales, days };
    },

    /** The local hour of the day with the highest net sales (the earliest on a tie); null without sales. */
    async peakSalesHour(viewer: Viewer, filter: ReportFilter) {
      const hours = await sellHours(viewer, filter);
      let best: SellPattern | undefined;
      for (const h of hours) {
        if (h.transactions === 0 && Number(h.netSales) === 0) continue;
        if (!best || Number(h.netSales) > Number(best.netSales)) best = h;
      }
      return best ? { start: best.slot, end: best.slot + 1, sum: best.netSales } : null;
    },

    /** Kiosks by net sales descending (then name), ranked 1…n. */
    async topKiosks(viewer: Viewer, filter: ReportFilter, limit?: number | null) {
      const n = limitOf(limit);
      const s = await scope(viewer, filter);
      const [rows, names] = await Promise.all([repository.byKiosk(range(s)), ports.kioskNames([s.orgId])]);
      return rows
        .filter((row) => !isEmpty(row))
        .map((row) => ({
          kioskId: row.kioskId,
          kioskName: row.kioskId ? (names.get(row.kioskId) ?? null) : null,
          ...net(row),
        }))
        .sort(
          (a, b) =>
            Number(b.netSales) - Number(a.netSales) ||
            (a.kioskName ?? '').localeCompare(b.kioskName ?? '') ||
            (a.kioskId ?? '').localeCompare(b.kioskId ?? ''),
        )
        .slice(0, n)
        .map((row, i) => ({
          rank: i + 1,
          kioskId: row.kioskId,
          kioskName: row.kioskName,
          netSales: row.netSales,
          netCost: row.netCost,
          profit: row.profit,
          costKnown: row.costKnown,
        }));
    },

    /** Product lines by units sold descending (then net sales, then name), ranked 1…n. */
    async topProducts(viewer: Viewer, filter: ReportFilter, limit?: number | null) {
      const n = limitOf(limit);
      const s = await scope(viewer, filter);
      const rows = await repository.byProduct(range(s));
      return rows
        .filter((row) => row.items !== 0 || Number(row.gross) !== 0)
        .map((row) => {
          const netSales = subtractMoney(row.gross, row.tax);
          return {
            productLine: row.name,
            productLineId: row.productLineId,
            amount: row.items,
            netSales,
            netCost: row.cost,
            profit: subtractMoney(netSales, row.cost),
            costKnown: costKnown(row.items, row.cost),
          };
        })
        .sort(
          (a, b) =>
            b.amount - a.amount ||
            Number(b.netSales) - Number(a.netSales) ||
            a.productLine.localeCompare(b.productLine) ||
            (a.productLineId ?? '').localeCompare(b.productLineId ?? ''),
        )
        .slice(0, n)
        .map((row, i) => ({ ...row, rank: i + 1 }));
    },

    /** Sales per local hour of the day, 0–23. */
    sellHours,

    /** Sales per local ISO weekday, 1 (Monday) – 7. */
    async sellWeekdays(viewer: Viewer, filter: ReportFilter): Promise<SellPattern[]> {
      const rows = await slots(await scope(viewer, filter));
      return pattern(
        rows.map((r) => ({ slot: r.weekday, figures: r.figures })),
        7,
        1,
      );
    },

    /** Refills per local ISO weekday, 1–7. */
    async refillWeekdays(viewer: Viewer, filter: ReportFilter): Promise<RefillPattern[]> {
      const s = await scope(viewer, filter);
      const rows = await refillRows(s, [{ start: s.from, end: s.to, label: '' }]);
      return refillPattern(
        rows.map((r) => ({ ...r, slot: r.weekday })),
        7,
        1,
      );
    },

    /** Refills per local hour, per bucket of the grouping (one group for the whole period without one). */
    async refillHours(viewer: Viewer, filter: ReportFilter, grouping?: string | null) {
      if (grouping && !(REPORT_GROUPINGS as readonly string[]).includes(grouping))
        throw bad('grouping', 'Invalid grouping');
      const s = await scope(viewer, filter);
      const groups = grouping
        ? groupingBuckets(s.from, s.to, grouping as ReportGrouping, s.timeZone)
        : [
            {
              start: s.from,
              end: s.to,
              label: `${s.from.toISOString().slice(0, 10)}/${new Date(s.to.getTime() - DAY_MS).toISOString().slice(0, 10)}`,
            },
          ];
      const rows = await refillRows(s, groups);
      const byGroup = new Map<number, typeof rows>();
      for (const row of rows) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row]);
      // Buckets without refills are left out (a daily grouping over years would be thousands of empty rows).
      return groups
        .map((g, i) => ({ ...g, index: i }))
        .filter((g) => byGroup.has(g.index) || !grouping)
        .map((g) => ({
          start: g.start,
          end: g.end,
          label: g.label,
          hours: refillPattern(
            (byGroup.get(g.index) ?? []).map((r) => ({ ...r, slot: r.hour })),
            24,
            0,
          ),
        }));
    },

    /** Sales per payment method, most first (then by name). */
    async paymentMethods(viewer: Viewer, filter: ReportFilter) {
      const s = await scope(viewer, filter);
      const rows = await repository.byPaymentMethod(range(s));
      return rows
        .filter((row) => row.transactions !== 0)
        .map((row) => ({ _id: row.method, cnt: row.transactions }))
        .sort((a, b) => b.cnt - a.cnt || a._id.localeCompare(b._id));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
