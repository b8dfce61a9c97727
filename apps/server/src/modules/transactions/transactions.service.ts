import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { UserTransactionsSort } from '../../generated/graphql.ts';
import { skipLimit } from '../../lib/paging.ts';
import type { Db } from '../../db/client.ts';
import { instantOf, wallClock } from '../../lib/time-zone.ts';
import type { IncomeRepository, KioskIncome } from './transactions.income.repository.ts';
import { createDailyRepository } from './transactions.daily.repository.ts';
import { createHistoryRepository, type PastRefill } from './transactions.history.repository.ts';
import { createRefillsRepository, type NewRefill, type RefillRow } from './transactions.refills.repository.ts';
import type { TransactionsRepository } from './transactions.repository.ts';
import { createGridsRepository, type PeriodFilter } from './transactions.grids.repository.ts';
import {
  createSalesRepository,
  type CostOfSalesQuery,
  type NewSale,
  type SalePayment,
} from './transactions.sales.repository.ts';

/** What this module needs of the users module: whether the caller may see a user, and their member cards. */
export interface UsersPort {
  visibleUser(scope: Scope, id: string): Promise<{ id: string }>;
  memberCardsOf(userIds: readonly string[]): Promise<Map<string, string[]>>;
}

/** What this module needs of the organizations module: an organization's currency and time zone. */
export interface OrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { name: string; currency: string; timeZone: string }>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The start of the local day of `now` in the time zone (the dashboard's "today" starts there too). */
const todayFrom = (now: Date, timeZone: string) =>
  new Date(instantOf(Math.floor(wallClock(now.getTime(), timeZone) / DAY_MS) * DAY_MS, timeZone));

/**
 * Business events for the webhooks module, written on the caller's database transaction (its outbox), so
 * an event is delivered exactly when the change it reports committed.
 */
export type TransactionEventsPort = (
  tx: Db,
  events: readonly {
    type: 'transaction.created' | 'transaction.refunded' | 'refill.recorded';
    orgId: string;
    data: Record<string, unknown>;
  }[],
) => Promise<void>;

export interface UserTransactionsArgs {
  userId: string;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sort?: UserTransactionsSort | null | undefined;
}

interface Deps {
  db: Db;
  transactions: TransactionsRepository;
  users: UsersPort;
  events: TransactionEventsPort;
  /** The sales roll-ups (ADR 0009) and the organizations' time zones: each kiosk's income today. */
  rollups: Pick<IncomeRepository, 'incomeByKiosk'>;
  organizations: OrganizationsPort;
}

/** Sales and their items. Every read is limited to organizations the caller administers (root: all). */
export function createTransactionsService({ db, transactions, users, events, rollups, organizations }: Deps) {
  const sales = createSalesRepository(db);
  const daily = createDailyRepository(db);
  const grids = createGridsRepository(db);

  /**
   * For the sales derivation: records closed purchase sessions' sales on the caller's transaction `tx`
   * (unit of work), all in one insert; per sale its id, or null when the kiosk's session already has a
   * sale (a redelivered close).
   */
  async function recordSales(tx: Db, list: readonly NewSale[]): Promise<({ id: string } | null)[]> {
    const rows = await createSalesRepository(tx).insert(list);
    // One outbox write for all of them (the webhooks module reads each organization's subscribers once).
    await events(
      tx,
      rows.flatMap((row, index) => {
        const sale = list[index] as NewSale;
        if (!row) return [];
        return [
          {
            type: 'transaction.created' as const,
            orgId: sale.orgId,
            data: {
              transactionId: row.id,
              kioskId: sale.kioskId,
              created: sale.created,
              total: sale.total,
              paymentStatus: sale.paymentStatus,
              items: sale.items.map((item) => ({
                productLineId: item.productLineId,
                name: item.name,
                price: item.price,
              })),
            },
          },
        ];
      }),
    );
    return rows;
  }

  return {
    /** A user's purchases (the user log), with the user's member cards. */
    async userGrid(viewer: Viewer, args: UserTransactionsArgs) {
      const user = await users.visibleUser(viewer.scope, args.userId);
      const [{ total, rows }, cards] = await Promise.all([
        transactions.userGrid(
          {
            userId: user.id,
            ...skipLimit(args.skip, args.limit),
            search: args.search?.trim() || undefined,
            sort: { field: args.sort?.field ?? 'created', order: args.sort?.order ?? 'desc' },
          },
          scopeFilter(viewer.scope),
        ),
        users.memberCardsOf([user.id]),
      ]);
      return { total, rows, membercards: cards.get(user.id) ?? [] };
    },

    /** Whether any sale refers to the product (the products module archives instead of deleting it). */
    hasSalesOf: (productLineId: string) => transactions.hasSalesOf(productLineId),

    /**
     * For the kiosks module (Kiosk.dayIncome, the kiosk list's column and sort): the income of each kiosk
     * of these organizations today — its sales' totals net of refunds from the start of the organization's
     * local day to now, read from the sales roll-ups exactly as the dashboard's "revenue today", by
     * organization (a kiosk's sales recorded for another organization do not count for this one).
     * Kiosks without sales are absent.
     */
    /** For the kiosks module's waste report (spoilage rate): the cost of the units sold and not refunded. */
    costOfSales: (query: CostOfSalesQuery): Promise<string> => sales.costOfSales(query),

    async incomeToday(orgIds: readonly string[], now: Date = new Date()): Promise<KioskIncome[]> {
      const ids = [...new Set(orgIds)];
      if (ids.length === 0) return [];
      const zones = await organizations.summaries(ids);
      const days = ids.flatMap((orgId) => {
        const zone = zones.get(orgId)?.timeZone;
        return zone ? [{ orgId, from: todayFrom(now, zone) }] : [];
      });
      return rollups.incomeByKiosk(days, now);
    },

    /**
     * For the kiosks module: records a refill with its scale entries on the caller's transaction `tx`
     * (unit of work, docs/ARCHITECTURE.md), so it commits or rolls back with the stock change it explains.
     */
    async recordRefill(tx: Db, refill: NewRefill): Promise<RefillRow> {
      const row = await createRefillsRepository(tx).insert(refill);
      await events(tx, [
        {
          type: 'refill.recorded',
          orgId: row.orgId,
          data: {
            refillId: row.id,
            kioskId: row.kioskId,
            type: row.type,
            created: row.created,
            items: refill.items.map((item) => ({
              cellId: item.cellId,
              productLineId: item.productLineId,
              name: item.name,
              count: item.count,
            })),
          },
        },
      ]);
      return row;
    },

    recordSales,

    /** One sale (`recordSales` with one). */
    async recordSale(tx: Db, sale: NewSale): Promise<{ id: string } | null> {
      const [row] = await recordSales(tx, [sale]);
      return row ?? null;
    },

    /**
     * For the kiosks module's demo seeding: sales and refills of the past (the demo history), in bulk on
     * the caller's transaction `tx`. Sales of a kiosk session that already has one are an error here.
     */
    recordHistory: (tx: Db, history: { sales: readonly NewSale[]; refills: readonly PastRefill[] }) =>
      createHistoryRepository(tx).insert(history.sales, history.refills),

    /** For the kiosks module: a payment that arrived after the sale was recorded; false without a sale. */
    updateSalePayment: (tx: Db, kioskId: string, sessionId: string, payment: SalePayment) =>
      createSalesRepository(tx).updatePayment(kioskId, sessionId, payment),

    /** For the kiosks module: whether the kiosk's refill session is already recorded (in `tx`). */
    hasRefillOfSession: (tx: Db, kioskId: string, sessionId: string) =>
      createSalesRepository(tx).hasRefillOfSession(kioskId, sessionId),

    /**
     * For the forecast module (its job acts for the whole organization): units, revenue and cost per
     * kiosk × product × local day, the days given as boundaries computed in the organization's zone.
     */
    dailyProductSales: (orgId: string, bounds: readonly Date[], kioskIds?: readonly string[]) =>
      daily.productSales(orgId, bounds, kioskIds),

    /** For the forecast module: sales (customers) per kiosk and local day. */
    dailyCustomers: (orgId: string, bounds: readonly Date[], kioskIds?: readonly string[]) =>
      daily.customers(orgId, bounds, kioskIds),

    /**
     * For the transactions-exports module's product-line export: the products tab's figures of a period in
     * the organizations of `filter` (the caller's scope), net of refunds, sold descending.
     */
    productLineFigures: (filter: PeriodFilter) => grids.productLineFigures(filter),

    /** For the forecast job: organizations that sold anything since an instant. */
    organizationsWithSalesSince: (since: Date) => daily.organizationsWithSalesSince(since),

    /**
     * For the kiosks module's derivation and sweep: which closed sessions already have a sale (its payment
     * status) or refill (null); in `tx` when given (the derivation's, holding the sessions' locks).
     */
    derivedSessions: (keys: readonly { kioskId: string; sessionId: string }[], tx?: Db) =>
      (tx ? createSalesRepository(tx) : sales).derivedSessions(keys),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
