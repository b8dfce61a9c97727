import type { FastifyInstance } from 'fastify';
import { consoleViewer, sendAttachment, type Authenticate } from '../../lib/rest.ts';
import type { ExportsService } from './exports.service.ts';

interface Deps {
  exports: ExportsService;
  authenticate: Authenticate;
}

/** REST side of exports: the spec's users export request, and the owner's download. */
export function registerExportsRoutes(app: FastifyInstance, { exports, authenticate }: Deps): void {
  app.get<{ Params: { format: string; lng: string } }>(
    '/api/v1/organizations/export/users/:format/:lng',
    async (request, reply) => {
      const viewer = await consoleViewer(request, authenticate);
      const row = await exports.request(viewer, 'users', request.params);
      return reply.header('cache-control', 'no-store').send({ exportId: row.id });
    },
  );

  app.get<{ Params: { id: string } }>('/api/v1/exports/:id/download', async (request, reply) => {
    const viewer = await consoleViewer(request, authenticate);
    const file = await exports.download(viewer, request.params.id);
    return sendAttachment(reply, {
      contentType: file.contentType,
      name: file.fileName,
      data: file.data,
      bytes: file.bytes,
    });
  });
}
