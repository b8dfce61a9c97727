import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { refillItems, refills, transactionItems, transactions } from '../../db/schema/transactions.ts';
import type { NewRefill } from './transactions.refills.repository.ts';
import type { NewSale } from './transactions.sales.repository.ts';

/** A refill of the past: a closed refill session at `created`. */
export interface PastRefill extends NewRefill {
  created: Date;
}

/** Rows per INSERT (well under PostgreSQL's 65,535 parameters for the widest table). */
const CHUNK = 1_000;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Sales and refills of the past in bulk (the demo history): ids are made here so the items go in with
 * multi-row INSERTs too. Built on the database or on the caller's transaction.
 */
export function createHistoryRepository(db: Db) {
  return {
    async insert(sales: readonly NewSale[], past: readonly PastRefill[]): Promise<void> {
      const saleRows = sales.map((sale) => ({ id: randomUUID(), sale }));
      await inChunks(saleRows, (chunk) =>
        db.insert(transactions).values(
          chunk.map(({ id, sale: { items: _items, ...row } }) => ({
            ...row,
            id,
            isPaid: row.paymentStatus === 'paid',
            type: 'purchase',
          })),
        ),
      );
      const items = saleRows.flatMap(({ id, sale }) => sale.items.map((item) => ({ ...item, transactionId: id })));
      await inChunks(items, (chunk) => db.insert(transactionItems).values(chunk));

      const refillRows = past.map((refill) => ({ id: randomUUID(), refill }));
      await inChunks(refillRows, (chunk) =>
        db.insert(refills).values(
          chunk.map(({ id, refill }) => ({
            id,
            orgId: refill.orgId,
            kioskId: refill.kioskId,
            created: refill.created,
            type: refill.type,
            createdBy: refill.createdBy,
            note: refill.note ?? null,
            sessionId: refill.sessionId ?? null,
            sessionClosedAt: refill.sessionClosedAt ?? null,
          })),
        ),
      );
      const lines = refillRows.flatMap(({ id, refill }) =>
        refill.items.map((item) => ({ ...item, refillId: id, weight: item.weight ?? null })),
      );
      await inChunks(lines, (chunk) => db.insert(refillItems).values(chunk));
    },
  };
}
