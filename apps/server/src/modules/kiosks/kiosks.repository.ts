import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { KiosksGridRequest } from '@kiosk/common/validation';
import { scopeFilter, type Scope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { prepared, preparedByShape } from '../../db/prepared.ts';
import { kiosks } from '../../db/schema/kiosks.ts';
import { AppError } from '../../lib/errors.ts';

export type KioskRow = typeof kiosks.$inferSelect;
export type NewKioskRow = typeof kiosks.$inferInsert;

/** Tenant filter: org_id within the scope (root: no filter). */
function inScope(scope: Scope): SQL | undefined {
  const ids = scopeFilter(scope);
  if (ids === null) return undefined;
  // Field operations: the kiosks assigned to a replenisher besides the organizations (ADR 0024).
  const assigned = scope.kioskIds?.size ? inArray(kiosks.id, [...scope.kioskIds]) : undefined;
  return or(ids.length ? inArray(kiosks.orgId, ids) : undefined, assigned) ?? sql`false`;
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

/** What changes the grid's SQL text (its values are placeholders). */
interface GridShape extends Record<string, string | boolean> {
  scoped: boolean;
  orgId: boolean;
  search: boolean;
  network: boolean;
  service: boolean;
  door: boolean;
  tags: boolean;
  sortField: Exclude<KiosksGridRequest['sortField'], 'dayIncome'>;
  sortOrder: KiosksGridRequest['sortOrder'];
}

/** A kiosk of the grid's filter as the dayIncome sort needs it (the rows come after sorting). */
export interface KioskGridKey {
  id: string;
  orgId: string;
  name: string;
}

const byName = [sql`lower(${kiosks.name})`, asc(kiosks.id)] as const;

export function createKiosksRepository(db: Db) {
  const sortColumns = {
    name: sql`lower(${kiosks.name})`,
    serialNumber: kiosks.serialNumber,
    createdAt: kiosks.createdAt,
  } as const;

  // The kiosks screen's every page: one prepared rows and count statement per shape (docs/performance.md).
  const gridStatements = preparedByShape((shape: GridShape) => {
    const pattern = sql.placeholder('pattern');
    const where = and(
      shape.scoped ? sql`${kiosks.orgId} = ANY(${sql.placeholder('orgIds')}::uuid[])` : undefined,
      shape.orgId ? eq(kiosks.orgId, sql.placeholder('orgId')) : undefined,
      shape.search ? or(ilike(kiosks.name, pattern), ilike(kiosks.serialNumber, pattern)) : undefined,
      shape.network ? eq(kiosks.online, sql.placeholder('online')) : undefined,
      shape.service ? eq(kiosks.inService, sql.placeholder('inService')) : undefined,
      shape.door ? eq(kiosks.door, sql.placeholder('door')) : undefined,
      shape.tags ? sql`${kiosks.tags} && ${sql.placeholder('tags')}::text[]` : undefined,
    );
    const column = sortColumns[shape.sortField];
    return {
      rows: prepared(() =>
        db
          .select()
          .from(kiosks)
          .where(where)
          .orderBy(shape.sortOrder === 'desc' ? desc(column) : asc(column), asc(kiosks.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      ),
      count: prepared(() =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(kiosks)
          .where(where),
      ),
      keys: prepared(() =>
        db.select({ id: kiosks.id, orgId: kiosks.orgId, name: kiosks.name }).from(kiosks).where(where),
      ),
    };
  });

  /** The grid's statements and values for a request (a sort the SQL cannot do is read by name). */
  function gridQuery(orgIds: string[] | null, query: KiosksGridRequest) {
    const statements = gridStatements({
      scoped: orgIds !== null,
      orgId: Boolean(query.orgId),
      search: Boolean(query.search),
      network: Boolean(query.network),
      service: Boolean(query.service),
      door: Boolean(query.door),
      tags: Boolean(query.tags),
      sortField: query.sortField === 'dayIncome' ? 'name' : query.sortField,
      sortOrder: query.sortOrder,
    });
    const values = {
      orgIds,
      orgId: query.orgId,
      pattern: query.search ? `%${escapeLike(query.search)}%` : undefined,
      online: query.network === 'online',
      inService: query.service === 'inService',
      door: query.door,
      tags: query.tags,
      limit: query.pageSize,
      offset: query.page * query.pageSize,
    };
    return { statements, values };
  }

  return {
    async grid(scope: Scope, query: KiosksGridRequest): Promise<{ rows: KioskRow[]; total: number }> {
      const orgIds = scopeFilter(scope);
      if (orgIds?.length === 0) return { rows: [], total: 0 };
      const { statements, values } = gridQuery(orgIds, query);
      const [rows, [count]] = await Promise.all([statements.rows.execute(values), statements.count.execute(values)]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Every kiosk the grid's filters select (id, owner, name; no paging): for a sort by a figure of another module. */
    async gridKeys(scope: Scope, query: KiosksGridRequest): Promise<KioskGridKey[]> {
      const orgIds = scopeFilter(scope);
      if (orgIds?.length === 0) return [];
      const { statements, values } = gridQuery(orgIds, query);
      return statements.keys.execute(values);
    },

    /** Kiosks by id (in scope), in no particular order. */
    async findByIds(scope: Scope, ids: readonly string[]): Promise<KioskRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(kiosks)
        .where(and(inArray(kiosks.id, [...ids]), inScope(scope)));
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

    /** For the alert engine: name, last message time and controller settings (all kiosks, or these). */
    async engineFacts(ids?: readonly string[]) {
      if (ids?.length === 0) return [];
      return db
        .select({
          id: kiosks.id,
          orgId: kiosks.orgId,
          name: kiosks.name,
          serialNumber: kiosks.serialNumber,
          lastSeen: kiosks.lastSeen,
          controller: kiosks.controller,
          technicianPin: kiosks.technicianPin,
        })
        .from(kiosks)
        .where(ids ? inArray(kiosks.id, [...ids]) : undefined);
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
