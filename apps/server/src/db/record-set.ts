import { sql, type SQL } from 'drizzle-orm';

/** The column types a record set carries. */
export type RecordColumnType = 'uuid' | 'text' | 'timestamptz' | 'boolean' | 'integer' | 'integer[]' | 'jsonb';

/** A record set's columns in their order: every field of the row type, with its SQL type. */
export type RecordColumns<T> = { readonly [K in keyof T]-?: RecordColumnType };

const COLUMN_NAME = /^[a-z][a-z0-9_]*$/;

/** An integer array as PostgreSQL's array literal (`{1,NULL,3}`): a JSON array does not cast to integer[]. */
function integerArray(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) throw new TypeError('integer[] column: not an array');
  return `{${value
    .map((element: unknown) => {
      if (element === null) return 'NULL';
      if (typeof element !== 'number') throw new TypeError('integer[] column: not a number');
      return String(element);
    })
    .join(',')}}`;
}

/**
 * Rows handed to a statement as one jsonb parameter and read back as a typed record set — one round trip,
 * any number of rows: `const READING = recordSetOf<ReadingRow>({ … })`, then `FROM ${READING(rows)} AS r`.
 * Each row travels as the array of its values in the columns' order, not as an object with a key per
 * value: about a quarter fewer bytes to send and parse, and PostgreSQL reads positional rows faster than
 * `jsonb_to_recordset` reads objects (docs/performance.md "Eleventh round"). A JSON null is SQL NULL in
 * every column, jsonb included (as `jsonb_to_recordset` has it). The SQL text depends on the columns only:
 * it is built once here, and the statement stays one prepared shape (`preparedRows`).
 */
export function recordSetOf<T extends object>(columns: RecordColumns<T>): (rows: readonly T[]) => SQL {
  const entries = Object.entries(columns) as [keyof T & string, RecordColumnType][];
  const selected = sql.raw(
    entries
      .map(([name, type], index) => {
        if (!COLUMN_NAME.test(name)) throw new Error(`record set: invalid column name ${name}`);
        return type === 'jsonb'
          ? `NULLIF(e->${index}, 'null'::jsonb) AS ${name}`
          : `(e->>${index})::${type} AS ${name}`;
      })
      .join(', '),
  );
  const names = entries.map(([name]) => name);
  const arrays = entries.map(([, type]) => type === 'integer[]');
  return (rows) => {
    const tuples = new Array<unknown[]>(rows.length);
    for (let row = 0; row < rows.length; row += 1) {
      const values = rows[row] as T;
      const tuple = new Array<unknown>(names.length);
      for (let column = 0; column < names.length; column += 1) {
        const value = values[names[column] as keyof T];
        tuple[column] = arrays[column] ? integerArray(value) : (value ?? null);
      }
      tuples[row] = tuple;
    }
    return sql`(SELECT ${selected} FROM jsonb_array_elements(${JSON.stringify(tuples)}::jsonb) AS e)`;
  };
}
