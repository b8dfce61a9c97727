import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { KiosksGridRequest } from '@kiosk/common/validation';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { kiosks } from '../../db/schema/kiosks.ts';
import { AppError } from '../../lib/errors.ts';

export type KioskRow = typeof kiosks.$inferSelect;
export type NewKioskRow = typeof kiosks.$inferInsert;

/** Tenant filter: org_id within the scope (root: no filter). */
function inScope(scope: Scope): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  return ids.length ? inArray(kiosks.orgId, ids) : sql`false`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A write that hit the unique serial number: the spec's error, naming the form field. */
async function uniqueSerial<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('SERIAL_NUMBER_EXISTS', { fields: { serialNumber: 'SERIAL_NUMBER_EXISTS' }, cause: error });
    }
    throw error;
  }
}

const byName = [sql`lower(${kiosks.name})`, asc(kiosks.id)] as const;

export function createKiosksRepository(db: Db) {
  const sortColumns = {
    name: sql`lower(${kiosks.name})`,
    serialNumber: kiosks.serialNumber,
    createdAt: kiosks.createdAt,
  } as const;

  return {
    async grid(scope: Scope, query: KiosksGridRequest): Promise<{ rows: KioskRow[]; total: number }> {
      const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
      const where = and(
        inScope(scope),
        query.orgId ? eq(kiosks.orgId, query.orgId) : undefined,
        pattern ? or(ilike(kiosks.name, pattern), ilike(kiosks.serialNumber, pattern)) : undefined,
        query.network ? eq(kiosks.online, query.network === 'online') : undefined,
        query.service ? eq(kiosks.inService, query.service === 'inService') : undefined,
        query.door ? eq(kiosks.door, query.door) : undefined,
        query.tags
          ? sql`${kiosks.tags} && ARRAY[${sql.join(
              query.tags.map((tag) => sql`${tag}`),
              sql`, `,
            )}]::text[]`
          : undefined,
      );
      const column = sortColumns[query.sortField];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(kiosks)
          .where(where)
          .orderBy(query.sortOrder === 'desc' ? desc(column) : asc(column), asc(kiosks.id))
          .limit(query.pageSize)
          .offset(query.page * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(kiosks)
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Kiosks in scope (optionally only of the given organizations), by name. */
    async list(scope: Scope, orgIds?: readonly string[]): Promise<KioskRow[]> {
      if (orgIds?.length === 0) return [];
      return db
        .select()
        .from(kiosks)
        .where(and(inScope(scope), orgIds ? inArray(kiosks.orgId, [...orgIds]) : undefined))
        .orderBy(...byName);
    },

    async serialNumbers(scope: Scope): Promise<string[]> {
      const rows = await db
        .select({ serialNumber: kiosks.serialNumber })
        .from(kiosks)
        .where(inScope(scope))
        .orderBy(asc(kiosks.serialNumber));
      return rows.map((r) => r.serialNumber);
    },

    /** Distinct (organization, tag) pairs on kiosks in scope. */
    async tags(scope: Scope): Promise<{ orgId: string; name: string }[]> {
      const tag = sql<string>`unnest(${kiosks.tags})`;
      const rows = await db
        .selectDistinct({ orgId: kiosks.orgId, name: tag.as('name') })
        .from(kiosks)
        .where(inScope(scope));
      return rows.sort((a, b) => a.orgId.localeCompare(b.orgId) || a.name.localeCompare(b.name));
    },

    async findById(scope: Scope, id: string): Promise<KioskRow | undefined> {
      const [row] = await db
        .select()
        .from(kiosks)
        .where(and(eq(kiosks.id, id), inScope(scope)));
      return row;
    },

    /** Inserts a kiosk; a taken serial number is SERIAL_NUMBER_EXISTS. */
    async insert(row: NewKioskRow): Promise<KioskRow> {
      return uniqueSerial(async () => {
        const [created] = await db.insert(kiosks).values(row).returning();
        if (!created) throw new Error('insert returned no row');
        return created;
      });
    },

    /** Updates the given fields; a taken serial number is SERIAL_NUMBER_EXISTS and nothing changes. */
    async update(id: string, patch: Partial<NewKioskRow>): Promise<KioskRow | undefined> {
      return uniqueSerial(async () => {
        const [row] = await db
          .update(kiosks)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(kiosks.id, id))
          .returning();
        return row;
      });
    },
  };
}

export type KiosksRepository = ReturnType<typeof createKiosksRepository>;
