import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EXPORT_FILE_FORMATS, LANGUAGES } from '@kiosk/common/constants';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { consoleViewer, type Authenticate } from '../../lib/rest.ts';
import { REPORT_GROUPINGS } from './reports.periods.ts';
import { REPORT_EXPORT, type ReportExportParams } from './reports.export.ts';
import type { ReportsService } from './reports.service.ts';

/** What the report export needs of the exports module: queue an e-mailed export. */
export interface ReportExportsPort {
  request(
    viewer: Viewer,
    kind: string,
    input: { format: string; lng: string },
    params?: Record<string, unknown>,
  ): Promise<{ id: string }>;
}

interface Deps {
  reports: Pick<ReportsService, 'exportScope'>;
  exports: () => ReportExportsPort;
  authenticate: Authenticate;
}

const body = z
  .object({
    orgId: z.string().nullish(),
    from: z.string().nullish(),
    to: z.string().nullish(),
    kioskIds: z.array(z.string()).max(500).nullish(),
    grouping: z.enum(REPORT_GROUPINGS).nullish(),
  })
  .nullish();

type ExportRequest = FastifyRequest<{ Params: { format?: string; lng?: string }; Body: unknown }>;

/**
 * POST /api/v1/reports/export/{csv|xlsx|pdf}/{en|de} with the Reports screen's filter as the body
 * (`orgId`, `from`, `to`, `kioskIds`, `grouping`): checks the filter in the caller's scope now, queues the
 * e-mailed export and answers 201 `{ exportId }` ("Report exports are sent to the user by e-mail"; also
 * listed under My exports).
 */
export function registerReportExportRoutes(app: FastifyInstance, deps: Deps): void {
  app.post('/api/v1/reports/export/:format/:lng', async (request: ExportRequest, reply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const { format, lng } = request.params;
    if (
      !(EXPORT_FILE_FORMATS as readonly string[]).includes(format ?? '') ||
      !(LANGUAGES as readonly string[]).includes(lng ?? '')
    ) {
      throw new AppError('BAD_USER_INPUT', {
        message: 'Invalid input: format must be csv, xlsx or pdf, language en or de',
        fields: { format: 'BAD_USER_INPUT' },
      });
    }
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw new AppError('BAD_USER_INPUT', { fields: { body: 'BAD_USER_INPUT' } });
    const input = parsed.data ?? {};
    // The organization, kiosks and period are checked as the screen would (scope, bounds, buckets).
    const scope = await deps.reports.exportScope(
      viewer,
      {
        orgId: input.orgId ?? null,
        period: { from: input.from ?? null, to: input.to ?? null },
        kioskIds: input.kioskIds ?? null,
      },
      input.grouping ?? 'daily',
    );
    const params: ReportExportParams = {
      orgId: scope.orgId,
      from: input.from ?? null,
      to: input.to ?? null,
      kioskIds: scope.kioskIds ?? null,
      grouping: input.grouping ?? 'daily',
    };
    const row = await deps
      .exports()
      .request(viewer, REPORT_EXPORT, { format: format ?? '', lng: lng ?? '' }, { ...params });
    return reply.status(201).header('cache-control', 'no-store').send({ exportId: row.id });
  });
}
