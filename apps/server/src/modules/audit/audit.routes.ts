import type { FastifyInstance } from 'fastify';
import { consoleViewer, type Authenticate } from '../../lib/rest.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { AuditService } from './audit.service.ts';

/** What the audit routes need of the exports module. */
export interface ExportsPort {
  request(
    viewer: Viewer,
    kind: string,
    input: { format: string; lng: string },
    params?: Record<string, unknown>,
  ): Promise<{ id: string }>;
}

/**
 * POST /api/v1/audit/export: queues the e-mailed audit log export of the screen's filters (userId,
 * objectType, from, to, search; plus format csv|xlsx and lng en|de); 201 { exportId }.
 */
export function registerAuditRoutes(
  app: FastifyInstance,
  deps: { audit: AuditService; exports: ExportsPort; authenticate: Authenticate },
): void {
  app.post<{ Body: Record<string, unknown> | null }>('/api/v1/audit/export', async (request, reply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const { format, lng, ...filter } = request.body ?? {};
    const checked = deps.audit.checkFilter(filter) ?? {};
    const row = await deps.exports.request(
      viewer,
      'auditLog',
      { format: typeof format === 'string' ? format : 'csv', lng: typeof lng === 'string' ? lng : viewer.language },
      checked,
    );
    return reply.status(201).header('cache-control', 'no-store').send({ exportId: row.id });
  });
}
