import { scopeFilter } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/paging.ts';
import { REFILL_TYPES } from '../../db/schema/transactions.ts';
import {
  decodeSalesCursor,
  encodeSalesCursor,
  type PeriodFilter,
  type ProductLineFigures,
  type SalesFilter,
  type GridsRepository,
} from './transactions.grids.repository.ts';
import { addMoney, divideMoney, multiplyMoney, subtractMoney } from './transactions.money.ts';

/** What the transactions screen needs of other modules: kiosk names and products' default price and cost. */
export interface SalesPorts {
  kioskNames(orgIds: readonly string[]): Promise<Map<string, string>>;
  productLines(
    ids: readonly string[],
  ): Promise<Map<string, { name: string; defaultPrice: string; defaultCost: string }>>;
}

export interface PeriodArgs {
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  from?: Date | string | null | undefined;
  to?: Date | string | null | undefined;
  kioskIds?: readonly string[] | null | undefined;
}

export interface SalesArgs extends PeriodArgs {
  paymentStatus?: readonly string[] | null | undefined;
  membercardIds?: readonly string[] | null | undefined;
  search?: string | null | undefined;
  /** The previous page's nextCursor (keyset paging). */
  after?: string | null | undefined;
}

export interface MemberCardsArgs {
  from?: Date | string | null | undefined;
  to?: Date | string | null | undefined;
  kioskIds?: readonly string[] | null | undefined;
  search?: string | null | undefined;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}

const MAX_LIST = 500;
const MEMBER_CARDS_PAGE = 50;
const MAX_MEMBER_CARDS_PAGE = 100;
const CARD_CURSOR = 'card:';

/** The opaque cursor of a member-card page: the last card of the page. */
const encodeCardCursor = (card: string) => Buffer.from(`${CARD_CURSOR}${card}`).toString('base64url');

function decodeCardCursor(text: string): string | undefined {
  const raw = Buffer.from(text, 'base64url').toString('utf8');
  return raw.startsWith(CARD_CURSOR) && raw.length <= CARD_CURSOR.length + 500
    ? raw.slice(CARD_CURSOR.length)
    : undefined;
}
const MAX_SEARCH = 200;

const bad = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

function date(value: Date | string | null | undefined, field: string): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(parsed.getTime())) throw bad(field, `Invalid ${field}`);
  return parsed;
}

function list(values: readonly string[] | null | undefined, field: string, check?: (v: string) => boolean) {
  if (!values?.length) return undefined;
  if (values.length > MAX_LIST) throw bad(field, `At most ${MAX_LIST} ${field}`);
  if (check && !values.every(check)) throw bad(field, `Invalid ${field}`);
  return [...new Set(values)];
}

function period(viewer: Viewer, args: PeriodArgs): PeriodFilter {
  const from = date(args.from, 'from');
  const to = date(args.to, 'to');
  if (from && to && from > to) throw bad('to', 'The period ends before it starts');
  return { orgFilter: scopeFilter(viewer.scope), from, to, kioskIds: list(args.kioskIds, 'kioskIds', isId) };
}

function salesFilter(viewer: Viewer, args: SalesArgs): SalesFilter {
  const search = args.search?.trim();
  if (search && search.length > MAX_SEARCH) throw bad('search', `At most ${MAX_SEARCH} characters`);
  return {
    ...period(viewer, args),
    paymentStatus: list(args.paymentStatus, 'paymentStatus', (s) => ['paid', 'pending', 'not_paid'].includes(s)),
    membercardIds: list(args.membercardIds, 'membercardIds'),
    search: search || undefined,
  };
}

function refillTypes(types: readonly string[] | null | undefined): string[] | undefined {
  const upper = list(
    types?.map((t) => t.toUpperCase()),
    'type',
    (t) => (REFILL_TYPES as readonly string[]).includes(t),
  );
  return upper;
}

/** The transactions screen (spec §2): sales, refills and products tabs and the metric widgets. */
export function createSalesService(sales: GridsRepository, ports: SalesPorts) {
  const namesFor = async (rows: readonly { orgId: string }[]) =>
    rows.length ? ports.kioskNames([...new Set(rows.map((r) => r.orgId))]) : new Map<string, string>();

  const withProducts = async (figures: ProductLineFigures[]) => {
    const ids = figures.flatMap((f) => (f.productLineId ? [f.productLineId] : []));
    const products = ids.length ? await ports.productLines(ids) : new Map();
    return figures.map((f) => ({ ...f, product: f.productLineId ? (products.get(f.productLineId) ?? null) : null }));
  };

  return {
    async salesGrid(viewer: Viewer, args: SalesArgs) {
      const filter = salesFilter(viewer, args);
      const window = pageWindow(args.page, args.pageSize);
      const after = args.after ? decodeSalesCursor(args.after) : undefined;
      if (args.after && !after) throw bad('after', 'Invalid cursor');
      const result = await sales.salesGrid(filter, { ...window, after });
      return {
        ...result,
        nextCursor: result.nextCursor ? encodeSalesCursor(result.nextCursor) : null,
        kioskNames: await namesFor(result.rows),
      };
    },

    /** The member cards used in the period (the sales tab's filter), by id, a page at a time, searchable. */
    async memberCards(viewer: Viewer, args: MemberCardsArgs) {
      const search = args.search?.trim();
      if (search && search.length > MAX_SEARCH) throw bad('search', `At most ${MAX_SEARCH} characters`);
      const limit = args.limit ?? MEMBER_CARDS_PAGE;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MEMBER_CARDS_PAGE) {
        throw bad('limit', `Between 1 and ${MAX_MEMBER_CARDS_PAGE}`);
      }
      const after = args.after ? decodeCardCursor(args.after) : undefined;
      if (args.after && after === undefined) throw bad('after', 'Invalid cursor');
      const { cards, more } = await sales.memberCards(period(viewer, args), {
        search: search || undefined,
        after,
        limit,
      });
      const last = cards.at(-1);
      return { data: cards, nextCursor: more && last !== undefined ? encodeCardCursor(last) : null };
    },

    async refillsGrid(viewer: Viewer, args: PeriodArgs & { type?: readonly string[] | null | undefined }) {
      const filter = { ...period(viewer, args), types: refillTypes(args.type) };
      const result = await sales.refillsGrid(filter, pageWindow(args.page, args.pageSize));
      return { ...result, kioskNames: await namesFor(result.rows) };
    },

    async productLinesStatistics(viewer: Viewer, args: PeriodArgs) {
      const figures = await sales.productLineFigures(period(viewer, args));
      const window = pageWindow(args.page, args.pageSize);
      return {
        total: figures.length,
        rows: await withProducts(figures.slice(window.offset, window.offset + window.limit)),
      };
    },

    async metrics(viewer: Viewer, args: SalesArgs) {
      const filter = salesFilter(viewer, { ...args, paymentStatus: null, search: null });
      const [totals, figures] = await Promise.all([sales.salesTotals(filter), sales.productLineFigures(filter)]);
      const lines = await withProducts(figures);
      const added = lines.reduce((n, l) => n + l.refilled, 0);
      const removed = lines.reduce((n, l) => n + l.removed, 0);
      const pick = (key: 'sold' | 'refilled' | 'removed', order: 1 | -1) => {
        const candidates = lines.filter((l) => l[key] > 0);
        const best = candidates.reduce<(typeof lines)[number] | null>(
          (b, l) => (!b || (l[key] - b[key]) * order > 0 ? l : b),
          null,
        );
        return best ? { line: best, count: best[key] } : null;
      };
      return {
        totalTransactions: totals.count,
        averagePurchaseValue: totals.count ? divideMoney(totals.gross, totals.count) : '0.00',
        productsSold: totals.items,
        grossIncome: totals.gross,
        netIncome: subtractMoney(totals.gross, totals.tax),
        productsAdded: added,
        productsRemoved: removed,
        spoilageRate: added ? removed / added : null,
        refillsDefaultCost: lines.reduce((sum, l) => addMoney(sum, l.addedCost), '0.00'),
        refillsSalesValue: lines.reduce(
          (sum, l) => (l.product ? addMoney(sum, multiplyMoney(l.product.defaultPrice, l.refilled)) : sum),
          '0.00',
        ),
        mostSold: pick('sold', 1),
        leastSold: pick('sold', -1),
        mostRefilled: pick('refilled', 1),
        mostRemoved: pick('removed', 1),
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
