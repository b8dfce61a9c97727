import type { Readable } from 'node:stream';
import { z } from 'zod';
import { paymentMethodOf } from '@kiosk/common/payments';
import {
  DEFAULT_TIME_ZONE,
  EXPORT_FORMATS,
  LANGUAGES,
  type Currency,
  type ExportFormat,
  type Language,
} from '@kiosk/common/constants';
import { scopeFilter } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { callerCurrency } from '../../auth/working-currency.ts';
import { localIsoString, offsetSegments } from '../../lib/time-zone.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { ExportRecord } from '../../lib/export-kind.ts';
import type { Cursor, ExportFilter, ExportsReadRepository } from './transactions-exports.repository.ts';
import { exportRange } from './transactions-exports.range.ts';
import type { TransactionsCopyRepository, ZoneSegment } from './transactions-exports.copy.repository.ts';
import type { KiosksPort, OrganizationsPort, TransactionsPort } from './transactions-exports.ports.ts';

/** Rows per keyset page: an export holds one page (and its items) at a time. */
const PAGE = 500;

/**
 * Dates are the organization's wall clock with its offset (`2024-03-01T21:23:00.520+02:00`) and the zone
 * beside them (`timeZone`), as the console shows them; money columns name the caller's working currency.
 */
export const SALES_COLUMNS = [
  'created',
  'timeZone',
  'transactionId',
  'kiosk',
  'items',
  'total',
  'refunded',
  'discountTotal',
  'paymentStatus',
  'paymentMethod',
  'memberCardId',
  'promoCode',
] as const;
export const REFILL_COLUMNS = [
  'created',
  'timeZone',
  'refillId',
  'kiosk',
  'type',
  'cellId',
  'product',
  'articleNumber',
  'status',
  'count',
  'weight',
  'refillCost',
] as const;
export const PRODUCT_COLUMNS = [
  'product',
  'sold',
  'totalCost',
  'totalGrossSales',
  'refilled',
  'removed',
  'totalRemovedCost',
] as const;

/** Columns holding money: their headers name the currency (`Total (EUR)`). */
export const MONEY_COLUMNS: ReadonlySet<string> = new Set([
  'total',
  'refunded',
  'discountTotal',
  'refillCost',
  'totalCost',
  'totalGrossSales',
  'totalRemovedCost',
]);

/** What a request's body may hold (spec §7): the period again, the kiosk, format and language. */
const body = z
  .object({
    from: z.unknown().optional(),
    to: z.unknown().optional(),
    kioskId: z.string().max(100).nullish(),
    kioskIds: z.array(z.string().max(100)).max(500).nullish(),
    format: z.string().max(20).optional(),
    lng: z.string().max(10).optional(),
  })
  .passthrough();

/**
 * How the sales export writes a sale's payment status and payment method (packages/common/src/payments.ts)
 * in the file's language; a value without a label is written as stored.
 */
export interface SaleLabels {
  status: Readonly<Record<string, string>>;
  method: Readonly<Record<string, string>>;
}

export interface ExportRequest {
  from: Date;
  to: Date;
  kioskIds?: string[] | undefined;
  format: ExportFormat;
  lng: Language;
}

/** The period and kiosks of an export (the stored parameters of a queued one). */
export type ExportPeriod = Pick<ExportRequest, 'from' | 'to' | 'kioskIds'>;

/** A label of `labels` (own keys only), else the value as stored. */
const nameOf = (labels: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;

const bad = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', { message, fields: { [field]: 'BAD_USER_INPUT' } });

/**
 * The transactions exports (spec §7): sales, refills and product-line statistics of a period, in the
 * caller's organizations, optionally of one kiosk. Requests are checked here before anything is queued
 * or written; rows are read in keyset pages.
 */
export function createTransactionsExportsService(deps: {
  reads: ExportsReadRepository;
  /** The products tab's figures (the transactions module's). */
  transactions: TransactionsPort;
  /** Kiosk names (a kiosk outside the caller's organizations is not found). */
  kiosks: KiosksPort;
  /** Organizations' currency (the caller's working currency) and time zone (dates). */
  organizations: OrganizationsPort;
  /** On PostgreSQL: the CSV exports through COPY … TO STDOUT (PGlite reads keyset pages). */
  copy?: TransactionsCopyRepository | undefined;
}) {
  const { reads, transactions, kiosks, organizations, copy } = deps;

  /** Each organization's time zone, fetched as pages bring new organizations. */
  function zoneNamer() {
    const zones = new Map<string, string>();
    return async (rows: readonly { orgId: string }[]) => {
      const missing = [...new Set(rows.map((r) => r.orgId))].filter((id) => !zones.has(id));
      if (missing.length) {
        const found = await organizations.summaries(missing);
        for (const id of missing) zones.set(id, found.get(id)?.timeZone ?? DEFAULT_TIME_ZONE);
      }
      return (orgId: string) => zones.get(orgId) ?? DEFAULT_TIME_ZONE;
    };
  }

  /** The offsets of each organization's zone over the period, for COPY to write local times as the rows do. */
  async function zoneSegments(orgIds: readonly string[], filter: ExportPeriod): Promise<ZoneSegment[]> {
    const found = orgIds.length ? await organizations.summaries(orgIds) : new Map<string, { timeZone: string }>();
    return orgIds.flatMap((orgId) => {
      const timeZone = found.get(orgId)?.timeZone ?? DEFAULT_TIME_ZONE;
      const segments = offsetSegments(filter.from, filter.to, timeZone);
      return segments.map((segment, i) => ({
        orgId,
        timeZone,
        since: i === 0 ? null : new Date(segment.start),
        until: segments[i + 1] ? new Date(segments[i + 1]?.start ?? 0) : null,
        offset: segment.offset,
      }));
    });
  }

  /** The chosen kiosks (none = all); one outside the caller's organizations is NOT_FOUND (it does not exist for them). */
  async function checkKiosks(
    viewer: Viewer,
    ids: readonly (string | null | undefined)[],
  ): Promise<string[] | undefined> {
    const chosen = [...new Set(ids.filter((id): id is string => !!id && id !== 'null' && id !== 'undefined'))];
    if (!chosen.length) return undefined;
    if (!chosen.every(isId)) throw bad('kioskId', 'Invalid kioskId');
    const orgs = scopeFilter(viewer.scope);
    if (orgs === null) return chosen;
    const names = orgs.length ? await kiosks.kioskNames(orgs) : new Map<string, string>();
    if (!chosen.every((id) => names.has(id))) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
    return chosen;
  }

  async function filterOf(viewer: Viewer, request: ExportPeriod) {
    const kioskIds = await checkKiosks(viewer, request.kioskIds ?? []);
    return {
      orgFilter: scopeFilter(viewer.scope),
      from: request.from,
      to: request.to,
      kioskIds,
    } satisfies ExportFilter;
  }

  /** Kiosk names by id, fetched per organization as pages bring new ones. */
  function kioskNamer() {
    const names = new Map<string, string>();
    const seen = new Set<string>();
    return async (rows: readonly { orgId: string }[]) => {
      const missing = [...new Set(rows.map((r) => r.orgId))].filter((id) => !seen.has(id));
      if (missing.length) {
        for (const [id, name] of await kiosks.kioskNames(missing)) names.set(id, name);
        for (const id of missing) seen.add(id);
      }
      return (kioskId: string | null) => (kioskId ? (names.get(kioskId) ?? kioskId) : null);
    };
  }

  async function* pages<R extends Cursor>(read: (cursor: Cursor | undefined) => Promise<R[]>) {
    let cursor: Cursor | undefined;
    for (;;) {
      const page = await read(cursor);
      if (page.length) yield page;
      const last = page.at(-1);
      if (!last || page.length < PAGE) return;
      cursor = { created: last.created, id: last.id };
    }
  }

  /** One row per refill line, newest refill first; status Added for positive counts, Removed for negative. */
  async function* refillRows(viewer: Viewer, request: ExportPeriod) {
    const filter = await filterOf(viewer, request);
    const namer = kioskNamer();
    const zoner = zoneNamer();
    for await (const page of pages((c) => reads.refillsPage(filter, c, PAGE))) {
      const kiosk = await namer(page);
      const zone = await zoner(page);
      for (const refill of page) {
        const timeZone = zone(refill.orgId);
        for (const item of refill.items) {
          yield {
            created: localIsoString(refill.created, timeZone),
            timeZone,
            refillId: refill.id,
            kiosk: kiosk(refill.kioskId),
            type: refill.type,
            cellId: item.cellId,
            product: item.name,
            articleNumber: item.articleNumber,
            status: item.count < 0 ? 'Removed' : 'Added',
            count: item.count,
            weight: item.weight,
            refillCost: item.refillCost,
          } satisfies ExportRecord;
        }
      }
    }
  }

  return {
    /** Path and body of an export request → the checked request; `needsLanguage` for the e-mailed ones. */
    async parse(
      viewer: Viewer,
      path: { from?: unknown; to?: unknown },
      rawBody: unknown,
      needsLanguage: boolean,
    ): Promise<ExportRequest> {
      const parsed = body.safeParse(rawBody ?? {});
      if (!parsed.success) throw bad(String(parsed.error.issues[0]?.path[0] ?? 'body'), 'Invalid input');
      const input = parsed.data;
      const range = exportRange(path, input);
      const format = input.format ?? 'csv';
      if (!(EXPORT_FORMATS as readonly string[]).includes(format))
        throw bad('format', 'Invalid input: format must be csv or xlsx');
      const lng = input.lng ?? (needsLanguage ? undefined : viewer.language);
      if (!lng || !(LANGUAGES as readonly string[]).includes(lng)) {
        if (needsLanguage || input.lng !== undefined) throw bad('lng', 'Invalid input: language must be en or de');
      }
      const kioskIds = await checkKiosks(viewer, [input.kioskId, ...(input.kioskIds ?? [])]);
      const language = (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : 'en';
      return { ...range, kioskIds, format: format as ExportFormat, lng: language };
    },

    /** One row per sale, newest first; items as "name price" joined; status and method named in `labels`. */
    async *sales(viewer: Viewer, request: ExportPeriod, labels: SaleLabels) {
      const filter = await filterOf(viewer, request);
      const namer = kioskNamer();
      const zoner = zoneNamer();
      for await (const page of pages((c) => reads.salesPage(filter, c, PAGE))) {
        const kiosk = await namer(page);
        const zone = await zoner(page);
        for (const sale of page) {
          const timeZone = zone(sale.orgId);
          yield {
            created: localIsoString(sale.created, timeZone),
            timeZone,
            transactionId: sale.id,
            kiosk: kiosk(sale.kioskId),
            items: sale.items.map((i) => `${i.name} ${i.price}`).join('; '),
            total: sale.total,
            refunded: sale.refunded,
            discountTotal: sale.discountTotal,
            paymentStatus: nameOf(labels.status, sale.paymentStatus),
            paymentMethod: nameOf(labels.method, paymentMethodOf(sale)),
            memberCardId: sale.memberCardId,
            promoCode: sale.promoCode,
          } satisfies ExportRecord;
        }
      }
    },

    /** One row per refill line, newest refill first; status Added for positive counts, Removed for negative. */
    refills: refillRows,

    /**
     * The CSV lines (no header) of sales or refills straight from PostgreSQL's COPY, the same text as the
     * rows of `sales` / `refills`; undefined where there is no COPY (PGlite): write the rows then.
     */
    async csvLines(
      viewer: Viewer,
      what: 'sales' | 'refills',
      request: ExportPeriod,
      labels?: SaleLabels,
    ): Promise<Readable | undefined> {
      if (!copy) return undefined;
      const filter = await filterOf(viewer, request);
      const orgs = filter.orgFilter ?? (await copy.orgsOf(what === 'sales' ? 'transactions' : 'refills', filter));
      const [names, zones] = await Promise.all([
        orgs.length ? kiosks.kioskNames(orgs) : new Map<string, string>(),
        zoneSegments(orgs, filter),
      ]);
      return what === 'sales'
        ? copy.sales(filter, names, zones, labels ?? { status: {}, method: {} })
        : copy.refills(filter, names, zones);
    },

    /** The currency the caller's money columns are labelled with (spec §4). */
    currency: (viewer: Viewer): Promise<Currency> => callerCurrency(viewer, organizations.summaries),

    /** The products tab: one row per product line, sold descending. */
    async productLines(viewer: Viewer, request: ExportPeriod) {
      const filter = await filterOf(viewer, request);
      const figures = await transactions.productLineFigures(filter);
      return figures.map(
        (f) =>
          ({
            product: f.name,
            sold: f.sold,
            totalCost: f.totalCost,
            totalGrossSales: f.totalGrossSales,
            refilled: f.refilled,
            removed: f.removed,
            totalRemovedCost: f.totalRemovedCost,
          }) satisfies ExportRecord,
      );
    },
  };
}

export type TransactionsExportsService = ReturnType<typeof createTransactionsExportsService>;
