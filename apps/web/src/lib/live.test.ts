import { ERROR_MESSAGES } from '@kiosk/common/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../generated/gql.ts';
import { configureGraphQLClient } from './graphql-client.ts';
import { backoffMs, subscribeLive } from './live.ts';

const CHANGED = graphql(`
  subscription LiveTestKioskChanged($kioskId: ID) {
    kioskChanged(kioskId: $kioskId) {
      kioskId
      orgId
      aspects
    }
  }
`);

function sse(...events: Array<{ event: string; data: unknown }>): Response {
  const text = events
    .map(({ event, data }) => `event: ${event}\ndata: ${data === '' ? '' : JSON.stringify(data)}\n\n`)
    .join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const change = (aspects: string[]) => ({ data: { kioskChanged: { kioskId: 'k1', orgId: 'o1', aspects } } });

describe('backoffMs', () => {
  it('doubles from one second and stops growing at thirty seconds', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffMs(attempt, none))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('adds at most a quarter of jitter', () => {
    expect(backoffMs(0, () => 0.999)).toBeLessThanOrEqual(1_250);
    expect(backoffMs(5, () => 1)).toBe(37_500);
  });
});

describe('subscribeLive', () => {
  afterEach(() => {
    configureGraphQLClient({ getAccessToken: () => null });
  });

  it('delivers events with the bearer token, reconnects after the stream ends and stops on request', async () => {
    configureGraphQLClient({ getAccessToken: () => 'token-1' });
    const calls: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
    const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({
        url: String(url),
        headers: init?.headers as Record<string, string>,
        body: JSON.parse(String(init?.body)),
      });
      return calls.length === 1
        ? sse({ event: 'next', data: change(['state']) }, { event: 'complete', data: '' })
        : sse({ event: 'next', data: change(['command']) });
    });
    const received: string[][] = [];
    const reconnected = vi.fn();
    const stop = subscribeLive(
      'kiosk',
      CHANGED,
      { kioskId: 'k1' },
      { next: (data) => received.push([...data.kioskChanged.aspects]), reconnected },
      { fetchFn: fetchFn as typeof fetch, backoff: () => 0 },
    );

    await vi.waitFor(() => expect(received).toEqual([['state'], ['command']]), { timeout: 5_000 });
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(calls[0]?.url).toBe('/api/v1/kiosk/graphql');
    expect(calls[0]?.headers.authorization).toBe('Bearer token-1');
    expect(calls[0]?.body).toMatchObject({ variables: { kioskId: 'k1' } });
    expect(String((calls[0]?.body as { query: string }).query)).toContain('kioskChanged');

    stop();
    const count = fetchFn.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchFn.mock.calls.length).toBe(count);
  });

  it("marks the session expired on 'Token expired' and does not reconnect", async () => {
    const expired = vi.fn();
    configureGraphQLClient({ onTokenExpired: expired });
    const fetchFn = vi.fn(async () =>
      sse(
        { event: 'next', data: { errors: [{ message: ERROR_MESSAGES.TOKEN_EXPIRED }] } },
        { event: 'complete', data: '' },
      ),
    );
    const next = vi.fn();
    subscribeLive('kiosk', CHANGED, {}, { next }, { fetchFn: fetchFn as typeof fetch, backoff: () => 0 });
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveBeenCalled();
  });
});
