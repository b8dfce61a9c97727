import type { DeviceEventFact } from '@kiosk/common/mqtt';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { defineTopic } from '../../jobs/topic.ts';

/**
 * Device facts for other modules (the alert engine, webhooks): every telemetry reading and status, every
 * event stored for the first time (a redelivered one is not repeated), and every weighed purchase of the
 * sales derivation. They are published on the transaction that stored them (ADR 0014), so a fact
 * reaches its subscribers exactly when its rows committed — also after a crash right after the commit.
 */
export type KioskFact = { kiosk: { id: string; orgId: string }; receivedAt: Date } & (
  | { kind: 'telemetry'; ts: Date; temperatures: readonly (number | null)[] }
  | { kind: 'event'; event: DeviceEventFact }
  | { kind: 'status'; online: boolean }
  | {
      kind: 'purchase';
      sessionId: string;
      closedAt: Date;
      cells: readonly { cellId: string; units: number | null; refused?: string | null }[];
    }
);

type Kiosk = KioskFact['kiosk'];
/** One fact in a job: without its kiosk (its group's), its times in epoch milliseconds. */
type PackedFact = KioskFact extends infer F
  ? F extends KioskFact
    ? { at: number } & { [K in Exclude<keyof F, 'kiosk' | 'receivedAt'>]: F[K] extends Date ? number : F[K] }
    : never
  : never;
/**
 * How a job keeps its facts: grouped by kiosk, times as epoch milliseconds — about a third less JSON than the
 * facts as they are (a kiosk's id and organization written once per job, not per fact), which the ingest
 * writes for every message and the alert engine reads back.
 */
interface PackedFacts {
  kiosks: { id: string; orgId: string; facts: PackedFact[] }[];
}

function pack(fact: KioskFact): PackedFact {
  const at = fact.receivedAt.getTime();
  switch (fact.kind) {
    case 'telemetry':
      return { at, kind: fact.kind, ts: fact.ts.getTime(), temperatures: fact.temperatures };
    case 'event':
      return { at, kind: fact.kind, event: fact.event };
    case 'status':
      return { at, kind: fact.kind, online: fact.online };
    case 'purchase':
      return { at, kind: fact.kind, sessionId: fact.sessionId, closedAt: fact.closedAt.getTime(), cells: fact.cells };
  }
}

function unpack(kiosk: Kiosk, fact: PackedFact): KioskFact {
  const receivedAt = new Date(fact.at);
  switch (fact.kind) {
    case 'telemetry':
      return { kiosk, receivedAt, kind: fact.kind, ts: new Date(fact.ts), temperatures: fact.temperatures };
    case 'event':
      return { kiosk, receivedAt, kind: fact.kind, event: fact.event };
    case 'status':
      return { kiosk, receivedAt, kind: fact.kind, online: fact.online };
    case 'purchase':
      return {
        kiosk,
        receivedAt,
        kind: fact.kind,
        sessionId: fact.sessionId,
        closedAt: new Date(fact.closedAt),
        cells: fact.cells,
      };
  }
}

/** A fact as jobs queued before the packing kept it (the fact itself, dates as ISO strings). */
type Unpacked = Record<string, unknown> & { receivedAt: string; ts?: string; closedAt?: string };

export const KIOSK_FACTS_CODEC = {
  encode(facts: readonly KioskFact[]): PackedFacts {
    const groups: PackedFacts['kiosks'] = [];
    /** Each kiosk's latest group: a kiosk whose organization changed meanwhile starts another one. */
    const latest = new Map<string, PackedFacts['kiosks'][number]>();
    for (const fact of facts) {
      let group = latest.get(fact.kiosk.id);
      if (group?.orgId !== fact.kiosk.orgId) {
        group = { id: fact.kiosk.id, orgId: fact.kiosk.orgId, facts: [] };
        groups.push(group);
        latest.set(fact.kiosk.id, group);
      }
      group.facts.push(pack(fact));
    }
    return { kiosks: groups };
  },
  /** Each kiosk's facts in the order they were published (the order across kiosks is not kept). */
  decode(stored: unknown): KioskFact[] {
    if (Array.isArray(stored)) {
      return (stored as Unpacked[]).map(
        (fact) =>
          ({
            ...fact,
            receivedAt: new Date(fact.receivedAt),
            ...(fact.ts !== undefined ? { ts: new Date(fact.ts) } : {}),
            ...(fact.closedAt !== undefined ? { closedAt: new Date(fact.closedAt) } : {}),
          }) as unknown as KioskFact,
      );
    }
    return (stored as PackedFacts).kiosks.flatMap((group) => {
      const kiosk = { id: group.id, orgId: group.orgId };
      return group.facts.map((fact) => unpack(kiosk, fact));
    });
  },
};

/** The topic other modules subscribe to (handed to them as a port in modules.ts). */
export const KIOSK_FACTS = defineTopic<KioskFact>('kiosks.facts', KIOSK_FACTS_CODEC);

export function createKioskFacts(jobs: Pick<JobQueue, 'publish'>) {
  return {
    /** Publishes facts on the transaction that stored what they say. */
    record(tx: Db, facts: readonly KioskFact[]): Promise<void> {
      return jobs.publish(KIOSK_FACTS, facts, tx);
    },
  };
}

export type KioskFacts = ReturnType<typeof createKioskFacts>;
