import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, paymentMethods, users } from '../../db/schema/users.ts';
import type { MembershipRow, UserRow } from './users.repository.ts';

export interface UsersGridQuery {
  page: number;
  pageSize: number;
  sort: { field: 'firstName' | 'lastName' | 'email' | 'status' | 'updatedAt'; order: 'asc' | 'desc' };
  search?: string | undefined;
  organization?: string | undefined;
  role?: string | undefined;
  status?: string | undefined;
}

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const SORT_COLUMNS = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
  updatedAt: users.updatedAt,
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** uuid list for `IN (…)` inside raw SQL fragments. */
const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Reads and writes for user administration. `orgFilter` is the caller's scope as org ids, or null for
 * root (no filter); a user is visible when they hold a role in one of those organizations.
 */
export function createUsersAdminRepository(db: Db) {
  function membershipExists(orgFilter: string[] | null, extra: { orgId?: string; role?: string }): SQL | undefined {
    if (!orgFilter && !extra.orgId && !extra.role) return undefined;
    if (orgFilter && orgFilter.length === 0) return sql`false`;
    const parts: SQL[] = [sql`m.user_id = ${users.id}`];
    if (orgFilter) parts.push(sql`m.org_id IN (${uuidList(orgFilter)})`);
    if (extra.orgId) parts.push(sql`m.org_id = ${extra.orgId}::uuid`);
    if (extra.role) parts.push(sql`m.role = ${extra.role}`);
    return sql`EXISTS (SELECT 1 FROM memberships m WHERE ${sql.join(parts, sql` AND `)})`;
  }

  return {
    async grid(query: UsersGridQuery, orgFilter: string[] | null): Promise<{ total: number; rows: UserRow[] }> {
      const conditions: (SQL | undefined)[] = [
        membershipExists(orgFilter, { orgId: query.organization, role: query.role }),
        query.status ? eq(users.status, query.status) : undefined,
      ];
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(
          sql`(${users.firstName} ILIKE ${pattern} OR ${users.lastName} ILIKE ${pattern} OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`,
        );
      }
      const where = and(...conditions);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const column = SORT_COLUMNS[query.sort.field];
      const direction = query.sort.order === 'desc' ? desc : asc;
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(direction(column), asc(users.id))
        .limit(query.pageSize)
        .offset(query.page * query.pageSize);
      return { total: count?.n ?? 0, rows };
    },

    /** Whether the user exists and (unless orgFilter is null) holds a role in one of those organizations. */
    async findVisible(userId: string, orgFilter: string[] | null): Promise<UserRow | undefined> {
      const visible = membershipExists(orgFilter, {});
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), visible));
      return row;
    },

    /** Memberships of several users, limited to orgFilter (null = all), oldest first. */
    async membershipsOf(userIds: readonly string[], orgFilter: string[] | null): Promise<Map<string, MembershipRow[]>> {
      const result = new Map<string, MembershipRow[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0 || orgFilter?.length === 0) return result;
      const rows = await db
        .select({
          userId: memberships.userId,
          orgId: memberships.orgId,
          role: memberships.role,
          status: memberships.status,
        })
        .from(memberships)
        .where(
          and(inArray(memberships.userId, [...userIds]), orgFilter ? inArray(memberships.orgId, orgFilter) : undefined),
        )
        .orderBy(memberships.createdAt, memberships.id);
      for (const { userId, ...membership } of rows) result.get(userId)?.push(membership);
      return result;
    },

    /** Organization ids of the user's roles outside orgFilter (what a non-root caller may not see or touch). */
    async membershipOrgIdsOutside(userId: string, orgFilter: string[]): Promise<string[]> {
      const rows = await db
        .select({ orgId: memberships.orgId })
        .from(memberships)
        .where(
          and(eq(memberships.userId, userId), orgFilter.length ? notInArray(memberships.orgId, orgFilter) : undefined),
        );
      return rows.map((r) => r.orgId);
    },

    /**
     * Replaces the user's roles within `reach` (null = everywhere) by `wanted`, in one transaction:
     * roles in reach that are not wanted are removed; wanted ones are added or changed.
     */
    async setRoles(
      userId: string,
      wanted: readonly { orgId: string; role: string }[],
      reach: string[] | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const keep = wanted.map((w) => w.orgId);
        await tx
          .delete(memberships)
          .where(
            and(
              eq(memberships.userId, userId),
              reach
                ? inArray(memberships.orgId, reach.length ? reach : ['00000000-0000-0000-0000-000000000000'])
                : undefined,
              keep.length ? notInArray(memberships.orgId, keep) : undefined,
            ),
          );
        for (const { orgId, role } of wanted) {
          await tx
            .insert(memberships)
            .values({ userId, orgId, role })
            .onConflictDoUpdate({ target: [memberships.userId, memberships.orgId], set: { role } });
        }
      });
    },

    async countActiveRoots(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.root, true), eq(users.status, 'ACTIVE')));
      return row?.n ?? 0;
    },

    async paymentMethodsOf(userId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(paymentMethods.createdAt);
    },

    /** Every user visible with orgFilter, by first name (exports). */
    async listVisible(orgFilter: string[] | null): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(membershipExists(orgFilter, {}))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },
  };
}

export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
