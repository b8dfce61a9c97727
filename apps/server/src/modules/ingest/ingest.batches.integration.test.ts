import type { DeviceMessage } from '@kiosk/common/mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PredecessorFailedError } from '../../mqtt/gateway.ts';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { createIngestRepository } from './ingest.repository.ts';
import { createIngest, laneIndex } from './ingest.service.ts';
import { createIngestWorld, event, iso, type IngestWorld } from './ingest.test-data.ts';

/** The ingest's batches: a refused message fails alone, a kiosk's pipelined window, and the lanes (ADR 0027). */
describe.each(testDatabaseKinds())('kiosk device ingest batches on %s', (kind) => {
  let world: IngestWorld;
  let database: IngestWorld['database'];
  let context: IngestWorld['context'];
  let gateway: IngestWorld['gateway'];

  beforeAll(async () => {
    world = await createIngestWorld(kind);
    ({ database, context, gateway } = world);
  });
  afterAll(() => world.close());

  const kiosk = () => world.kiosk();
  const state = (id: string) => world.state(id);
  const count = (table: string, kioskId: string) => world.count(table, kioskId);

  it('a message the database refuses fails alone: the rest of its batch is stored', async () => {
    const kept = await kiosk();
    const gone = await kiosk();
    await gateway.send(gone.serialNumber, 'event', event('door', { state: 'open' })); // known (and cached)
    await database.query('DELETE FROM kiosks WHERE id = $1', [gone.id]);
    const [ok, refused] = await Promise.allSettled([
      gateway.send(kept.serialNumber, 'event', event('door', { state: 'closed' })),
      gateway.send(gone.serialNumber, 'event', event('door', { state: 'closed' })),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(refused.status).toBe('rejected'); // not acknowledged: the kiosk sends it again
    expect((await state(kept.id)).doorStatus).toBe('closed');
    // Looked up afresh, the serial number is unknown now: dropped, no error.
    await expect(gateway.send(gone.serialNumber, 'event', event('door', { state: 'open' }))).resolves.toBeUndefined();
  });

  /** An ingest of its own on the test database, with a repository whose batches a test can hold and fail. */
  function pipelineIngest(lanes = 1) {
    const real = createIngestRepository(database.db);
    const batches: number[] = [];
    let hold: { until: Promise<void>; fail: boolean } | undefined;
    const repository: typeof real = {
      ...real,
      async writeBatch(items, beforeCommit) {
        batches.push(items.length);
        const held = hold;
        hold = undefined;
        if (held) {
          await held.until;
          if (held.fail) throw Object.assign(new Error('connection terminated (test)'), { code: '57P01' });
        }
        return real.writeBatch(items, beforeCommit);
      },
    };
    const ingest = createIngest({
      repository,
      changes: context.services.kiosks.changes,
      logger: context.built.app.log,
      lanes,
    });
    return {
      ingest,
      batches,
      /** The next batch waits for `release`, then fails as a whole (`fail`) or is written. */
      holdNext(fail: boolean) {
        let release!: () => void;
        const until = new Promise<void>((resolve) => (release = resolve));
        hold = { until, fail };
        return release;
      },
    };
  }

  const telemetryOf = (serial: string, ts: string, uptime: number): DeviceMessage & { kind: 'telemetry' } => ({
    ok: true,
    kind: 'telemetry',
    kiosk: serial,
    message: { ts, temperatures: [400 + uptime], uptime },
  });

  it("pipelined: a kiosk's window is handed over before the first message commits, written in one batch, in order", async () => {
    const { id, serialNumber } = await kiosk();
    const { ingest, batches } = pipelineIngest();
    await ingest.resolve(serialNumber); // known and cached: the window is queued without a lookup
    const sequence = {};
    const events: string[] = [];
    const window = [0, 1, 2, 3].map((n) => telemetryOf(serialNumber, iso(40_000 - n * 10_000), n));
    const handled = window.map((message, n) => {
      const done = ingest.ingest(message, new Date(), { sequence, queued: () => events.push(`queued ${n}`) });
      return done.then(() => events.push(`stored ${n}`));
    });
    await Promise.all(handled);
    // Each message was queued before the first one was stored: one batch carried the whole window.
    expect(events.slice(0, 4)).toEqual(['queued 0', 'queued 1', 'queued 2', 'queued 3']);
    expect(events.slice(4)).toEqual(['stored 0', 'stored 1', 'stored 2', 'stored 3']);
    expect(batches).toEqual([4]);
    expect(await count('kiosk_temperatures', id)).toBe(4);
    // Applied in arrival order: the last reading is the kiosk's current one.
    expect((await state(id)).heartbeat).toEqual({ uptime: 3, updated: window[3]?.message.ts });
  });

  it('pipelined: when a batch fails, the later messages of that connection are not written, and a retry is', async () => {
    const { id, serialNumber } = await kiosk();
    const other = await kiosk();
    const { ingest, holdNext } = pipelineIngest();
    await ingest.resolve(serialNumber);
    await ingest.resolve(other.serialNumber);
    const sequence = {};
    const order = { sequence, queued: () => undefined };
    const first = telemetryOf(serialNumber, iso(30_000), 1);
    const second = telemetryOf(serialNumber, iso(20_000), 2);
    const release = holdNext(true);
    const firstDone = ingest.ingest(first, new Date(), order);
    const firstSettled = firstDone.then(
      () => 'stored',
      (error: unknown) => String(error),
    );
    // The first batch is held; the second message and another kiosk's message go into the next batch.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const secondDone = ingest.ingest(second, new Date(), order);
    const secondSettled = secondDone.then(
      () => 'stored',
      (error: unknown) => (error instanceof PredecessorFailedError ? 'predecessor failed' : String(error)),
    );
    const otherDone = ingest.ingest(telemetryOf(other.serialNumber, iso(20_000), 5), new Date());
    release();
    expect(await firstSettled).toMatch(/connection terminated/);
    expect(await secondSettled).toBe('predecessor failed');
    await otherDone;
    expect(await count('kiosk_temperatures', id)).toBe(0); // nothing of the kiosk was written out of order
    expect(await count('kiosk_temperatures', other.id)).toBe(1); // the other kiosk's message was
    // A later message of the same connection is refused at once; the gateway re-sends in order instead.
    await expect(ingest.ingest(telemetryOf(serialNumber, iso(10_000), 3), new Date(), order)).rejects.toBeInstanceOf(
      PredecessorFailedError,
    );
    // The re-sent messages (the gateway's retry, one at a time) are stored, in order.
    await ingest.ingest(first, new Date());
    await ingest.ingest(second, new Date());
    expect(await count('kiosk_temperatures', id)).toBe(2);
    expect((await state(id)).heartbeat.uptime).toBe(2);
  });

  /** Two kiosks whose messages go to different lanes of a two-lane ingest. */
  async function kiosksInTwoLanes() {
    const first = await kiosk();
    for (;;) {
      const second = await kiosk();
      if (laneIndex(second.id, 2) !== laneIndex(first.id, 2)) return [first, second] as const;
    }
  }

  it("lanes: another lane's kiosk is written while a batch is held; a kiosk's window stays in one batch, in order", async () => {
    const [held, free] = await kiosksInTwoLanes();
    const { ingest, batches, holdNext } = pipelineIngest(2);
    await ingest.resolve(held.serialNumber);
    await ingest.resolve(free.serialNumber);
    const release = holdNext(false);
    const order = { sequence: {}, queued: () => undefined };
    const window = [0, 1, 2].map((n) => telemetryOf(held.serialNumber, iso(40_000 - n * 10_000), n));
    const windowDone = Promise.all(window.map((message) => ingest.ingest(message, new Date(), order)));
    await new Promise((resolve) => setTimeout(resolve, 30)); // the held kiosk's batch has started
    // With one lane this would wait for the held batch (and the test would time out).
    await ingest.ingest(telemetryOf(free.serialNumber, iso(20_000), 7), new Date());
    expect(await count('kiosk_temperatures', free.id)).toBe(1);
    expect(await count('kiosk_temperatures', held.id)).toBe(0);
    release();
    await windowDone;
    expect(batches).toEqual([3, 1]);
    expect(await count('kiosk_temperatures', held.id)).toBe(3);
    expect((await state(held.id)).heartbeat.uptime).toBe(2); // applied in arrival order
  });

  it("lanes: a connection's message for a kiosk of another lane follows its failed predecessor and is not written", async () => {
    const [first, second] = await kiosksInTwoLanes();
    const { ingest, holdNext } = pipelineIngest(2);
    await ingest.resolve(first.serialNumber);
    await ingest.resolve(second.serialNumber);
    const order = { sequence: {}, queued: () => undefined };
    const release = holdNext(true);
    const firstSettled = ingest.ingest(telemetryOf(first.serialNumber, iso(30_000), 1), new Date(), order).then(
      () => 'stored',
      (error: unknown) => String(error),
    );
    await new Promise((resolve) => setTimeout(resolve, 30)); // the first message's batch is held
    const secondSettled = ingest.ingest(telemetryOf(second.serialNumber, iso(20_000), 2), new Date(), order).then(
      () => 'stored',
      (error: unknown) => (error instanceof PredecessorFailedError ? 'predecessor failed' : String(error)),
    );
    // Time for a batch of the second kiosk's own lane to run, were the message queued there.
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    expect(await firstSettled).toMatch(/connection terminated/);
    expect(await secondSettled).toBe('predecessor failed');
    expect(await count('kiosk_temperatures', first.id)).toBe(0);
    expect(await count('kiosk_temperatures', second.id)).toBe(0);
  });
});
