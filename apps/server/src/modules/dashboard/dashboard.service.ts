import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { callerCurrency } from '../../auth/working-currency.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { OrganizationsPort } from './dashboard.ports.ts';
import type { DashboardRepository } from './dashboard.repository.ts';
import { dashboardPeriods, SALES_VIEWS, viewBuckets, type SalesView } from './dashboard.periods.ts';

export interface DashboardArgs {
  orgId?: string | null | undefined;
  kioskIds?: readonly string[] | null | undefined;
}

const MAX_KIOSKS = 500;

const bad = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

/**
 * The dashboard's sales figures (spec §2): today and month-to-date in the organization's time zone, and
 * sales by kiosk per chart view — read from the roll-ups (ADR 0009), equal to the metrics to the cent.
 */
export function createDashboardService(
  rollups: DashboardRepository,
  organizations: OrganizationsPort,
  kioskNames: (orgIds: readonly string[]) => Promise<Map<string, string>>,
  clock: () => Date = () => new Date(),
) {
  /**
   * The organization shown: the one asked for (in the caller's scope), else the caller's first membership
   * in scope, else one they administer; root without a membership must choose.
   */
  async function organization(viewer: Viewer, args: DashboardArgs) {
    const orgId =
      args.orgId ??
      viewer.self?.memberships.find((m) => canReach(viewer.scope, m.orgId))?.orgId ??
      (viewer.scope.all ? undefined : [...viewer.scope.orgIds][0]);
    if (!orgId) throw bad('orgId', 'Choose an organization');
    if (!isId(orgId) || !canReach(viewer.scope, orgId)) throw new AppError('NOT_FOUND');
    const summary = (await organizations.summaries([orgId])).get(orgId);
    if (!summary) throw new AppError('NOT_FOUND');
    const kioskIds = args.kioskIds?.length ? [...new Set(args.kioskIds)] : undefined;
    if (kioskIds && kioskIds.length > MAX_KIOSKS) throw bad('kioskIds', `At most ${MAX_KIOSKS} kioskIds`);
    if (kioskIds && !kioskIds.every(isId)) throw bad('kioskIds', 'Invalid kioskIds');
    // Money is labelled by the caller's working currency (spec §4), like every screen.
    const currency = await callerCurrency(viewer, organizations.summaries);
    return { orgId, kioskIds, currency, timeZone: summary.timeZone };
  }

  return {
    /** Customers (sales), products sold and revenue today, and revenue since the first of the month. */
    async figures(viewer: Viewer, args: DashboardArgs) {
      const org = await organization(viewer, args);
      const now = clock();
      const { todayFrom, monthFrom } = dashboardPeriods(now, org.timeZone);
      const [today, month] = await Promise.all([
        rollups.totals(org.orgId, org.kioskIds, todayFrom, now),
        rollups.totals(org.orgId, org.kioskIds, monthFrom, now),
      ]);
      return {
        orgId: org.orgId,
        currency: org.currency,
        timeZone: org.timeZone,
        todayFrom,
        monthFrom,
        to: now,
        customersToday: today.transactions,
        productsSoldToday: today.items,
        revenueToday: today.gross,
        monthlyRevenue: month.gross,
      };
    },

    /** Revenue and sales per kiosk in the view's buckets (local hours or days of the organization). */
    async salesByKiosk(viewer: Viewer, view: string, args: DashboardArgs) {
      if (!(SALES_VIEWS as readonly string[]).includes(view)) throw bad('view', 'Invalid view');
      const org = await organization(viewer, args);
      const buckets = viewBuckets(view as SalesView, clock(), org.timeZone);
      const last = buckets.at(-1);
      const bounds = last ? [...buckets.map((b) => b.start), last.end] : [];
      const [rows, names] = await Promise.all([
        rollups.byKiosk(org.orgId, org.kioskIds, bounds),
        kioskNames([org.orgId]),
      ]);
      const kiosks = new Map<string | null, { revenue: string[]; transactions: number[] }>();
      for (const row of rows) {
        let kiosk = kiosks.get(row.kioskId);
        if (!kiosk) {
          kiosk = { revenue: buckets.map(() => '0.00'), transactions: buckets.map(() => 0) };
          kiosks.set(row.kioskId, kiosk);
        }
        kiosk.revenue[row.bucket] = row.gross;
        kiosk.transactions[row.bucket] = row.transactions;
      }
      return {
        orgId: org.orgId,
        currency: org.currency,
        timeZone: org.timeZone,
        view,
        buckets,
        kiosks: [...kiosks]
          .map(([kioskId, figures]) => ({
            kioskId,
            kioskName: kioskId ? (names.get(kioskId) ?? null) : null,
            ...figures,
          }))
          .sort((a, b) => (a.kioskName ?? '').localeCompare(b.kioskName ?? '')),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
