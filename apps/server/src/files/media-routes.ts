import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './storage.ts';

/**
 * Kiosk media (playlist images and videos) are served by capability URL like images (ADR 0004): the
 * key holds a random UUID, and kiosks and `<img>`/`<video>` tags load them without a bearer token.
 * Only keys under `media/` are served here.
 */
export const MEDIA_KEY_PREFIX = 'media';

const AREA = /^[a-z0-9-]+$/;
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|mp4|webm)$/;
export const MEDIA_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

/** The path (relative to the server) a medium stored under `key` is served at. */
export function mediaPath(key: string): string {
  return `/api/v1/${key}`;
}

/** The storage key of a medium served at `url` (absolute or relative), undefined for anything else. */
export function mediaKeyOf(url: string): string | undefined {
  const match = /\/api\/v1\/(media\/[a-z0-9-]+\/[0-9a-f-]{36}\.(?:png|jpg|mp4|webm))$/.exec(url);
  return match?.[1];
}

export function registerMediaRoutes(
  app: FastifyInstance,
  storage: FileStorage,
  defaults: Record<string, () => Promise<Buffer>> = {},
): void {
  app.get<{ Params: { area: string; name: string } }>(
    `/api/v1/${MEDIA_KEY_PREFIX}/:area/:name`,
    async (request, reply) => {
      const { area, name } = request.params;
      const builtIn = area === 'defaults' ? defaults[name] : undefined;
      if (builtIn) {
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=86400')
          .header('x-robots-tag', 'noindex')
          .send(await builtIn());
      }
      const match = NAME.exec(name);
      if (!AREA.test(area) || !match) return reply.status(404).send({ error: 'Not Found' });
      const data = await storage.get(`${MEDIA_KEY_PREFIX}/${area}/${name}`);
      if (!data) return reply.status(404).send({ error: 'Not Found' });
      const extension = match[1] as keyof typeof MEDIA_CONTENT_TYPES;
      reply.header('accept-ranges', 'bytes');
      // Video players (Safari's among them) ask for byte ranges; one range is answered, others get it all.
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      let body = data;
      if (range && (range[1] || range[2])) {
        const size = data.length;
        const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
        const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        if (start >= size || start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
        body = data.subarray(start, end + 1);
        reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
      }
      return (
        reply
          .header('content-type', MEDIA_CONTENT_TYPES[extension])
          // A new upload gets a new key, so a cached copy never goes stale.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .header('x-robots-tag', 'noindex')
          .send(body)
      );
    },
  );
}
