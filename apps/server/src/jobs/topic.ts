import type { Db } from '../db/client.ts';

/**
 * How a topic's batch of events is kept in its job (JSON): `encode` writes a subscriber's batch, `decode`
 * reads one back (dates are strings or numbers in JSON). Both belong to the publisher, and `decode` also
 * reads what an earlier version wrote (jobs queued before an upgrade).
 */
export interface TopicCodec<T> {
  encode(events: readonly T[]): unknown;
  decode(stored: unknown): T[];
}

/** A stream of durable events one module publishes and others handle (ADR 0014). */
export interface Topic<T> extends TopicCodec<T> {
  readonly name: string;
}

/** Declares a topic; the publishing module owns it and hands it to subscribers as a port. */
export function defineTopic<T>(
  name: string,
  codec: TopicCodec<T> = { encode: (events) => events, decode: (stored) => stored as T[] },
): Topic<T> {
  return { name, ...codec };
}

export interface SubscribeOptions<T> {
  /** Only these events reach the subscriber (decided when they are published). */
  filter?(event: T): boolean;
  /**
   * Handles the events in the publisher's own transaction instead of a job, when they are published inside
   * a unit of work (its transaction: `publish(topic, events, tx)` from the unit): no job is written, fetched
   * and completed, and the subscriber's change commits with the publisher's. It runs in a savepoint: should
   * it fail, only its own writes roll back and the events are queued as a job after all (for `handle`).
   * What must wait for the commit (notices, commands, other modules' listeners) it answers as `after`,
   * run once the unit committed (never if it rolls back). The transaction's locks are the publisher's:
   * the subscriber must lock what it writes after what the publisher locked (ADR 0014).
   */
  inTransaction?(events: readonly T[], tx: Db): Promise<{ after?: () => unknown }>;
}
