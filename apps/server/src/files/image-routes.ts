import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './storage.ts';

/**
 * Uploaded images (organization, product …) are served by capability URL (ADR 0004): the storage key
 * holds a random UUID, so the URL cannot be guessed, and `<img>` tags can load it without a bearer
 * token. Only keys under `images/` are served here; documents and exports never are.
 */
export const IMAGE_KEY_PREFIX = 'images';

const AREA = /^[a-z0-9-]+$/;
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** The URL (relative to the server) an image stored under `key` is served at. */
export function imageUrl(key: string): string {
  return `/api/v1/${key}`;
}

export function registerImageRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { area: string; name: string } }>(
    `/api/v1/${IMAGE_KEY_PREFIX}/:area/:name`,
    async (request, reply) => {
      const { area, name } = request.params;
      const match = NAME.exec(name);
      if (!AREA.test(area) || !match) return reply.status(404).send({ error: 'Not Found' });
      const data = await storage.get(`${IMAGE_KEY_PREFIX}/${area}/${name}`);
      if (!data) return reply.status(404).send({ error: 'Not Found' });
      const extension = match[1] as keyof typeof CONTENT_TYPES;
      return (
        reply
          .header('content-type', CONTENT_TYPES[extension])
          // A new upload gets a new key, so a cached copy never goes stale; `private` keeps tenant images
          // out of shared caches.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .header('x-robots-tag', 'noindex')
          .send(data)
      );
    },
  );
}
