import type { FastifyInstance } from 'fastify';
import { consoleViewer, type Authenticate } from '../../lib/rest.ts';
import { toProductLineJson } from './products.view.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ProductsService } from './products.service.ts';

/** What the products routes need of the exports module. */
export interface ExportsPort {
  request(
    viewer: Viewer,
    kind: string,
    input: { format: string; lng: string },
    params?: Record<string, unknown>,
  ): Promise<{ id: string }>;
}

interface Deps {
  products: Pick<ProductsService, 'getById' | 'checkExportFilters'>;
  exports: ExportsPort;
  authenticate: Authenticate;
}

/**
 * REST routes of the products module (spec §7):
 * - GET /api/v1/product-lines/{id}: the product line as JSON (bearer, scoped).
 * - POST /api/v1/products/export/productList: queues the e-mailed product list export; 201 { exportId }.
 * Product images are served by the shared image route (files/image-routes.ts) at their `image` URL.
 */
export function registerProductsRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { id: string } }>('/api/v1/product-lines/:id', async (request) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    return toProductLineJson(await deps.products.getById(viewer, request.params.id));
  });

  // The body is the grid's current filters (plus optional format csv|xlsx and lng en|de); the file is
  // built by a job and e-mailed (and downloadable at /api/v1/exports/{exportId}/download).
  app.post<{ Body: Record<string, unknown> | null }>('/api/v1/products/export/productList', async (request, reply) => {
    const viewer = await consoleViewer(request, deps.authenticate);
    const { format, lng, ...filters } = request.body ?? {};
    // The filters are checked now, as the reports export does: another organization is 404 at once.
    await deps.products.checkExportFilters(viewer, filters);
    const row = await deps.exports.request(
      viewer,
      'productList',
      { format: typeof format === 'string' ? format : 'csv', lng: typeof lng === 'string' ? lng : viewer.language },
      filters,
    );
    return reply.status(201).header('cache-control', 'no-store').send({ exportId: row.id });
  });
}
