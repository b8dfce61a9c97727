import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WASTE_REASONS, instantInRange } from '@kiosk/common/validation';
import { AppError } from '../../lib/errors.ts';
import { consoleViewer, type Authenticate } from '../../lib/rest.ts';
import { translator } from '../../mail/translate.ts';
import { csvStream, parseFormatAndLanguage, xlsxStream, type Column } from '../../lib/table-downloads.ts';
import type { WasteReport, WasteService } from './stock.waste.service.ts';

interface Deps {
  waste: Pick<WasteService, 'report'>;
  authenticate: Authenticate;
}

type Line = WasteReport['lines'][number];
type WasteRequest = FastifyRequest<{ Querystring: Record<string, unknown>; Params: { format?: string; lng?: string } }>;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A repeated or comma-separated query parameter as a list (absent: undefined). */
function list(...values: unknown[]): string[] | undefined {
  const items = values
    .flat()
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

function instant(query: Record<string, unknown>, field: 'from' | 'to'): Date {
  const value = instantInRange(query[field]);
  if (!value)
    throw new AppError('BAD_USER_INPUT', { message: `Invalid input: ${field}`, fields: { [field]: 'BAD_USER_INPUT' } });
  return value;
}

/**
 * GET /api/v1/kiosk/export/waste/{csv|xlsx}/{en|de}?from=&to=[&orgId=][&kioskId=…][&productId=…][&reason=…]:
 * the waste report's lines (the same filter and rules as getWasteReport) as a download, like the replenishment
 * module's inventory exports (docs/field-operations.md): kiosk, product, article number, reason, units,
 * cost. Every check runs before the first byte.
 */
export function registerWasteExportRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/v1/kiosk/export/waste/:format/:lng', async (request: WasteRequest, reply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const { format, lng } = parseFormatAndLanguage(request.params);
    const query = request.query;
    const reasons = list(query.reason, query.reasons);
    if (reasons?.some((reason) => !(WASTE_REASONS as readonly string[]).includes(reason)))
      throw new AppError('BAD_USER_INPUT', { message: 'Invalid input: reason', fields: { reason: 'BAD_USER_INPUT' } });
    const report = await deps.waste.report(viewer, {
      from: instant(query, 'from'),
      to: instant(query, 'to'),
      orgId: typeof query.orgId === 'string' && query.orgId ? query.orgId : undefined,
      kioskIds: list(query.kioskId, query.kioskIds),
      productIds: list(query.productId, query.productIds),
      reasons,
    });
    const t = translator(lng, 'inventory');
    const columns: Column<Line>[] = [
      { header: t('inventory.columns.kiosk'), value: (line) => line.kioskName },
      { header: t('inventory.columns.product'), value: (line) => line.product?.name ?? '' },
      { header: t('inventory.columns.articleNumber'), value: (line) => line.product?.articleNumber ?? '' },
      { header: t('inventory.waste.reason'), value: (line) => t(`inventory.waste.reasons.${line.reason}`) },
      { header: t('inventory.columns.units'), value: (line) => line.units },
      { header: t('inventory.waste.cost'), value: (line) => line.cost },
    ];
    const rows = (async function* () {
      yield* report.lines;
    })();
    const stream = format === 'csv' ? csvStream(columns, rows) : xlsxStream(t('inventory.waste.sheet'), columns, rows);
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="waste_${Date.now()}.${format}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
