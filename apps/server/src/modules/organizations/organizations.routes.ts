import type { FastifyInstance } from 'fastify';
import { consoleViewer, sendAttachment, type Authenticate } from '../../lib/rest.ts';
import type { OrganizationsService } from './organizations.service.ts';

interface Deps {
  organizations: Pick<OrganizationsService, 'files'>;
  authenticate: Authenticate;
}

/**
 * REST routes of the organizations module. Organization files are tenant documents: downloaded with
 * the bearer token (console access and scope checked like any GraphQL operation), never by bare URL.
 */
export function registerOrganizationsRoutes(app: FastifyInstance, { organizations, authenticate }: Deps): void {
  app.get<{ Params: { orgId: string; fileId: string } }>(
    '/api/v1/organizations/:orgId/files/:fileId',
    async (request, reply) => {
      const viewer = await consoleViewer(request, authenticate);
      const { file, data } = await organizations.files.download(viewer, request.params.orgId, request.params.fileId);
      return sendAttachment(reply, { contentType: file.contentType, name: file.name, data });
    },
  );
}
