/**
 * GraphQL uploads (the GraphQL multipart request spec, which the server's Yoga endpoints accept):
 *
 *   await requestWithFiles<UpdateImageResult>('products', UPDATE_IMAGE, { id }, { image: file });
 *
 * `files` maps a variable path (relative to `variables`, dots for nesting: `image`, `input.files.0`)
 * to the file. The body is `operations` (the JSON request with null at each file's place), `map`
 * (file part name → `variables.<path>`) and one part per file. The bearer token, the
 * 'Token expired' handling and the errors are those of request() (lib/graphql-client.ts).
 */
import {
  apiFetch,
  authHeaders,
  endpointUrl,
  readGraphQLReply,
  type Endpoint,
  type Variables,
} from './graphql-client.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Sets `null` at a dotted path inside a JSON copy of the variables, creating objects on the way. */
function setNull(target: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = null;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** The multipart body for one operation with files (exported for tests). */
export function buildMultipartBody(document: string, variables: Variables, files: Record<string, Blob>): FormData {
  const vars = JSON.parse(JSON.stringify(variables)) as Record<string, Json>;
  const paths = Object.keys(files);
  for (const path of paths) setNull(vars, path);
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: document, variables: vars }));
  form.set('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [`variables.${path}`]]))));
  paths.forEach((path, i) => {
    const file = files[path] as Blob;
    form.set(String(i), file, file instanceof File ? file.name : `file-${i}`);
  });
  return form;
}

/** Like request(), but sends files as a multipart request. Do not set content-type: fetch adds the boundary. */
export async function requestWithFiles<TResult, TVariables extends Variables = Variables>(
  endpoint: Endpoint,
  document: string,
  variables: TVariables,
  files: Record<string, Blob>,
): Promise<TResult> {
  const response = await apiFetch(endpointUrl(endpoint), {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json, application/json', ...authHeaders() },
    body: buildMultipartBody(document, variables, files),
  });
  return readGraphQLReply<TResult>(response);
}
