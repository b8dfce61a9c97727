import { createPubSub } from 'graphql-yoga';
import { SlidingBuffer } from '@repeaterjs/repeater';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Live updates for open consoles (GraphQL subscriptions over SSE). Modules publish small change notices
 * on a channel; each subscription filters them by the caller's scope. Notices travel through the
 * database (NOTIFY/LISTEN), so every server instance on one database hears every instance's notices —
 * a console connected to instance A sees a kiosk whose messages instance B handled.
 */
export interface LiveBus {
  publish(channel: string, payload: LiveNotice): void;
  /** Several notices at once: as few database notifications as their size allows (a burst of kiosks). */
  publishAll(channel: string, notices: readonly LiveNotice[]): void;
  /** Notices on a channel until the consumer stops; a slow consumer loses the oldest ones, never blocks. */
  subscribe(channel: string): AsyncIterableIterator<LiveNotice>;
  close(): Promise<void>;
}

/** A change notice: which record of which organization, and what about it changed. */
export interface LiveNotice {
  id: string;
  orgId: string;
  aspects: string[];
}

/**
 * The one database channel all notices travel on. The sales roll-up triggers (migration 0008) send on it
 * too, in this format ({ channel, notice }): keep both in step.
 */
const DB_CHANNEL = 'kiosk_console_live';
/** NOTIFY payloads must stay under 8000 bytes; notices are tiny, larger ones are a bug. */
const MAX_PAYLOAD = 7900;

export function createLiveBus(database: Database, logger: FastifyBaseLogger): LiveBus {
  const pubsub = createPubSub<Record<string, [LiveNotice]>>({ repeaterBuffer: new SlidingBuffer(1000) });
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;

  function listen() {
    // Not cached when it failed (the database was down): the next notice or subscription tries again.
    // Once listening, the database client itself listens again after a restart (db/client.ts).
    listening ??= database
      .listen(DB_CHANNEL, (raw) => {
        try {
          const { channel, notice, notices } = JSON.parse(raw) as {
            channel: string;
            notice?: LiveNotice;
            notices?: LiveNotice[];
          };
          for (const each of notices ?? (notice ? [notice] : [])) pubsub.publish(channel, each);
        } catch (error) {
          logger.warn({ err: error }, 'unreadable live notice');
        }
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  }

  function send(channel: string, payload: string): void {
    // Closed (the server is stopping, the database closes next): a late notice of work that just ended has
    // no console left to reach on this instance, and must not open a new listener on a closing database.
    if (closed) return;
    if (payload.length > MAX_PAYLOAD) {
      logger.error({ channel, size: payload.length }, 'live notice too large; not sent');
      return;
    }
    void listen()
      .then(() => database.notify(DB_CHANNEL, payload))
      .catch((error: unknown) => logger.warn({ err: error }, 'live notice not sent'));
  }

  return {
    publish(channel, notice) {
      send(channel, JSON.stringify({ channel, notice }));
    },
    publishAll(channel, notices) {
      // Packed into payloads under the limit: each notification costs a statement on the database.
      let group: string[] = [];
      let size = 0;
      const flush = () => {
        if (group.length > 0) send(channel, `{"channel":${JSON.stringify(channel)},"notices":[${group.join(',')}]}`);
        group = [];
        size = 0;
      };
      for (const notice of notices) {
        const json = JSON.stringify(notice);
        if (size + json.length + channel.length + 40 > MAX_PAYLOAD) flush();
        group.push(json);
        size += json.length + 1;
      }
      flush();
    },
    subscribe(channel) {
      void listen().catch((error: unknown) => logger.warn({ err: error }, 'live notices unavailable'));
      return pubsub.subscribe(channel) as AsyncIterableIterator<LiveNotice>;
    },
    async close() {
      closed = true;
      const stop = listening;
      listening = undefined;
      if (stop) await (await stop)().catch(() => undefined);
    },
  };
}
