import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteLockFile, type Database } from '../db/client.ts';
import { createTestApp, gql, mintAccessToken, TEST_ADMIN } from '../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test-support/database.ts';
import { databaseUrl } from '../test-support/database-template.ts';
import { gqlUpload } from '../test-support/upload.ts';

/**
 * The documented backup path (docs/operations.md "Backups"), through the command an operator runs:
 * a console with data and stored files is backed up, restored into a fresh data folder (and, on
 * PostgreSQL, a new database), and a new console started on the copy finds every row and file.
 */
const CLI = path.join(import.meta.dirname, 'backup-cli.ts');
const exec = promisify(execFile);

async function cli(args: string[], env: { DATA_DIR: string; DATABASE_URL?: string | undefined }) {
  const childEnv = { PATH: process.env.PATH ?? '', DATA_DIR: env.DATA_DIR };
  return exec(process.execPath, [CLI, ...args], {
    env: env.DATABASE_URL ? { ...childEnv, DATABASE_URL: env.DATABASE_URL } : childEnv,
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code?: number; stderr?: string }) => ({ code: error.code ?? -1, output: error.stderr ?? '' }),
  );
}

/** Rows of every table the console keeps (public), the migrations' journal and the job queue. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = row?.n ?? -1;
  }
  return counts;
}

/** sha256 of every file under `dir`, by relative path. */
async function fileDigests(dir: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(dir, file)] = createHash('sha256')
      .update(await fs.readFile(file))
      .digest('hex');
  }
  return digests;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const SET_IMAGE =
  'mutation($orgId: ID!, $image: File!) { updateOrganizationImage(orgId: $orgId, image: $image) { imageUrl } }';
const UPLOAD = 'mutation($orgId: ID!, $file: File!) { uploadOrganizationFile(orgId: $orgId, file: $file) { _id url } }';
const CREATE_ORG = 'mutation($data: OrganizationInput!) { createOrganization(data: $data) { _id } }';
const ORG = 'query($id: ID!) { getOrganizationById(id: $id) { _id name imageUrl } }';
const ALL_ORGS = 'query { getAllOrganizations { _id name } }';
const FILES = 'query($orgId: ID!) { getOrganizationFiles(orgId: $orgId) { _id name size url } }';

describe.each(testDatabaseKinds())('backup and restore on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('restores every row and stored file into a fresh data folder, and a new console finds them', async () => {
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-backup-'));
    cleanups.push(() => fs.rm(scratch, { recursive: true, force: true }));
    const sourceDir = path.join(scratch, 'source');
    const backupDir = path.join(scratch, 'backup');
    const restoredDir = path.join(scratch, 'restored');

    // The source console: on-disk PGlite in DATA_DIR/db as the server opens it, or a PostgreSQL database.
    let source: Database;
    let sourceUrl: string | undefined;
    if (kind === 'pglite') {
      source = await openDatabase({ dataDir: path.join(sourceDir, 'db') });
    } else {
      const database: TestDatabase = await createTestDatabase('postgres');
      cleanups.push(() => database.dispose());
      source = database;
      sourceUrl = database.url;
    }
    // No periodic sweeps: the rows counted after the backup are the rows it holds.
    const quiet = { ALERT_SWEEP_MS: '0', COMMAND_SWEEP_MS: '0', SCHEDULE_TICK_MS: '0' };
    const built = await createTestApp(source, { DATA_DIR: sourceDir, ...quiet });
    const [root] = await source.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [TEST_ADMIN.email]);
    const token = await mintAccessToken(built, root?.id ?? '');
    const created = await gql<{ createOrganization: { _id: string } }>(
      built,
      'organizations',
      CREATE_ORG,
      { data: { name: 'Backup Co' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const org = created.data?.createOrganization._id ?? '';
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const imaged = await gqlUpload<{ updateOrganizationImage: { imageUrl: string } }>(
      built,
      'organizations',
      SET_IMAGE,
      { orgId: org },
      { variable: 'image', name: 'logo.png', type: 'image/png', data: image },
      token,
    );
    expect(imaged.errors).toBeUndefined();
    const document = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(20_000)]);
    const uploaded = await gqlUpload<{ uploadOrganizationFile: { _id: string; url: string } }>(
      built,
      'organizations',
      UPLOAD,
      { orgId: org },
      { variable: 'file', name: 'contract.pdf', type: 'application/pdf', data: document },
      token,
    );
    expect(uploaded.errors).toBeUndefined();
    const allOrgs = (await gql(built, 'organizations', ALL_ORGS, {}, token)).data;

    const location = { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl };
    if (kind === 'pglite') {
      // A running PGlite cannot be copied consistently: the command refuses until the server stops.
      const refused = await cli(['backup', backupDir], location);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`(process ${process.pid}) is running on ${sourceDir}`);
      await built.app.close();
      await source.close();
      await expect(fs.stat(pgliteLockFile(path.join(sourceDir, 'db')))).rejects.toThrow();
    }
    // PostgreSQL: pg_dump takes its snapshot while the console runs.
    const taken = await cli(['backup', backupDir], location);
    expect(taken).toMatchObject({ code: 0 });
    if (kind === 'pglite') source = await openDatabase({ dataDir: path.join(sourceDir, 'db') });
    else await built.app.close();
    const counts = await rowCounts(source);
    await source.close();
    const files = await fileDigests(path.join(sourceDir, 'files'));
    // The demo data's images, the organization's image and its document.
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(2);
    expect(taken.output).toContain(`${Object.keys(files).length} file(s)`);
    expect(counts['public.organizations']).toBeGreaterThan(1);
    expect(counts['public.organization_files']).toBe(1);

    // Restore into a fresh data folder and, on PostgreSQL, a new empty database.
    let restoredUrl: string | undefined;
    if (kind === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `kiosk_test_restore_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      restoredUrl = databaseUrl(adminUrl, name);
    }
    const into = { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl };
    const restored = await cli(['restore', backupDir], into);
    expect(restored).toMatchObject({ code: 0 });
    // Restoring over what is there is refused.
    const again = await cli(['restore', backupDir], into);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty|exists/);

    expect(await fileDigests(path.join(restoredDir, 'files'))).toEqual(files);
    if (restoredUrl) {
      // --clean empties a database that is not empty and restores into it (files: a fresh folder); the
      // checks below run on this second restore.
      const replaced = await cli(['restore', backupDir, '--clean'], { ...into, DATA_DIR: `${restoredDir}-clean` });
      expect(replaced).toMatchObject({ code: 0 });
      expect(await fileDigests(path.join(`${restoredDir}-clean`, 'files'))).toEqual(files);
    }
    const copy = restoredUrl
      ? await openDatabase({ url: restoredUrl })
      : await openDatabase({ dataDir: path.join(restoredDir, 'db') });
    expect(await rowCounts(copy)).toEqual(counts);

    // A new console on the copy: the same records through the API, the same bytes through its routes.
    const next = await createTestApp(copy, { DATA_DIR: restoredDir, DEMO_DATA: 'false', ...quiet });
    try {
      expect((await gql(next, 'organizations', ALL_ORGS, {}, token)).data).toEqual(allOrgs);
      const found = await gql<{ getOrganizationById: { name: string; imageUrl: string } }>(
        next,
        'organizations',
        ORG,
        { id: org },
        token,
      );
      expect(found.data?.getOrganizationById).toMatchObject({
        name: 'Backup Co',
        imageUrl: imaged.data?.updateOrganizationImage.imageUrl,
      });
      const served = await next.app.inject(found.data?.getOrganizationById.imageUrl ?? '');
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(image)).toBe(true);
      const listed = await gql<{ getOrganizationFiles: { _id: string; url: string }[] }>(
        next,
        'organizations',
        FILES,
        { orgId: org },
        token,
      );
      expect(listed.data?.getOrganizationFiles).toMatchObject([uploaded.data?.uploadOrganizationFile]);
      const download = await next.app.inject({
        url: uploaded.data?.uploadOrganizationFile.url ?? '',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(document)).toBe(true);
    } finally {
      await next.app.close();
      await copy.close();
    }
  }, 300_000);
});
