import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Viewer } from '../auth/viewer.ts';
import { ERROR_MESSAGES } from '@kiosk/common/errors';
import { AppError, httpStatusFor } from './errors.ts';
import { isDatabaseUnavailable, isRefusedInput } from '../db/errors.ts';

/**
 * Shared pieces of the REST routes (exports, downloads): the same console-access guard as the GraphQL
 * endpoints, one error shape `{ code, message }`, and safe attachment headers.
 */
export type Authenticate = (request: FastifyRequest) => Promise<Viewer>;

/**
 * The authentication REST routes get: a read-only API key may only read (GET, HEAD); the routes' own
 * checks (console access, scope) follow as for any caller.
 */
export function readOnlyKeysRead(authenticate: Authenticate): Authenticate {
  return async (request) => {
    const viewer = await authenticate(request);
    if (viewer.apiKey?.readOnly && request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('API_KEY_READ_ONLY');
    }
    return viewer;
  };
}

/** Bearer token → the caller, who must have console access (admin somewhere, or root). */
export async function consoleViewer(request: FastifyRequest, authenticate: Authenticate): Promise<Viewer> {
  const viewer = await authenticate(request);
  if (!viewer.consoleAccess) throw new AppError('NO_CONSOLE_ACCESS');
  return viewer;
}

/**
 * Routes throw AppError; this answers it with its HTTP status and `{ code, message }` (plus `fields` when
 * it names them). Fastify's own client errors (bad JSON, 413, 415 …) keep their status, input the
 * database refused is a 400, a database that cannot be reached (restart, failover) a 503 to retry;
 * anything else is logged and answered 500 without details.
 */
export function registerRestErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const fields = error.fields ? { fields: error.fields } : {};
      return reply.status(httpStatusFor(error.code)).send({ code: error.code, message: error.message, ...fields });
    }
    const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: 'BAD_USER_INPUT', message: (error as Error).message });
    }
    if (isRefusedInput(error)) {
      request.log.warn({ err: error }, 'the database refused input of a REST request');
      return reply.status(400).send({ code: 'BAD_USER_INPUT', message: ERROR_MESSAGES.BAD_USER_INPUT });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: error },
        'service unavailable during a REST request (database or another required service unreachable)',
      );
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unexpected error in REST route');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Unexpected error.' });
  });
}

/** Sends a stored file as a download: exact UTF-8 name (RFC 6266/5987), never cached, never run as a page. */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; name: string; data: Buffer | Readable; bytes?: number },
): FastifyReply {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-length', Buffer.isBuffer(file.data) ? file.data.length : file.bytes)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}
