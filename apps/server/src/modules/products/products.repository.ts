import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProductLinesGridRequest } from '@kiosk/common/validation';
import type { Db } from '../../db/client.ts';
import { prepared, preparedByShape } from '../../db/prepared.ts';
import { prices, productFamilies, productLines, taxes } from '../../db/schema/products.ts';
import { scopeFilter, type Scope } from '../../auth/scope.ts';

export type ProductLineRow = typeof productLines.$inferSelect;
export type NewProductLineRow = typeof productLines.$inferInsert;
export type TaxRow = typeof taxes.$inferSelect;
export type ProductFamilyRow = typeof productFamilies.$inferSelect;

/** Reference data every organization may use; fixed ids so several instances insert it once. */
export const GLOBAL_TAXES = [
  { id: '00000000-0000-4000-8000-000000000019', name: 'DE 19 %', value: '19.00' },
  { id: '00000000-0000-4000-8000-000000000007', name: 'DE 7 %', value: '7.00' },
] as const;
export const GLOBAL_FAMILIES = [
  {
    id: '00000000-0000-4000-8001-000000000001',
    name: 'Drinks',
    categories: ['Water', 'Soft drinks', 'Juice', 'Coffee', 'Dairy drinks'],
  },
  { id: '00000000-0000-4000-8001-000000000002', name: 'Snacks', categories: ['Snacks', 'Sweets', 'Bars', 'Fruit'] },
  {
    id: '00000000-0000-4000-8001-000000000003',
    name: 'Fresh food',
    categories: ['Sandwiches', 'Salads', 'Meals', 'Dairy', 'Desserts'],
  },
] as const;

/** Tenant filter: org_id within the scope (root: no filter). */
function inScope(scope: Scope, column: typeof productLines.orgId): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length ? inArray(column, ids) : sql`false`;
}

/** Global rows (org_id null) plus the scope's own. */
function globalOrInScope(scope: Scope, column: typeof taxes.orgId | typeof productFamilies.orgId): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length ? or(isNull(column), inArray(column, ids)) : isNull(column);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface GridQuery extends ProductLinesGridRequest {
  /** Categories of the chosen family (resolved by the service); undefined = no family filter. */
  familyCategories?: string[];
}

/** What changes the grid's SQL text (its values are placeholders). */
interface GridShape extends Record<string, string | boolean> {
  scoped: boolean;
  archived: boolean;
  orgId: boolean;
  category: boolean;
  manufacturer: boolean;
  family: boolean;
  search: boolean;
  sortField: GridQuery['sortField'];
  sortOrder: GridQuery['sortOrder'];
}

export function createProductsRepository(db: Db) {
  const sortColumns = {
    name: sql`lower(${productLines.name})`,
    category: sql`lower(${productLines.category})`,
    manufacturer: sql`lower(${productLines.manufacturer})`,
    articleNumber: productLines.articleNumber,
    defaultPrice: productLines.defaultPrice,
    defaultCost: productLines.defaultCost,
    createdAt: productLines.createdAt,
  } as const;

  // The products screen's every page: one prepared rows and count statement per shape.
  const gridStatements = preparedByShape((shape: GridShape) => {
    const pattern = sql.placeholder('pattern');
    const where = and(
      shape.scoped ? sql`${productLines.orgId} = ANY(${sql.placeholder('orgIds')}::uuid[])` : undefined,
      shape.archived ? undefined : isNull(productLines.archivedAt),
      shape.orgId ? eq(productLines.orgId, sql.placeholder('orgId')) : undefined,
      shape.category ? eq(productLines.category, sql.placeholder('category')) : undefined,
      shape.manufacturer ? eq(productLines.manufacturer, sql.placeholder('manufacturer')) : undefined,
      shape.family ? sql`${productLines.category} = ANY(${sql.placeholder('familyCategories')}::text[])` : undefined,
      shape.search
        ? or(
            ilike(productLines.name, pattern),
            ilike(productLines.articleNumber, pattern),
            sql`${productLines.packagingOptions}->0->>'ean' ILIKE ${pattern}`,
          )
        : undefined,
    );
    const column = sortColumns[shape.sortField];
    return {
      rows: prepared(() =>
        db
          .select()
          .from(productLines)
          .where(where)
          .orderBy(shape.sortOrder === 'desc' ? desc(column) : asc(column), asc(productLines.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
      count: prepared(() =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(productLines)
          .where(where),
      ),
    };
  });
  const taxesById = prepared(() =>
    db
      .select()
      .from(taxes)
      .where(sql`${taxes.id} = ANY(${sql.placeholder('ids')}::uuid[])`),
  );

  return {
    async ensureReferenceData(): Promise<void> {
      await db
        .insert(taxes)
        .values([...GLOBAL_TAXES])
        .onConflictDoNothing();
      await db
        .insert(productFamilies)
        .values(GLOBAL_FAMILIES.map((f) => ({ ...f, categories: [...f.categories] })))
        .onConflictDoNothing();
    },

    async grid(scope: Scope, query: GridQuery): Promise<{ rows: ProductLineRow[]; total: number }> {
      const orgIds = scopeFilter(scope);
      if (orgIds?.length === 0 || query.familyCategories?.length === 0) return { rows: [], total: 0 };
      const statements = gridStatements({
        scoped: orgIds !== null,
        archived: query.includeArchived,
        orgId: Boolean(query.orgId),
        category: Boolean(query.category),
        manufacturer: Boolean(query.manufacturer),
        family: query.familyCategories !== undefined,
        search: Boolean(query.search),
        sortField: query.sortField,
        sortOrder: query.sortOrder,
      });
      const values = {
        orgIds,
        orgId: query.orgId,
        category: query.category,
        manufacturer: query.manufacturer,
        familyCategories: query.familyCategories,
        pattern: query.search ? `%${escapeLike(query.search)}%` : undefined,
        limit: query.pageSize,
        offset: query.page * query.pageSize,
      };
      const [rows, [count]] = await Promise.all([statements.rows.execute(values), statements.count.execute(values)]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Non-archived products in scope (optionally of one organization), by name. */
    async list(scope: Scope, orgId?: string): Promise<ProductLineRow[]> {
      return db
        .select()
        .from(productLines)
        .where(
          and(
            inScope(scope, productLines.orgId),
            isNull(productLines.archivedAt),
            orgId ? eq(productLines.orgId, orgId) : undefined,
          ),
        )
        .orderBy(sql`lower(${productLines.name})`, asc(productLines.id));
    },

    /** Each product's tax rate in percent (decimal text); products without a tax are absent. */
    async taxRates(ids: readonly string[]): Promise<Map<string, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: productLines.id, value: taxes.value })
        .from(productLines)
        .innerJoin(taxes, eq(taxes.id, productLines.taxId))
        .where(inArray(productLines.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.value]));
    },

    /** Products by id, any organization (for other modules' facts; they checked their own scope). */
    async findByIds(ids: readonly string[]): Promise<ProductLineRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(productLines)
        .where(inArray(productLines.id, [...ids]));
    },

    /** Ids of the products of a manufacturer (exact, case-insensitive). */
    async idsByManufacturer(manufacturer: string): Promise<string[]> {
      const rows = await db
        .select({ id: productLines.id })
        .from(productLines)
        .where(sql`lower(${productLines.manufacturer}) = lower(${manufacturer})`);
      return rows.map((row) => row.id);
    },

    async findById(scope: Scope, id: string): Promise<ProductLineRow | undefined> {
      const [row] = await db
        .select()
        .from(productLines)
        .where(and(eq(productLines.id, id), inScope(scope, productLines.orgId)));
      return row;
    },

    /** Inserts the product and its first default-price entry in one transaction. */
    async insert(row: NewProductLineRow, createdBy: string): Promise<ProductLineRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(productLines).values(row).returning();
        if (!created) throw new Error('insert returned no row');
        if (/[1-9]/.test(created.defaultPrice)) {
          await tx.insert(prices).values({
            orgId: created.orgId,
            productLineId: created.id,
            price: created.defaultPrice,
            isDefault: true,
            validFrom: created.createdAt,
            createdBy,
          });
        }
        return created;
      });
    },

    /**
     * Updates the product; when the default price changes, the default price that applies now ends now
     * and a new entry starts (the price history keeps what applied when).
     */
    async update(
      id: string,
      patch: Partial<NewProductLineRow>,
      createdBy: string,
    ): Promise<ProductLineRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ price: productLines.defaultPrice })
          .from(productLines)
          .where(eq(productLines.id, id));
        const [row] = await tx
          .update(productLines)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(productLines.id, id))
          .returning();
        if (row && before && patch.defaultPrice !== undefined && before.price !== row.defaultPrice) {
          const now = new Date();
          await tx
            .update(prices)
            .set({ validTo: now })
            .where(
              and(
                eq(prices.productLineId, id),
                isNull(prices.kioskId),
                sql`${prices.validFrom} < ${now.toISOString()}::timestamptz`,
                sql`(${prices.validTo} IS NULL OR ${prices.validTo} > ${now.toISOString()}::timestamptz)`,
              ),
            );
          await tx.insert(prices).values({
            orgId: row.orgId,
            productLineId: id,
            price: row.defaultPrice,
            isDefault: true,
            validFrom: now,
            createdBy,
          });
        }
        return row;
      });
    },

    async delete(id: string): Promise<void> {
      await db.delete(productLines).where(eq(productLines.id, id));
    },

    async manufacturers(scope: Scope): Promise<string[]> {
      const rows = await db
        .selectDistinct({ name: productLines.manufacturer })
        .from(productLines)
        .where(
          and(
            inScope(scope, productLines.orgId),
            isNull(productLines.archivedAt),
            sql`coalesce(${productLines.manufacturer}, '') <> ''`,
          ),
        )
        .orderBy(productLines.manufacturer);
      return rows.map((r) => r.name).filter((name): name is string => Boolean(name));
    },

    async findTax(id: string): Promise<TaxRow | undefined> {
      const [row] = await db.select().from(taxes).where(eq(taxes.id, id));
      return row;
    },

    async findTaxes(ids: readonly string[]): Promise<TaxRow[]> {
      if (ids.length === 0) return [];
      return taxesById.execute({ ids: [...ids] });
    },

    /** Global taxes plus the given organization's (or, without one, every organization's in scope). */
    async taxes(scope: Scope, orgId?: string): Promise<TaxRow[]> {
      const where = orgId ? or(isNull(taxes.orgId), eq(taxes.orgId, orgId)) : globalOrInScope(scope, taxes.orgId);
      return db.select().from(taxes).where(where).orderBy(desc(taxes.value), asc(taxes.name));
    },

    async families(scope: Scope): Promise<ProductFamilyRow[]> {
      return db
        .select()
        .from(productFamilies)
        .where(globalOrInScope(scope, productFamilies.orgId))
        .orderBy(sql`lower(${productFamilies.name})`);
    },

    async findFamily(scope: Scope, id: string): Promise<ProductFamilyRow | undefined> {
      const [row] = await db
        .select()
        .from(productFamilies)
        .where(and(eq(productFamilies.id, id), globalOrInScope(scope, productFamilies.orgId)));
      return row;
    },

    async insertTax(row: typeof taxes.$inferInsert): Promise<TaxRow> {
      const [created] = await db.insert(taxes).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async insertFamily(row: typeof productFamilies.$inferInsert): Promise<ProductFamilyRow> {
      const [created] = await db.insert(productFamilies).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
