import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_INPUT_DEPTH, findInputProblem, inputProblemError, type InputProblem } from './input-check.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks its input itself (the GraphQL endpoints: graphql/input-guard.ts answers in GraphQL's shape). */
    ownInputGuard?: boolean;
  }
}

/** Largest JSON request body (REST and GraphQL); uploads are multipart and bounded on their own. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The REST side of the input guard, registered once on the root instance before any route so every
 * route (and every plugin scope registered after it) inherits it:
 * - JSON bodies are bounded in size (MAX_JSON_BODY_BYTES → 413) and nesting (MAX_INPUT_DEPTH → 400);
 * - strings the database cannot store (U+0000, unpaired surrogates) in the body, the query string or
 *   the path parameters are refused with 400 `{ code: 'BAD_USER_INPUT', message }` naming the field.
 */
export function registerRequestGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BODY_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const depth = jsonDepthProblem(text);
      if (depth) return done(clientError({ path: depth, reason: 'depth' }), undefined);
      return parseJson(request, text, done);
    },
  );
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.ownInputGuard) return;
    checkRequestInput(request);
  });
}

/** Throws AppError(BAD_USER_INPUT) for the first field of params, query or body the database could not store. */
export function checkRequestInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  for (const [where, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const problem = findInputProblem(value, [where]);
    if (problem) throw clientError(problem);
  }
}

/**
 * `body` when the JSON text nests deeper than MAX_INPUT_DEPTH, found by one scan of the text before
 * parsing, so a hostile body never becomes a deep object graph.
 */
export function jsonDepthProblem(text: string): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      // Counted like findInputProblem: at most MAX_INPUT_DEPTH levels of objects and arrays.
      if (++depth > MAX_INPUT_DEPTH) return 'body';
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return undefined;
}

/**
 * The AppError, with the 400 status Fastify's default error handler reads, so a plugin scope registered
 * before the REST error handler (the identity provider's pages) answers 400 too, never 500.
 */
function clientError(problem: InputProblem) {
  return Object.assign(inputProblemError(problem), { statusCode: 400 });
}
