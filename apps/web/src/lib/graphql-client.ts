import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from '@kiosk/common/errors';
import { print } from 'graphql';
import { markSessionExpired } from './session-expiry.ts';

/** The GraphQL schemas the server exposes, one per spec §7 group, at /api/v1/<endpoint>/graphql. */
export type Endpoint = 'organizations' | 'kiosk' | 'alerts' | 'products' | 'iot' | 'transactions' | 'reports';

export interface GraphQLErrorItem {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

interface GraphQLReply<TData> {
  data?: TData | null;
  errors?: GraphQLErrorItem[];
}

/**
 * The variables argument of a typed document: left out when the operation declares none, required
 * otherwise (the pattern of graphql-codegen's client preset).
 */
type VariablesOf<TVariables> = TVariables extends Record<string, never> ? [] : [variables: TVariables];

const printed = new WeakMap<object, string>();

/** The query text of a document, printed once per document. */
export function queryText<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * A reply carrying `errors[]`, or a transport failure (status 0 = network, otherwise HTTP status).
 * REST calls (lib/rest-client.ts) raise it too, with their `{ code | error, message }` as one error.
 */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLErrorItem[];
  readonly status: number;

  constructor(message: string, errors: readonly GraphQLErrorItem[], status: number) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.status = status;
  }

  /** The first error's `extensions.code` when it is one of ours. */
  get code(): ErrorCode | undefined {
    const code = this.errors[0]?.extensions?.code;
    return isErrorCode(code) ? code : undefined;
  }

  /** The first error's `extensions.fields`: form field path (e.g. `packagingOptions.0.ean`) → error code. */
  get fields(): Record<string, string> {
    const fields = this.errors[0]?.extensions?.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

/** Spec §4/§8: a reply whose FIRST error message is 'Token expired' marks the session expired. */
export function isTokenExpiredReply(errors: readonly GraphQLErrorItem[] | undefined): boolean {
  return errors?.[0]?.message === ERROR_MESSAGES.TOKEN_EXPIRED;
}

export function endpointUrl(endpoint: Endpoint): string {
  return `/api/v1/${endpoint}/graphql`;
}

interface ClientOptions {
  /** Returns the current OIDC access token, if signed in. */
  getAccessToken: () => string | null;
  /** Called when a reply says the token expired; defaults to setting the session-expired flag. */
  onTokenExpired: () => void;
  fetch: typeof fetch;
}

const options: ClientOptions = {
  getAccessToken: () => null,
  onTokenExpired: markSessionExpired,
  fetch: (input, init) => globalThis.fetch(input, init),
};

export function configureGraphQLClient(overrides: Partial<ClientOptions>): void {
  Object.assign(options, overrides);
}

function isReply(value: unknown): value is GraphQLReply<unknown> {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/** Headers for any API call: the bearer token when signed in (GraphQL, uploads, REST exports). */
export function authHeaders(): Record<string, string> {
  const token = options.getAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The configured fetch; a transport failure becomes GraphQLRequestError with status 0. */
export async function apiFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await options.fetch(url, init);
  } catch (cause) {
    throw new GraphQLRequestError(cause instanceof Error ? cause.message : 'Network error', [], 0);
  }
}

/** Builds the error for a failed reply; a first message 'Token expired' also marks the session expired. */
export function replyError(errors: readonly GraphQLErrorItem[], status: number): GraphQLRequestError {
  if (isTokenExpiredReply(errors)) options.onTokenExpired();
  return new GraphQLRequestError(errors[0]?.message ?? `HTTP ${status}`, errors, status);
}

/** Reads a GraphQL reply: `data`, or GraphQLRequestError for `errors[]` (whatever the status) and bad bodies. */
export async function readGraphQLReply<TResult>(response: Response): Promise<TResult> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GraphQLRequestError(`HTTP ${response.status}`, [], response.status);
  }
  if (!isReply(body)) throw new GraphQLRequestError(`HTTP ${response.status}`, [], response.status);

  const errors = body.errors ?? [];
  if (errors.length > 0) throw replyError(errors, response.status);
  if (!response.ok || body.data == null) {
    throw new GraphQLRequestError(`HTTP ${response.status}`, [], response.status);
  }
  return body.data as TResult;
}

/**
 * POSTs one typed document (`graphql()` from generated/gql.ts) to /api/v1/<endpoint>/graphql with the
 * bearer token and returns `data`, typed from the schema. Throws GraphQLRequestError for `errors[]`
 * (whatever the HTTP status) and for transport failures.
 */
export async function request<TResult, TVariables>(
  endpoint: Endpoint,
  document: TypedDocumentNode<TResult, TVariables>,
  ...[variables]: VariablesOf<TVariables>
): Promise<TResult> {
  const response = await apiFetch(endpointUrl(endpoint), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...authHeaders(),
    },
    body: JSON.stringify({ query: queryText(document), variables: variables ?? {} }),
  });
  return readGraphQLReply<TResult>(response);
}
