import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createOrganizationsRepository } from '../organizations/organizations.repository.ts';
import { createUsersRepository } from './users.repository.ts';
import { bootstrap } from './users.bootstrap.ts';
import { verifyPassword } from '../../auth/passwords.ts';

describe.each(testDatabaseKinds())('first start on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('creates one root user and one demo organization even when two instances start at once', async () => {
    const deps = {
      users: createUsersRepository(database.db),
      organizations: createOrganizationsRepository(database.db),
      logger: pino({ level: 'silent' }),
    };
    const options = {
      adminEmail: 'first@start.test',
      adminPassword: undefined,
      embeddedIdentity: true,
      demoData: true,
    };
    const results = await Promise.all([bootstrap(deps, options), bootstrap(deps, options)]);
    const created = results.filter((r) => r.created);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const [roots] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE root');
    const [orgs] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    expect(roots?.n).toBe(1);
    expect(orgs?.n).toBe(1);
    // The password printed is the one that works (the winner's).
    const root = await deps.users.findByEmail('first@start.test');
    const printed = created.map((r) => r.generatedPassword).filter(Boolean) as string[];
    const works = await Promise.all(printed.map((p) => verifyPassword(p, root?.passwordHash)));
    expect(works).toContain(true);
  });

  it('changes nothing at a later start', async () => {
    const deps = {
      users: createUsersRepository(database.db),
      organizations: createOrganizationsRepository(database.db),
      logger: pino({ level: 'silent' }),
    };
    const again = await bootstrap(deps, {
      adminEmail: 'other@start.test',
      adminPassword: 'another-password',
      embeddedIdentity: true,
      demoData: true,
    });
    expect(again).toEqual({ created: false });
    expect(await deps.users.findByEmail('other@start.test')).toBeUndefined();
  });
});
