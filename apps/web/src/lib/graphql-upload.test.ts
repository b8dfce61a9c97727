import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureGraphQLClient, GraphQLRequestError } from './graphql-client.ts';
import { buildMultipartBody, requestWithFiles } from './graphql-upload.ts';

const MUTATION = 'mutation($id: ID!, $image: File!) { updateProductLineImage(id: $id, image: $image) { _id } }';
const DOCUMENT = parse(MUTATION) as TypedDocumentNode<unknown, { id?: string; image: Blob }>;

describe('buildMultipartBody', () => {
  it('follows the multipart request spec: operations with null files, map, then the files', async () => {
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    const form = buildMultipartBody(MUTATION, { id: 'p1' }, { image });
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: MUTATION,
      variables: { id: 'p1', image: null },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.image'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('photo.png');
    expect(part.type).toBe('image/png');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
  });

  it('places several files at nested paths without touching the caller’s variables', () => {
    const variables = { data: { name: 'x', files: [] as unknown[] } };
    const form = buildMultipartBody('mutation { x }', variables, {
      'data.files.0': new File(['a'], 'a.txt'),
      'data.files.1': new File(['b'], 'b.txt'),
      cover: new Blob(['c']),
    });
    expect(JSON.parse(form.get('operations') as string).variables).toEqual({
      data: { name: 'x', files: [null, null] },
      cover: null,
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({
      0: ['variables.data.files.0'],
      1: ['variables.data.files.1'],
      2: ['variables.cover'],
    });
    expect(variables.data.files).toEqual([]);
  });
});

describe('requestWithFiles', () => {
  afterEach(() => {
    configureGraphQLClient({ getAccessToken: () => null, onTokenExpired: () => undefined });
  });

  it('posts multipart form data with the bearer token and no hand-made content-type', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { updateProductLineImage: { _id: 'p1' } } }))),
    );
    configureGraphQLClient({ fetch: fetchMock, getAccessToken: () => 'tok' });
    const result = await requestWithFiles('products', DOCUMENT, { id: 'p1', image: new File(['x'], 'x.png') });
    expect(result).toEqual({ updateProductLineImage: { _id: 'p1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/products/graphql');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.has('content-type')).toBe(false);
    expect(init?.body).toBeInstanceOf(FormData);
  });

  it('handles errors like request(): codes, and Token expired marks the session', async () => {
    const onTokenExpired = vi.fn();
    configureGraphQLClient({
      fetch: () =>
        Promise.resolve(
          new Response(
            JSON.stringify({ errors: [{ message: 'Token expired', extensions: { code: 'TOKEN_EXPIRED' } }] }),
          ),
        ),
      onTokenExpired,
    });
    const error = await requestWithFiles('products', DOCUMENT, { id: 'p1', image: new Blob(['x']) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).code).toBe('TOKEN_EXPIRED');
    expect(onTokenExpired).toHaveBeenCalledOnce();
  });

  it('exposes field errors sent in extensions.fields', async () => {
    configureGraphQLClient({
      fetch: () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              errors: [
                {
                  message: 'Invalid EAN',
                  extensions: { code: 'EAN_INVALID', fields: { 'packagingOptions.0.ean': 'EAN_INVALID' } },
                },
              ],
            }),
          ),
        ),
    });
    const error = (await requestWithFiles('products', DOCUMENT, { image: new Blob(['x']) }).catch(
      (e: unknown) => e,
    )) as GraphQLRequestError;
    expect(error.fields).toEqual({ 'packagingOptions.0.ean': 'EAN_INVALID' });
  });
});
