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

/**
 * REST routes of the organizations module. Organization files are tenant documents: downloaded with
 * the bearer token (console access and scope checked like any GraphQL operation), never by bare URL.
 */
export function registerOrganizationsRoutes(app: FastifyInstance, { services, authenticate }: Deps): void {
  app.get<{ Params: { orgId: string; fileId: string } }>(
    '/api/v1/organizations/:orgId/files/:fileId',
    async (request, reply) => {
      try {
        const viewer = await authenticate(request);
        if (!viewer.consoleAccess) throw new AppError('NO_CONSOLE_ACCESS');
        const { file, data } = await services.organizations.files.download(
          viewer.scope,
          request.params.orgId,
          request.params.fileId,
        );
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-length', data.length)
            .header('content-disposition', contentDisposition(file.name))
            .header('cache-control', 'private, no-store')
            // Whatever was uploaded must never run as a page of this origin.
            .header('content-security-policy', "default-src 'none'; sandbox")
            .send(data)
        );
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
