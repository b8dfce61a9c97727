import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingGateway } from '../../test-support/devices.ts';
import pino from 'pino';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { loadConfig } from '../../config.ts';
import { firstStart } from '../../app.ts';
import { createModules } from '../../modules.ts';
import { createPlatform } from '../../platform.ts';
import { demoFirstStartWork } from '../../test-support/demo.ts';

/** A server instance's start-up work on a shared database, without the HTTP server around it. */
function instance(database: TestDatabase, env: Record<string, string>) {
  const fullEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'true', ...env };
  const config = loadConfig(fullEnv);
  const logger = pino({ level: 'silent' });
  const modules = createModules(createPlatform(database, config, logger, createRecordingGateway()));
  const seed = demoFirstStartWork(fullEnv, { services: modules.services, logger, database });
  return { modules, start: () => firstStart(modules, config, seed) };
}

describe.each(testDatabaseKinds())('first start on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('creates one root user and one demo organization even when two instances start at once', async () => {
    const env = { ADMIN_EMAIL: 'first@start.test', DATA_DIR: '/tmp/kiosk-first-start' };
    const [a, b] = [instance(database, env), instance(database, env)];
    const results = await Promise.all([a.start(), b.start()]);
    const created = results.filter((r) => r.created);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const [roots] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE root');
    const [orgs] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    expect(roots?.n).toBe(1);
    expect(orgs?.n).toBe(1);
    // The password printed is the one that works (the winner's).
    const root = await a.modules.services.users.accountByEmail('first@start.test');
    const printed = created.map((r) => r.generatedPassword).filter(Boolean) as string[];
    const works = await Promise.all(printed.map((p) => verifyPassword(p, root?.passwordHash)));
    expect(works).toContain(true);
  });

  it('changes nothing at a later start', async () => {
    const later = instance(database, {
      ADMIN_EMAIL: 'other@start.test',
      ADMIN_PASSWORD: 'another-password',
      DATA_DIR: '/tmp/kiosk-first-start',
    });
    const again = await later.start();
    expect(again).toEqual({ created: false });
    expect(await later.modules.services.users.accountByEmail('other@start.test')).toBeUndefined();
  });
});
