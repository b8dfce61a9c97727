import type { Readable } from 'node:stream';
import { Repeater } from '@repeaterjs/repeater';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFieldResolver } from 'graphql';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { ERROR_MESSAGES } from '@kiosk/common/errors';
import { AppError, httpStatusFor } from '../lib/errors.ts';
import { isDatabaseUnavailable, isRefusedInput } from '../db/errors.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { actorOf, runAudited } from '../db/audit-trail.ts';
import type { GraphqlContribution } from '../lib/module.ts';
import type { ResolverContext } from './context.ts';
import { baseTypeDefs, baseResolvers } from './base.ts';
import { useInputGuard } from './input-guard.ts';
import { useOperationMetrics, type OperationRecorder } from './metrics-plugin.ts';
import { subscriptionStream } from './sse-stream.ts';

export const ENDPOINTS = ['organizations', 'kiosk', 'alerts', 'products', 'iot', 'transactions', 'reports'] as const;
export type EndpointName = (typeof ENDPOINTS)[number];

type ResolverMap = Record<string, object>;

export interface EndpointDeps {
  config: Config;
  logger: FastifyBaseLogger;
  authenticate(request: FastifyRequest): Promise<Viewer>;
  /**
   * When given, every mutation runs as one audited unit of work on this (plain) handle: one transaction
   * that every module's `db` resolves to, with its audit entry written last (ADR 0012).
   */
  audit?: { db: Db };
  /** Times each query and mutation and counts its errors (Prometheus, lib/metrics.ts). */
  recordOperation?: OperationRecorder;
}

/** Largest multipart (upload) request: the biggest file we accept (10 MB) plus form overhead. */
export const MAX_UPLOAD_REQUEST_BYTES = 11 * 1024 * 1024;

export function pathFor(name: EndpointName): string {
  return `/api/v1/${name}/graphql`;
}

/** Mounts one Yoga server per spec endpoint, each with the schema merged from the modules' contributions. */
export function registerGraphqlEndpoints(
  app: FastifyInstance,
  modules: readonly GraphqlContribution[],
  deps: EndpointDeps,
): void {
  // Yoga parses multipart itself (file uploads); Fastify must leave the body alone.
  app.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));
  // Subscriptions stay open until the console goes away; on shutdown they end so the server can close.
  const openStreams = new Set<Readable>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.destroy();
  });
  for (const name of ENDPOINTS) {
    const own = modules.filter((m) => m.endpoint === name);
    const yoga = createEndpoint(name, own, deps);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const refusal = refuseOversizedUpload(request);
      if (refusal) return reply.status(refusal.status).send({ errors: [refusal.error] });
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
        // A subscription (SSE): streamed until the client goes away, which ends the subscription.
        const stream = await subscriptionStream(response.body);
        openStreams.add(stream);
        stream.once('close', () => openStreams.delete(stream));
        request.raw.once('close', () => stream.destroy());
        return reply.send(stream);
      }
      // Queries and mutations answer small JSON documents: sent whole in one write, not chunk by chunk.
      reply.send(Buffer.from(await response.arrayBuffer()));
      return reply;
    };
    // OPTIONS (CORS preflight) is answered by @fastify/cors for the configured origins only.
    // Input is checked by the Yoga plugin (input-guard.ts); body errors are answered in GraphQL's shape.
    app.route({
      url: pathFor(name),
      method: ['GET', 'POST'],
      handler,
      config: { ownInputGuard: true },
      errorHandler: (error, request, reply) => answerRequestError(error, request, reply, deps.logger),
    });
  }
}

/** Errors before Yoga runs (body too large, too deep, not JSON): a client's fault, answered as a GraphQL error. */
function answerRequestError(error: unknown, request: FastifyRequest, reply: FastifyReply, logger: FastifyBaseLogger) {
  const status =
    error instanceof AppError
      ? httpStatusFor(error.code)
      : typeof error === 'object' && error && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
  if (status >= 500) {
    logger.error({ err: error, url: request.url }, 'unexpected error before the GraphQL operation');
    return reply.status(500).send({ errors: [{ message: ERROR_MESSAGES.INTERNAL, extensions: { code: 'INTERNAL' } }] });
  }
  const code = error instanceof AppError ? error.code : 'BAD_USER_INPUT';
  const fields = error instanceof AppError && error.fields ? { fields: error.fields } : {};
  return reply
    .status(status)
    .send({ errors: [{ message: (error as Error).message, extensions: { code, ...fields } }] });
}

/**
 * Yoga reads multipart bodies whole before any resolver can check a size, and Node's fetch has no
 * form-data limits, so the size is bounded here from Content-Length (Node's HTTP parser never reads past it).
 */
function refuseOversizedUpload(request: FastifyRequest) {
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) return undefined;
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length)) {
    return { status: 411, error: { message: 'Uploads need a Content-Length', extensions: { code: 'BAD_USER_INPUT' } } };
  }
  if (length > MAX_UPLOAD_REQUEST_BYTES) {
    return { status: 413, error: { message: ERROR_MESSAGES.FILE_TOO_LARGE, extensions: { code: 'FILE_TOO_LARGE' } } };
  }
  return undefined;
}

function createEndpoint(
  name: EndpointName,
  modules: readonly GraphqlContribution[],
  deps: EndpointDeps,
): YogaServerInstance<{ req: FastifyRequest }, ResolverContext> {
  const open = new Set(modules.flatMap((m) => m.openOperations ?? []));
  open.add('serverInfo');
  const fieldScope: FieldOperations = new Map(
    modules.flatMap(({ field }) => (field ? field.operations.map((op) => [op, field.fieldScope] as const) : [])),
  );
  const resolvers = [baseResolvers(name), ...modules.map((m) => m.resolvers)].map((r) =>
    guardRootFields(r, open, fieldScope, name, deps),
  );
  const { maxDepth, maxAliases, maxCost } = deps.config.graphql;
  return createYoga<{ req: FastifyRequest }, ResolverContext>({
    graphqlEndpoint: pathFor(name),
    schema: createSchema<ResolverContext>({
      typeDefs: [baseTypeDefs, ...modules.map((m) => m.typeDefs)],
      resolvers,
    }),
    context: ({ req }) => createContext(req, deps),
    cors: false,
    graphiql: deps.config.env === 'development',
    landingPage: false,
    logging: {
      debug: (...args) => deps.logger.debug({ args }, 'graphql'),
      info: (...args) => deps.logger.info({ args }, 'graphql'),
      warn: (...args) => deps.logger.warn({ args }, 'graphql'),
      // Yoga reports every error an operation answers. A client's mistake (invalid input, not found, no
      // access) is no fault of ours: debug. Our faults are logged by formatError with their cause.
      error: (...args) =>
        args.every(isClientMistake)
          ? deps.logger.debug({ args }, 'graphql: answered a client error')
          : deps.logger.error({ args }, 'graphql'),
    },
    maskedErrors: { maskError: (error) => formatError(error, deps.logger) },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: maxDepth },
        maxAliases: { n: maxAliases },
        costLimit: { maxCost },
        maxTokens: { n: 5000 },
        maxDirectives: { n: 50 },
        blockFieldSuggestion: { enabled: deps.config.env !== 'development' },
      }),
      useInputGuard(),
      ...(deps.recordOperation ? [useOperationMetrics(name, deps.recordOperation)] : []),
    ],
  });
}

function createContext(request: FastifyRequest, deps: EndpointDeps): ResolverContext {
  let pending: Promise<Viewer> | undefined;
  return {
    req: request,
    // Set by the root-field guard before any resolver of this request runs (Yoga copies the context
    // object, so these are plain properties, not getters).
    viewer: undefined as unknown as Viewer,
    scope: undefined as unknown as Viewer['scope'],
    authenticate() {
      pending ??= deps.authenticate(request);
      return pending;
    },
  };
}

/** Field operations (ADR 0024) → the scope a caller has for them. */
type FieldOperations = ReadonlyMap<string, (viewer: Viewer) => Promise<Viewer['scope']>>;

/**
 * Wraps every Query/Mutation field and every Subscription's subscribe: authenticate, then require
 * console access unless the operation is open. A read-only API key calls no mutation. A field
 * operation called by a replenisher runs with the scope widened by their assigned kiosks (ADR 0024);
 * the shared context keeps the plain viewer, so nothing else of the request reaches those kiosks.
 */
function guardRootFields(
  resolvers: ResolverMap,
  open: ReadonlySet<string>,
  fieldScope: FieldOperations,
  endpoint: EndpointName,
  deps: EndpointDeps,
): ResolverMap {
  const guarded: ResolverMap = { ...resolvers };
  const subscriptions = resolvers.Subscription as
    Record<string, { subscribe: GraphQLFieldResolver<unknown, ResolverContext> }> | undefined;
  if (subscriptions) {
    guarded.Subscription = Object.fromEntries(
      Object.entries(subscriptions).map(([field, definition]) => {
        const subscribe: GraphQLFieldResolver<unknown, ResolverContext> = async (parent, args, ctx, info) => {
          const viewer = await ctx.authenticate();
          ctx.viewer = viewer;
          ctx.scope = viewer.scope;
          if (!open.has(field) && !viewer.consoleAccess) throw new AppError('NO_CONSOLE_ACCESS');
          const source = (await definition.subscribe(parent, args, ctx, info)) as AsyncIterable<unknown>;
          return untilExpiry(source, viewer.expiresAt);
        };
        return [field, { ...definition, subscribe }];
      }),
    );
  }
  for (const root of ['Query', 'Mutation'] as const) {
    const fields = resolvers[root] as Record<string, unknown> | undefined;
    if (!fields) continue;
    guarded[root] = Object.fromEntries(
      Object.entries(fields).map(([field, resolve]) => {
        const fn = resolve as GraphQLFieldResolver<unknown, ResolverContext>;
        const wrapped: GraphQLFieldResolver<unknown, ResolverContext> = async (parent, args, ctx, info) => {
          const plain = await ctx.authenticate();
          ctx.viewer = plain;
          ctx.scope = plain.scope;
          const widen = fieldScope.get(field);
          const replenisher = widen !== undefined && (plain.replenisherOrgIds?.length ?? 0) > 0;
          if (!open.has(field) && !plain.consoleAccess && !replenisher) throw new AppError('NO_CONSOLE_ACCESS');
          if (root === 'Mutation' && plain.apiKey?.readOnly) throw new AppError('API_KEY_READ_ONLY');
          const viewer = replenisher ? { ...plain, scope: await widen(plain) } : plain;
          const context = viewer === plain ? ctx : { ...ctx, viewer, scope: viewer.scope };
          if (root === 'Mutation' && deps.audit) {
            const call = { actor: actorOf(viewer), endpoint, operation: field, args: args as Record<string, unknown> };
            return runAudited(
              deps.audit.db,
              call,
              async () => fn(parent, args, context, info),
              (error) => deps.logger.error({ err: error, operation: field }, 'work after a mutation committed failed'),
            );
          }
          return fn(parent, args, context, info);
        };
        return [field, wrapped];
      }),
    );
  }
  return guarded;
}

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A subscription outlives the request that started it: it ends with 'Token expired' when the caller's
 * token does, as the next query would (the console then shows its session-expired dialog).
 */
function untilExpiry<T>(source: AsyncIterable<T>, expiresAt: Date | undefined): AsyncIterable<T> {
  if (!expiresAt) return source;
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const timer = setTimeout(
      () => stop(new AppError('TOKEN_EXPIRED')),
      Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now())),
    );
    const stopped = stop.then(() => {
      clearTimeout(timer);
      void iterator.return?.();
      return { done: true, value: undefined } as const;
    });
    for (;;) {
      const next = await Promise.race([iterator.next(), stopped]);
      if (next.done) break;
      await push(next.value);
    }
    clearTimeout(timer);
    stop();
  });
}

interface GraphqlErrorLike {
  name: string;
  message: string;
  originalError?: unknown;
  nodes?: GraphQLError['nodes'];
  path?: GraphQLError['path'];
  extensions?: Record<string, unknown>;
}

// Duck-typed on purpose: a bundler or test runner may load two copies of graphql, and then
// `instanceof GraphQLError` is false for the other copy's errors.
function isGraphqlError(value: unknown): value is GraphqlErrorLike {
  return value instanceof Error && value.name === 'GraphQLError';
}

/**
 * Whether an error an operation answered is the client's doing: an AppError with a 4xx status, GraphQL's
 * own parse and validation errors, input the database refused. Anything else is our fault.
 */
export function isClientMistake(error: unknown): boolean {
  const outer = isGraphqlError(error) ? error : undefined;
  const original = outer?.originalError ?? error;
  if (original instanceof AppError) return httpStatusFor(original.code) < 500;
  if (isGraphqlError(original)) return !original.originalError || isClientMistake(original.originalError);
  return isRefusedInput(original);
}

/** ARCHITECTURE invariant 3: AppError → spec message + code; GraphQL's own errors pass; anything else is hidden. */
export function formatError(error: unknown, logger: FastifyBaseLogger): GraphQLError {
  const outer = isGraphqlError(error) ? error : undefined;
  const original = outer?.originalError ?? error;
  const location = outer ? { nodes: outer.nodes ?? null, path: outer.path } : {};
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      ...location,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    });
  }
  if (isGraphqlError(original)) {
    // Parse, validation and armor errors: the client's fault and safe to show.
    return new GraphQLError(original.message, {
      nodes: original.nodes ?? null,
      path: original.path,
      extensions: { ...original.extensions, code: original.extensions?.code ?? 'BAD_USER_INPUT' },
    });
  }
  if (isRefusedInput(original)) {
    // Input that passed validation but that the database refused (e.g. text that is not a uuid): a
    // validation gap to close, but the client's input all the same.
    logger.warn({ err: original }, 'the database refused input of a GraphQL operation');
    return new GraphQLError(ERROR_MESSAGES.BAD_USER_INPUT, { ...location, extensions: { code: 'BAD_USER_INPUT' } });
  }
  if (isDatabaseUnavailable(original)) {
    // The database restarts or fails over: the client may try again in a moment (readyz answers 503 meanwhile).
    logger.warn(
      { err: original },
      'service unavailable during a GraphQL operation (database or another required service unreachable)',
    );
    return new GraphQLError(ERROR_MESSAGES.SERVICE_UNAVAILABLE, {
      ...location,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  }
  logger.error({ err: original }, 'unexpected error in GraphQL operation');
  return new GraphQLError('Unexpected error.', { ...location, extensions: { code: 'INTERNAL' } });
}
