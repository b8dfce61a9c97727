import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kioskCommands } from '../../db/schema/commands.ts';
import type { CommandRow } from './commands.repository.ts';

/** The queries of the re-seal at start: commands whose secret parameters move to the current key (ADR 0020). */
export function createCommandSecretsQueries(db: Db) {
  return {
    /**
     * A page (by id) of commands whose secret parameters (`paths` by type) are not all sealed with the key
     * `prefix` names (`v2.<key id>.`): what the re-seal at start moves (ADR 0020).
     */
    async withSecretsNotSealedWith(
      paths: Readonly<Record<string, readonly (readonly string[])[]>>,
      prefix: string,
      after: string | null,
      limit: number,
    ): Promise<Pick<CommandRow, 'id' | 'type' | 'params'>[]> {
      const byType = Object.entries(paths).map(([type, list]) => {
        const stale = list.map((path) => {
          const value = sql`(${kioskCommands.params} #>> ${`{${path.join(',')}}`}::text[])`;
          return sql`(${value} <> '' AND NOT starts_with(${value}, ${prefix}))`;
        });
        return sql`(${kioskCommands.type} = ${type} AND (${sql.join(stale, sql` OR `)}))`;
      });
      if (!byType.length) return [];
      return db
        .select({ id: kioskCommands.id, type: kioskCommands.type, params: kioskCommands.params })
        .from(kioskCommands)
        .where(and(sql`(${sql.join(byType, sql` OR `)})`, after ? gt(kioskCommands.id, after) : undefined))
        .orderBy(asc(kioskCommands.id))
        .limit(limit);
    },

    /** Replaces a command's params only while they are still `before` (compare-and-set; false if changed). */
    async replaceParams(id: string, before: Record<string, unknown>, next: Record<string, unknown>): Promise<boolean> {
      const rows = await db
        .update(kioskCommands)
        .set({ params: next })
        .where(and(eq(kioskCommands.id, id), sql`${kioskCommands.params} = ${JSON.stringify(before)}::jsonb`))
        .returning({ id: kioskCommands.id });
      return rows.length > 0;
    },
  };
}
