import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { subscriptionStream } from './sse-stream.ts';

/** A Yoga server whose one subscription counts how often it was ended (its iterator's `finally`). */
function subscriptionServer() {
  const state = { ended: 0 };
  const yoga = createYoga({
    logging: false,
    schema: createSchema({
      typeDefs: 'type Query { ok: Boolean } type Subscription { ticks: Int! }',
      resolvers: {
        Subscription: {
          ticks: {
            async *subscribe() {
              try {
                for (let n = 1; ; n += 1) {
                  yield { ticks: n };
                  await sleep(5);
                }
              } finally {
                state.ended += 1;
              }
            },
          },
        },
      },
    }),
  });
  const open = async () => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { ticks }' }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    return response.body!;
  };
  return { state, open };
}

/** Errors a stream or the process reports while `during` runs and a moment after. */
async function errorsDuring(during: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('uncaughtException', record);
  try {
    await during();
    await sleep(50);
  } finally {
    process.off('uncaughtException', record);
  }
  return errors;
}

const streams: Readable[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.destroy();
});

describe('subscriptionStream (a subscription over server-sent events)', () => {
  it('streams the subscription: the opening ping, then its events', async () => {
    const { open } = subscriptionServer();
    const stream = await subscriptionStream(await open());
    streams.push(stream);
    let text = '';
    for await (const chunk of stream) {
      text += Buffer.from(chunk as Uint8Array).toString();
      if ((text.match(/event: next/g) ?? []).length >= 2) break;
    }
    expect(text.startsWith(':\n\n')).toBe(true);
    expect(text).toContain('data: {"data":{"ticks":1}}');
    expect(text).toContain('data: {"data":{"ticks":2}}');
  });

  it('ends the subscription, and throws nothing, when the client is gone before anything was sent', async () => {
    const { state, open } = subscriptionServer();
    const streamErrors: unknown[] = [];
    const uncaught = await errorsDuring(async () => {
      const stream = await subscriptionStream(await open());
      stream.on('error', (error) => streamErrors.push(error));
      stream.destroy();
    });
    expect(uncaught).toEqual([]);
    expect(streamErrors).toEqual([]);
    expect(state.ended).toBe(1);
  });

  it('ends the subscription when the client goes away while it streams', async () => {
    const { state, open } = subscriptionServer();
    const stream = await subscriptionStream(await open());
    streams.push(stream);
    const uncaught = await errorsDuring(async () => {
      for await (const chunk of stream) {
        if (Buffer.from(chunk as Uint8Array).includes('event: next')) break;
      }
    });
    expect(uncaught).toEqual([]);
    expect(state.ended).toBe(1);
  });

  it('(why) the body handed over unread throws out of its destroy — what stopped the process', async () => {
    const { open } = subscriptionServer();
    const body = await open();
    const uncaught = await errorsDuring(async () => {
      Readable.from(body as unknown as AsyncIterable<Uint8Array>).destroy();
    });
    expect(uncaught).toHaveLength(1);
    expect(String(uncaught[0])).toContain("reading 'return'");
  });
});
