import { finished, type Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { offsetText } from '../../lib/time-zone.ts';
import type { ExportFilter } from './transactions-exports.repository.ts';
import type { SaleLabels } from './transactions-exports.service.ts';

/**
 * One stretch of an organization's time zone with one UTC offset: [since, until) (null = unbounded),
 * computed on our side with Intl (lib/time-zone.ts), so PostgreSQL's own time-zone data is never needed.
 */
export interface ZoneSegment {
  orgId: string;
  timeZone: string;
  since: Date | null;
  until: Date | null;
  /** ms: local wall clock = instant + offset. */
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid literal; anything else is a programming error (ids are checked before they get here). */
function uuid(id: string): string {
  if (!UUID.test(id)) throw new Error('not a uuid');
  return `'${id}'::uuid`;
}

/** COPY takes no bind parameters: the filter is written as literals (uuids checked, dates as ISO text). */
function where(alias: string, f: ExportFilter): string {
  return [
    f.orgFilter ? (f.orgFilter.length ? `${alias}.org_id IN (${f.orgFilter.map(uuid).join(', ')})` : 'false') : 'true',
    `${alias}.created >= ${pg.escapeLiteral(f.from.toISOString())}::timestamptz`,
    `${alias}.created <= ${pg.escapeLiteral(f.to.toISOString())}::timestamptz`,
    f.kioskIds?.length ? `${alias}.kiosk_id IN (${f.kioskIds.map(uuid).join(', ')})` : 'true',
  ].join(' AND ');
}

/** Kiosk names (from the kiosks module, a port) as a VALUES list to join. */
function kioskValues(kioskNames: ReadonlyMap<string, string>): string {
  const names = [...kioskNames]
    .filter(([id]) => UUID.test(id))
    .map(([id, name]) => `(${uuid(id)}, ${pg.escapeLiteral(name)})`);
  return names.length
    ? `(VALUES ${names.join(', ')}) AS k(id, name)`
    : '(SELECT NULL::uuid AS id, NULL::text AS name WHERE false) AS k';
}

/**
 * The organizations' offsets as a VALUES list to join on (org, instant): each row's local time is its
 * instant shifted by the offset in force, written like `localIsoString` (`…T21:23:00.520+02:00`).
 */
function zoneValues(zones: readonly ZoneSegment[]): string {
  const rows = zones
    .filter((z) => UUID.test(z.orgId))
    .map(
      (z) =>
        `(${uuid(z.orgId)}, ${z.since ? `${pg.escapeLiteral(z.since.toISOString())}::timestamptz` : `'-infinity'::timestamptz`}, ` +
        `${z.until ? `${pg.escapeLiteral(z.until.toISOString())}::timestamptz` : `'infinity'::timestamptz`}, ` +
        `${Math.round(z.offset / 60_000)}, ${pg.escapeLiteral(offsetText(z.offset))}, ${pg.escapeLiteral(z.timeZone)})`,
    );
  return rows.length
    ? `(VALUES ${rows.join(', ')}) AS z(org_id, since, until, minutes, suffix, tz)`
    : `(SELECT NULL::uuid AS org_id, NULL::timestamptz AS since, NULL::timestamptz AS until, 0 AS minutes, '' AS suffix, '' AS tz WHERE false) AS z`;
}

/** The local time of `alias.created` in its organization's zone (the join `z` of zoneValues). */
const localTime = (alias: string) =>
  `to_char((${alias}.created AT TIME ZONE 'UTC') + make_interval(mins => z.minutes), 'YYYY-MM-DD"T"HH24:MI:SS.MS') || z.suffix, z.tz`;

const zoneJoin = (alias: string, zones: readonly ZoneSegment[]) =>
  `JOIN ${zoneValues(zones)} ON z.org_id = ${alias}.org_id AND ${alias}.created >= z.since AND ${alias}.created < z.until`;

/** `value` named by `labels` (a CASE of literals), else as stored — the keyset path's `nameOf`. */
function named(value: string, labels: Readonly<Record<string, string>>): string {
  const cases = Object.entries(labels).map(
    ([key, label]) => `WHEN ${pg.escapeLiteral(key)} THEN ${pg.escapeLiteral(label)}`,
  );
  return cases.length ? `CASE ${value} ${cases.join(' ')} ELSE ${value} END` : value;
}

/** The CSV lines of the sales export (no header), in the columns of SALES_COLUMNS. */
export function salesCopySql(
  f: ExportFilter,
  kioskNames: ReadonlyMap<string, string>,
  zones: readonly ZoneSegment[],
  labels: SaleLabels = { status: {}, method: {} },
): string {
  const method = 'sale_payment_method(t.member_card_id, t.payment_card_type, t.card_type, t.payment_provider)';
  return `COPY (
    SELECT ${localTime('t')}, t.id, coalesce(k.name, t.kiosk_id::text),
      (SELECT string_agg(i.name || ' ' || i.price::text, '; ' ORDER BY i.name, i.id)
        FROM transaction_items i WHERE i.transaction_id = t.id),
      t.total,
      coalesce((SELECT sum(r.total) FROM refunds r WHERE r.transaction_id = t.id), 0)::numeric(12, 2),
      t.discount_total, ${named('t.payment_status', labels.status)}, ${named(method, labels.method)},
      t.member_card_id, t.promo_code
    FROM transactions t
    ${zoneJoin('t', zones)}
    LEFT JOIN ${kioskValues(kioskNames)} ON k.id = t.kiosk_id
    WHERE ${where('t', f)}
    ORDER BY t.created DESC, t.id DESC
  ) TO STDOUT WITH (FORMAT csv)`;
}

/** The CSV lines of the refills export (no header), in the columns of REFILL_COLUMNS. */
export function refillsCopySql(
  f: ExportFilter,
  kioskNames: ReadonlyMap<string, string>,
  zones: readonly ZoneSegment[],
): string {
  return `COPY (
    SELECT ${localTime('r')}, r.id,
      coalesce(k.name, r.kiosk_id::text), r.type, i.cell_id, i.name, i.article_number,
      CASE WHEN i.count < 0 THEN 'Removed' ELSE 'Added' END, i.count, i.weight, i.refill_cost
    FROM refills r
    JOIN refill_items i ON i.refill_id = r.id
    ${zoneJoin('r', zones)}
    LEFT JOIN ${kioskValues(kioskNames)} ON k.id = r.kiosk_id
    WHERE ${where('r', f)}
    ORDER BY r.created DESC, r.id DESC, i.cell_id ASC, i.id ASC
  ) TO STDOUT WITH (FORMAT csv)`;
}

/**
 * The CSV exports on PostgreSQL: `COPY (…) TO STDOUT` streams the lines straight from the server in the
 * same columns, order and text as the keyset path (transactions-exports.service.ts), so memory stays
 * flat and the rows cost what a plain COPY costs.
 */
export function createTransactionsCopyRepository(pool: pg.Pool) {
  /** The lines as a stream; the connection goes back to the pool when it ends or fails. */
  async function copy(sql: string): Promise<Readable> {
    const client = await pool.connect();
    const stream = client.query(copyTo(sql));
    // A cancelled download destroys the stream; the half-read connection is then discarded, not reused.
    finished(stream, (error) => client.release(error ? true : undefined));
    return stream;
  }

  return {
    /** The organizations that have rows of `table` in the filter (whose kiosk names the file needs). */
    async orgsOf(table: 'transactions' | 'refills', f: ExportFilter): Promise<string[]> {
      const result = await pool.query<{ org_id: string }>(
        `SELECT DISTINCT x.org_id FROM ${table} x WHERE ${where('x', f)}`,
      );
      return result.rows.map((row) => row.org_id);
    },
    sales: (
      f: ExportFilter,
      kioskNames: ReadonlyMap<string, string>,
      zones: readonly ZoneSegment[],
      labels: SaleLabels,
    ) => copy(salesCopySql(f, kioskNames, zones, labels)),
    refills: (f: ExportFilter, kioskNames: ReadonlyMap<string, string>, zones: readonly ZoneSegment[]) =>
      copy(refillsCopySql(f, kioskNames, zones)),
  };
}

export type TransactionsCopyRepository = ReturnType<typeof createTransactionsCopyRepository>;
