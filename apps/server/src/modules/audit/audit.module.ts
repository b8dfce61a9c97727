import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createAuditExport } from './audit.export.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAuditResolvers } from './audit.resolvers.ts';
import { registerAuditRoutes, type ExportsPort } from './audit.routes.ts';
import { createAuditService, type AuditService, type OrganizationsPort } from './audit.service.ts';

/**
 * The audit log (ADR 0012): every mutation and every command the server sends a kiosk by itself leaves
 * one entry, written in the change's own transaction by the GraphQL layer (db/audit-trail.ts) and row
 * triggers (migration 0017). This module reads it (Settings → Audit) and exports it.
 */
export function createAuditModule(
  platform: Platform,
  ports: { organizations: OrganizationsPort; exports: () => ExportsPort },
): ServerModule<'audit', AuditService> {
  const service = createAuditService({ audit: createAuditRepository(platform.db), organizations: ports.organizations });
  return {
    name: 'audit',
    service,
    graphql: [
      {
        endpoint: 'organizations',
        typeDefs: readFileSync(new URL('./audit.graphql', import.meta.url), 'utf8'),
        resolvers: createAuditResolvers(service),
      },
    ],
    routes: (app, { authenticate }) =>
      registerAuditRoutes(app, { audit: service, exports: ports.exports(), authenticate }),
    exportKinds: [createAuditExport({ audit: service })],
    // Tables of migrations after the audit log's get its trigger at start: new tables are audited too.
    start: async () => {
      await service.attachTriggers();
    },
  };
}
