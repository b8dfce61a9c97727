import type { BuiltApp } from '../app.ts';
import type { GraphqlResult } from './app.ts';

/** A file sent as the GraphQL variable `variable` (GraphQL multipart request spec). */
export interface UploadSpec {
  variable: string;
  name: string;
  type: string;
  data: Buffer | string;
}

/** Runs a GraphQL operation with one file through Fastify's inject, encoded as the console's uploads are. */
export async function gqlUpload<T = Record<string, unknown>>(
  built: Pick<BuiltApp, 'app'>,
  endpoint: string,
  query: string,
  variables: Record<string, unknown>,
  upload: UploadSpec,
  token?: string,
): Promise<GraphqlResult<T>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { ...variables, [upload.variable]: null } }));
  form.set('map', JSON.stringify({ 0: [`variables.${upload.variable}`] }));
  const bytes = typeof upload.data === 'string' ? upload.data : new Uint8Array(upload.data);
  form.set('0', new File([bytes], upload.name, { type: upload.type }));
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await built.app.inject({
    method: 'POST',
    url: `/api/v1/${endpoint}/graphql`,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body = response.json() as { data?: T | null; errors?: GraphqlResult['errors'] };
  return { status: response.statusCode, data: body.data, errors: body.errors };
}
