import type { DeviceEventFact } from '@kiosk/common/mqtt';
import type { Db } from '../../db/client.ts';
import { defineTopic, type JobQueue } from '../../jobs/queue.ts';

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

type Stored = Record<string, unknown> & { receivedAt: string; ts?: string; closedAt?: string };

/** The topic other modules subscribe to (handed to them as a port in modules.ts). */
export const KIOSK_FACTS = defineTopic<KioskFact>('kiosks.facts', (raw) => {
  const fact = raw as Stored;
  return {
    ...fact,
    receivedAt: new Date(fact.receivedAt),
    ...(fact.ts !== undefined ? { ts: new Date(fact.ts) } : {}),
    ...(fact.closedAt !== undefined ? { closedAt: new Date(fact.closedAt) } : {}),
  } as unknown as KioskFact;
});

export function createKioskFacts(jobs: Pick<JobQueue, 'publish'>) {
  return {
    /** Publishes facts on the transaction that stored what they say. */
    record(tx: Db, facts: readonly KioskFact[]): Promise<void> {
      return jobs.publish(KIOSK_FACTS, facts, tx);
    },
  };
}

export type KioskFacts = ReturnType<typeof createKioskFacts>;
