import type { Db } from '../../db/client.ts';
import { refillItems, refills, type REFILL_TYPES } from '../../db/schema/transactions.ts';

export type RefillRow = typeof refills.$inferSelect;

/** A refill with its scale entries, as the kiosks module records it. */
export interface NewRefill {
  orgId: string;
  kioskId: string;
  type: (typeof REFILL_TYPES)[number];
  createdBy: string | null;
  note?: string | null;
  /** The device's refill session and when it closed (null for a correction in the console). */
  sessionId?: string | null;
  sessionClosedAt?: Date | null;
  items: {
    cellId: string;
    productLineId: string | null;
    name: string;
    articleNumber: string | null;
    /** > 0 Added, < 0 Removed. */
    count: number;
    /** Exact decimal string (negative for removals). */
    refillCost: string;
    /** Grams moved on the load cell (signed like count); absent for a correction in the console. */
    weight?: number | null;
  }[];
}

/** Refills and their items (spec §3 Refill). Built on the database or on the caller's transaction. */
export function createRefillsRepository(db: Db) {
  return {
    async insert(refill: NewRefill): Promise<RefillRow> {
      const [row] = await db
        .insert(refills)
        .values({
          orgId: refill.orgId,
          kioskId: refill.kioskId,
          type: refill.type,
          createdBy: refill.createdBy,
          note: refill.note ?? null,
          sessionId: refill.sessionId ?? null,
          sessionClosedAt: refill.sessionClosedAt ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      if (refill.items.length) {
        await db
          .insert(refillItems)
          .values(refill.items.map((item) => ({ ...item, refillId: row.id, weight: item.weight ?? null })));
      }
      return row;
    },
  };
}
