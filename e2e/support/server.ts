import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from '../../apps/server/src/test-support/database.ts';
import { mintAccessToken, startTestServer, TEST_ADMIN } from '../../apps/server/src/test-support/app.ts';
import { createUsersRepository } from '../../apps/server/src/modules/users/users.repository.ts';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';

export { TEST_ADMIN };

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * The whole console on one port: server, embedded identity provider and the built web app, on PostgreSQL
 * when TEST_DATABASE_URL is set (CI), else PGlite.
 */
export async function startConsole(env: Record<string, string> = {}) {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`The console is not built (${WEB_DIST}); run npm run build:web first`);
  }
  const kind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  if (process.env.CI === 'true' && kind !== 'postgres') throw new Error('CI must set TEST_DATABASE_URL');
  const database: TestDatabase = await createTestDatabase(kind);
  const server = await startTestServer(database, { WEB_DIST, ...env });
  const users = createUsersRepository(database.db);
  return {
    url: server.url,
    /** The server's DATA_DIR: mails are written to its outbox/ (apps/server/src/test-support/outbox.ts). */
    dataDir: server.config.dataDir,
    database,
    users,
    /** The server's module services (to run what a job would, e.g. the nightly forecast). */
    services: server.services,
    /** An access token for a user, signed like the provider's (negative lifetime = already expired). */
    token: (userId: string, expiresInSeconds?: number) =>
      mintAccessToken(server, userId, expiresInSeconds === undefined ? {} : { expiresInSeconds }),
    /** The root user as the modules' services see a caller (to arrange data through them). */
    async rootViewer() {
      const root = await users.findByEmail(TEST_ADMIN.email);
      return server.services.users.viewerForUser(root?.id ?? '');
    },
    async createUser(
      fields: { email: string; password: string; firstName: string; lastName: string },
      roles: [string, string][] = [],
    ) {
      const user = await users.insert({
        email: fields.email,
        firstName: fields.firstName,
        lastName: fields.lastName,
        passwordHash: await hashPassword(fields.password),
      });
      for (const [orgId, role] of roles) await users.addMembership(user.id, orgId, role);
      return user;
    },
    async stop() {
      await server.app.close();
      await database.dispose();
    },
  };
}

export type Console = Awaited<ReturnType<typeof startConsole>>;
