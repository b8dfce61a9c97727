import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createAlertsRepository } from './alerts.repository.ts';

/**
 * The engine's batch read (docs/performance.md "Fifth round"): `lockBatch` locks the batch's kiosk states
 * (creating the missing ones) and answers them with the kiosks' open alerts and maintenance windows in force
 * after `from` — the same rows as reading each on its own.
 */
describe.each(testDatabaseKinds())('the alert engine reads a batch on %s', (kind) => {
  let database: TestDatabase;
  let orgId: string;
  const ids: Record<'known' | 'fresh' | 'other', string> = { known: '', fresh: '', other: '' };
  const from = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [org] = await database.query<{ id: string }>(
      "INSERT INTO organizations (name, slug) VALUES ('Batch Org', 'batch-org') RETURNING id",
    );
    orgId = org?.id ?? '';
    for (const name of ['known', 'fresh', 'other'] as const) {
      const [row] = await database.query<{ id: string }>(
        'INSERT INTO kiosks (org_id, name, serial_number) VALUES ($1, $2, $3) RETURNING id',
        [orgId, name, `BATCH-${name}-${Date.now().toString(36)}`],
      );
      ids[name] = row?.id ?? '';
    }
    await database.query(`INSERT INTO alert_kiosk_states (kiosk_id, org_id, state) VALUES ($1, $2, $3::jsonb)`, [
      ids.known,
      orgId,
      JSON.stringify({ lastTs: '2026-06-01T11:00:00.000Z', doorOpenSince: '2026-06-01T10:55:00.000Z' }),
    ]);
    const alert = (kioskId: string, type: string, end: string | null, details: object) =>
      database.query(
        `INSERT INTO alerts (org_id, kiosk_id, kiosk_name, type, severity, scale_direction, start_date, end_date, details)
         VALUES ($1, $2, 'Kiosk', $3, 'high', $4, '2026-06-01T10:00:00.123Z', $5::timestamptz, $6::jsonb)`,
        [orgId, kioskId, type, type === 'higherScaleWeight' ? 'left' : null, end, JSON.stringify(details)],
      );
    await alert(ids.known, 'doorOpenPurchase', null, { since: 'x', peak: 7.5 });
    await alert(ids.known, 'higherScaleWeight', null, { sessionId: 's-1', cells: ['A1'] });
    await alert(ids.known, 'highTemperature', '2026-06-01T11:00:00Z', {}); // resolved: not open
    await alert(ids.other, 'doorOpenPurchase', null, {}); // another kiosk's
    await database.query(
      `UPDATE alerts SET acknowledged_at = '2026-06-01T10:30:00Z', acknowledged_note = 'seen' WHERE type = 'higherScaleWeight'`,
    );
    const snooze = (kioskId: string, startsAt: string, until: string, cancelled: string | null) =>
      database.query(
        `INSERT INTO alert_snoozes (org_id, kiosk_id, starts_at, until, cancelled_at) VALUES ($1, $2, $3, $4, $5)`,
        [orgId, kioskId, startsAt, until, cancelled],
      );
    await snooze(ids.known, '2026-06-01T11:00:00Z', '2026-06-01T13:00:00Z', null); // in force after `from`
    await snooze(ids.known, '2026-06-01T14:00:00Z', '2026-06-01T15:00:00Z', null); // planned
    await snooze(ids.known, '2026-06-01T09:00:00Z', '2026-06-01T11:00:00Z', null); // ended before `from`
    await snooze(ids.known, '2026-06-01T11:00:00Z', '2026-06-01T16:00:00Z', '2026-06-01T11:30:00Z'); // cancelled
    await snooze(ids.other, '2026-06-01T11:00:00Z', '2026-06-01T13:00:00Z', null); // another kiosk's
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers the states (a missing one created empty), the open alerts as drizzle reads them, the windows after `from`', async () => {
    const batch = await database.db.transaction((tx) =>
      createAlertsRepository(tx).lockBatch(
        [
          { kioskId: ids.known, orgId },
          { kioskId: ids.fresh, orgId },
        ],
        from,
      ),
    );
    expect(Object.fromEntries(batch.states)).toEqual({
      [ids.known]: { lastTs: '2026-06-01T11:00:00.000Z', doorOpenSince: '2026-06-01T10:55:00.000Z' },
      [ids.fresh]: {},
    });
    const stored = await database.query<{ kiosk_id: string }>(
      'SELECT kiosk_id FROM alert_kiosk_states WHERE kiosk_id = $1',
      [ids.fresh],
    );
    expect(stored).toHaveLength(1);

    const sort = <T extends { type: string }>(rows: T[]) => [...rows].sort((a, b) => a.type.localeCompare(b.type));
    const expected = sort(await createAlertsRepository(database.db).openOf(ids.known));
    expect(expected.map((row) => row.type)).toEqual(['doorOpenPurchase', 'higherScaleWeight']);
    expect(sort(batch.open)).toEqual(expected);
    const acknowledged = batch.open.find((row) => row.type === 'higherScaleWeight');
    expect(acknowledged?.startDate).toEqual(new Date('2026-06-01T10:00:00.123Z'));
    expect(acknowledged?.acknowledgedAt).toEqual(new Date('2026-06-01T10:30:00Z'));
    expect(acknowledged?.scaleDirection).toBe('left');
    expect(acknowledged?.details).toEqual({ sessionId: 's-1', cells: ['A1'] });

    const windows = [...batch.windows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(windows).toEqual([
      { kioskId: ids.known, startsAt: new Date('2026-06-01T11:00:00Z'), until: new Date('2026-06-01T13:00:00Z') },
      { kioskId: ids.known, startsAt: new Date('2026-06-01T14:00:00Z'), until: new Date('2026-06-01T15:00:00Z') },
    ]);
  });

  it.runIf(kind === 'postgres')('holds the states locked until the transaction ends', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await createAlertsRepository(tx).lockBatch([{ kioskId: ids.known, orgId }], from);
      locked();
      await held;
    });
    await isLocked;
    await expect(
      database.query('SELECT 1 FROM alert_kiosk_states WHERE kiosk_id = $1 FOR UPDATE NOWAIT', [ids.known]),
    ).rejects.toThrow(/lock/);
    release();
    await transaction;
    await expect(
      database.query('SELECT 1 FROM alert_kiosk_states WHERE kiosk_id = $1 FOR UPDATE NOWAIT', [ids.known]),
    ).resolves.toHaveLength(1);
  });

  it.runIf(kind === 'postgres')(
    'waits for a state another transaction holds, and reads it and its open alerts as that transaction committed them',
    async () => {
      await database.query(
        `INSERT INTO alert_kiosk_states (kiosk_id, org_id, state) VALUES ($1, $2, '{}'::jsonb) ON CONFLICT DO NOTHING`,
        [ids.other, orgId],
      );
      let commit: () => void = () => {};
      const committing = new Promise<void>((resolve) => (commit = resolve));
      let holding: () => void = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      // Another path of the engine (its job, the sweep) holds the state, moves it on and opens an alert.
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM alert_kiosk_states WHERE kiosk_id = ${ids.other} FOR UPDATE`);
        await tx.execute(
          sql`UPDATE alert_kiosk_states SET state = '{"lastTs":"2026-06-01T12:30:00.000Z"}'::jsonb WHERE kiosk_id = ${ids.other}`,
        );
        await tx.execute(sql`INSERT INTO alerts (org_id, kiosk_id, kiosk_name, type, severity, start_date, details)
          VALUES (${orgId}, ${ids.other}, 'Kiosk', 'sensorError', 'high', '2026-06-01T12:30:00Z', '{}'::jsonb)`);
        holding();
        await committing;
      });
      await held;
      let answered = false;
      const reading = database.db.transaction((tx) =>
        createAlertsRepository(tx).lockBatch(
          [
            { kioskId: ids.known, orgId },
            { kioskId: ids.other, orgId },
          ],
          from,
        ),
      );
      void reading.then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      commit();
      await holder;
      const batch = await reading;
      expect(batch.states.get(ids.other)).toEqual({ lastTs: '2026-06-01T12:30:00.000Z' });
      expect(batch.states.get(ids.known)).toEqual({
        lastTs: '2026-06-01T11:00:00.000Z',
        doorOpenSince: '2026-06-01T10:55:00.000Z',
      });
      const types = (kioskId: string) =>
        batch.open
          .filter((row) => row.kioskId === kioskId)
          .map((row) => row.type)
          .sort();
      expect(types(ids.other)).toEqual(['doorOpenPurchase', 'sensorError']);
      expect(types(ids.known)).toEqual(['doorOpenPurchase', 'higherScaleWeight']);
    },
  );
});
