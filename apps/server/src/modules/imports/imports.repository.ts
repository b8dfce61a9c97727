import { and, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionItems, transactions } from '../../db/schema/transactions.ts';

/** An imported sale: one transaction of a kiosk with its items (one row per unit, at the file's price). */
export interface ImportedSale {
  orgId: string;
  kioskId: string;
  sessionId: string;
  created: Date;
  total: string;
  paymentType: string | null;
  cardId: string | null;
  items: { productLineId: string; name: string; price: string }[];
}

const CHUNK = 500;

/** Imported sales. Built on the database or on the caller's transaction. */
export function createImportRepository(db: Db) {
  return {
    /** `kioskId/sessionId` keys of the imported sales these kiosks already have. */
    async importedSessions(kioskIds: readonly string[]): Promise<Set<string>> {
      if (!kioskIds.length) return new Set();
      const rows = await db
        .select({ kioskId: transactions.kioskId, sessionId: transactions.sessionId })
        .from(transactions)
        .where(and(inArray(transactions.kioskId, [...kioskIds]), like(transactions.sessionId, 'import:%')));
      return new Set(rows.map((row) => `${row.kioskId}/${row.sessionId}`));
    },

    /** Inserts the sales (those already there are skipped by the kiosk/session key); the number inserted. */
    async insert(sales: readonly ImportedSale[]): Promise<number> {
      let inserted = 0;
      for (let start = 0; start < sales.length; start += CHUNK) {
        const chunk = sales.slice(start, start + CHUNK);
        const rows = await db
          .insert(transactions)
          .values(
            chunk.map((sale) => ({
              orgId: sale.orgId,
              kioskId: sale.kioskId,
              sessionId: sale.sessionId,
              created: sale.created,
              total: sale.total,
              type: 'purchase',
              isPaid: true,
              paymentStatus: 'paid' as const,
              paymentAmount: sale.total,
              paymentProvider: 'import',
              paymentCardType: sale.paymentType,
              cardType: sale.paymentType,
              memberCardId: sale.cardId,
            })),
          )
          .onConflictDoNothing({ target: [transactions.kioskId, transactions.sessionId] })
          .returning({ id: transactions.id, kioskId: transactions.kioskId, sessionId: transactions.sessionId });
        const bySession = new Map(chunk.map((sale) => [`${sale.kioskId}/${sale.sessionId}`, sale]));
        const items = rows.flatMap((row) =>
          (bySession.get(`${row.kioskId}/${row.sessionId}`)?.items ?? []).map((item) => ({
            ...item,
            transactionId: row.id,
          })),
        );
        for (let at = 0; at < items.length; at += CHUNK * 4) {
          await db.insert(transactionItems).values(items.slice(at, at + CHUNK * 4));
        }
        inserted += rows.length;
      }
      return inserted;
    },
  };
}
