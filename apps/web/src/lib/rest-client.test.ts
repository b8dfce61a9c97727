import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureGraphQLClient, GraphQLRequestError } from './graphql-client.ts';
import { fileNameFromDisposition, restErrorItems, restRequest } from './rest-client.ts';

describe('restErrorItems', () => {
  it('reads both error shapes the REST routes answer', () => {
    expect(restErrorItems({ code: 'EXPORT_NOT_READY', message: 'The export is not ready yet' }, 409)).toEqual([
      { message: 'The export is not ready yet', extensions: { code: 'EXPORT_NOT_READY' } },
    ]);
    expect(restErrorItems({ error: 'FORBIDDEN', message: 'Access denied' }, 403)).toEqual([
      { message: 'Access denied', extensions: { code: 'FORBIDDEN' } },
    ]);
    expect(restErrorItems(null, 502)).toEqual([{ message: 'HTTP 502' }]);
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Produkte_.csv"; filename*=UTF-8''Produkte%C3%BC.csv`, 'x'),
    ).toBe('Produkteü.csv');
    expect(fileNameFromDisposition('attachment; filename="products.xlsx"', 'x')).toBe('products.xlsx');
    expect(fileNameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('restRequest', () => {
  afterEach(() => {
    configureGraphQLClient({ getAccessToken: () => null, onTokenExpired: () => undefined });
  });

  it('sends JSON with the bearer token and returns the JSON reply', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ exportId: 'e1' }), { status: 201 })),
    );
    configureGraphQLClient({ fetch: fetchMock, getAccessToken: () => 'tok' });
    await expect(restRequest('/api/v1/x', { method: 'POST', body: { format: 'csv' } })).resolves.toEqual({
      exportId: 'e1',
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(init?.body).toBe('{"format":"csv"}');
  });

  it('throws the coded error and marks the session expired on Token expired', async () => {
    const onTokenExpired = vi.fn();
    configureGraphQLClient({
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ error: 'TOKEN_EXPIRED', message: 'Token expired' }), { status: 401 }),
        ),
      onTokenExpired,
    });
    const error = await restRequest('/api/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('TOKEN_EXPIRED');
    expect((error as GraphQLRequestError).status).toBe(401);
    expect(onTokenExpired).toHaveBeenCalledOnce();
  });
});
