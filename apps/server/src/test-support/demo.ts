import type { FirstStart } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { Services } from '../modules.ts';
// Test code only: the production server never imports the demo (ADR 0015, lint-boundaries.test.ts).
import { loadDemoConfig } from '../../../demo/src/demo.config.ts';
import { seedDemo } from '../../../demo/src/demo.seed.ts';

/**
 * The demo's first-start seeding as `npm start` runs it (apps/demo), when the test's environment asks for
 * it (DEMO_DATA, default true; DEMO_HISTORY_DAYS, default 0 in tests) — for `buildApp`'s `firstStart`.
 */
export function demoFirstStart(env: Record<string, string>): ((start: FirstStart) => Promise<void>) | undefined {
  const demo = loadDemoConfig({ NODE_ENV: 'test', ...env });
  return demo.data ? (start) => seedDemo(start, { historyDays: demo.historyDays }) : undefined;
}

/** The same for `firstStart(modules, config, work)` of app.ts, given what buildApp would hand it. */
export function demoFirstStartWork(
  env: Record<string, string>,
  built: { services: Services; logger: FirstStart['logger']; database: Database },
): ((first: { rootUserId: string }) => Promise<void>) | undefined {
  const seed = demoFirstStart(env);
  return (
    seed &&
    (({ rootUserId }) =>
      seed({
        services: built.services,
        rootUserId,
        logger: built.logger,
        transaction: (work) => built.database.db.transaction(work),
      }))
  );
}
