/**
 * The boundaries of each module split out by ADR 0019's recipe (eslint.config.js `serverBoundaries`): it reaches
 * the module it came from only through ports, and its repositories share only the tables `sharedTables` and
 * `readModels` name. Linted as `npm run lint` does, on code not on disk.
 */
import { describe, expect, it } from 'vitest';
import { boundaryErrors } from './test-support/lint.ts';

describe('the split-out modules keep their boundaries', { timeout: 30_000 }, () => {
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
    const repository = 'apps/server/src/modules/stock/stock.waste.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/stock.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/commands.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // The counts and shelf photos are the reconciliation module's tables now.
    expect(await boundaryErrors("import { x } from '../../db/schema/reconciliation.ts';", repository)).toEqual([
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
    // The ingest module's gateway handlers ask for derivations through its `sales` port, never the sales module's files.
    expect(
      await boundaryErrors(
        "import { x } from '../sales/sales.service.ts';",
        'apps/server/src/modules/ingest/ingest.mqtt.ts',
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

  it('covers the reconciliation module: a read model of the stock and kiosk tables; their services only through ports', async () => {
    const repository = 'apps/server/src/modules/reconciliation/reconciliation.history.repository.ts';
    for (const table of ['reconciliation', 'stock', 'kiosks']) {
      expect(await boundaryErrors(`import { x } from '../../db/schema/${table}.ts';`, repository)).toEqual([]);
    }
    expect(await boundaryErrors("import { x } from '../../db/schema/commands.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(await boundaryErrors("import { x } from '../stock/stock.planogram.repository.ts';", repository)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    // Only its repositories read the other modules' tables; its services reach stock, kiosks and field by ports.
    const service = 'apps/server/src/modules/reconciliation/reconciliation.history.service.ts';
    for (const table of ['stock', 'kiosks']) {
      expect(await boundaryErrors(`import { x } from '../../db/schema/${table}.ts';`, service)).toHaveLength(1);
    }
    for (const code of [
      "import { x } from '../stock/stock.planogram.rules.ts';",
      "import { x } from '../stock/stock.view.ts';",
      "import { x } from '../kiosks/kiosks.service.ts';",
      "import { x } from '../field/field.replenishers.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    // Its tests set up stocked kiosks through the stock module's test data, never its tables directly.
    const test = 'apps/server/src/modules/reconciliation/reconciliation.integration.test.ts';
    expect(await boundaryErrors("import { x } from '../stock/stock.planogram.test-data.ts';", test)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/stock.ts';", test)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // Stock reaches neither the counts' and photos' files nor the reconciliation module's service.
    expect(
      await boundaryErrors(
        "import { x } from '../reconciliation/reconciliation.history.service.ts';",
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

  it('covers the ingest module: kiosks, commands and sales only through ports; its repository shares the kiosk tables', async () => {
    const service = 'apps/server/src/modules/ingest/ingest.service.ts';
    for (const code of [
      "import { x } from '../kiosks/kiosks.live.ts';",
      "import { x } from '../kiosks/kiosks.facts.ts';",
      "import { type x } from '../kiosks/kiosks.device.service.ts';",
      "import { x } from '../commands/commands.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    // The service and the types take the session shapes from the device contract, never from the kiosks' tables.
    for (const file of [service, 'apps/server/src/modules/ingest/ingest.types.ts']) {
      expect(await boundaryErrors("import { type x } from '../../db/schema/kiosks.ts';", file)).toHaveLength(1);
    }
    const repository = 'apps/server/src/modules/ingest/ingest.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/commands.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.device.repository.ts';", repository)).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    // Its tests build kiosks with the kiosks module's test data; the kiosks module reaches none of the ingest's files.
    const test = 'apps/server/src/modules/ingest/ingest.integration.test.ts';
    expect(await boundaryErrors("import { x } from '../kiosks/kiosks.test-data.ts';", test)).toEqual([]);
    expect(
      await boundaryErrors(
        "import { x } from '../ingest/ingest.service.ts';",
        'apps/server/src/modules/kiosks/kiosks.module.ts',
      ),
    ).toEqual([expect.stringContaining("never that module's files")]);
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

  it('covers the transactions-exports module: a read model of the transactions tables; the rest only through ports', async () => {
    const repository = 'apps/server/src/modules/transactions-exports/transactions-exports.repository.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", repository)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/kiosks.ts';", repository)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    expect(
      await boundaryErrors("import { x } from '../transactions/transactions.grids.repository.ts';", repository),
    ).toEqual([expect.stringContaining('never its repository')]);
    // The e-mailed kinds name the payment statuses from @kiosk/common, not from the transactions module's tables.
    const kinds = 'apps/server/src/modules/transactions-exports/transactions-exports.kinds.ts';
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", kinds)).toHaveLength(1);
    expect(await boundaryErrors("import { x } from '@kiosk/common/payments';", kinds)).toEqual([]);
    const service = 'apps/server/src/modules/transactions-exports/transactions-exports.service.ts';
    for (const code of [
      "import { x } from '../transactions/transactions.sales.service.ts';",
      "import { x } from '../transactions/transactions.service.ts';",
      "import { x } from '../exports/exports.service.ts';",
      "import { x } from '../kiosks/kiosks.service.ts';",
    ]) {
      expect(await boundaryErrors(code, service)).toEqual([expect.stringContaining("never that module's files")]);
    }
    // Its tests write raw sales and refills through the transactions module's test data, never its tables directly.
    const test = 'apps/server/src/modules/transactions-exports/transactions-exports.integration.test.ts';
    expect(await boundaryErrors("import { x } from '../transactions/transactions.test-data.ts';", test)).toEqual([]);
    expect(await boundaryErrors("import { x } from '../../db/schema/transactions.ts';", test)).toEqual([
      expect.stringContaining('only its own tables'),
    ]);
    // The transactions module no longer reaches the exports' files (its folder's name is no prefix of theirs).
    const transactions = 'apps/server/src/modules/transactions/transactions.module.ts';
    expect(
      await boundaryErrors(
        "import { x } from '../transactions-exports/transactions-exports.service.ts';",
        transactions,
      ),
    ).toEqual([expect.stringContaining("never that module's files")]);
  });
});
