import { and, asc, desc, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared, preparedByShape } from '../../db/prepared.ts';
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

/** A value in a condition: a parameter now, or a placeholder of a prepared statement. */
type Value = SQLWrapper;

/** A role of the user exists: in `orgIds` (an uuid[] value), in `orgId`, with `role`; undefined = no condition. */
function membershipExists(parts: { orgIds?: Value | undefined; orgId?: Value | undefined; role?: Value | undefined }) {
  const conditions: SQL[] = [];
  if (parts.orgIds) conditions.push(sql`m.org_id = ANY(${parts.orgIds}::uuid[])`);
  if (parts.orgId) conditions.push(sql`m.org_id = ${parts.orgId}::uuid`);
  if (parts.role) conditions.push(sql`m.role = ${parts.role}`);
  if (conditions.length === 0) return undefined;
  return sql`EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = ${users.id} AND ${sql.join(conditions, sql` AND `)})`;
}

/** Users with a role in one of the organizations; null = everyone (root). */
function visibleIn(orgFilter: string[] | null): SQL | undefined {
  if (orgFilter === null) return undefined;
  return orgFilter.length === 0 ? sql`false` : membershipExists({ orgIds: sql.param(orgFilter) });
}

/** What changes the users grid's SQL text (its values are placeholders). */
interface GridShape extends Record<string, string | boolean> {
  scoped: boolean;
  organization: boolean;
  role: boolean;
  status: boolean;
  search: boolean;
  sortField: UsersGridQuery['sort']['field'];
  sortOrder: UsersGridQuery['sort']['order'];
}

/**
 * Reads and writes for user administration. `orgFilter` is the caller's scope as org ids, or null for
 * root (no filter); a user is visible when they hold a role in one of those organizations.
 */
export function createUsersAdminRepository(db: Db) {
  // The grid is the users screen's every page: one prepared rows and count statement per shape.
  const gridStatements = preparedByShape((shape: GridShape) => {
    const pattern = sql.placeholder('pattern');
    const where = and(
      membershipExists({
        orgIds: shape.scoped ? sql.placeholder('orgIds') : undefined,
        orgId: shape.organization ? sql.placeholder('organization') : undefined,
        role: shape.role ? sql.placeholder('role') : undefined,
      }),
      shape.status ? eq(users.status, sql.placeholder('status')) : undefined,
      shape.search
        ? sql`(${users.firstName} ILIKE ${pattern} OR ${users.lastName} ILIKE ${pattern} OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`
        : undefined,
    );
    const direction = shape.sortOrder === 'desc' ? desc : asc;
    return {
      count: prepared(() =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ),
      rows: prepared(() =>
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(SORT_COLUMNS[shape.sortField]), asc(users.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
    };
  });
  const rolesOf = preparedByShape(({ scoped }: { scoped: boolean }) =>
    prepared(() =>
      db
        .select({
          userId: memberships.userId,
          orgId: memberships.orgId,
          role: memberships.role,
          status: memberships.status,
        })
        .from(memberships)
        .where(
          and(
            sql`${memberships.userId} = ANY(${sql.placeholder('userIds')}::uuid[])`,
            scoped ? sql`${memberships.orgId} = ANY(${sql.placeholder('orgIds')}::uuid[])` : undefined,
          ),
        )
        .orderBy(memberships.createdAt, memberships.id),
    ),
  );
  const paymentMethodsOfUser = prepared(() =>
    db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, sql.placeholder('userId')))
      .orderBy(paymentMethods.createdAt),
  );

  return {
    async grid(query: UsersGridQuery, orgFilter: string[] | null): Promise<{ total: number; rows: UserRow[] }> {
      if (orgFilter?.length === 0) return { total: 0, rows: [] };
      const statements = gridStatements({
        scoped: orgFilter !== null,
        organization: Boolean(query.organization),
        role: Boolean(query.role),
        status: Boolean(query.status),
        search: Boolean(query.search),
        sortField: query.sort.field,
        sortOrder: query.sort.order,
      });
      const values = {
        orgIds: orgFilter,
        organization: query.organization,
        role: query.role,
        status: query.status,
        pattern: query.search ? likePattern(query.search) : undefined,
        limit: query.pageSize,
        offset: query.page * query.pageSize,
      };
      const [[count], rows] = await Promise.all([statements.count.execute(values), statements.rows.execute(values)]);
      return { total: count?.n ?? 0, rows };
    },

    /** Whether the user exists and (unless orgFilter is null) holds a role in one of those organizations. */
    async findVisible(userId: string, orgFilter: string[] | null): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), visibleIn(orgFilter)));
      return row;
    },

    /** Memberships of several users, limited to orgFilter (null = all), oldest first. */
    async membershipsOf(userIds: readonly string[], orgFilter: string[] | null): Promise<Map<string, MembershipRow[]>> {
      const result = new Map<string, MembershipRow[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0 || orgFilter?.length === 0) return result;
      const rows = await rolesOf({ scoped: orgFilter !== null }).execute({ userIds: [...userIds], orgIds: orgFilter });
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
      return paymentMethodsOfUser.execute({ userId });
    },

    /** Every user visible with orgFilter, by first name (exports). */
    /**
     * One page of the users visible in orgFilter, by first name, last name and id, after `after` (keyset):
     * the export reads them page by page, so memory does not grow with the number of users.
     */
    async listVisiblePage(
      orgFilter: string[] | null,
      after: Pick<UserRow, 'firstName' | 'lastName' | 'id'> | undefined,
      limit: number,
    ): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(
          and(
            visibleIn(orgFilter),
            after
              ? sql`(${users.firstName}, ${users.lastName}, ${users.id}) > (${after.firstName}, ${after.lastName}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(limit);
    },
  };
}

export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
