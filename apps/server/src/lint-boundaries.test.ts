/**
 * The server's boundaries (eslint.config.js `serverBoundaries`): a module reaches another only through
 * ports, never its repository, other files or tables; only repositories touch the ORM; production code never imports
 * test code; platform code never imports modules. Linted as `npm run lint` does, on code not on disk.
 */
import { ESLint } from 'eslint';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

/** The messages of the boundary rule for `code` placed at `filePath` (relative to the repository). */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' && message.severity === 2)
    .map((message) => message.message);
}

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
      "import { type x } from '../kiosks/kiosks.ingest.types.ts';",
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

  it('covers the modules split out of kiosks: commands reaches kiosks only through ports', async () => {
    const service = 'apps/server/src/modules/commands/commands.service.ts';
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.repository.ts';", service)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", service)).toHaveLength(1);
    expect(await boundaryErrors("import { x } from '../../db/schema/commands.ts';", service)).toEqual([]);
    expect(
      await boundaryErrors(
        "import { x } from '../commands/commands.repository.ts';",
        'apps/server/src/modules/sales/sales.service.ts',
      ),
    ).toEqual([expect.stringContaining('never its repository')]);
  });

  it('covers the configuration module: it reaches kiosks only through ports; its repositories share the kiosk row', async () => {
    const service = 'apps/server/src/modules/configuration/configuration.settings.service.ts';
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.repository.ts';", service)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", service)).toHaveLength(1);
    expect(await boundaryErrors("import { x } from '../../db/schema/configuration.ts';", service)).toEqual([]);
    const repository = 'apps/server/src/modules/configuration/configuration.playlist.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/commands.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(
      await boundaryErrors(
        "import { x } from '../../db/schema/configuration.ts';",
        'apps/server/src/modules/kiosks/kiosks.device.repository.ts',
      ),
    ).toEqual([expect.stringContaining('only its own tables')]);
  });

  it('covers the stock module: it reaches kiosks only through ports; its repositories share the kiosk tables', async () => {
    const service = 'apps/server/src/modules/stock/stock.planogram.service.ts';
    for (const code of [
      "import { x } from '../kiosks/kiosks.service.ts';",
      "import { x } from '../kiosks/kiosks.live.ts';",
      "import { x } from '../field/field.replenishers.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.repository.ts';", service)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", service)).toHaveLength(1);
    const repository = 'apps/server/src/modules/stock/stock.history.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/stock.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/commands.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // The sales derivation reaches the cells through its `stock` port, never the stock module's files or tables.
    const sales = 'apps/server/src/modules/sales/sales.service.ts';
    expect(await boundaryErrors("import { x } from '../stock/stock.batches.service.ts';", sales)).toEqual([
      expect.stringContaining("never that module's files"),
    ]);
    expect(
      await boundaryErrors(
        "import { x } from '../../db/schema/stock.ts';",
        'apps/server/src/modules/sales/sales.repository.ts',
      ),
    ).toEqual([expect.stringContaining('only its own tables')]);
  });

  it('covers the field module: it reaches kiosks only through ports; its repository shares the kiosk table', async () => {
    const service = 'apps/server/src/modules/field/field.replenishers.service.ts';
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.repository.ts';", service)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.service.ts';", service)).toEqual([
      expect.stringContaining("never that module's files"),
    ]);
    const repository = 'apps/server/src/modules/field/field.replenishers.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/field.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/stock.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // Kiosks and stock reach the assignments through their `field` ports, never the field module's files or tables.
    expect(
      await boundaryErrors(
        "import { x } from '../../db/schema/field.ts';",
        'apps/server/src/modules/kiosks/kiosks.repository.ts',
      ),
    ).toEqual([expect.stringContaining('only its own tables')]);
  });

  it('covers the sales module: it reaches kiosks, stock and transactions only through ports; its repository shares the kiosk tables', async () => {
    const service = 'apps/server/src/modules/sales/sales.derivation.service.ts';
    for (const code of [
      "import { x } from '../kiosks/kiosks.facts.ts';",
      "import { x } from '../kiosks/kiosks.live.ts';",
      "import { x } from '../transactions/transactions.sales.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.repository.ts';", service)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", service)).toHaveLength(1);
    const repository = 'apps/server/src/modules/sales/sales.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // The kiosks module's device side asks for derivations through its `sales` port, never the sales module's files.
    expect(
      await boundaryErrors(
        "import { x } from '../sales/sales.service.ts';",
        'apps/server/src/modules/kiosks/kiosks.mqtt.ts',
      ),
    ).toEqual([expect.stringContaining("never that module's files")]);
  });

  it('covers the replenishment module: stock and kiosks only through ports; its repositories share the kiosk table', async () => {
    const service = 'apps/server/src/modules/replenishment/replenishment.inventory-export.service.ts';
    for (const code of [
      "import { x } from '../stock/stock.module.ts';",
      "import { x } from '../stock/stock.batches.service.ts';",
      "import { x } from '../kiosks/kiosks.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    expect(await boundaryErrors("import { x } from '../stock/stock.inventory.repository.ts';", service)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    const repository = 'apps/server/src/modules/replenishment/replenishment.inventory-export.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/replenishment.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    // The cells, their needs and batches are the stock module's: read through its `stock` port, not its tables.
    expect(await boundaryErrors("import { x } from '../../db/schema/stock.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // Stock reaches neither the visit schedules' table nor the replenishment module's files.
    expect(
      await boundaryErrors(
        "import { x } from '../../db/schema/replenishment.ts';",
        'apps/server/src/modules/stock/stock.inventory.repository.ts',
      ),
    ).toEqual([expect.stringContaining('only its own tables')]);
    expect(
      await boundaryErrors(
        "import { x } from '../replenishment/replenishment.visits.service.ts';",
        'apps/server/src/modules/stock/stock.module.ts',
      ),
    ).toEqual([expect.stringContaining("never that module's files")]);
  });

  it('covers the retention module: its repository shares the kiosk tables; kiosks and retention import none of each other', async () => {
    const repository = 'apps/server/src/modules/retention/retention.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.device.repository.ts';", repository)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    const service = 'apps/server/src/modules/retention/retention.service.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", service)).toHaveLength(1);
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.device.service.ts';", service)).toEqual([
      expect.stringContaining("never that module's files"),
    ]);
    // The kiosks module's temperature log takes the raw retention's cutoff from lib/months.ts, not the retention module.
    const device = 'apps/server/src/modules/kiosks/kiosks.device.service.ts';
    expect(await boundaryErrors("import { x } from '../retention/retention.repository.ts';", device)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await boundaryErrors("import { x } from '../retention/retention.service.ts';", device)).toEqual([
      expect.stringContaining("never that module's files"),
    ]);
    expect(await boundaryErrors("import { x } from '../../lib/months.ts';", device)).toEqual([]);
  });

  it('covers the dashboard module: a read model of the transactions roll-ups; organizations and kiosks only through ports', async () => {
    const repository = 'apps/server/src/modules/dashboard/dashboard.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(
      await boundaryErrors("import { x } from '../transactions/transactions.income.repository.ts';", repository),
    ).toEqual([expect.stringContaining('never its repository')]);
    const service = 'apps/server/src/modules/dashboard/dashboard.service.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", service)).toHaveLength(1);
    for (const code of [
      "import { x } from '../transactions/transactions.money.ts';",
      "import { x } from '../organizations/organizations.service.ts';",
      "import { x } from '../kiosks/kiosks.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    // Its tests write raw sales through the transactions module's test data, never its tables directly.
    const test = 'apps/server/src/modules/dashboard/dashboard.integration.test.ts';
    expect(await boundaryErrors("import { x } from '../transactions/transactions.test-data.ts';", test)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", test)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // The transactions module's kiosk income reads the roll-ups itself, not through the dashboard module.
    const income = 'apps/server/src/modules/transactions/transactions.service.ts';
    expect(await boundaryErrors("import { x } from '../dashboard/dashboard.repository.ts';", income)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await boundaryErrors("import { x } from '../dashboard/dashboard.periods.ts';", income)).toEqual([
      expect.stringContaining("never that module's files"),
    ]);
  });

  it('covers the imports module: its repository writes the transactions tables (shared); the rest only through ports', async () => {
    const repository = 'apps/server/src/modules/imports/imports.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(await boundaryErrors("import { x } from '../transactions/transactions.repository.ts';", repository)).toEqual(
      [expect.stringContaining('never its repository')],
    );
    const service = 'apps/server/src/modules/imports/imports.service.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", service)).toHaveLength(1);
    for (const code of [
      "import { x } from '../transactions/transactions.money.ts';",
      "import { x } from '../kiosks/kiosks.service.ts';",
      "import { x } from '../products/products.service.ts';",
      "import { x } from '../forecast/forecast.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    // Its tests read the imported sales through the transactions module's test data, never its tables directly.
    const test = 'apps/server/src/modules/imports/imports.integration.test.ts';
    expect(await boundaryErrors("import { x } from '../transactions/transactions.test-data.ts';", test)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", test)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // The transactions module no longer reaches the import's files.
    const transactions = 'apps/server/src/modules/transactions/transactions.module.ts';
    expect(await boundaryErrors("import { x } from '../imports/imports.service.ts';", transactions)).toEqual([
      expect.stringContaining("never that module's files"),
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
