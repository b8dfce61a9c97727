import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consoleViewer, type Authenticate } from '../../lib/rest.ts';
import { translator } from '../../mail/translate.ts';
import { PRODUCTS_EXPORT, REFILLS_EXPORT, SALES_EXPORT, exportColumns } from './transactions-exports.kinds.ts';
import { REFILL_COLUMNS, type ExportRequest, type TransactionsExportsService } from './transactions-exports.service.ts';
import type { ExportsPort } from './transactions-exports.ports.ts';
import {
  EXPORT_CONTENT_TYPES as CONTENT_TYPES,
  csvStream,
  csvWithHeader,
  xlsxStream,
} from '../../lib/export-writers.ts';

interface Deps {
  exports: TransactionsExportsService;
  queue: () => ExportsPort;
  authenticate: Authenticate;
}

type RangeRequest = FastifyRequest<{ Params: { from?: string; to?: string }; Body: unknown }>;

/** Registers `path/:from/:to` and the same path without bounds (a client that sends no period). */
function postRange(
  app: FastifyInstance,
  path: string,
  handler: (request: RangeRequest, reply: FastifyReply) => unknown,
) {
  app.post(`${path}/:from/:to`, handler);
  app.post(`${path}/:from`, handler);
  app.post(path, handler);
}

/**
 * REST exports of the transactions screen (spec §7). Path bounds `{from}` / `{to}` are epoch ms or ISO
 * dates; empty, `null` or `undefined` means missing (spec §5 defaults: both missing → 1420070400000 to
 * now; one missing → now); the body may carry from, to, kioskId (or kioskIds, a list), format (csv | xlsx), lng (en | de).
 * - POST /api/v1/transactions/csv/export/new/{from}/{to}: the sales, e-mailed; 201 { exportId }.
 * - POST /api/v1/transactions/refills-csv/export/{from}/{to}: the refill lines; 201 and the response is
 *   the file `refills_{timestamp}.{format}`, streamed (COPY on PostgreSQL, keyset pages otherwise).
 * - POST /api/v1/transactions/refills-excel/export/{from}/{to}: the refill lines, e-mailed; 201 { exportId }.
 * - POST /api/v1/transactions/products/export/{from}/{to} (the products tab): product-line statistics,
 *   e-mailed; 201 { exportId }.
 * E-mailed files are also downloadable at /api/v1/exports/{exportId}/download (the "my exports" panel).
 */
export function registerTransactionsExportRoutes(app: FastifyInstance, deps: Deps): void {
  const queued = (kind: string) => async (request: RangeRequest, reply: FastifyReply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const parsed: ExportRequest = await deps.exports.parse(viewer, request.params, request.body, true);
    const row = await deps
      .queue()
      .request(
        viewer,
        kind,
        { format: parsed.format, lng: parsed.lng },
        { from: parsed.from.toISOString(), to: parsed.to.toISOString(), kioskIds: parsed.kioskIds ?? null },
      );
    return reply.status(201).header('cache-control', 'no-store').send({ exportId: row.id });
  };

  postRange(app, '/api/v1/transactions/csv/export/new', queued(SALES_EXPORT));
  postRange(app, '/api/v1/transactions/refills-excel/export', queued(REFILLS_EXPORT));
  postRange(app, '/api/v1/transactions/products/export', queued(PRODUCTS_EXPORT));

  postRange(app, '/api/v1/transactions/refills-csv/export', async (request, reply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const parsed = await deps.exports.parse(viewer, request.params, request.body, false);
    const columns = exportColumns(parsed.lng, REFILL_COLUMNS, await deps.exports.currency(viewer));
    const sheet = translator(parsed.lng, 'transactions')('transactions.exports.refills.title');
    const lines = parsed.format === 'csv' ? await deps.exports.csvLines(viewer, 'refills', parsed) : undefined;
    const stream = lines
      ? csvWithHeader(columns, lines)
      : parsed.format === 'csv'
        ? csvStream(columns, deps.exports.refills(viewer, parsed))
        : xlsxStream(sheet, columns, deps.exports.refills(viewer, parsed));
    return reply
      .status(201)
      .header('content-type', CONTENT_TYPES[parsed.format])
      .header('content-disposition', `attachment; filename="refills_${Date.now()}.${parsed.format}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
