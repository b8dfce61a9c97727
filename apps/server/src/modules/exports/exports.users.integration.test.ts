import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '../../db/schema/exports.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

const DAY = 24 * 60 * 60 * 1000;
const MY_EXPORTS =
  '{ getMyExports { total data { _id kind format language status fileName rowCount error downloadUrl } } }';
type MyExports = {
  getMyExports: {
    total: number;
    data: {
      _id: string;
      status: string;
      downloadUrl: string | null;
      rowCount: number | null;
      fileName: string | null;
    }[];
  };
};

/** Enough CSV for csv-stringify's output: quoted fields with doubled quotes, comma separated, BOM first. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe.each(testDatabaseKinds())('users export on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const request = (path: string, token?: string) =>
    world.built.app.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const waitUntilDone = async (as: keyof UsersWorld['ids'], id: string) => {
    for (let i = 0; i < 100; i++) {
      const result = await world.call<MyExports>(as, MY_EXPORTS);
      const row = result.data?.getMyExports.data.find((e) => e._id === id);
      if (row && (row.status === 'done' || row.status === 'failed')) return row;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('export did not finish');
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  it('accepts a CSV export at once, builds it in the background, mails and serves it to its owner', async () => {
    const accepted = await request('/api/v1/organizations/export/users/csv/de', world.tokens.parentAdmin);
    expect(accepted.statusCode).toBe(200);
    const { exportId } = accepted.json() as { exportId: string };
    const done = await waitUntilDone('parentAdmin', exportId);
    expect(done).toMatchObject({ status: 'done', rowCount: 4, downloadUrl: `/api/v1/exports/${exportId}/download` });
    expect(done.fileName).toMatch(/^benutzer-\d{4}-\d{2}-\d{2}\.csv$/);

    const mail = await waitForMail(world.built.config.dataDir, { to: 'paula@parent.test', subject: /Export/ });
    expect(mail.subject).toBe('Ihr Export: Benutzer');
    expect(mail.attachments).toHaveLength(1);
    const rows = parseCsv(mail.attachments[0]?.content.toString('utf8') ?? '');
    expect(rows[0]).toEqual([
      'Vorname',
      'Nachname',
      'E-Mail',
      'Mobil',
      'Status',
      'Super Admin',
      'Organisationen und Rollen',
      'Mitgliedskarten',
      'AGB akzeptiert',
      'Zuletzt geändert',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Admin', 'Charlie', 'Paula', 'Sam']);
    const charlie = rows.find((r) => r[0] === 'Charlie');
    expect(charlie?.slice(2, 7)).toEqual(['charlie@shared.test', '', 'aktiv', 'nein', 'Sub Org (Kunde)']);

    const download = await request(`/api/v1/exports/${exportId}/download`, world.tokens.parentAdmin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toContain('attachment; filename="benutzer-');
    expect(parseCsv(download.body)).toEqual(rows);
  });

  it('builds XLSX with English headers for root, with every role', async () => {
    const accepted = await request('/api/v1/organizations/export/users/xlsx/en', world.tokens.root);
    const { exportId } = accepted.json() as { exportId: string };
    expect((await waitUntilDone('root', exportId)).rowCount).toBe(5);
    const download = await request(`/api/v1/exports/${exportId}/download`, world.tokens.root);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'First name',
      'Last name',
      'E-mail',
      'Mobile',
      'Status',
      'Super Admin',
      'Organizations and roles',
      'Member cards',
      'Terms accepted',
      'Last updated',
    ]);
    expect(sheet?.rowCount).toBe(6);
    const charlie = sheet?.getRows(2, 5)?.find((r) => r.getCell(1).value === 'Charlie');
    expect(String(charlie?.getCell(7).value).split('; ').sort()).toEqual([
      'Foreign Org (Consumer)',
      'Sub Org (Consumer)',
    ]);
    const mail = await waitForMail(world.built.config.dataDir, {
      to: 'root@test.kiosk.local',
      subject: /Your export: Users/,
    });
    expect(mail.attachments[0]?.filename).toMatch(/^users-.*\.xlsx$/);
  });

  it('serves a file only to its owner, and only when it is ready', async () => {
    const mine = await world.call<MyExports>('parentAdmin', MY_EXPORTS);
    const id = mine.data?.getMyExports.data[0]?._id ?? '';
    expect((await request(`/api/v1/exports/${id}/download`, world.tokens.subAdmin)).statusCode).toBe(404);
    expect((await request(`/api/v1/exports/${id}/download`)).statusCode).toBe(401);
    expect((await world.call<MyExports>('subAdmin', MY_EXPORTS)).data?.getMyExports.total).toBe(0);
    const [pending] = await database.db
      .insert(dataExports)
      .values({ userId: world.ids.subAdmin, kind: 'users', format: 'csv' })
      .returning();
    const notReady = await request(`/api/v1/exports/${pending?.id}/download`, world.tokens.subAdmin);
    expect(notReady.json()).toMatchObject({ code: 'EXPORT_NOT_READY' });
  });

  it('purges exports past their retention: the file and the row, and keeps what is younger or still being built', async () => {
    const purge = world.built.services.exports.purge;
    const retentionDays = world.built.config.exportRetentionDays;
    const finished = await database.db.select().from(dataExports).where(eq(dataExports.status, 'done'));
    expect(finished.length).toBeGreaterThanOrEqual(2);
    const files = finished.map((row) => path.join(world.built.config.dataDir, 'files', row.storageKey ?? ''));
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    // Within the retention nothing goes.
    expect(await purge(new Date(Date.now() + (retentionDays - 1) * DAY))).toBe(0);
    const id = finished[0]!.id;
    expect((await request(`/api/v1/exports/${id}/download`, world.tokens.parentAdmin)).statusCode).toBe(200);

    // Past it, done and failed exports go with their files; one still pending stays for its job.
    const later = new Date(Date.now() + (retentionDays + 1) * DAY);
    expect(await purge(later)).toBe(finished.length);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect(await database.db.select().from(dataExports).where(eq(dataExports.status, 'done'))).toEqual([]);
    expect((await database.db.select().from(dataExports).where(eq(dataExports.status, 'pending'))).length).toBe(1);
    expect((await request(`/api/v1/exports/${id}/download`, world.tokens.parentAdmin)).statusCode).toBe(404);
    expect(await purge(later)).toBe(0);
  });

  it('refuses bad formats and languages, and callers without console access', async () => {
    expect((await request('/api/v1/organizations/export/users/pdf/en', world.tokens.parentAdmin)).json()).toMatchObject(
      { code: 'BAD_USER_INPUT' },
    );
    expect((await request('/api/v1/organizations/export/users/csv/fr', world.tokens.parentAdmin)).statusCode).toBe(400);
    const consumer = await request('/api/v1/organizations/export/users/csv/en', world.tokens.shared);
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json()).toMatchObject({ code: 'NO_CONSOLE_ACCESS' });
    expect((await request('/api/v1/organizations/export/users/csv/en')).statusCode).toBe(401);
  });
});
