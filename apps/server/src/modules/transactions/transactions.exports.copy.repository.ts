import { PassThrough, finished, type Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ExportFilter } from './transactions.exports.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid literal; anything else is a programming error (ids are checked before they get here). */
function uuid(id: string): string {
  if (!UUID.test(id)) throw new Error('not a uuid');
  return `'${id}'::uuid`;
}

/** COPY takes no bind parameters: the filter is written as literals (uuids checked, dates as ISO text). */
function where(f: ExportFilter): string {
  return [
    f.orgFilter ? (f.orgFilter.length ? `r.org_id IN (${f.orgFilter.map(uuid).join(', ')})` : 'false') : 'true',
    `r.created >= ${pg.escapeLiteral(f.from.toISOString())}::timestamptz`,
    `r.created <= ${pg.escapeLiteral(f.to.toISOString())}::timestamptz`,
    f.kioskIds?.length ? `r.kiosk_id IN (${f.kioskIds.map(uuid).join(', ')})` : 'true',
  ].join(' AND ');
}

/**
 * The refills CSV on PostgreSQL: `COPY (…) TO STDOUT` streams the refill lines straight from the server
 * in the same columns, order and text as the keyset path (transactions.exports.service.ts), so memory
 * stays flat and the rows cost what a plain COPY costs. Kiosk names come from the kiosks module (a port)
 * and are joined as a VALUES list.
 */
export function createRefillsCopyRepository(pool: pg.Pool) {
  return {
    /** The organizations that have refills in the filter (whose kiosk names the file needs). */
    async orgsOf(f: ExportFilter): Promise<string[]> {
      const result = await pool.query<{ org_id: string }>(`SELECT DISTINCT r.org_id FROM refills r WHERE ${where(f)}`);
      return result.rows.map((row) => row.org_id);
    },

    /** The CSV rows (no header) as a stream; the connection goes back to the pool when it ends or fails. */
    async copy(f: ExportFilter, kioskNames: ReadonlyMap<string, string>): Promise<Readable> {
      const names = [...kioskNames]
        .filter(([id]) => UUID.test(id))
        .map(([id, name]) => `(${uuid(id)}, ${pg.escapeLiteral(name)})`);
      const kiosks = names.length
        ? `(VALUES ${names.join(', ')}) AS k(id, name)`
        : '(SELECT NULL::uuid AS id, NULL::text AS name WHERE false) AS k';
      const sql = `COPY (
        SELECT to_char(r.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), r.id,
          coalesce(k.name, r.kiosk_id::text), r.type, i.cell_id, i.name, i.article_number,
          CASE WHEN i.count < 0 THEN 'Removed' ELSE 'Added' END, i.count, i.weight, i.refill_cost
        FROM refills r
        JOIN refill_items i ON i.refill_id = r.id
        LEFT JOIN ${kiosks} ON k.id = r.kiosk_id
        WHERE ${where(f)}
        ORDER BY r.created DESC, r.id DESC, i.cell_id ASC, i.id ASC
      ) TO STDOUT WITH (FORMAT csv)`;
      const client = await pool.connect();
      const out = new PassThrough();
      const stream = client.query(copyTo(sql));
      // A cancelled download destroys `out`; the half-read connection is then discarded, not reused.
      finished(stream, (error) => client.release(error ? true : undefined));
      out.on('close', () => {
        if (!stream.readableEnded) stream.destroy();
      });
      stream.on('error', (error) => out.destroy(error));
      stream.pipe(out);
      return out;
    },
  };
}

export type RefillsCopyRepository = ReturnType<typeof createRefillsCopyRepository>;
