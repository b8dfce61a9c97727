import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prices } from '../../db/schema/products.ts';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { PriceEntry } from './products.prices.rules.ts';

export type PriceRow = typeof prices.$inferSelect;
export type NewPriceRow = typeof prices.$inferInsert;

function inScope(scope: Scope): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length ? inArray(prices.orgId, ids) : sql`false`;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createPricesRepository(db: Db) {
  async function page(
    where: SQL | undefined,
    skip: number,
    limit: number,
  ): Promise<{ rows: PriceRow[]; total: number }> {
    const rows = await db
      .select()
      .from(prices)
      .where(where)
      .orderBy(desc(prices.validFrom), desc(prices.createdAt), asc(prices.id))
      .limit(limit)
      .offset(skip);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(prices)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  }

  return {
    async insert(row: NewPriceRow): Promise<PriceRow> {
      const [created] = await db.insert(prices).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async update(
      id: string,
      patch: Partial<Pick<NewPriceRow, 'price' | 'validFrom' | 'validTo'>>,
    ): Promise<PriceRow | undefined> {
      const [row] = await db.update(prices).set(patch).where(eq(prices.id, id)).returning();
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(prices).where(eq(prices.id, id));
    },

    async findById(scope: Scope, id: string): Promise<PriceRow | undefined> {
      const [row] = await db
        .select()
        .from(prices)
        .where(and(eq(prices.id, id), inScope(scope)));
      return row;
    },

    /** Default prices of a product, newest validFrom first. */
    defaultHistory(scope: Scope, productLineId: string, skip: number, limit: number) {
      return page(and(eq(prices.productLineId, productLineId), isNull(prices.kioskId), inScope(scope)), skip, limit);
    },

    /** Kiosk-specific prices that apply now or will later (validTo open or after `now`). */
    activeKioskPrices(scope: Scope, productLineId: string, now: Date, skip: number, limit: number) {
      return page(
        and(
          eq(prices.productLineId, productLineId),
          isNotNull(prices.kioskId),
          or(isNull(prices.validTo), sql`${prices.validTo} > ${at(now)}`),
          inScope(scope),
        ),
        skip,
        limit,
      );
    },

    /** Every price entry of these products for this kiosk or the default that covers the instant. */
    async coveringPricesOf(productLineIds: readonly string[], kioskId: string, instant: Date): Promise<PriceRow[]> {
      if (!productLineIds.length) return [];
      return db
        .select()
        .from(prices)
        .where(
          and(
            inArray(prices.productLineId, [...productLineIds]),
            or(isNull(prices.kioskId), eq(prices.kioskId, kioskId)),
            sql`${prices.validFrom} <= ${at(instant)}`,
            or(isNull(prices.validTo), sql`${prices.validTo} > ${at(instant)}`),
          ),
        );
    },

    /**
     * For each ask, every price entry of its products for its kiosk or the default that covers its instant:
     * one statement for them all (the asks as one jsonb parameter, a probe of the product's index each).
     */
    async coveringPricesOfMany(
      asks: readonly { kioskId: string; productLineIds: readonly string[]; instant: Date }[],
    ): Promise<(PriceEntry & { productLineId: string })[][]> {
      const rows = asks.flatMap((ask, i) =>
        ask.productLineIds.map((id) => ({
          i,
          kiosk_id: ask.kioskId,
          at: ask.instant.toISOString(),
          product_line_id: id,
        })),
      );
      const found: (PriceEntry & { productLineId: string })[][] = asks.map(() => []);
      if (!rows.length) return found;
      const { rows: entries } = (await db.execute(sql`
        SELECT r.i, p.id, p.product_line_id, p.kiosk_id, p.price::text AS price, p.valid_from, p.valid_to, p.created_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r(i integer, kiosk_id uuid, at timestamptz, product_line_id uuid)
        JOIN ${prices} p ON p.product_line_id = r.product_line_id
          AND (p.kiosk_id IS NULL OR p.kiosk_id = r.kiosk_id)
          AND p.valid_from <= r.at AND (p.valid_to IS NULL OR p.valid_to > r.at)`)) as unknown as {
        rows: {
          i: number;
          id: string;
          product_line_id: string;
          kiosk_id: string | null;
          price: string;
          valid_from: string | Date;
          valid_to: string | Date | null;
          created_at: string | Date;
        }[];
      };
      for (const row of entries) {
        found[row.i]?.push({
          id: row.id,
          productLineId: row.product_line_id,
          kioskId: row.kiosk_id,
          price: row.price,
          validFrom: new Date(row.valid_from),
          validTo: row.valid_to === null ? null : new Date(row.valid_to),
          createdAt: new Date(row.created_at),
        });
      }
      return found;
    },

    /** Every price entry of the product for this kiosk or the default that covers the instant. */
    async coveringPrices(
      scope: Scope,
      productLineId: string,
      kioskId: string | null,
      instant: Date,
    ): Promise<PriceRow[]> {
      return db
        .select()
        .from(prices)
        .where(
          and(
            eq(prices.productLineId, productLineId),
            kioskId ? or(isNull(prices.kioskId), eq(prices.kioskId, kioskId)) : isNull(prices.kioskId),
            sql`${prices.validFrom} <= ${at(instant)}`,
            or(isNull(prices.validTo), sql`${prices.validTo} > ${at(instant)}`),
            inScope(scope),
          ),
        );
    },
  };
}

export type PricesRepository = ReturnType<typeof createPricesRepository>;
