import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@kiosk/common/constants';
import { AppError } from '../../lib/errors.ts';
import { consoleViewer, sendAttachment, type Authenticate } from '../../lib/rest.ts';
import { translator } from '../../mail/translate.ts';
import { complianceCsv } from './compliance.csv.ts';
import { compliancePdf } from './compliance.pdf.ts';
import type { ComplianceService } from './compliance.service.ts';

interface Deps {
  compliance: ComplianceService;
  authenticate: Authenticate;
}

type ComplianceRequest = FastifyRequest<{
  Querystring: Record<string, string | string[] | undefined>;
  Params: { format?: string; lng?: string };
}>;

const FORMATS = ['pdf', 'csv'] as const;

/** `kioskId` repeated or comma-separated (also `kioskIds`). */
function kioskIdsOf(query: ComplianceRequest['query']): string[] {
  const values = [query.kioskId, query.kioskIds].flat().filter((value): value is string => typeof value === 'string');
  return values.flatMap((value) => value.split(',')).filter(Boolean);
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Downloads of the temperature compliance report (docs/compliance.md), with the console's guard:
 * GET /api/v1/reports/compliance/{pdf|csv}/{en|de}?kioskId=…&kioskId=…&from=YYYY-MM-DD&to=YYYY-MM-DD.
 * Every kiosk must be in the caller's scope (404 otherwise); the same limits as getTemperatureCompliance.
 */
export function registerComplianceRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/v1/reports/compliance/:format/:lng', async (request: ComplianceRequest, reply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const format = FORMATS.find((value) => value === request.params.format);
    const lng = (LANGUAGES as readonly string[]).includes(request.params.lng ?? '')
      ? (request.params.lng as Language)
      : undefined;
    if (!format || !lng) {
      throw new AppError('BAD_USER_INPUT', {
        message: 'Invalid input: format must be pdf or csv, language en or de',
        fields: { [format ? 'lng' : 'format']: 'BAD_USER_INPUT' },
      });
    }
    const { from, to } = request.query;
    const report = await deps.compliance.temperatureCompliance(viewer, {
      kioskIds: kioskIdsOf(request.query),
      period: { from, to },
    });
    const t = translator(lng, 'compliance');
    const name = `${t('compliance.pdf.title')} ${report.from} ${report.to}.${format}`;
    if (format === 'csv') {
      return sendAttachment(reply, {
        contentType: 'text/csv; charset=utf-8',
        name,
        data: complianceCsv(t, lng, report),
      });
    }
    const data = await toBuffer(compliancePdf(t, lng, report));
    return sendAttachment(reply, { contentType: 'application/pdf', name, data });
  });
}
