import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { preparedRows } from './prepared.ts';
import { recordSetOf } from './record-set.ts';

interface Row {
  id: string;
  name: string | null;
  at: string | null;
  flag: boolean;
  count: number | null;
  sensors: (number | null)[] | null;
  details: Record<string, unknown> | null;
}

const RECORDS = recordSetOf<Row>({
  id: 'uuid',
  name: 'text',
  at: 'timestamptz',
  flag: 'boolean',
  count: 'integer',
  sensors: 'integer[]',
  details: 'jsonb',
});

describe.each(testDatabaseKinds())('recordSetOf (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.dispose());

  const read = (rows: Row[]) =>
    preparedRows<Record<string, unknown>>(
      database.db,
      sql`SELECT id::text, name, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS at, flag, count,
            sensors, details, details IS NULL AS details_null, pg_typeof(sensors)::text AS sensors_type
          FROM ${RECORDS(rows)} AS r ORDER BY count NULLS LAST`,
    );

  it('reads each row back with its values in their types, nulls as SQL NULL (jsonb too)', async () => {
    const rows: Row[] = [
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Ä "quoted", {braces}, back\\slash\nline',
        at: '2026-11-30T07:00:01.250Z',
        flag: true,
        count: 1,
        sensors: [412, null, -35],
        details: { via: 'event', nested: { list: [1, 'two'] } },
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        name: null,
        at: null,
        flag: false,
        count: null,
        sensors: null,
        details: null,
      },
    ];
    // Each value comes back as it went in (the timestamp as UTC text without its zone, for comparison).
    expect(await read(rows)).toEqual(
      rows.map((row) => ({
        ...row,
        at: row.at?.replace('Z', '') ?? null,
        details_null: row.details === null,
        sensors_type: 'integer[]',
      })),
    );
  });

  it('reads no rows from an empty set, and refuses a value its column cannot take', async () => {
    expect(await read([])).toEqual([]);
    const bad = { id: 'not-a-uuid', name: null, at: null, flag: true, count: 1, sensors: null, details: null };
    await expect(read([bad])).rejects.toHaveProperty('cause.code', '22P02'); // invalid text representation
    const fraction = { ...bad, id: '00000000-0000-4000-8000-000000000003', sensors: [4.5] };
    await expect(read([fraction])).rejects.toHaveProperty('cause.code', '22P02');
    expect(() => RECORDS([{ ...bad, sensors: ['1}'] as unknown as number[] }])).toThrow(TypeError);
  });

  it('takes only plain column names', () => {
    expect(() => recordSetOf({ 'a; DROP TABLE x': 'integer' })).toThrow(/invalid column name/);
  });
});
