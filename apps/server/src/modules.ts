import type { Platform, ServerModule } from './lib/module.ts';
import { SYSTEM_VIEWER } from './auth/viewer.ts';
import { createAuditModule } from './modules/audit/audit.module.ts';
import { createCommandsModule } from './modules/commands/commands.module.ts';
import { createConfigurationModule } from './modules/configuration/configuration.module.ts';
import { createAlertsModule } from './modules/alerts/alerts.module.ts';
import { createComplianceModule } from './modules/compliance/compliance.module.ts';
import { createKiosksModule } from './modules/kiosks/kiosks.module.ts';
import { createIngestModule } from './modules/ingest/ingest.module.ts';
import { createRetentionModule } from './modules/retention/retention.module.ts';
import { createSalesModule } from './modules/sales/sales.module.ts';
import { createFieldModule } from './modules/field/field.module.ts';
import { createStockModule } from './modules/stock/stock.module.ts';
import { createReconciliationModule } from './modules/reconciliation/reconciliation.module.ts';
import { createReplenishmentModule } from './modules/replenishment/replenishment.module.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import { createForecastModule } from './modules/forecast/forecast.module.ts';
import { createExportsModule } from './modules/exports/exports.module.ts';
import { createOrganizationsModule } from './modules/organizations/organizations.module.ts';
import { createDashboardModule } from './modules/dashboard/dashboard.module.ts';
import { createReportsModule } from './modules/reports/reports.module.ts';
import { createProductsModule } from './modules/products/products.module.ts';
import { createTransactionsModule } from './modules/transactions/transactions.module.ts';
import { createTransactionsExportsModule } from './modules/transactions-exports/transactions-exports.module.ts';
import { createImportsModule } from './modules/imports/imports.module.ts';
import { createUsersModule } from './modules/users/users.module.ts';
import { createWebhooksModule } from './modules/webhooks/webhooks.module.ts';

/**
 * The modules, in start-up and demo-seeding order. The authorization matrix loads
 * `modules/<name>/<name>.test-data.ts` for each; createModules' list must match it (checked by the compiler).
 */
export const MODULE_NAMES = [
  'organizations',
  'users',
  'transactions',
  'transactions-exports',
  'imports',
  'products',
  'kiosks',
  'ingest',
  'retention',
  'sales',
  'field',
  'commands',
  'configuration',
  'stock',
  'reconciliation',
  'replenishment',
  'alerts',
  'exports',
  'notifications',
  'webhooks',
  'forecast',
  'reports',
  'dashboard',
  'compliance',
  'audit',
] as const;

type ModulesNamed<T extends readonly string[]> = { readonly [K in keyof T]: ServerModule<T[K] & string> };
type ModuleList = ModulesNamed<typeof MODULE_NAMES>;
/** Each module's service under its name, typed from the list. */
type ServicesOf<L extends readonly ServerModule[]> = { readonly [M in L[number] as M['name']]: M['service'] };

function servicesOf<const L extends readonly ServerModule[]>(list: L): ServicesOf<L> {
  return Object.fromEntries(list.map((module) => [module.name, module.service])) as ServicesOf<L>;
}

/**
 * Every module, built once from the platform and narrow ports of the modules it uses — the one list that
 * app.ts and the authorization matrix loop over. Ports are functions, so a module can be handed a port
 * of a module built after it (organizations ↔ users) without an import cycle. Order = start-up and
 * demo-seeding order.
 */
export function createModules(platform: Platform) {
  const organizations = createOrganizationsModule(platform, {
    membersOf: (orgIds) => users.service.membersOf(orgIds),
    kiosksOf: (orgIds) => kiosks.service.ofOrganizations(orgIds),
    applyScreen: (orgId, params, createdBy) => configuration.service.screen.applyScreen(orgId, params, createdBy),
  });
  const users = createUsersModule(platform, { organizations: organizations.service });
  const transactions = createTransactionsModule(platform, {
    users: {
      visibleUser: (scope, id) => users.service.admin.visibleUser(scope, id),
      memberCardsOf: (userIds) => users.service.memberCardsOf(userIds),
    },
    // Late-bound (built after transactions): kiosk names of organizations, products' default price and cost.
    sales: {
      kioskNames: async (orgIds) =>
        new Map((await kiosks.service.ofOrganizations(orgIds)).map((kiosk) => [kiosk.id, kiosk.name])),
      productLines: async (ids) => products.service.facts(ids),
    },
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
    // Late-bound: sales, refunds and refills go to the webhooks outbox on the same database transaction.
    events: (tx, events) => webhooks.service.recordMany(tx, events),
  });
  const transactionsExports = createTransactionsExportsModule(platform, {
    transactions: { productLineFigures: (filter) => transactions.service.productLineFigures(filter) },
    // Late-bound (built after): the names of the organizations' kiosks.
    kiosks: {
      kioskNames: async (orgIds) =>
        new Map((await kiosks.service.ofOrganizations(orgIds)).map((kiosk) => [kiosk.id, kiosk.name])),
    },
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
    // Late-bound: the e-mailed transactions exports are queued by the exports module.
    exports: () => exports.service,
  });
  const imports = createImportsModule(platform, {
    // Late-bound: the import of sales history finds or creates kiosks and products by name, as the caller.
    imports: {
      kiosksOf: (orgId) => kiosks.service.ofOrganizations([orgId]),
      createKiosk: (viewer, orgId, name, serialNumber) => kiosks.service.create(viewer, { orgId, name, serialNumber }),
      productsOf: (orgId) => products.service.listByOrganization(SYSTEM_VIEWER, orgId),
      createProduct: (viewer, orgId, name, defaultPrice) =>
        products.service.create(viewer, { orgId, name, defaultPrice }),
      // The forecast recomputes the organization once its sales history changed.
      imported: (orgId) => forecast.service.salesImported(orgId),
    },
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
  });
  const exports = createExportsModule(platform, {
    users: users.service,
    kinds: () => list.flatMap((m) => m.exportKinds ?? []),
  });
  const products = createProductsModule(platform, {
    sales: transactions.service,
    exports: exports.service,
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
    // Late-bound (stock is built after products): which kiosks hold a product, and "prices changed".
    kiosks: {
      linkedKiosks: (productId) => stock.service.inventory.linkedKiosks(productId),
      holdsProduct: (productId) => stock.service.inventory.holdsProduct(productId),
      pricesChanged: (productId, kioskId, createdBy) =>
        stock.service.inventory.pricesChanged(productId, kioskId, createdBy),
      ownerOf: (kioskId) => stock.service.inventory.ownerOf(kioskId),
    },
  });
  const kiosks = createKiosksModule(platform, {
    transactions: transactions.service,
    // Late-bound (field is built after kiosks): the replenishers' field scope of the kiosks' field operations.
    field: { fieldScope: (viewer) => field.service.fieldScope(viewer) },
  });
  const ingest = createIngestModule(platform, {
    kiosks: {
      // Per message: the kiosks module's own (synchronous, coalescing) notify, handed over as it is.
      notify: kiosks.service.changes.notify,
      recordFacts: (tx, facts) => kiosks.service.recordFacts(tx, facts),
      authenticate: (serialNumber, password) => kiosks.service.device.authenticate(serialNumber, password),
      currentLogins: (serialNumbers) => kiosks.service.device.currentLogins(serialNumbers),
      watchLogins: (changed) => kiosks.service.device.watchLogins(changed),
    },
    // Late-bound (commands is built after ingest): acks and queued-command delivery.
    commands: {
      acknowledge: (kiosk, ack, receivedAt) => commands.service.acknowledge(kiosk, ack, receivedAt),
      deliverPending: (kiosk) => commands.service.deliverPending(kiosk),
    },
    // Late-bound (sales is built after ingest): the ingest asks for each session it stored.
    sales: { sessionChanged: (kiosk, sessionId) => sales.service.sessionChanged(kiosk, sessionId) },
  });
  const retention = createRetentionModule(platform);
  const sales = createSalesModule(platform, {
    transactions: transactions.service,
    products: {
      facts: (ids) => products.service.facts(ids),
      pricesInForceMany: (asks) => products.service.pricesInForceMany(asks),
      taxRates: (ids) => products.service.taxRates(ids),
    },
    users: {
      memberCardOwners: (cardIds) => users.service.memberCardOwners(cardIds),
    },
    kiosks: {
      notify: (kiosk, aspects) => kiosks.service.changes.notify(kiosk, aspects),
      recordFacts: (tx, facts) => kiosks.service.recordFacts(tx, facts),
    },
    // Late-bound (stock is built after sales): the cells and counts the session → sale derivation reads and sets.
    stock: {
      cellsOf: (db, kioskIds, lock) => stock.service.cells.cellsOf(db, kioskIds, lock),
      setCount: (tx, cell, count, origin) => stock.service.cells.setCount(tx, cell, count, origin),
      setCounts: (tx, entries) => stock.service.cells.setCounts(tx, entries),
    },
  });
  const field = createFieldModule(platform, {
    kiosks: { findById: (scope, id) => kiosks.service.lookup.findById(scope, id) },
    users: { membersOf: (orgIds) => users.service.membersOf(orgIds) },
    // Late-bound (replenishment is built after field): the stops of the replenisher's day.
    replenishment: { stops: (viewer, kioskIds, date) => replenishment.service.stops.stops(viewer, kioskIds, date) },
  });
  const commands = createCommandsModule(platform, {
    kiosks: {
      getById: (viewer, id) => kiosks.service.getById(viewer, id),
      notify: (kiosk, aspects) => kiosks.service.changes.notify(kiosk, aspects),
    },
    // createRefill is a field operation: the replenisher's field scope and replays (the field module).
    field: {
      fieldScope: (viewer) => field.service.fieldScope(viewer),
      once: (viewer, key, operation, kioskId, run, resultId, replay) =>
        field.service.once(viewer, key, operation, kioskId, run, resultId, replay),
    },
  });
  const configuration = createConfigurationModule(platform, {
    kiosks: {
      getById: (viewer, id) => kiosks.service.getById(viewer, id),
      ofOrganizations: (orgIds) => kiosks.service.ofOrganizations(orgIds),
      notify: (kiosk, aspects) => kiosks.service.changes.notify(kiosk, aspects),
      toJson: (row) => kiosks.service.toJson(row),
    },
    commands: {
      enqueue: async (kiosk, type, params, createdBy) =>
        commands.service.toJson(await commands.service.enqueue(kiosk, type, params, createdBy)),
    },
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
  });
  const stock = createStockModule(platform, {
    kiosks: {
      findById: (scope, id) => kiosks.service.lookup.findById(scope, id),
      list: (scope) => kiosks.service.lookup.list(scope),
      getById: (viewer, id) => kiosks.service.getById(viewer, id),
      dayIncome: (rows) => kiosks.service.dayIncome(rows),
      toJson: (row, dayIncome) => kiosks.service.asJson(row, dayIncome),
      notify: (kiosk, aspects) => kiosks.service.changes.notify(kiosk, aspects),
    },
    field: {
      fieldScope: (viewer) => field.service.fieldScope(viewer),
      once: (viewer, key, operation, kioskId, run, resultId, replay) =>
        field.service.once(viewer, key, operation, kioskId, run, resultId, replay),
    },
    transactions: transactions.service,
    products: {
      facts: (ids) => products.service.facts(ids),
      pricesInForce: (kioskId, ids, at) => products.service.pricesInForce(kioskId, ids, at),
      idsByManufacturer: (manufacturer) => products.service.idsByManufacturer(manufacturer),
      idsOfOrganization: async (orgId) =>
        (await products.service.listByOrganization(SYSTEM_VIEWER, orgId)).map((row) => row.id),
    },
    commands: {
      enqueue: async (kiosk, type, params, createdBy) =>
        commands.service.toJson(await commands.service.enqueue(kiosk, type, params, createdBy)),
    },
  });
  const reconciliation = createReconciliationModule(platform, {
    kiosks: { findById: (scope, id) => kiosks.service.lookup.findById(scope, id) },
    stock: { cellsOf: (kioskIds) => stock.service.levels.cellsOf(kioskIds) },
    field: {
      fieldScope: (viewer) => field.service.fieldScope(viewer),
      once: (viewer, key, operation, kioskId, run, resultId, replay) =>
        field.service.once(viewer, key, operation, kioskId, run, resultId, replay),
    },
    products: { facts: (ids) => products.service.facts(ids) },
    // Who opened refill sessions (the commands module); people's names (refill history).
    people: {
      refillOpeners: (kioskIds, sessionIds) => commands.service.refillOpeners(kioskIds, sessionIds),
      userNames: async (userIds) => {
        const names = new Map<string, string>();
        for (const id of userIds) {
          const user = await users.service.accountById(id);
          if (user) names.set(id, [user.firstName, user.lastName].join(' ').trim() || user.email);
        }
        return names;
      },
    },
  });
  const replenishment = createReplenishmentModule(platform, {
    kiosks: {
      findById: (scope, id) => kiosks.service.lookup.findById(scope, id),
      findByIds: (scope, ids) => kiosks.service.lookup.findByIds(scope, ids),
      dayIncome: (rows) => kiosks.service.dayIncome(rows),
      toJson: (row, dayIncome) => kiosks.service.asJson(row, dayIncome),
      notify: (kiosk, aspects) => kiosks.service.changes.notify(kiosk, aspects),
    },
    stock: stock.service.levels,
    products: { productsForExport: (ids) => products.service.productsForExport(ids) },
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
    // Late-bound (forecast is built after replenishment): the stored forecast demand of the pick lists.
    forecast: { demandOver: (windows, level) => forecast.service.demandOver(windows, level) },
  });
  const alerts = createAlertsModule(platform, {
    kiosks: {
      facts: kiosks.service.facts,
      engineFacts: (ids) => kiosks.service.engineFacts(ids),
      getById: (viewer, id) => kiosks.service.getById(viewer, id),
      setService: async (kiosk, inService) => {
        await commands.service.enqueue(kiosk, 'service', { inService, reason: 'temperature' }, null);
      },
      stockedBatches: () => stock.service.batches.stocked(),
    },
    stock: { shelfLifeDays: (ids) => products.service.shelfLifeDays(ids) },
  });
  const notifications = createNotificationsModule(platform, {
    users: {
      visibleUser: (scope, id) => users.service.admin.visibleUser(scope, id),
      viewerForUser: (userId) => users.service.viewerForUser(userId),
    },
    kiosks: { ofOrganizations: (orgIds) => kiosks.service.ofOrganizations(orgIds) },
    // The alert engine reports every opened and resolved alert after its commit.
    alerts: { onAlertChange: (listener) => alerts.service.onAlertChange(listener) },
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
  });
  const webhooks = createWebhooksModule(platform, {
    owners: {
      contactOf: async (userId) => {
        const user = await users.service.accountById(userId);
        return user ? { email: user.email, language: user.language } : undefined;
      },
    },
    // Alerts opened and resolved (after commit) and kiosks going on- and offline (the kiosks' status facts).
    sources: {
      onAlertChange: (listener) => alerts.service.onAlertChange(listener),
      kioskFacts: kiosks.service.facts,
    },
  });
  const forecast = createForecastModule(platform, {
    sales: transactions.service,
    kiosks: { ofOrganizations: (orgIds) => kiosks.service.ofOrganizations(orgIds) },
    products: {
      names: async (ids) => new Map([...(await products.service.facts(ids)).values()].map((p) => [p.id, p.name])),
    },
    organizations: {
      settings: (orgIds) => organizations.service.summaries(orgIds),
    },
  });
  const reports = createReportsModule(platform, {
    summaries: (orgIds) => organizations.service.summaries(orgIds),
    kioskNames: async (orgIds) =>
      new Map((await kiosks.service.ofOrganizations(orgIds)).map((kiosk) => [kiosk.id, kiosk.name])),
    exports: () => exports.service,
  });
  const dashboard = createDashboardModule(platform, {
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
    kiosks: {
      kioskNames: async (orgIds) =>
        new Map((await kiosks.service.ofOrganizations(orgIds)).map((kiosk) => [kiosk.id, kiosk.name])),
    },
  });
  const compliance = createComplianceModule(platform, {
    kiosks: {
      getById: (viewer, id) => kiosks.service.getById(viewer, id),
      readingsBetween: (kioskId, from, to, limit) => kiosks.service.device.readingsBetween(kioskId, from, to, limit),
      serviceCommands: (kioskIds, from, to) => commands.service.serviceCommands(kioskIds, from, to),
    },
    alerts: {
      temperatureAlerts: (viewer, kioskIds, range) => alerts.service.temperatureAlerts(viewer, kioskIds, range),
    },
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
    users: { namesOf: (ids) => users.service.namesOf(ids) },
  });
  const audit = createAuditModule(platform, {
    organizations: { summaries: (orgIds) => organizations.service.summaries(orgIds) },
    exports: () => exports.service,
  });
  const list = [
    organizations,
    users,
    transactions,
    transactionsExports,
    imports,
    products,
    kiosks,
    ingest,
    retention,
    sales,
    field,
    commands,
    configuration,
    stock,
    reconciliation,
    replenishment,
    alerts,
    exports,
    notifications,
    webhooks,
    forecast,
    reports,
    dashboard,
    compliance,
    audit,
  ] as const satisfies ModuleList;
  return { list, services: servicesOf(list) };
}

export type Modules = ReturnType<typeof createModules>;
export type Services = Modules['services'];
