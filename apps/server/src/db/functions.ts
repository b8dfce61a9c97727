import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The repeatable part of the schema (ADR 0028): `drizzle/functions/*.sql` hold the current text of the
 * database's functions, one file per family (the sales roll-ups, the report roll-ups, the audit trail, …),
 * each statement a `CREATE OR REPLACE FUNCTION`. After the migrations, a file is applied when its text
 * differs from the one last applied (its SHA-256 in `drizzle.__functions`), all in one transaction under
 * an advisory lock, so instances starting at once apply each change once and a failing file changes
 * nothing (the start then fails naming it).
 */

/** A transaction's handle: `query` for one statement with parameters, `exec` for a file of statements. */
export interface FunctionsTransaction {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface FunctionsFile {
  name: string;
  text: string;
}

/** Any fixed key: held while the files are compared and applied. */
const LOCK_KEY = 724_300_28;

export async function readFunctionsFiles(dir: string): Promise<FunctionsFile[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await fs.readFile(path.join(dir, name), 'utf8') })));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Applies the files whose text changed since they were last applied; answers the names applied. */
export async function applyFunctions(tx: FunctionsTransaction, files: FunctionsFile[]): Promise<string[]> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
  await tx.exec(`CREATE SCHEMA IF NOT EXISTS drizzle;
    CREATE TABLE IF NOT EXISTS drizzle.__functions (
      file text PRIMARY KEY, sha256 text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const rows = await tx.query<{ file: string; sha256: string }>('SELECT file, sha256 FROM drizzle.__functions');
  const applied = new Map(rows.map((row) => [row.file, row.sha256]));
  const changed: string[] = [];
  for (const file of files) {
    const hash = sha256(file.text);
    if (applied.get(file.name) === hash) continue;
    try {
      await tx.exec(file.text);
    } catch (error) {
      throw new Error(`database functions ${file.name}: ${(error as Error).message}`, { cause: error });
    }
    await tx.query(
      `INSERT INTO drizzle.__functions (file, sha256) VALUES ($1, $2)
       ON CONFLICT (file) DO UPDATE SET sha256 = excluded.sha256, applied_at = now()`,
      [file.name, hash],
    );
    changed.push(file.name);
  }
  return changed;
}
