import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import { canReach } from '../../auth/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { isId, requireId } from '../../lib/ids.ts';
import type {
  ExportKiosk,
  ExportKiosksRepository,
  KioskSelection,
} from './replenishment.inventory-export.repository.ts';
import type { StockPort } from './replenishment.ports.ts';
import { packsFor } from './replenishment.packs.ts';
import { afterPull, pulledByProduct, pullsBefore, type PullLine } from './replenishment.pulls.rules.ts';
import type { KioskVisitsService, VisitPlan } from './replenishment.visits.service.ts';
import { addDays, daysBetween, forecastNeed, PICK_LIST_SERVICE_LEVEL } from './replenishment.visits.rules.ts';

/** What the exports need of the products module: the facts printed about a product. */
export interface ExportProductsPort {
  productsForExport(ids: readonly string[]): Promise<ProductFacts[]>;
}

export interface ProductFacts {
  id: string;
  name: string;
  articleNumber: string | null;
  manufacturer: string | null;
  /** Units in one pack (the first packaging option's unitCount). */
  unitCount: number;
}

/**
 * What the pick lists need of the forecast module: per kiosk window (local days, inclusive) and product, the
 * stored expected units of the window, the `level` quantile of that sum (null without one) and the days the
 * stored forecast covers.
 */
export interface ExportForecastPort {
  demandOver(
    windows: readonly { kioskId: string; from: string; to: string }[],
    level: number,
  ): Promise<{ kioskId: string; productId: string; days: number; expected: number; quantile: number | null }[]>;
}

/**
 * How an order list or pack list counts what to bring (docs/pick-lists.md): `fill` every cell to its max
 * (the default), or `next-visit`: the forecast demand until the kiosk's next planned visit.
 */
export const ORDER_MODES = ['fill', 'next-visit'] as const;
export type OrderMode = (typeof ORDER_MODES)[number];

/** One inventory row: one cell of one kiosk. */
export interface InventoryRow {
  kiosk: string;
  serialNumber: string;
  cellId: string;
  position: number;
  product: string | null;
  articleNumber: string | null;
  count: number;
  maxQty: number;
  /** count / max in whole percent (0 when max is 0). */
  occupancy: number;
}

/** One line of the order / pack list: what to bring to one kiosk of one product. */
export interface OrderLine {
  kiosk: string;
  serialNumber: string;
  productId: string;
  product: string;
  articleNumber: string | null;
  manufacturer: string | null;
  /** Units to bring: to fill every cell of the product to its max, or (next-visit) what the forecast asks. */
  missing: number;
  unitCount: number;
  /** Whole packs to bring (missing / unitCount, rounded up) and the units they hold. */
  packs: number;
  units: number;
  /** Units on the product's cells now. */
  stock: number;
  /** How `missing` was counted: `forecast`, or `fill` (no schedule or no forecast for it). */
  basis: 'fill' | 'forecast';
  /** next-visit: the visit this list is for and the planned one after it (YYYY-MM-DD), else null. */
  visit: string | null;
  nextVisit: string | null;
  /** next-visit: forecast units from today until the next visit (one decimal), else null. */
  forecastDemand: number | null;
  /**
   * next-visit: units of the product to take out at the visit (best-before before the next visit); they
   * are not counted as stock, so `missing` brings their replacement. 0 otherwise.
   */
  pull: number;
}

/** A cell's units to pull at the visit, with the product's name. */
export interface PackListPull extends PullLine {
  product: string | null;
}

/** A kiosk of a pack list with its lines. */
export interface PackListKiosk {
  kiosk: ExportKiosk;
  lines: OrderLine[];
  /** next-visit: the kiosk's visit plan when its lines follow the forecast, else null. */
  plan: VisitPlan | null;
  /** next-visit with a plan: per cell, the units to pull at the visit; else empty. */
  pull: PackListPull[];
}

/** Kiosks per page: the exports hold one page of kiosks with their cells (a kiosk has at most 30). */
const KIOSK_PAGE = 100;

const text = z.string().max(200);
const ids = z.union([text, z.array(text).max(1000)]).optional();
const selectionQuery = z.object({ kioskId: ids, kioskIds: ids, orgId: text.optional(), tag: text.optional() });
/** `?mode=` of an order list or pack list: fill (default) or next-visit, else BAD_USER_INPUT. */
export function parseMode(query: unknown): OrderMode {
  const mode = (query as { mode?: unknown } | null | undefined)?.mode;
  if (mode === undefined || mode === '') return 'fill';
  if (typeof mode === 'string' && (ORDER_MODES as readonly string[]).includes(mode)) return mode as OrderMode;
  throw new AppError('BAD_USER_INPUT', {
    message: 'Invalid input: mode must be fill or next-visit',
    fields: { mode: 'BAD_USER_INPUT' },
  });
}

const occupancy = (count: number, max: number) => (max > 0 ? Math.round((count * 100) / max) : 0);
const byName = (a: { product: string }, b: { product: string }) =>
  a.product.localeCompare(b.product, 'de', { sensitivity: 'base' });

/**
 * Inventory exports, order lists and pack lists (spec §7 kiosk REST exports). The selection comes from
 * query parameters (kioskId / kioskIds, repeated or comma-separated; orgId; tag) and is checked here,
 * before any byte is written: a kiosk outside the caller's scope is NOT_FOUND, an organization outside it
 * FORBIDDEN. Rows are then read in keyset pages of kiosks, so memory stays flat however many there are.
 */
export function createInventoryExportService({
  kiosks,
  stock,
  products,
  visits,
  forecast,
}: {
  kiosks: ExportKiosksRepository;
  stock: StockPort;
  products: ExportProductsPort;
  visits: Pick<KioskVisitsService, 'plans'>;
  forecast: ExportForecastPort;
}) {
  async function selection(viewer: Viewer, query: unknown): Promise<KioskSelection> {
    const parsed = selectionQuery.safeParse(query ?? {});
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]?.toString() ?? 'query';
      throw new AppError('BAD_USER_INPUT', {
        message: `Invalid input: ${field}`,
        fields: { [field]: 'BAD_USER_INPUT' },
      });
    }
    const { kioskId, kioskIds, orgId, tag } = parsed.data;
    const listed = [kioskId, kioskIds]
      .flat()
      .flatMap((value) => (value ? value.split(',') : []))
      .map((id) => id.trim())
      .filter(Boolean);
    const result: KioskSelection = {};
    if (listed.length > 0) {
      for (const id of listed) requireId(id, 'kioskId');
      const found = await kiosks.idsInScope(viewer.scope, listed);
      if (listed.some((id) => !found.has(id))) throw new AppError('NOT_FOUND', { fields: { kioskId: 'NOT_FOUND' } });
      result.kioskIds = [...new Set(listed)];
    }
    if (orgId) {
      if (!isId(orgId) || !canReach(viewer.scope, orgId)) {
        throw new AppError('FORBIDDEN', { fields: { orgId: 'FORBIDDEN' } });
      }
      result.orgId = orgId;
    }
    if (tag?.trim()) result.tag = tag.trim();
    return result;
  }

  async function* kioskPages(viewer: Viewer, chosen: KioskSelection): AsyncGenerator<ExportKiosk[]> {
    let after: ExportKiosk | undefined;
    for (;;) {
      const page = await kiosks.kioskPage(viewer.scope, chosen, after, KIOSK_PAGE);
      if (page.length > 0) yield page;
      after = page.at(-1);
      if (!after || page.length < KIOSK_PAGE) return;
    }
  }

  async function factsOf(productIds: Iterable<string>): Promise<Map<string, ProductFacts>> {
    const unique = [...new Set(productIds)];
    return new Map((await products.productsForExport(unique)).map((p) => [p.id, p]));
  }

  /**
   * next-visit: per kiosk with a schedule, its plan and the forecast units per product from today until the
   * day before its next visit. A kiosk without a schedule is not in the result.
   */
  async function forecastOf(page: ExportKiosk[]) {
    const plans = await visits.plans(page);
    const demand = new Map<string, Map<string, { expected: number; quantile: number | null }>>();
    if (plans.size === 0) return { plans, demand };
    const windows = [...plans].map(([kioskId, plan]) => ({
      kioskId,
      from: plan.today,
      to: addDays(plan.nextVisit, -1),
    }));
    for (const row of await forecast.demandOver(windows, PICK_LIST_SERVICE_LEVEL)) {
      const plan = plans.get(row.kioskId);
      // A forecast that does not cover every day until the next visit (the nightly job stopped for weeks)
      // would understate the demand: such a product is counted fill-to-max, like one without a forecast.
      if (!plan || row.days < daysBetween(plan.today, plan.nextVisit)) continue;
      const products = demand.get(row.kioskId) ?? new Map<string, { expected: number; quantile: number | null }>();
      products.set(row.productId, { expected: row.expected, quantile: row.quantile });
      demand.set(row.kioskId, products);
    }
    return { plans, demand };
  }

  /**
   * Order lines of one page of kiosks, per kiosk in page order, products by name; no line without need.
   * next-visit counts a product by its forecast where the kiosk has a schedule and the product a forecast,
   * else (and in fill mode) by the units that fill its cells to their max.
   */
  async function orderPage(page: ExportKiosk[], mode: OrderMode): Promise<PackListKiosk[]> {
    const needs = await stock.needsOf(page.map((k) => k.id));
    const facts = await factsOf(needs.map((n) => n.productId));
    const { plans, demand } = mode === 'next-visit' ? await forecastOf(page) : { plans: new Map(), demand: new Map() };
    const dated = plans.size > 0 ? await stock.datedUnitsOf([...plans.keys()]) : [];
    return page.map((kiosk) => {
      const plan: VisitPlan | undefined = plans.get(kiosk.id);
      const forecastUnits = demand.get(kiosk.id);
      const pulls = plan
        ? pullsBefore(
            dated.filter((units) => units.kioskId === kiosk.id),
            plan.nextVisit,
          )
        : [];
      const pulled = pulledByProduct(pulls);
      const lines = needs
        .filter((need) => need.kioskId === kiosk.id)
        .flatMap((need): OrderLine[] => {
          const product = facts.get(need.productId);
          if (!product) return [];
          const forecastDemand = plan ? forecastUnits?.get(need.productId) : undefined;
          const expected = forecastDemand?.expected;
          const pull = pulled.get(need.productId) ?? 0;
          const left = afterPull(need, pull);
          const missing =
            plan && expected !== undefined
              ? forecastNeed({
                  demand: expected,
                  quantile: forecastDemand?.quantile,
                  safetyMarginPercent: plan.safetyMarginPercent,
                  stock: left.stock,
                  room: left.room,
                })
              : left.room;
          if (missing <= 0) return [];
          return [
            {
              kiosk: kiosk.name,
              serialNumber: kiosk.serialNumber,
              productId: need.productId,
              product: product.name,
              articleNumber: product.articleNumber,
              manufacturer: product.manufacturer,
              missing,
              unitCount: product.unitCount,
              ...packsFor(missing, product.unitCount),
              stock: need.stock,
              basis: expected !== undefined ? 'forecast' : 'fill',
              visit: plan?.visit ?? null,
              nextVisit: plan?.nextVisit ?? null,
              forecastDemand: expected !== undefined ? Math.round(expected * 10) / 10 : null,
              pull,
            },
          ];
        })
        .sort(byName);
      const pull = pulls.map((line) => ({ ...line, product: facts.get(line.productId)?.name ?? null }));
      return { kiosk, lines, plan: plan ?? null, pull };
    });
  }

  return {
    /** One row per kiosk × cell, kiosks by name, cells by planogram position. */
    async inventory(viewer: Viewer, query: unknown): Promise<AsyncIterable<InventoryRow>> {
      const chosen = await selection(viewer, query);
      return (async function* () {
        for await (const page of kioskPages(viewer, chosen)) {
          const cells = await stock.cellsOf(page.map((k) => k.id));
          const facts = await factsOf(cells.flatMap((c) => (c.productId ? [c.productId] : [])));
          for (const kiosk of page) {
            for (const cell of cells) {
              if (cell.kioskId !== kiosk.id) continue;
              const product = cell.productId ? facts.get(cell.productId) : undefined;
              yield {
                kiosk: kiosk.name,
                serialNumber: kiosk.serialNumber,
                cellId: cell.cellId,
                position: cell.planogramPosition,
                product: product?.name ?? null,
                articleNumber: product?.articleNumber ?? null,
                count: cell.count,
                maxQty: cell.maxQty,
                occupancy: occupancy(cell.count, cell.maxQty),
              };
            }
          }
        }
      })();
    },

    /** The order list: one line per kiosk and product that needs units, in whole packs (`?mode=`). */
    async orders(viewer: Viewer, query: unknown): Promise<AsyncIterable<OrderLine>> {
      const mode = parseMode(query);
      const chosen = await selection(viewer, query);
      return (async function* () {
        for await (const page of kioskPages(viewer, chosen)) {
          for (const { lines } of await orderPage(page, mode)) yield* lines;
        }
      })();
    },

    /** The pack list of a route (the selected kiosks): every kiosk, with its lines (maybe none). */
    async packList(
      viewer: Viewer,
      query: unknown,
    ): Promise<{ tag: string | undefined; mode: OrderMode; kiosks: AsyncIterable<PackListKiosk> }> {
      const mode = parseMode(query);
      const chosen = await selection(viewer, query);
      return {
        tag: chosen.tag,
        mode,
        kiosks: (async function* () {
          for await (const page of kioskPages(viewer, chosen)) yield* await orderPage(page, mode);
        })(),
      };
    },
  };
}

export type InventoryExportService = ReturnType<typeof createInventoryExportService>;
