import { z } from 'zod';
import { EXPORT_FORMATS, LANGUAGES, type ExportFormat, type Language } from '@kiosk/common/constants';
import type { Viewer } from '../../auth/viewer.ts';
import { canReach } from '../../auth/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { isId, requireId } from '../../lib/ids.ts';
import type { ExportKiosk, KioskInventoryRepository, KioskSelection } from './kiosks.inventory.repository.ts';
import { packsFor } from './kiosks.packs.ts';

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
  product: string;
  articleNumber: string | null;
  manufacturer: string | null;
  /** Units missing to fill every cell of the product to its max. */
  missing: number;
  unitCount: number;
  /** Whole packs to bring (missing / unitCount, rounded up) and the units they hold. */
  packs: number;
  units: number;
}

/** A kiosk of a pack list with its lines. */
export interface PackListKiosk {
  kiosk: ExportKiosk;
  lines: OrderLine[];
}

/** Kiosks per page: the exports hold one page of kiosks with their cells (a kiosk has at most 30). */
const KIOSK_PAGE = 100;

const text = z.string().max(200);
const ids = z.union([text, z.array(text).max(1000)]).optional();
const selectionQuery = z.object({ kioskId: ids, kioskIds: ids, orgId: text.optional(), tag: text.optional() });
const formatAndLanguage = z.object({ format: z.enum(EXPORT_FORMATS), lng: z.enum(LANGUAGES) });

const FORMAT_MESSAGE = 'Invalid input: format must be csv or xlsx, language en or de';

/** `format` (csv | xlsx) and `lng` (en | de) of an export path, or BAD_USER_INPUT naming the wrong one. */
export function parseFormatAndLanguage(input: { format?: unknown; lng?: unknown }): {
  format: ExportFormat;
  lng: Language;
} {
  const parsed = formatAndLanguage.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), 'BAD_USER_INPUT']));
  throw new AppError('BAD_USER_INPUT', { message: FORMAT_MESSAGE, fields });
}

/** The language of a path (en | de), or BAD_USER_INPUT. */
export function parseLanguage(lng: unknown): Language {
  return parseFormatAndLanguage({ format: 'csv', lng }).lng;
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
  inventory,
  products,
}: {
  inventory: KioskInventoryRepository;
  products: ExportProductsPort;
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
      const found = await inventory.idsInScope(viewer.scope, listed);
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
      const page = await inventory.kioskPage(viewer.scope, chosen, after, KIOSK_PAGE);
      if (page.length > 0) yield page;
      after = page.at(-1);
      if (!after || page.length < KIOSK_PAGE) return;
    }
  }

  async function factsOf(productIds: Iterable<string>): Promise<Map<string, ProductFacts>> {
    const unique = [...new Set(productIds)];
    return new Map((await products.productsForExport(unique)).map((p) => [p.id, p]));
  }

  /** Order lines of one page of kiosks, per kiosk in page order, products by name; no line without need. */
  async function orderPage(page: ExportKiosk[]): Promise<PackListKiosk[]> {
    const needs = await inventory.needsOf(page.map((k) => k.id));
    const facts = await factsOf(needs.map((n) => n.productId));
    return page.map((kiosk) => ({
      kiosk,
      lines: needs
        .filter((need) => need.kioskId === kiosk.id && need.missing > 0)
        .flatMap((need) => {
          const product = facts.get(need.productId);
          if (!product) return [];
          return [
            {
              kiosk: kiosk.name,
              serialNumber: kiosk.serialNumber,
              product: product.name,
              articleNumber: product.articleNumber,
              manufacturer: product.manufacturer,
              missing: need.missing,
              unitCount: product.unitCount,
              ...packsFor(need.missing, product.unitCount),
            },
          ];
        })
        .sort(byName),
    }));
  }

  return {
    /** One row per kiosk × cell, kiosks by name, cells by planogram position. */
    async inventory(viewer: Viewer, query: unknown): Promise<AsyncIterable<InventoryRow>> {
      const chosen = await selection(viewer, query);
      return (async function* () {
        for await (const page of kioskPages(viewer, chosen)) {
          const cells = await inventory.cellsOf(page.map((k) => k.id));
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

    /** The order list: one line per kiosk and product that needs units, in whole packs. */
    async orders(viewer: Viewer, query: unknown): Promise<AsyncIterable<OrderLine>> {
      const chosen = await selection(viewer, query);
      return (async function* () {
        for await (const page of kioskPages(viewer, chosen)) {
          for (const { lines } of await orderPage(page)) yield* lines;
        }
      })();
    },

    /** The pack list of a route (the selected kiosks): every kiosk, with its lines (maybe none). */
    async packList(
      viewer: Viewer,
      query: unknown,
    ): Promise<{ tag: string | undefined; kiosks: AsyncIterable<PackListKiosk> }> {
      const chosen = await selection(viewer, query);
      return {
        tag: chosen.tag,
        kiosks: (async function* () {
          for await (const page of kioskPages(viewer, chosen)) yield* await orderPage(page);
        })(),
      };
    },
  };
}

export type InventoryExportService = ReturnType<typeof createInventoryExportService>;
