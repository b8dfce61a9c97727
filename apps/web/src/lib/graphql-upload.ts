/**
 * GraphQL uploads (the GraphQL multipart request spec, which the server's Yoga endpoints accept):
 *
 *   await requestWithFiles('products', UpdateProductLineImageDocument, { id, image: file });
 *
 * Every File or Blob found in the variables (at any depth: `image`, `input.files.0`) is sent as a file
 * part. The body is `operations` (the JSON request with null at each file's place), `map` (file part
 * name → `variables.<path>`) and one part per file. The bearer token, the 'Token expired' handling and
 * the errors are those of request() (lib/graphql-client.ts).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { apiFetch, authHeaders, endpointUrl, queryText, readGraphQLReply, type Endpoint } from './graphql-client.ts';

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

/** Every Blob (File) inside the variables, by dotted path. */
function filesIn(value: unknown, path: string[] = [], found: Record<string, Blob> = {}): Record<string, Blob> {
  if (value instanceof Blob) found[path.join('.')] = value;
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) filesIn(child, [...path, key], found);
  }
  return found;
}

/** The multipart body for one operation with files (exported for tests). */
export function buildMultipartBody(query: string, variables: object, files: Record<string, Blob>): FormData {
  const vars = JSON.parse(JSON.stringify(variables)) as Record<string, Json>;
  const paths = Object.keys(files);
  for (const path of paths) setNull(vars, path);
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: vars }));
  form.set('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [`variables.${path}`]]))));
  paths.forEach((path, i) => {
    const file = files[path] as Blob;
    form.set(String(i), file, file instanceof File ? file.name : `file-${i}`);
  });
  return form;
}

/** Like request(), but sends the files among the variables as a multipart request. fetch adds the content-type. */
export async function requestWithFiles<TResult, TVariables extends object>(
  endpoint: Endpoint,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const response = await apiFetch(endpointUrl(endpoint), {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json, application/json', ...authHeaders() },
    body: buildMultipartBody(queryText(document), variables, filesIn(variables)),
  });
  return readGraphQLReply<TResult>(response);
}
