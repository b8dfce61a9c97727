import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * Browser journeys: one Chromium and one server per file, two files at a time (E2E_WORKERS to change it),
 * generous timeouts. A journey mostly waits (for pages to settle, live updates, the browser), so two
 * overlap well even on two cores.
 */
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    // Every journey is audited with axe-core (support/accessibility.ts).
    setupFiles: ['./support/accessibility.setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Two journey files at a time when they run alone (`npm run test:e2e`); `npm test` sets E2E_WORKERS=1, since the
    // integration files run beside them there (docs/performance.md, "CI: the vitest run and the browser journeys").
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // Migrates once per run: each journey's database is cloned from that (ADR 0018), as in the integration tests.
    globalSetup: ['../apps/server/src/test-support/integration.global-setup.ts'],
  },
});
