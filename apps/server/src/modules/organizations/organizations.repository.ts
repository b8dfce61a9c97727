import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { selectRows, type Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { scopeFilter, type Scope } from '../../auth/scope.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
/** A row with its parent's name (the parent may lie outside the caller's scope: a sub-admin sees whose sub they are). */
export type OrganizationWithParent = OrganizationRow & { parentName: string | null };

export interface TreeNode {
  id: string;
  parentId: string | null;
  name: string;
}

export type GridSortField = 'name' | 'city' | 'country' | 'zipcode' | 'type' | 'createdAt';

export interface GridQuery {
  offset: number;
  limit: number;
  sort: { field: GridSortField; order: 'asc' | 'desc' };
  search?: string | undefined;
  filters: {
    country?: readonly string[] | undefined;
    city?: readonly string[] | undefined;
    zipcode?: readonly string[] | undefined;
    type?: readonly string[] | undefined;
    parentOrg?: readonly string[] | undefined;
  };
}

export interface Facets {
  countries: string[];
  cities: string[];
  zipcodes: string[];
}

const parent = alias(organizations, 'parent');

const SORT_COLUMNS: Record<GridSortField, SQL> = {
  name: sql`lower(${organizations.name})`,
  city: sql`lower(${organizations.city})`,
  country: sql`lower(${organizations.country})`,
  zipcode: sql`${organizations.postalCode}`,
  type: sql`${organizations.type}`,
  createdAt: sql`${organizations.createdAt}`,
};

/** What a tree change may do inside its transaction. */
export interface TreeTransaction {
  withDescendants(orgIds: readonly string[]): Promise<string[]>;
  update(id: string, patch: Partial<NewOrganizationRow>): Promise<OrganizationRow | undefined>;
}

/** The scope as a WHERE condition on organizations.id; undefined = no restriction (root). */
function inScope(scope: Scope): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length === 0 ? sql`false` : inArray(organizations.id, ids);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createOrganizationsRepository(db: Db) {
  const withParent = () =>
    db
      .select({ org: organizations, parentName: parent.name })
      .from(organizations)
      .leftJoin(parent, eq(parent.id, organizations.parentId));
  const flatten = (rows: { org: OrganizationRow; parentName: string | null }[]): OrganizationWithParent[] =>
    rows.map((r) => ({ ...r.org, parentName: r.parentName }));

  // getSelf names the caller's organizations on every call: prepared once.
  const summariesOf = prepared(() =>
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        currency: organizations.currency,
        timeZone: organizations.timeZone,
      })
      .from(organizations)
      .where(sql`${organizations.id} = ANY(${sql.placeholder('ids')}::uuid[])`),
  );

  return {
    /** The given organizations and every organization below them, at any depth. */
    async withDescendants(orgIds: readonly string[]): Promise<string[]> {
      if (orgIds.length === 0) return [];
      const ids = sql.join(
        orgIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const rows = await selectRows<{ id: string }>(
        db,
        sql`
        WITH RECURSIVE tree(id) AS (
          SELECT id FROM organizations WHERE id IN (${ids})
          UNION
          SELECT o.id FROM organizations o JOIN tree t ON o.parent_id = t.id
        )
        SELECT id FROM tree`,
      );
      return rows.map((r) => r.id);
    },

    /** Name, currency and time zone of organizations by id (for other modules' views and schedules). */
    async summaries(
      orgIds: readonly string[],
    ): Promise<Map<string, { name: string; currency: string; timeZone: string }>> {
      if (orgIds.length === 0) return new Map();
      const rows = await summariesOf.execute({ ids: [...orgIds] });
      return new Map(rows.map((r) => [r.id, { name: r.name, currency: r.currency, timeZone: r.timeZone }]));
    },

    async insert(row: NewOrganizationRow): Promise<OrganizationRow> {
      const [created] = await db.insert(organizations).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async update(id: string, patch: Partial<NewOrganizationRow>): Promise<OrganizationRow | undefined> {
      const [row] = await db
        .update(organizations)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(organizations.id, id))
        .returning();
      return row;
    },

    async count(): Promise<number> {
      const [row] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM organizations`);
      return row?.n ?? 0;
    },

    /** One organization if the scope reaches it. */
    async findInScope(scope: Scope, id: string): Promise<OrganizationWithParent | undefined> {
      const [row] = flatten(await withParent().where(and(eq(organizations.id, id), inScope(scope))));
      return row;
    },

    /** Every organization the scope reaches, by name. */
    async listInScope(scope: Scope): Promise<OrganizationWithParent[]> {
      return flatten(
        await withParent()
          .where(inScope(scope))
          .orderBy(sql`lower(${organizations.name})`, organizations.id),
      );
    },

    /** For each given organization, every organization below it at any depth. */
    async descendantsOf(orgIds: readonly string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(orgIds.map((id) => [id, []]));
      if (orgIds.length === 0) return result;
      const ids = sql.join(
        orgIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const rows = await selectRows<{ top: string; id: string }>(
        db,
        sql`
        WITH RECURSIVE tree(top, id) AS (
          SELECT id, id FROM organizations WHERE id IN (${ids})
          UNION
          SELECT t.top, o.id FROM organizations o JOIN tree t ON o.parent_id = t.id
        )
        SELECT top, id FROM tree WHERE top <> id ORDER BY top, id`,
      );
      for (const row of rows) result.get(row.top)?.push(row.id);
      return result;
    },

    /** Organizations the scope reaches that have sub-organizations the scope reaches (the parent facet). */
    async parentsInScope(scope: Scope): Promise<TreeNode[]> {
      const child = alias(organizations, 'child');
      const ids = scopeFilter(scope);
      const reach = (column: PgColumn) =>
        ids === null ? undefined : ids.length === 0 ? sql`false` : inArray(column, ids);
      return db
        .selectDistinct({ id: organizations.id, parentId: organizations.parentId, name: organizations.name })
        .from(organizations)
        .innerJoin(child, eq(child.parentId, organizations.id))
        .where(and(reach(organizations.id), reach(child.id)))
        .orderBy(organizations.name, organizations.id);
    },

    async page(scope: Scope, query: GridQuery): Promise<{ total: number; rows: OrganizationWithParent[] }> {
      const { filters } = query;
      const conditions: (SQL | undefined)[] = [inScope(scope)];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(
          or(
            ilike(organizations.name, pattern),
            ilike(organizations.city, pattern),
            sql`${organizations.contact}->>'email' ILIKE ${pattern}`,
          ),
        );
      }
      if (filters.country?.length) conditions.push(inArray(organizations.country, [...filters.country]));
      if (filters.city?.length) conditions.push(inArray(organizations.city, [...filters.city]));
      if (filters.zipcode?.length) conditions.push(inArray(organizations.postalCode, [...filters.zipcode]));
      if (filters.type?.length) conditions.push(inArray(organizations.type, [...filters.type]));
      if (filters.parentOrg?.length) conditions.push(inArray(organizations.parentId, [...filters.parentOrg]));
      const where = and(...conditions);
      const column = SORT_COLUMNS[query.sort.field];
      const order = query.sort.order === 'desc' ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;
      const [[counted], rows] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(organizations)
          .where(where),
        withParent()
          .where(where)
          .orderBy(order, query.sort.order === 'desc' ? desc(organizations.id) : asc(organizations.id))
          .limit(query.limit)
          .offset(query.offset),
      ]);
      return { total: counted?.n ?? 0, rows: flatten(rows) };
    },

    /** Distinct countries, cities and postal codes of the organizations the scope reaches. */
    async facets(scope: Scope): Promise<Facets> {
      const distinct = async (column: PgColumn) => {
        const rows = await db
          .selectDistinct({ value: column })
          .from(organizations)
          .where(and(inScope(scope), sql`coalesce(${column}, '') <> ''`))
          .orderBy(column);
        return rows.map((r) => r.value as string);
      };
      return {
        countries: await distinct(organizations.country),
        cities: await distinct(organizations.city),
        zipcodes: await distinct(organizations.postalCode),
      };
    },

    async slugsStartingWith(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(ilike(organizations.slug, `${escapeLike(base)}%`));
      return new Set(rows.map((r) => r.slug));
    },

    /** Serialises changes of the organization tree (parent moves), so two moves cannot build a cycle together. */
    async inTreeTransaction<T>(work: (tx: TreeTransaction) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('organizations-tree'))`);
        const repo: TreeTransaction = createOrganizationsRepository(tx as unknown as Db);
        return work(repo);
      });
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
