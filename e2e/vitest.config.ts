import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Browser journeys: one file at a time (one Chromium, one server per file), generous timeouts. */
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
    fileParallelism: false,
    // Migrates once per run: each journey's database is cloned from that (ADR 0018), as in the integration tests.
    globalSetup: ['../apps/server/src/test-support/integration.global-setup.ts'],
  },
});
