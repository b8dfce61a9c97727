import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { FIELD_KEY_PRUNE_INTERVAL_MS, registerFieldKeyPrune } from './field.replenishers.jobs.ts';
import { FIELD_KEY_RETENTION_DAYS } from './field.replenishers.service.ts';
import { newReplenisher } from './field.replenishers.test-data.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Idempotency keys of field operations are kept FIELD_KEY_RETENTION_DAYS (ADR 0024): the periodic job
 * `kiosks.field-key-prune` deletes older ones, and a replay after that applies as a new call.
 */
describe.each(testDatabaseKinds())('field operation key pruning on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let userId: string;
  let kioskId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    const orgId = await context.newOrganization('Key Org');
    userId = await newReplenisher(context, orgId);
    kioskId = (await newKiosk(context, orgId)).id;
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  /** A key stored `ageDays` days before `now`. */
  const storeKey = async (now: Date, ageDays: number) => {
    const key = `key-${randomUUID()}`;
    await database.query(
      `INSERT INTO field_operation_keys (user_id, key, operation, kiosk_id, result, created_at)
       VALUES ($1, $2, 'createRefill', $3, $4, $5)`,
      [userId, key, kioskId, JSON.stringify({ id: randomUUID() }), new Date(now.getTime() - ageDays * DAY_MS)],
    );
    return key;
  };
  const keysLeft = async (keys: readonly string[]) =>
    (
      await database.query<{ key: string }>('SELECT key FROM field_operation_keys WHERE key = ANY($1) ORDER BY key', [
        [...keys],
      ])
    ).map((row) => row.key);

  it('deletes the keys older than the retention and keeps the younger ones', async () => {
    expect(FIELD_KEY_RETENTION_DAYS).toBe(30);
    const now = new Date();
    const old = [await storeKey(now, 31), await storeKey(now, 400), await storeKey(now, 30.01)];
    const young = [await storeKey(now, 29.99), await storeKey(now, 1), await storeKey(now, 0)];
    const deleted = await context.services.field.pruneKeys(now);
    expect(deleted).toBeGreaterThanOrEqual(3);
    expect(await keysLeft([...old, ...young])).toEqual([...young].sort());
    expect(await context.services.field.pruneKeys(now)).toBe(0);
  });

  it('is registered as one periodic round on the job queue that prunes when it runs', async () => {
    const rounds: { name: string; intervalMs: number; runAtStart?: boolean; run: () => Promise<unknown> }[] = [];
    await registerFieldKeyPrune(
      {
        every: async (name, intervalMs, run, options) => {
          rounds.push({ name, intervalMs, run, runAtStart: options.runAtStart });
        },
      },
      context.services.field,
      { error: () => undefined, info: () => undefined },
    );
    expect(rounds.map(({ name, intervalMs, runAtStart }) => ({ name, intervalMs, runAtStart }))).toEqual([
      { name: 'kiosks.field-key-prune', intervalMs: FIELD_KEY_PRUNE_INTERVAL_MS, runAtStart: true },
    ]);
    const stale = await storeKey(new Date(), FIELD_KEY_RETENTION_DAYS + 1);
    const fresh = await storeKey(new Date(), 2);
    await rounds[0]?.run();
    expect(await keysLeft([stale, fresh])).toEqual([fresh]);
  });
});
