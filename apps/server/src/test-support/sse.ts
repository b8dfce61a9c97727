import { pathFor, type EndpointName } from '../graphql/endpoint.ts';

/** One message of a GraphQL-over-SSE stream (graphql-sse distinct connections mode, as Yoga speaks it). */
export interface SseEvent {
  event: string;
  data: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * A GraphQL subscription over SSE against a listening server, as the console's graphql-sse client sends
 * it. `opened` resolves when the server has answered (the subscription is in place); `next(ms)` waits
 * for the next event (undefined on timeout or end); `close()` ends it (the server ends the subscription).
 */
export async function subscribeSse(
  baseUrl: string,
  endpoint: EndpointName,
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${pathFor(endpoint)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const wake = () => waiters.splice(0).forEach((w) => w());

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body ?? []) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event =
            lines
              .find((l) => l.startsWith('event:'))
              ?.slice(6)
              .trim() ?? 'message';
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trim())
            .join('\n');
          if (!data) continue; // keep-alive comments
          events.push({ event, data: JSON.parse(data) as SseEvent['data'] });
          wake();
        }
      }
    } catch {
      // aborted
    }
    ended = true;
    wake();
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    /** The next event, or undefined when none came within `ms` or the stream ended. */
    async next(ms = 5000): Promise<SseEvent | undefined> {
      const deadline = Date.now() + ms;
      while (events.length === 0 && !ended && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadline - Date.now());
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events.shift();
    },
    close: () => controller.abort(),
  };
}

export type SseSubscription = Awaited<ReturnType<typeof subscribeSse>>;
