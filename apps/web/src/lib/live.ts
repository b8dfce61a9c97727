/**
 * Live updates: a GraphQL subscription over server-sent events (graphql-sse, distinct connections
 * mode) on /api/v1/<endpoint>/graphql, with the same bearer token as every call.
 *
 *   const stop = subscribeLive('kiosk', KIOSK_CHANGED, { kioskId }, {
 *     next: (data) => …,               // every event
 *     reconnected: () => …,            // the stream was down: anything may have changed meanwhile
 *   });
 *   stop();                            // on unmount
 *
 * A dropped or refused stream is opened again with exponential backoff (1 s, 2 s, … at most 30 s,
 * with jitter), for ever, until stopped; a 'Token expired' reply marks the session expired instead.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createClient, type Client } from 'graphql-sse';
import {
  authHeaders,
  endpointUrl,
  isTokenExpiredReply,
  queryText,
  replyError,
  type Endpoint,
  type GraphQLErrorItem,
} from './graphql-client.ts';

export interface LiveHandlers<TResult> {
  next: (data: TResult) => void;
  /** Called when the stream is up again after it was down. */
  reconnected?: () => void;
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Wait before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, plus up to 25 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base + base * 0.25 * random());
}

function errorItems(error: unknown): GraphQLErrorItem[] | null {
  if (!Array.isArray(error)) return null;
  return error.filter(
    (item): item is GraphQLErrorItem =>
      typeof item === 'object' && item !== null && typeof (item as { message?: unknown }).message === 'string',
  );
}

export interface LiveOptions {
  /** The fetch the stream uses (tests pass their own). */
  fetchFn?: typeof fetch;
  /** Wait before reconnect attempt `attempt` (ms); defaults to backoffMs. */
  backoff?: (attempt: number) => number;
}

export function subscribeLive<TResult, TVariables extends Record<string, unknown>>(
  endpoint: Endpoint,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  handlers: LiveHandlers<TResult>,
  { fetchFn, backoff = (attempt) => backoffMs(attempt) }: LiveOptions = {},
): () => void {
  let stopped = false;
  let attempt = 0;
  let everConnected = false;
  let dispose: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const client: Client = createClient({
    url: endpointUrl(endpoint),
    headers: () => authHeaders(),
    // Network failures are retried inside the client; everything else comes back to us below.
    retryAttempts: 5,
    retry: (retries) => new Promise((resolve) => setTimeout(resolve, backoff(retries))),
    ...(fetchFn ? { fetchFn } : {}),
  });

  const connected = () => {
    attempt = 0;
    if (everConnected) handlers.reconnected?.();
    everConnected = true;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const wait = backoff(attempt);
    attempt += 1;
    timer = setTimeout(open, wait);
  };

  function open() {
    timer = null;
    if (stopped) return;
    dispose = client.subscribe<TResult>(
      { query: queryText(document), variables },
      {
        next: (result) => {
          const errors = errorItems(result.errors);
          if (errors && errors.length > 0 && isTokenExpiredReply(errors)) {
            replyError(errors, 200);
            stop();
            return;
          }
          if (result.data) handlers.next(result.data);
        },
        error: (error) => {
          const errors = errorItems(error);
          if (errors && isTokenExpiredReply(errors)) {
            replyError(errors, 200);
            stop();
            return;
          }
          scheduleReconnect();
        },
        complete: () => scheduleReconnect(),
      },
      { connected },
    );
  }

  function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    dispose?.();
    client.dispose();
  }

  open();
  return stop;
}
