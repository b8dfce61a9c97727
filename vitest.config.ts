import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Node's compile cache (V8 code cache) for the test workers, which inherit this variable: every integration
// file starts a fresh worker that loads and compiles fastify, graphql, pg-boss, PGlite, sharp… again; with
// the cache each compiles them once per change (docs/performance.md, "The fixed cost of an integration file").
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('node_modules/.cache/node-compile', import.meta.url));

/**
 * Unit tests (`*.test.ts`) and integration tests (`*.integration.test.ts`, real database) of every
 * workspace. End-to-end browser tests live in e2e/ with their own config.
 */
export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS build (the package has no exports map); Vite would pick the ESM
    // build for our sources, so libraries and our code would hold two copies and `instanceof` checks
    // between them fail. Use the copy Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          // One module graph per worker instead of one per file: importing and transforming the same
          // modules (vitest, zod, graphql, @kiosk/common) again for each of 120 files was more than half
          // the run (docs/performance.md, "The unit tests"). A test file that changes globals restores
          // them (vi.stubGlobal + vi.unstubAllGlobals, fake timers off again in afterEach).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: files run one at a time so PGlite start-ups and scrypt do not starve each other.
          fileParallelism: false,
          // The tests a file marks concurrent (the authorization matrix's subscriptions, ten callers each) run all at once.
          maxConcurrency: 10,
          // Migrates once per run; each file's databases start from that (ADR 0018).
          globalSetup: ['apps/server/src/test-support/integration.global-setup.ts'],
        },
      },
    ],
  },
});
