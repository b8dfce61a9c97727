import { z } from 'zod';
import { instantInput } from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/paging.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AuditChangeRow, AuditEntryRow, AuditQuery, AuditRepository } from './audit.repository.ts';

/** Names of the organizations entries belong to (the organizations module's summaries). */
export interface OrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { name: string }>>;
}

export interface AuditEntryView extends AuditEntryRow {
  orgName: string | null;
  changes: AuditChangeRow[];
}

const filterInput = z
  .object({
    userId: z.string().nullish(),
    objectType: z.string().max(100).nullish(),
    from: instantInput.nullish(),
    to: instantInput.nullish(),
    search: z.string().max(200).nullish(),
  })
  .nullish();

export type AuditFilterInput = z.input<typeof filterInput>;

/**
 * The audit log's reads (ADR 0012): root reads every entry, an organization admin the entries of the
 * organizations they reach. Entries without an organization (a root-only change, e.g. granting root)
 * are root's only.
 */
export function createAuditService(deps: { audit: AuditRepository; organizations: OrganizationsPort }) {
  const { audit, organizations } = deps;

  function toQuery(filter: AuditFilterInput): AuditQuery {
    const parsed = parseInput(filterInput, filter ?? {}) ?? {};
    if (parsed.userId && !isId(parsed.userId))
      throw new AppError('BAD_USER_INPUT', { fields: { userId: 'BAD_USER_INPUT' } });
    return {
      userId: parsed.userId ?? undefined,
      objectType: parsed.objectType ?? undefined,
      from: parsed.from ?? undefined,
      to: parsed.to ?? undefined,
      search: parsed.search ?? undefined,
    };
  }

  async function withDetails(rows: AuditEntryRow[]): Promise<AuditEntryView[]> {
    const [changes, names] = await Promise.all([
      audit.changesOf(rows.map((row) => row.id)),
      organizations.summaries([...new Set(rows.flatMap((row) => (row.orgId ? [row.orgId] : [])))]),
    ]);
    const byEntry = Map.groupBy(changes, (change) => change.entryId);
    return rows.map((row) => ({
      ...row,
      orgName: row.orgId ? (names.get(row.orgId)?.name ?? null) : null,
      changes: byEntry.get(row.id) ?? [],
    }));
  }

  return {
    async grid(viewer: Viewer, filter: AuditFilterInput, page?: number | null, size?: number | null) {
      const query = toQuery(filter);
      const window = pageWindow(page, size);
      const [{ total, rows }, objectTypes, actors] = await Promise.all([
        audit.grid(viewer.scope, query, window),
        audit.objectTypes(viewer.scope),
        audit.actors(viewer.scope),
      ]);
      return { total, data: await withDetails(rows), objectTypes, actors };
    },

    /** Every filtered entry, oldest page last (the export), in the caller's scope. */
    async *each(viewer: Viewer, filter: AuditFilterInput): AsyncGenerator<AuditEntryView> {
      let batch: AuditEntryRow[] = [];
      for await (const row of audit.each(viewer.scope, toQuery(filter))) {
        batch.push(row);
        if (batch.length === 200) {
          yield* await withDetails(batch);
          batch = [];
        }
      }
      if (batch.length) yield* await withDetails(batch);
    },

    /** The export's filter, checked, with only the known fields (what the export job gets). */
    checkFilter(filter: AuditFilterInput): AuditFilterInput {
      const query = toQuery(filter);
      return Object.fromEntries(
        Object.entries({ ...query, from: query.from?.toISOString(), to: query.to?.toISOString() }).filter(
          ([, value]) => value !== undefined,
        ),
      );
    },

    attachTriggers: () => audit.attachTriggers(),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
