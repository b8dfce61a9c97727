import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { memberships, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A role in one organization, as stored. */
export interface MembershipRow {
  orgId: string;
  role: string;
  status: string;
}

/** A role with the organization's name and currency (from the organizations module), as views show it. */
export interface MembershipView extends MembershipRow {
  orgName: string;
  currency: string;
}

export function createUsersRepository(db: Db) {
  // Authentication loads the caller and their roles on every request: prepared once.
  const byId = prepared(() =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id'))),
  );
  const membershipsOfUser = prepared(() =>
    db
      .select({ orgId: memberships.orgId, role: memberships.role, status: memberships.status })
      .from(memberships)
      .where(eq(memberships.userId, sql.placeholder('userId')))
      .orderBy(memberships.createdAt, memberships.id),
  );

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findByExternalSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.externalSubject, subject));
      return row;
    },

    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** The user's roles, oldest first ("first admin organization"). */
    async memberships(userId: string): Promise<MembershipRow[]> {
      return membershipsOfUser.execute({ userId });
    },

    /** Names and e-mail addresses of users by id (who acknowledged an alert, for reports). */
    async namesOf(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Users with a role in the given organizations, by name (the organizations module's member lists). */
    async membersOf(orgIds: readonly string[]) {
      if (orgIds.length === 0) return [];
      return db
        .select({
          orgId: memberships.orgId,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: memberships.role,
          status: memberships.status,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(inArray(memberships.orgId, [...orgIds]))
        .orderBy(users.firstName, users.lastName, users.id);
    },

    async addMembership(userId: string, orgId: string, role: string): Promise<void> {
      await db
        .insert(memberships)
        .values({ userId, orgId, role })
        .onConflictDoUpdate({ target: [memberships.userId, memberships.orgId], set: { role } });
    },

    async hasMembership(userId: string, orgId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.orgId, orgId)));
      return Boolean(row);
    },

    async countRoots(): Promise<number> {
      const [row] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users WHERE root`);
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
