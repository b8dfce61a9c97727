import type { FastifyBaseLogger } from 'fastify';
import type { DeviceEvent } from '@kiosk/common/mqtt';

/**
 * Device facts after they committed, for other modules (the alert engine): every telemetry reading and
 * status, every event stored for the first time (a redelivered one is not repeated), and every weighed
 * purchase of the sales derivation. Listeners run in this process, after the message's commit, and must
 * not throw (a failure is logged and the next listener runs).
 */
export type KioskFact = { kiosk: { id: string; orgId: string }; receivedAt: Date } & (
  | { kind: 'telemetry'; ts: Date; temperatures: readonly (number | null)[] }
  | { kind: 'event'; event: DeviceEvent }
  | { kind: 'status'; online: boolean }
  | {
      kind: 'purchase';
      sessionId: string;
      closedAt: Date;
      cells: readonly { cellId: string; units: number | null; refused?: string | null }[];
    }
);

export type KioskFactListener = (fact: KioskFact) => void;

export function createKioskFacts(logger: FastifyBaseLogger) {
  const listeners = new Set<KioskFactListener>();
  return {
    /** Subscribes to facts; answers the unsubscribe function. */
    onFact(listener: KioskFactListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(fact: KioskFact): void {
      for (const listener of listeners) {
        try {
          listener(fact);
        } catch (error) {
          logger.warn({ err: error, kioskId: fact.kiosk.id, kind: fact.kind }, 'a device fact listener failed');
        }
      }
    },
  };
}

export type KioskFacts = ReturnType<typeof createKioskFacts>;
