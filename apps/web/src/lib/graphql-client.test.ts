import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, configureGraphQLClient, isTokenExpiredReply, request } from './graphql-client.ts';

const document = (query: string) => parse(query) as TypedDocumentNode<unknown, Record<string, never>>;

function reply(body: unknown, status = 200): typeof fetch {
  return () => Promise.resolve(new Response(JSON.stringify(body), { status }));
}

describe('isTokenExpiredReply', () => {
  it('is true only when the FIRST error says Token expired', () => {
    expect(isTokenExpiredReply([{ message: 'Token expired' }])).toBe(true);
    expect(isTokenExpiredReply([{ message: 'Token expired' }, { message: 'Not found' }])).toBe(true);
    expect(isTokenExpiredReply([{ message: 'Not found' }, { message: 'Token expired' }])).toBe(false);
    expect(isTokenExpiredReply([{ message: 'token expired' }])).toBe(false);
    expect(isTokenExpiredReply([])).toBe(false);
    expect(isTokenExpiredReply(undefined)).toBe(false);
  });
});

describe('request', () => {
  afterEach(() => {
    configureGraphQLClient({ getAccessToken: () => null, onTokenExpired: () => undefined });
  });

  it('posts to the endpoint with the bearer token and returns data', async () => {
    const fetchMock = vi.fn<typeof fetch>(reply({ data: { getSelf: { _id: 'u1' } } }));
    configureGraphQLClient({ fetch: fetchMock, getAccessToken: () => 'tok' });
    await expect(request('organizations', document('query GetSelf { getSelf { _id } }'))).resolves.toEqual({
      getSelf: { _id: 'u1' },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/organizations/graphql');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('sends the typed document as query text with its variables', async () => {
    const fetchMock = vi.fn<typeof fetch>(reply({ data: { getOrganizationById: { _id: 'o1' } } }));
    configureGraphQLClient({ fetch: fetchMock });
    const byId = parse('query ById($id: ID!) { getOrganizationById(id: $id) { _id } }') as TypedDocumentNode<
      { getOrganizationById: { _id: string } },
      { id: string }
    >;
    await request('organizations', byId, { id: 'o1' });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { query: string; variables: unknown };
    expect(body.query).toContain('getOrganizationById(id: $id)');
    expect(body.variables).toEqual({ id: 'o1' });
  });

  it('marks the session expired when the first error is Token expired, even with HTTP 401', async () => {
    const onTokenExpired = vi.fn();
    configureGraphQLClient({
      fetch: reply({ errors: [{ message: 'Token expired', extensions: { code: 'TOKEN_EXPIRED' } }] }, 401),
      onTokenExpired,
    });
    const error = await request('kiosk', document('query Q { x }')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('TOKEN_EXPIRED');
    expect(onTokenExpired).toHaveBeenCalledOnce();
  });

  it('does not mark the session expired for other errors', async () => {
    const onTokenExpired = vi.fn();
    configureGraphQLClient({
      fetch: reply({
        errors: [
          { message: 'Console access requires an admin role or root', extensions: { code: 'NO_CONSOLE_ACCESS' } },
          { message: 'Token expired' },
        ],
      }),
      onTokenExpired,
    });
    const error = await request('organizations', document('query Q { x }')).catch((e: unknown) => e);
    expect((error as GraphQLRequestError).code).toBe('NO_CONSOLE_ACCESS');
    expect(onTokenExpired).not.toHaveBeenCalled();
  });

  it('turns non-JSON and network failures into GraphQLRequestError', async () => {
    configureGraphQLClient({ fetch: () => Promise.resolve(new Response('bad gateway', { status: 502 })) });
    await expect(request('reports', document('query Q { x }'))).rejects.toMatchObject({ status: 502 });
    configureGraphQLClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(request('reports', document('query Q { x }'))).rejects.toMatchObject({ status: 0 });
  });
});
