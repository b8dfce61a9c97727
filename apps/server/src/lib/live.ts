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

/** Notices of one organization with the same aspects, in a payload: `{ o: orgId, a: aspects, i: ids }`. */
interface PackedGroup {
  o: string;
  a: string[];
  i: string[];
}

/**
 * Packs notices into as few payloads under the limit as their size allows: grouped by organization and
 * aspects, so a burst of kiosks costs about 40 bytes per kiosk (its id) rather than a whole notice each —
 * every payload is a statement on the database and a message every instance parses.
 */
export function pack(channel: string, notices: readonly LiveNotice[]): string[] {
  const groups = new Map<string, PackedGroup>();
  for (const notice of notices) {
    const key = `${notice.orgId}|${notice.aspects.join(',')}`;
    const group = groups.get(key);
    if (group) group.i.push(notice.id);
    else groups.set(key, { o: notice.orgId, a: notice.aspects, i: [notice.id] });
  }
  const head = `{"channel":${JSON.stringify(channel)},"groups":[`;
  const payloads: string[] = [];
  /** The payload being filled: its groups' texts and their length with the commas between them. */
  let parts: string[] = [];
  let partsLength = 0;
  /** The payload's exact length with one more group text of `length` characters. */
  const lengthWith = (length: number) => head.length + partsLength + (parts.length ? 1 : 0) + length + 2;
  const add = (part: string) => {
    partsLength += (parts.length ? 1 : 0) + part.length;
    parts.push(part);
  };
  const flush = () => {
    if (parts.length) payloads.push(`${head}${parts.join(',')}]}`);
    parts = [];
    partsLength = 0;
  };
  for (const group of groups.values()) {
    const start = `{"o":${JSON.stringify(group.o)},"a":${JSON.stringify(group.a)},"i":[`;
    let ids: string[] = [];
    /** The group's text length with its ids so far: `start`, the ids, the commas between them, `]}`. */
    let length = start.length + 2;
    for (const id of group.i) {
      const json = JSON.stringify(id);
      const longer = length + json.length + (ids.length ? 1 : 0);
      if (lengthWith(longer) > MAX_PAYLOAD && (ids.length || parts.length)) {
        // Full: what the group has so far ends this payload; the rest of it starts the next.
        if (ids.length) add(`${start}${ids.join(',')}]}`);
        flush();
        ids = [];
        length = start.length + 2;
      }
      length += json.length + (ids.length ? 1 : 0);
      ids.push(json);
    }
    add(`${start}${ids.join(',')}]}`);
  }
  flush();
  return payloads;
}

/**
 * The notices in a payload: packed groups, a list of notices (what an instance of an earlier version
 * sends during a rolling upgrade) or one notice (`publish`, and the sales roll-up triggers).
 */
export function unpack(raw: string): [string, LiveNotice][] {
  const { channel, notice, notices, groups } = JSON.parse(raw) as {
    channel: string;
    notice?: LiveNotice;
    notices?: LiveNotice[];
    groups?: PackedGroup[];
  };
  if (groups) {
    return groups.flatMap((group) =>
      group.i.map((id): [string, LiveNotice] => [channel, { id, orgId: group.o, aspects: [...group.a] }]),
    );
  }
  return (notices ?? (notice ? [notice] : [])).map((each): [string, LiveNotice] => [channel, each]);
}

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
          for (const [channel, notice] of unpack(raw)) pubsub.publish(channel, notice);
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
      if (closed) return;
      for (const payload of pack(channel, notices)) send(channel, payload);
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
