import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boundInstant, isAcceptableBound } from '@kiosk/common/validation';
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
 *   the path parameters are refused with 400 `{ code: 'BAD_USER_INPUT', message }` naming the field;
 * - so are period bounds (`from`, `to`) outside the date rule or in the wrong order.
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

/**
 * Throws AppError(BAD_USER_INPUT) for the first field of params, query or body the database could not
 * store, and for the first period bound (`from`, `to`) that is no date of the accepted range or that ends
 * the period before it starts.
 */
export function checkRequestInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  for (const [where, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const problem = findInputProblem(value, [where]) ?? findBoundProblem(value, where);
    if (problem) throw clientError(problem);
  }
}

/**
 * Every REST period is given by `from` and `to` (the exports' `/{from}/{to}`, the downloads' query strings,
 * the export bodies): epoch milliseconds or ISO 8601 (@kiosk/common/validation `exportBound`: missing when
 * empty, `null` or `undefined`), within the years 2000–2100, `to` not before `from`. Checked here for every
 * route, so a route's own parsing never meets a date outside the rule.
 */
function findBoundProblem(value: unknown, where: string): InputProblem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of PERIOD_KEYS) {
    if (key in record && !isAcceptableBound(record[key])) return { path: `${where}.${key}`, reason: 'date' };
  }
  const from = boundInstant(record.from);
  const to = boundInstant(record.to);
  return from && to && to < from ? { path: `${where}.to`, reason: 'period' } : undefined;
}

const PERIOD_KEYS = ['from', 'to'] as const;

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
