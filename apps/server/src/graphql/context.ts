import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/viewer.ts';
import type { Scope } from '../auth/scope.ts';

/**
 * What every resolver receives (its module's service comes through the resolver factory, not the context). `viewer` and `scope` are set by the endpoint's guard before any root
 * field runs (see endpoint.ts).
 */
export interface ResolverContext {
  readonly req: FastifyRequest;
  viewer: Viewer;
  scope: Scope;
  /** Authenticates the request once (cached). Throws AppError(TOKEN_EXPIRED | UNAUTHENTICATED | USER_INACTIVE). */
  authenticate(): Promise<Viewer>;
}
