import { defineConfig } from 'vitest/config';

/**
 * Unit tests (`*.test.ts`) and integration tests (`*.integration.test.ts`, real database) of every
 * workspace. End-to-end browser tests live in e2e/ with their own config.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: files run one at a time so PGlite start-ups and scrypt do not starve each other.
          fileParallelism: false,
        },
      },
    ],
  },
});
