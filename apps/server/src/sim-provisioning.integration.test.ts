import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionFleet, startFleet, type Fleet } from '@kiosk/kiosk-sim';
import { mintAccessToken, startTestServer } from './test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-support/database.ts';

/**
 * `npm run sim -- --api … --token … --org …` against the real server: the simulator creates kiosks and
 * their device credentials through the console's API, and its fridges log in with them to the embedded
 * broker and come online.
 */
describe.each(testDatabaseKinds())('simulator provisioning on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let fleet: Fleet | undefined;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-sim-fleet-'));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await fleet?.stop();
    await server.app.close();
    await database.dispose();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('creates the kiosks and credentials, and the simulated fridges come online with them', async () => {
    const [root] = await database.query<{ id: string }>('SELECT id FROM users WHERE root LIMIT 1');
    const token = await mintAccessToken(server, root?.id ?? '');
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Sim Org', 'sim-org') RETURNING id",
    );
    const fleetFile = path.join(folder, 'fleet.json');
    const provision = () =>
      provisionFleet({
        api: server.url,
        token,
        orgId: org?.id ?? '',
        prefix: 'PROV',
        count: 2,
        fleetFile,
        log: () => undefined,
      });
    const entries = await provision();
    expect(entries.map((entry) => entry.serialNumber)).toEqual(['PROV-0001', 'PROV-0002']);
    expect(entries.every((entry) => entry.url.endsWith('/mqtt') && entry.password.length >= 32)).toBe(true);
    // The fleet file holds secrets: only its owner may read it. A second run reuses it, creating nothing.
    expect(fs.statSync(fleetFile).mode & 0o077).toBe(0);
    expect((await provision()).map((entry) => entry.password)).toEqual(entries.map((entry) => entry.password));

    fleet = await startFleet({ kiosks: entries, kiosk: { autonomous: false }, log: () => undefined });
    const online = async () =>
      (
        await database.query<{ serial_number: string }>(
          'SELECT serial_number FROM kiosks WHERE online AND org_id = $1 ORDER BY serial_number',
          [org?.id],
        )
      ).map((row) => row.serial_number);
    await expect.poll(online, { timeout: 15_000 }).toEqual(['PROV-0001', 'PROV-0002']);
  });
});
