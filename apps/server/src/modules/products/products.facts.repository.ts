import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productLines } from '../../db/schema/products.ts';

/** What other modules' exports and pack lists print about a product (spec §3 Product line). */
export interface ProductFacts {
  id: string;
  name: string;
  articleNumber: string | null;
  manufacturer: string | null;
  /** Units in one pack: the first packaging option's unitCount (spec §3: only the first is used); 1 without one. */
  unitCount: number;
}

/** Product facts by id, for the kiosks module's inventory exports and pack lists. */
export function createProductFactsRepository(db: Db) {
  return {
    async byIds(ids: readonly string[]): Promise<ProductFacts[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: productLines.id,
          name: productLines.name,
          articleNumber: productLines.articleNumber,
          manufacturer: productLines.manufacturer,
          packagingOptions: productLines.packagingOptions,
        })
        .from(productLines)
        .where(inArray(productLines.id, [...ids]));
      return rows.map(({ packagingOptions, ...row }) => {
        const unitCount = packagingOptions[0]?.unitCount;
        return { ...row, unitCount: unitCount && unitCount > 0 ? Math.floor(unitCount) : 1 };
      });
    },
  };
}
