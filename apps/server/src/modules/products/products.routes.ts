import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, httpStatusFor } from '../../lib/errors.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Services } from '../../services.ts';
import { productLinesGridRequest } from '@kiosk/common/validation';
import { parseInput } from '../../lib/validate.ts';
import { toProductLineJson } from './products.view.ts';

interface Deps {
  services: Services;
  authenticate(request: FastifyRequest): Promise<Viewer>;
}

/** Answers an AppError as `{ error: code, message }` with its HTTP status; anything else is a 500. */
export async function sendErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<unknown>,
): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError)
      return reply.status(httpStatusFor(error.code)).send({ error: error.code, message: error.message });
    request.log.error({ err: error }, 'unexpected error in REST route');
    return reply.status(500).send({ error: 'INTERNAL', message: 'Unexpected error.' });
  }
}

/** Bearer token → viewer with console access (the same guard as the GraphQL endpoints). */
export async function consoleViewer(request: FastifyRequest, deps: Deps): Promise<Viewer> {
  const viewer = await deps.authenticate(request);
  if (!viewer.consoleAccess) throw new AppError('NO_CONSOLE_ACCESS');
  return viewer;
}

/**
 * REST routes of the products module (spec §7):
 * - GET /api/v1/product-lines/{id}: the product line as JSON (bearer, scoped).
 * - POST /api/v1/products/export/productList: queues the e-mailed product list export; 201 { exportId }.
 * Product images are served by the shared image route (files/image-routes.ts) at their `image` URL.
 */
export function registerProductsRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { id: string } }>('/api/v1/product-lines/:id', (request, reply) =>
    sendErrors(request, reply, async () => {
      const viewer = await consoleViewer(request, deps);
      return toProductLineJson(await deps.services.products.getProductLineById(viewer.scope, request.params.id));
    }),
  );

  // The body is the grid's current filters (plus optional format csv|xlsx and lng en|de); the file is
  // built by a job and e-mailed (and downloadable at /api/v1/exports/{exportId}/download).
  app.post<{ Body: Record<string, unknown> | null }>('/api/v1/products/export/productList', (request, reply) =>
    sendErrors(request, reply, async () => {
      const viewer = await consoleViewer(request, deps);
      const { format, lng, ...filters } = request.body ?? {};
      parseInput(productLinesGridRequest, filters);
      const row = await deps.services.exports.request(
        viewer,
        'productList',
        { format: typeof format === 'string' ? format : 'csv', lng: typeof lng === 'string' ? lng : viewer.language },
        filters,
      );
      return reply.status(201).header('cache-control', 'no-store').send({ exportId: row.id });
    }),
  );
}
