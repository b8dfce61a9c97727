import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError, httpStatusFor } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';

interface Deps {
  services: Services;
  authenticate(request: FastifyRequest): Promise<Viewer>;
}

function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof AppError) {
    return reply.status(httpStatusFor(error.code)).send({ code: error.code, message: error.message });
  }
  throw error;
}

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function consoleViewer(request: FastifyRequest, authenticate: Deps['authenticate']): Promise<Viewer> {
  const viewer = await authenticate(request);
  if (!viewer.consoleAccess) throw new AppError('NO_CONSOLE_ACCESS');
  return viewer;
}

/** REST side of exports: the spec's users export request, and the owner's download. */
export function registerExportsRoutes(app: FastifyInstance, { services, authenticate }: Deps): void {
  app.get<{ Params: { format: string; lng: string } }>(
    '/api/v1/organizations/export/users/:format/:lng',
    async (request, reply) => {
      try {
        const viewer = await consoleViewer(request, authenticate);
        const row = await services.exports.request(viewer, 'users', request.params);
        return reply.header('cache-control', 'no-store').send({ exportId: row.id });
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );

  app.get<{ Params: { id: string } }>('/api/v1/exports/:id/download', async (request, reply) => {
    try {
      const viewer = await consoleViewer(request, authenticate);
      const file = await services.exports.download(viewer, request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.data.length)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
