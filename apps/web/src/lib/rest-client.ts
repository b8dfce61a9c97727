/**
 * REST calls of spec §7 (exports, downloads) with the same bearer token and error handling as the
 * GraphQL client:
 *
 *   await restRequest<{ exportId: string }>('/api/v1/products/export/productList', { method: 'POST', body });
 *   await downloadFile('/api/v1/exports/{id}/download');   // saves the file in the browser
 *
 * A failure throws GraphQLRequestError carrying the server's `{ code | error, message }` as one error,
 * so lib/notify.ts's errorMessage() maps it like a GraphQL error; 'Token expired' marks the session.
 */
import { apiFetch, authHeaders, GraphQLRequestError, replyError, type GraphQLErrorItem } from './graphql-client.ts';

interface RestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
}

/** The error items of a failed REST reply: `{ code, message }` or `{ error, message }` (exported for tests). */
export function restErrorItems(body: unknown, status: number): GraphQLErrorItem[] {
  if (typeof body !== 'object' || body === null) return [{ message: `HTTP ${status}` }];
  const record = body as Record<string, unknown>;
  const code =
    typeof record.code === 'string' ? record.code : typeof record.error === 'string' ? record.error : undefined;
  const message = typeof record.message === 'string' ? record.message : `HTTP ${status}`;
  return [{ message, ...(code ? { extensions: { code } } : {}) }];
}

async function send(path: string, options: RestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept, ...authHeaders() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await apiFetch(path, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  throw replyError(restErrorItems(body, response.status), response.status);
}

/** Calls a JSON REST route; resolves with its JSON body (or null for an empty one). */
export async function restRequest<T>(path: string, options: RestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    throw new GraphQLRequestError(`HTTP ${response.status}`, [], response.status);
  }
}

/** The file name of a content-disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Downloads a file that needs the bearer token (GET, or POST with `options.body`) and hands it to the browser. */
export async function downloadFile(
  path: string,
  fallbackName = 'download',
  options: RestOptions = {},
): Promise<string> {
  const response = await send(path, options, '*/*');
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}
