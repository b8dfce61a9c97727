import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The console's feature folders (apps/web/src/features/<area>); each is a lint zone of its own. */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative import that climbs out of its folder into one of these top-level folders of apps/web/src. */
const intoFolder = (names) => `^(\\.\\./)+(${names.join('|')})/`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'apps/server/drizzle/**',
      'data/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a union of string literals (Node type stripping has no enums).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Zones of the console, in the manner of bulletproof-react: app → features → components | lib. A
  // feature imports neither another feature nor app/; what several areas share lives in components/
  // or lib/, which import neither features nor app/.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoFolder(webFeatures.filter((other) => other !== feature)),
              message: 'A feature does not import another feature; move what they share to components/ or lib/.',
            },
            { regex: intoFolder(['app']), message: 'A feature does not import app/; move what it needs to lib/.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: intoFolder(['app', 'features']),
              message: 'components/ and lib/ are shared by every feature: they import neither features nor app/.',
            },
          ],
        },
      ],
    },
  },
  ...serverBoundaries(),
  serverFileNames(),
);

/**
 * The roles a server module file may end in (STYLE.md "server files `<module>.<role>.ts`") — the one list.
 * A module's files are `<module>.<role>.ts`, `<module>.<use-case>.<role>.ts` or, for a use case that is one
 * file, `<module>.<use-case>.ts`; tests are `<module>[.<topic>].test.ts` / `.integration.test.ts`.
 */
const SERVER_ROLES = [
  'module',
  'service',
  'repository',
  'resolvers',
  'routes',
  'jobs',
  'mqtt',
  'ports',
  'view',
  'rules',
  'live',
  'demo',
  'test-data',
  // helpers of one use case
  'types',
  'defaults',
  'time',
  'dates',
  'range',
  'parse',
  'plan',
  'periods',
  'pdf',
  'kinds',
  'writers',
];

/** Lints the file names of apps/server/src/modules/<module>/ (a rule of its own: ESLint has none for names). */
function serverFileNames() {
  const segment = '[a-z0-9]+(-[a-z0-9]+)*';
  const fileName = {
    meta: { type: 'problem', schema: [], messages: { name: '{{name}}: {{why}}' } },
    create(context) {
      const match = /apps\/server\/src\/modules\/([^/]+)\/([^/]+)$/.exec(context.filename.replaceAll('\\', '/'));
      if (!match) return {};
      const [, module, name] = match;
      const report = (why) => context.report({ loc: { line: 1, column: 0 }, messageId: 'name', data: { name, why } });
      return {
        Program() {
          const test = new RegExp(`^${module}(\\.${segment})*\\.(integration\\.)?test\\.ts$`);
          if (test.test(name)) return;
          const parts = name
            .replace(/\.ts$/, '')
            .replace(/\.test-data$/, '.test_data')
            .split('.');
          if (parts[0] !== module) return report(`a module's files are named ${module}.<role>.ts`);
          const rest = parts.slice(1).map((part) => part.replace('test_data', 'test-data'));
          if (!rest.length || !rest.every((part) => part === 'test-data' || new RegExp(`^${segment}$`).test(part)))
            return report('name parts are kebab-case: <module>[.<use-case>].<role>.ts');
          const role = rest.at(-1);
          if (rest.length >= 2 && !SERVER_ROLES.includes(role))
            return report(`"${role}" is not a role (eslint.config.js SERVER_ROLES: ${SERVER_ROLES.join(', ')})`);
        },
      };
    },
  };
  return {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { server: { rules: { 'file-name': fileName } } },
    rules: { 'server/file-name': 'error' },
  };
}

/**
 * Server boundaries (STYLE.md, docs/ARCHITECTURE.md "The module contract"), one rule set per module folder:
 * - a module uses another module only through ports handed to it: never another module's files (repository,
 *   service, wiring, helpers; its tests may use the other module's test data) or tables (db/schema/<module>.ts,
 *   db/schema/<module>-<part>.ts);
 * - only repositories (and tests arranging data) touch the ORM;
 * - production code never imports test code; platform code never imports modules (app.ts and modules.ts wire them).
 */
function serverBoundaries() {
  const modulesDir = 'apps/server/src/modules';
  const modules = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const TESTS = ['**/*.test.ts', '**/*.test-data.ts'];
  const orm = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories touch the ORM.' };
  const testCode = {
    regex: '(^|/)test-support/|\\.test(-data)?\\.ts$',
    message: 'Production code does not import test code.',
  };
  // ADR 0015: the production server carries neither the demo nor the simulator; the demo uses the server.
  const noDemo = [
    {
      group: ['@kiosk/kiosk-sim', '@kiosk/kiosk-sim/*', '@kiosk/demo', '@kiosk/demo/*'],
      message:
        'The production server carries neither the demo nor the simulator (ADR 0015); apps/demo uses the server.',
    },
    {
      regex: '(^|/)(demo|kiosk-sim)/src/',
      message:
        'The production server carries neither the demo nor the simulator (ADR 0015); apps/demo uses the server.',
    },
  ];
  const compositionRoot = {
    regex: '^(\\.\\./)+(app|modules)\\.ts$',
    message: 'Modules are wired by app.ts and modules.ts; a module does not import them.',
  };
  // The reports module is a read model (docs/ARCHITECTURE.md "Reports"): its repository alone may also read
  // the transactions module's tables (sales, items, refunds, refills and their roll-ups); it writes none. The
  // dashboard module is one too: its repository reads the sales roll-ups (sales_rollups, sales_rollups_hourly).
  // The reconciliation module's refill history is one of the stock and kiosks modules' tables (split out of
  // stock): each visit joins the refill sessions (kiosk_sessions) with the batches they weighed in, the units
  // and waste people recorded (kiosk_cell_batches, kiosk_cells, kiosk_waste) and its own counts and photos, each
  // read scoped by its kiosk's organization (kiosks, which also give each kiosk's name and weighing tolerance)
  // and bounded by the period in one statement; it writes only its own tables (kiosk_cell_counts,
  // kiosk_shelf_photos).
  // The transactions-exports module is a read model too (split out of transactions): its repositories read the sales with their
  // items and what refunds gave back, and the refills with their lines, in keyset pages or through COPY.
  const readModels = {
    reports: ['transactions'],
    dashboard: ['transactions'],
    reconciliation: ['stock', 'kiosks'],
    'transactions-exports': ['transactions'],
  };
  // Modules split out of the kiosk (ADR 0019) whose repositories still share a table with kiosks in one SQL
  // statement or transaction: an ack of a `service` command sets the kiosk's in-service flag and logs to its
  // activity log, and the activity log shows each command entry with the command's status now; the kiosk's
  // settings and playlist are columns of its row (a playlist change locks it), and the schedule job reads
  // each rule with its kiosk's serial number. The stock module's repositories scope cells, batches and waste
  // by their kiosk's organization in the same statement (a join on kiosks). The field module's
  // assignments are listed by kiosk name and count only while the kiosk is still in the assignment's
  // organization (a join on kiosks). The sales module's derivation reads and locks the closed sessions
  // (kiosk_sessions) and each kiosk's weighing tolerance (its controller settings). The replenishment
  // module's exports select kiosks with the caller's scope, an organization or a tag in keyset pages
  // (kiosks); their cells come from the stock module's service. The retention module
  // prunes the kiosks' device tables (the readings' monthly partitions, the activity log, the hourly
  // roll-ups) and rolls up the queued hours (kiosk_temperature_changes) with the aggregates the kiosks
  // module's temperature log computes for the hours still queued (HOUR_AGGREGATES). The imports module (split
  // out of transactions) writes the imported sales and their items into the transactions module's tables
  // itself — in chunks of 500, skipping sales already there by the (kiosk, session) key in the same INSERT
  // (ON CONFLICT DO NOTHING … RETURNING) — and reads which import sessions a kiosk has already. The ingest
  // module (device messages) writes each batch in one transaction with a fixed number of statements: it locks
  // the kiosks' rows, inserts the activities (kiosk_activities) and, in one statement, the readings
  // (kiosk_temperatures), the sessions (kiosk_sessions) and the kiosks' live-state columns; it finds a kiosk by
  // its serial number (kiosks).
  const sharedTables = {
    commands: ['kiosks'],
    kiosks: ['commands'],
    configuration: ['kiosks'],
    stock: ['kiosks'],
    field: ['kiosks'],
    sales: ['kiosks'],
    replenishment: ['kiosks'],
    retention: ['kiosks'],
    imports: ['transactions'],
    ingest: ['kiosks'],
  };
  const boundaries = (name, readable = []) => [
    {
      regex: `^\\.\\./(?!${name}/)[^/]+/[^/]+\\.repository\\.ts$`,
      message: 'A module uses another module through a port of its service, never its repository.',
    },
    {
      // Any other file of another module (its service, wiring, helpers); its repository has the message above.
      regex: `^\\.\\./(?!${name}/)[a-z][a-z0-9-]*/(?!.*\\.(repository|test-data)\\.ts$)`,
      message:
        "A module uses another module only through the ports handed to it, never that module's files (tests may use its test data).",
    },
    {
      regex: `(^|/)db/schema/(?!(${[name, ...readable].join('|')})(-[a-z0-9-]+)?\\.ts$)[^/]+$`,
      message:
        "A module reads and writes only its own tables (db/schema/<module>[-<part>].ts); ask the owning module's service.",
    },
  ];
  const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: ['apps/server/src/**/*.ts'],
      ignores: [...TESTS, 'apps/server/src/test-support/**'],
      rules: restrict([...noDemo, testCode]),
    },
    {
      files: [
        'apps/server/src/{auth,db,files,graphql,jobs,lib,mail}/**/*.ts',
        'apps/server/src/{config,config-*,main}.ts',
      ],
      ignores: TESTS,
      rules: restrict([
        ...noDemo,
        testCode,
        { group: ['**/modules/**'], message: 'Platform code does not depend on modules; modules depend on it.' },
      ]),
    },
    ...modules.flatMap((name) => [
      {
        files: [`${modulesDir}/${name}/**/*.ts`],
        ignores: [...TESTS, '**/*.repository.ts'],
        rules: restrict([...boundaries(name), orm, testCode, compositionRoot, ...noDemo]),
      },
      {
        files: [`${modulesDir}/${name}/**/*.repository.ts`],
        rules: restrict([
          ...boundaries(name, [...(readModels[name] ?? []), ...(sharedTables[name] ?? [])]),
          testCode,
          compositionRoot,
          ...noDemo,
        ]),
      },
      {
        files: TESTS.map((glob) => `${modulesDir}/${name}/${glob}`),
        rules: restrict(boundaries(name)),
      },
    ]),
    // The demo (apps/demo) reaches the server only through its public seam, `@kiosk/server/console`; its tests
    // may use the server's test support.
    {
      files: ['apps/demo/src/**/*.ts'],
      ignores: TESTS,
      rules: restrict([
        {
          regex: '(^|/)server/src/',
          message: 'The demo uses the server only through @kiosk/server/console (ADR 0015).',
        },
      ]),
    },
    {
      files: TESTS.map((glob) => `apps/demo/src/${glob}`),
      rules: restrict([
        {
          regex: '(^|/)server/src/(?!test-support/)',
          message: "The demo's tests use the server through @kiosk/server/console and its test-support/ only.",
        },
      ]),
    },
  ];
}
