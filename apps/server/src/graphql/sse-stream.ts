import { Readable } from 'node:stream';

/**
 * A subscription's server-sent-events body as the Node stream Fastify sends. Yoga's SSE body creates the
 * subscription's iterator in its `start`, which runs at the body's first read; a cancel before that — the
 * client gone before anything was read — throws inside the body's destroy and surfaces as an uncaught
 * exception, which stops the process (graphql-yoga 5.24, graphql-hive/graphql-yoga#4537). So the first chunk
 * (Yoga's opening ping) is read here, before the stream is handed over, and ending the stream — the client
 * gone, the server closing — ends the subscription through the body's iterator, as before.
 */
export async function subscriptionStream(body: ReadableStream<Uint8Array>): Promise<Readable> {
  const source = (body as unknown as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array> | undefined = await source.next();
  const chunks: AsyncIterableIterator<Uint8Array> = {
    [Symbol.asyncIterator]() {
      return chunks;
    },
    next() {
      const pending = first;
      first = undefined;
      return pending ? Promise.resolve(pending) : source.next();
    },
    async return() {
      first = undefined;
      await source.return?.();
      return { done: true, value: undefined };
    },
  };
  return Readable.from(chunks);
}
