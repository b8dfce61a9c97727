import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type ExportFormat, type Language } from '@kiosk/common/constants';
import { consoleViewer, type Authenticate } from '../../lib/rest.ts';
import { translator } from '../../mail/translate.ts';
import {
  csvStream,
  parseFormatAndLanguage,
  parseLanguage,
  xlsxStream,
  type Column,
} from '../../lib/table-downloads.ts';
import {
  parseMode,
  type InventoryExportService,
  type InventoryRow,
  type OrderLine,
} from './replenishment.inventory-export.service.ts';
import { packListPdf } from './replenishment.packlist-pdf.ts';

interface Deps {
  exports: InventoryExportService;
  authenticate: Authenticate;
}

const CONTENT_TYPES: Record<ExportFormat | 'pdf', string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const INVENTORY_COLUMNS = [
  'kiosk',
  'serialNumber',
  'cellId',
  'position',
  'product',
  'articleNumber',
  'count',
  'maxQty',
  'occupancy',
] as const;
const ORDER_COLUMNS = [
  'kiosk',
  'serialNumber',
  'product',
  'articleNumber',
  'manufacturer',
  'missing',
  'unitCount',
  'packs',
  'units',
] as const;

/** The forecast pick list ("to next visit"): the order list with the visits, the forecast and the stock. */
const NEXT_VISIT_COLUMNS = [
  'kiosk',
  'serialNumber',
  'product',
  'articleNumber',
  'manufacturer',
  'visit',
  'nextVisit',
  'forecastDemand',
  'stock',
  'pull',
  'missing',
  'unitCount',
  'packs',
  'units',
  'basis',
] as const;

function columns<R>(lng: Language, keys: readonly (keyof R & string)[]): Column<R>[] {
  const t = translator(lng, 'inventory');
  return keys.map((key) => ({
    header: t(`inventory.columns.${String(key)}` as string),
    value:
      key === 'basis'
        ? (row) => t(`inventory.basis.${String(row[key])}` as string)
        : (row) => row[key] as string | number | null,
  }));
}

/** A streamed download: never cached, never run as a page; the length is unknown up front. */
function sendStream(reply: FastifyReply, file: { format: ExportFormat | 'pdf'; baseName: string; stream: Readable }) {
  const name = `${file.baseName}_${Date.now()}.${file.format}`;
  return reply
    .header('content-type', CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

/** The language of a CSV route without one in its path: `?lng=`, else the caller's, else en. */
function queryLanguage(request: FastifyRequest<{ Querystring: Record<string, unknown> }>, fallback: string): Language {
  const lng = request.query.lng;
  if (lng !== undefined) return parseLanguage(lng);
  return (LANGUAGES as readonly string[]).includes(fallback) ? (fallback as Language) : 'en';
}

type ExportRequest = FastifyRequest<{
  Querystring: Record<string, unknown>;
  Params: { format?: string; lng?: string };
}>;

/**
 * Inventory exports, order lists and pack lists (spec §7), streamed as downloads
 * (not e-mailed: they are read from the planogram as it is now and are small per kiosk; modules/replenishment/README.md
 * "Pack lists and inventory exports"). Query parameters select the kiosks: `kioskId` (repeated or
 * comma-separated; also `kioskIds`), `orgId`, `tag`; none = every kiosk in the caller's scope.
 * - GET /api/v1/kiosk/csv/export/inventory[?lng=en|de] and /api/v1/kiosk/export/inventory/{csv|xlsx}/{en|de}:
 *   one row per kiosk × cell.
 * - GET /api/v1/kiosk/csv/export/orders[?lng=] and /api/v1/kiosk/export/orders/{csv|xlsx}/{en|de}: per kiosk
 *   and product the units to bring, in whole packs of the product's unitCount.
 * - GET /api/v1/kiosk/export/packlist/pdf/{en|de} (beyond the spec): the printable pack list of a route.
 * The order list and the pack list take `mode=next-visit` (beyond the spec; docs/pick-lists.md): per kiosk
 * with a visit schedule, the forecast demand until its next planned visit instead of filling every cell.
 */
export function registerInventoryExportRoutes(app: FastifyInstance, deps: Deps): void {
  const table =
    (kind: 'inventory' | 'orders', fixed?: ExportFormat) => async (request: ExportRequest, reply: FastifyReply) => {
      const viewer = await consoleViewer(request, deps.authenticate);
      const { format, lng } = fixed
        ? { format: fixed, lng: queryLanguage(request, viewer.language) }
        : parseFormatAndLanguage(request.params);
      const t = translator(lng, 'inventory');
      const nextVisit = kind === 'orders' && parseMode(request.query) === 'next-visit';
      const stream =
        kind === 'inventory'
          ? tableStream(
              format,
              t('inventory.sheets.inventory'),
              columns<InventoryRow>(lng, INVENTORY_COLUMNS),
              await deps.exports.inventory(viewer, request.query),
            )
          : tableStream(
              format,
              t(nextVisit ? 'inventory.sheets.nextVisit' : 'inventory.sheets.orders'),
              columns<OrderLine>(lng, nextVisit ? NEXT_VISIT_COLUMNS : ORDER_COLUMNS),
              await deps.exports.orders(viewer, request.query),
            );
      const baseName = nextVisit ? 'picklist' : kind;
      return sendStream(reply, { format, baseName, stream });
    };

  app.get('/api/v1/kiosk/csv/export/inventory', table('inventory', 'csv'));
  app.get('/api/v1/kiosk/export/inventory/:format/:lng', table('inventory'));
  app.get('/api/v1/kiosk/csv/export/orders', table('orders', 'csv'));
  app.get('/api/v1/kiosk/export/orders/:format/:lng', table('orders'));

  app.get('/api/v1/kiosk/export/packlist/pdf/:lng', async (request: ExportRequest, reply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const lng = parseLanguage(request.params.lng);
    const route = await deps.exports.packList(viewer, request.query);
    return sendStream(reply, {
      format: 'pdf',
      baseName: 'packlist',
      stream: packListPdf(translator(lng, 'inventory'), lng, route),
    });
  });
}

function tableStream<R>(format: ExportFormat, sheet: string, cols: Column<R>[], rows: AsyncIterable<R>): Readable {
  return format === 'csv' ? csvStream(cols, rows) : xlsxStream(sheet, cols, rows);
}
