import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;

export function createOrganizationsRepository(db: Db) {
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

    async insert(row: NewOrganizationRow): Promise<OrganizationRow> {
      const [created] = await db.insert(organizations).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async count(): Promise<number> {
      const [row] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM organizations`);
      return row?.n ?? 0;
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
