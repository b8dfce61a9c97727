import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import type { ImportOrganizationsPort, ImportPorts } from './imports.ports.ts';
import { createImportResolvers } from './imports.resolvers.ts';
import { createImportService, type ImportService } from './imports.service.ts';

/**
 * The import of sales history (spec §7, docs/sales-import.md; ADR 0019): a CSV file of past sales, mapped,
 * previewed and written as sales of the organization's kiosks — kiosks and products it does not know yet are
 * created through ports, as the caller. It writes the transactions module's sales and items itself (eslint.config.js
 * `sharedTables`). Its operations stay on the transactions endpoint.
 */
export function createImportsModule(
  platform: Platform,
  ports: { imports: ImportPorts; organizations: ImportOrganizationsPort },
): ServerModule<'imports', ImportService> {
  const service = createImportService(platform.db, ports.imports, ports.organizations);
  return {
    name: 'imports',
    service,
    graphql: [
      {
        endpoint: 'transactions',
        typeDefs: readFileSync(new URL('./imports.graphql', import.meta.url), 'utf8'),
        resolvers: createImportResolvers(service),
      },
    ],
  };
}
