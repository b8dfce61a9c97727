import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createReportsRepository } from './reports.repository.ts';
import { createReportsResolvers } from './reports.resolvers.ts';
import { createReportsService, type ReportsPorts, type ReportsService } from './reports.service.ts';
import { createReportsExport } from './reports.export.ts';
import { registerReportExportRoutes, type ReportExportsPort } from './reports.export.routes.ts';

/**
 * The reports (spec §2 Reports; docs/reports.md): a read model over the sales roll-ups (ADR 0009) and the
 * module's own product and payment roll-ups (kept by database triggers), on the reports endpoint. It reads
 * the transactions module's tables and writes none.
 */
export function createReportsModule(
  platform: Platform,
  ports: ReportsPorts & { exports: () => ReportExportsPort },
): ServerModule<'reports', ReportsService> {
  const service = createReportsService(createReportsRepository(platform.db), ports);
  return {
    name: 'reports',
    service,
    graphql: [
      {
        endpoint: 'reports',
        typeDefs: readFileSync(new URL('./reports.graphql', import.meta.url), 'utf8'),
        resolvers: createReportsResolvers(service),
      },
    ],
    // The e-mailed report export (csv, xlsx, pdf): reports.export.*.ts.
    exportKinds: [createReportsExport(service)],
    routes: (app, { authenticate }) =>
      registerReportExportRoutes(app, { reports: service, exports: ports.exports, authenticate }),
  };
}
