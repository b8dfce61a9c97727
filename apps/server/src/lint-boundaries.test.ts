/**
 * The server's boundaries (eslint.config.js `serverBoundaries`): a module reaches another only through
 * ports, never its repository, other files or tables; only repositories touch the ORM; production code never imports
 * test code; platform code never imports modules. Linted as `npm run lint` does, on code not on disk.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boundaryErrors, eslint } from './test-support/lint.ts';

const SERVICE = 'apps/server/src/modules/products/products.catalogue.service.ts';
const REPOSITORY = 'apps/server/src/modules/products/products.repository.ts';

describe('server module boundaries', { timeout: 30_000 }, () => {
  it("refuses another module's repository, in services, repositories and tests alike", async () => {
    const code = "import { x } from '../organizations/organizations.repository.ts';";
    for (const file of [SERVICE, REPOSITORY, 'apps/server/src/modules/products/products.integration.test.ts']) {
      expect(await boundaryErrors(code, file)).toEqual([expect.stringContaining('never its repository')]);
    }
  });

  it("refuses another module's other files (service, wiring, helpers); tests may use its test data", async () => {
    const TEST = 'apps/server/src/modules/products/products.integration.test.ts';
    for (const code of [
      "import { x } from '../organizations/organizations.service.ts';",
      "import { x } from '../organizations/organizations.module.ts';",
      "import { type x } from '../ingest/ingest.types.ts';",
    ]) {
      for (const file of [SERVICE, REPOSITORY, TEST]) {
        expect({ file, code, errors: await boundaryErrors(code, file) }).toEqual({
          file,
          code,
          errors: [expect.stringContaining("never that module's files")],
        });
      }
    }
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.test-data.ts';", TEST)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.test-data.ts';", SERVICE)).toEqual([
      expect.stringContaining('does not import test code'),
    ]);
  });

  it("refuses another module's tables, and allows the module's own", async () => {
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", REPOSITORY)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(await boundaryErrors("import { x } from '../../db/schema/products.ts';", REPOSITORY)).toEqual([]);
    // A module's tables may take more than one file: db/schema/<module>-<part>.ts (here a part by name only).
    const kiosks = 'apps/server/src/modules/kiosks/kiosks.device.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks-device.ts';", kiosks)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks-device.ts';", REPOSITORY)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
  });

  it('lets a repository share only the tables its module declares shared (ADR 0019)', async () => {
    const commands = 'apps/server/src/modules/commands/commands.repository.ts';
    const kiosks = 'apps/server/src/modules/kiosks/kiosks.device.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", commands)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/commands.ts';", kiosks)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/products.ts';", commands)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
  });

  it('lets only repositories touch the ORM', async () => {
    const code = "import { x } from 'drizzle-orm';";
    expect(await boundaryErrors(code, SERVICE)).toEqual([expect.stringContaining('Only repositories touch the ORM')]);
    expect(await boundaryErrors(code, 'apps/server/src/modules/products/products.resolvers.ts')).toHaveLength(1);
    expect(await boundaryErrors(code, REPOSITORY)).toEqual([]);
  });

  it('allows a module its own files and the platform', async () => {
    expect(await boundaryErrors("import { x } from './products.repository.ts';", SERVICE)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../lib/paging.ts';", SERVICE)).toEqual([]);
  });

  it('keeps test code out of production code, and the wiring out of modules', async () => {
    expect(await boundaryErrors("import { x } from '../../test-support/fixtures.ts';", SERVICE)).toEqual([
      expect.stringContaining('does not import test code'),
    ]);
    expect(await boundaryErrors("import { x } from './products.test-data.ts';", SERVICE)).toHaveLength(1);
    expect(await boundaryErrors("import { x } from '../../modules.ts';", SERVICE)).toEqual([
      expect.stringContaining('wired by app.ts and modules.ts'),
    ]);
  });

  it('keeps platform code independent of modules', async () => {
    expect(
      await boundaryErrors(
        "import { x } from '../modules/users/users.service.ts';",
        'apps/server/src/auth/authenticate.ts',
      ),
    ).toEqual([expect.stringContaining('Platform code does not depend on modules')]);
  });

  it('names module files <module>[.<use-case>].<role>.ts with a role of the one list', async () => {
    const nameErrors = async (filePath: string) => {
      const [result] = await eslint.lintText('export const x = 1;\n', { filePath });
      return (result?.messages ?? []).filter((message) => message.ruleId === 'server/file-name');
    };
    const at = (name: string) => `apps/server/src/modules/users/${name}`;
    for (const ok of [
      'users.service.ts',
      'users.member-cards.repository.ts',
      'users.export.ts',
      'users.status.integration.test.ts',
      'users.test-data.ts',
    ]) {
      expect(await nameErrors(at(ok))).toEqual([]);
    }
    expect(await nameErrors(at('member-cards.service.ts'))).toEqual([
      expect.objectContaining({ message: expect.stringContaining('users.<role>.ts') }),
    ]);
    expect(await nameErrors(at('users.member-cards.helpers.ts'))).toEqual([
      expect.objectContaining({ message: expect.stringContaining('is not a role') }),
    ]);
    expect(await nameErrors(at('users.memberCards.service.ts'))).toHaveLength(1);
  });
});

describe('the production server carries neither the demo nor the simulator (ADR 0015)', { timeout: 30_000 }, () => {
  const refusals = [
    "import { x } from '@kiosk/kiosk-sim';",
    "import { x } from '@kiosk/kiosk-sim/datasets';",
    "import { x } from '@kiosk/demo';",
    "import { x } from '../../../demo/src/demo.seed.ts';",
  ];

  it('refuses the simulator and the demo in production code, wherever it lives in apps/server', async () => {
    for (const file of [
      'apps/server/src/main.ts',
      'apps/server/src/console.ts',
      'apps/server/src/app.ts',
      'apps/server/src/mqtt/gateway.ts',
      'apps/server/src/lib/module.ts',
      SERVICE,
      REPOSITORY,
    ]) {
      for (const code of refusals) {
        expect({ file, code, errors: await boundaryErrors(code, file) }).toEqual({
          file,
          code,
          errors: [expect.stringContaining('neither the demo nor the simulator')],
        });
      }
    }
  });

  it('lets tests and the test support use the simulator', async () => {
    const code = "import { x } from '@kiosk/kiosk-sim';";
    expect(await boundaryErrors(code, 'apps/server/src/modules/alerts/alerts.integration.test.ts')).toEqual([]);
    expect(await boundaryErrors(code, 'apps/server/src/test-support/sales-files.ts')).toEqual([]);
  });

  it("keeps the simulator and the demo out of the server package's production dependencies", () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).filter((name) => /^@kiosk\/(kiosk-sim|demo)$/.test(name))).toEqual([]);
    expect(Object.keys(manifest.dependencies)).toContain('fastify');
  });

  it('lets the demo reach the server only through @kiosk/server/console', async () => {
    const seed = 'apps/demo/src/demo.seed.ts';
    expect(await boundaryErrors("import { x } from '@kiosk/server/console';", seed)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../server/src/modules.ts';", seed)).toEqual([
      expect.stringContaining('only through @kiosk/server/console'),
    ]);
    const test = 'apps/demo/src/demo.history.integration.test.ts';
    expect(await boundaryErrors("import { x } from '../../server/src/test-support/fixtures.ts';", test)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../server/src/app.ts';", test)).toHaveLength(1);
  });
});
