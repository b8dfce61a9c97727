import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client.ts';
import { newKiosk } from './modules/kiosks/kiosks.test-data.ts';
import { freePort } from './test-support/app.ts';
import { createTestContext } from './test-support/fixtures.ts';
import { connectKiosk, kioskClientOptions, settle } from './test-support/mqtt-kiosk.ts';
import {
  privatePostgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from './test-support/private-postgres.ts';
import { startServerProcess, type ServerProcess } from './test-support/server-process.ts';
import { subscribeSse } from './test-support/sse.ts';
import { storedOf, streamingKiosk, type StreamingKiosk } from './test-support/streaming-kiosk.ts';

/**
 * The server (main.ts in a process of its own, DATABASE_URL) through restarts of its PostgreSQL while
 * kiosks stream events and telemetry at QoS 1 over the embedded broker. The cluster is the test's own
 * (initdb + pg_ctl on a free port, removed afterwards); the machine's shared one is never touched.
 *
 * While the database is down the process lives on, /readyz answers 503, GraphQL answers
 * SERVICE_UNAVAILABLE, REST 503, and no kiosk message is acknowledged (the kiosks keep them and send
 * them again). Once it is back, everything resumes by itself: messages flow, the live notices (LISTEN)
 * reach an open subscription, the lease-held alert sweep runs, a pg-boss job runs; in the end every
 * message the kiosks sent is stored exactly once. The recovery times are printed, not asserted.
 */
const bindir = await privatePostgresBinaries('database restart test');

const KIOSKS = 3;
/** Messages acknowledged between two restarts (the load is on when the database goes). */
const PER_ROUND = 120;
const WAIT = { timeout: 60_000, interval: 50 };

interface Round {
  name: string;
  /** Takes the database away; resolves when it is down (or, for a one-step restart, back). */
  down(cluster: PrivatePostgres): Promise<void>;
  /** Brings it back (nothing for a one-step restart). */
  up(cluster: PrivatePostgres): Promise<void>;
  /** Whether the test looks at the server while the database is down. */
  observeOutage: boolean;
}

const ROUNDS: Round[] = [
  { name: 'stop -m fast, start', down: (c) => c.stop('fast'), up: (c) => c.start(), observeOutage: true },
  { name: 'stop -m immediate, start', down: (c) => c.stop('immediate'), up: (c) => c.start(), observeOutage: true },
  { name: 'restart -m fast', down: (c) => c.restart('fast'), up: async () => undefined, observeOutage: false },
  {
    name: 'restart -m immediate',
    down: (c) => c.restart('immediate'),
    up: async () => undefined,
    observeOutage: false,
  },
];

describe.skipIf(!bindir)('the server through PostgreSQL restarts under kiosk load', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  });

  it('stays up, answers unavailable while the database is gone, resumes by itself and loses nothing', async () => {
    const cluster = await startPrivatePostgres(bindir as string);
    cleanups.push(() => cluster.dispose());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-db-restart-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    // Kiosks with device credentials and a root token, arranged through the services on that database.
    const arranged = await openDatabase({ url: cluster.url });
    const context = await createTestContext(
      { ...arranged, dispose: () => arranged.close() },
      { DEMO_DATA: 'false', PUBLIC_URL: base },
    );
    const orgId = await context.newOrganization('Restart Org');
    const kiosks: { id: string; serial: string; password: string }[] = [];
    for (let i = 0; i < KIOSKS; i += 1) {
      const kiosk = await newKiosk(context, orgId, { name: `Restart ${i}` });
      const credentials = await context.services.kiosks.device.issueCredentials(context.root, kiosk.id);
      kiosks.push({ id: kiosk.id, serial: kiosk.serialNumber, password: credentials.password });
    }
    // One more kiosk, connected and quiet: its session must close when its secret changes after the restarts.
    const quiet = await newKiosk(context, orgId, { name: 'Restart quiet' });
    const quietPassword = (await context.services.kiosks.device.issueCredentials(context.root, quiet.id)).password;
    const token = await context.token(context.rootUserId, { expiresInSeconds: 1800 });
    await context.built.app.close();
    await arranged.close();

    const server: ServerProcess = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      ALERT_SWEEP_MS: '1000',
    });
    cleanups.push(() => server.kill('SIGKILL'));

    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${base}/api/v1/kiosk/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data?: { getAllSerialNumbers: string[] } | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
    };
    const serialNumbers = () => graphql('{ getAllSerialNumbers }');
    const ready = async () => (await fetch(`${base}/readyz`)).status;
    const inventoryCsv = () =>
      fetch(`${base}/api/v1/kiosk/csv/export/inventory?lng=en`, { headers: { authorization: `Bearer ${token}` } });

    // An open console: live notices of kiosk 0 (they travel through NOTIFY/LISTEN on the database).
    const live = await subscribeSse(
      base,
      'kiosk',
      'subscription ($k: ID!) { kioskChanged(kioskId: $k) { kioskId aspects } }',
      { k: kiosks[0]?.id },
      token,
    );
    const noticesAt: number[] = [];
    let watching = true;
    cleanups.push(async () => {
      watching = false;
      live.close();
    });
    void (async () => {
      while (watching) {
        const event = await live.next(1_000);
        if (event?.data.data?.kioskChanged) noticesAt.push(Date.now());
      }
    })();

    const streams: StreamingKiosk[] = await Promise.all(
      kiosks.map(async (kiosk) => {
        const client = await connectKiosk(
          `ws://127.0.0.1:${port}/mqtt`,
          kioskClientOptions(kiosk.serial, kiosk.password, {
            reconnectPeriod: 200,
            connectTimeout: 5_000,
            // "Server unavailable" (the server cannot check the login while its database is down): try again.
            reconnectOnConnackError: true,
          }),
        );
        cleanups.push(async () => client.end(true));
        return streamingKiosk(client, kiosk.serial);
      }),
    );
    const quietClient = await connectKiosk(
      `ws://127.0.0.1:${port}/mqtt`,
      kioskClientOptions(quiet.serialNumber, quietPassword),
    );
    cleanups.push(async () => quietClient.end(true));
    const acked = () => streams.reduce((sum, s) => sum + s.count('acked'), 0);
    const sweepRounds = async () => {
      const rows = await probe.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'alerts.sweep' AND state = 'completed'`,
      );
      return rows[0]?.n ?? 0;
    };
    const probe = await openDatabase({ url: cluster.url });
    cleanups.push(() => probe.close());

    let lastUp = 0;
    for (const round of ROUNDS) {
      const before = acked();
      await vi.waitFor(() => expect(acked()).toBeGreaterThanOrEqual(before + PER_ROUND), WAIT);
      const wentDown = Date.now();
      await round.down(cluster);

      if (round.observeOutage) {
        await vi.waitFor(async () => expect(await ready()).toBe(503), WAIT);
        const during = await serialNumbers();
        expect(during.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
        expect(during.errors?.[0]?.message).toBe(
          'The service is temporarily unavailable. Please try again in a moment.',
        );
        const rest = await inventoryCsv();
        expect(rest.status).toBe(503);
        expect(await rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        // Nothing can be committed, so nothing is acknowledged: the kiosks keep their messages.
        const ackedWhileDown = acked();
        await settle(1_500);
        expect(acked()).toBe(ackedWhileDown);
        expect(server.alive()).toBe(true);
        await round.up(cluster);
      }
      const up = Date.now();
      lastUp = up;
      const ackedAtUp = acked();
      await vi.waitFor(async () => expect(await ready()).toBe(200), WAIT);
      const readyAfter = Date.now() - up;
      await vi.waitFor(() => expect(acked()).toBeGreaterThan(ackedAtUp), WAIT);
      const flowingAfter = Date.now() - up;
      await vi.waitFor(
        async () => expect((await serialNumbers()).data?.getAllSerialNumbers).toHaveLength(KIOSKS + 1),
        WAIT,
      );
      const queriesAfter = Date.now() - up;
      console.info(
        `database ${round.name}: down ${up - wentDown} ms; after it was back: /readyz 200 in ${readyAfter} ms, ` +
          `kiosk messages acknowledged in ${flowingAfter} ms, GraphQL data in ${queriesAfter} ms`,
      );
      expect(server.alive()).toBe(true);
    }

    // Live notices (LISTEN, re-established by the server) arrive after the last restart.
    await vi.waitFor(() => expect(noticesAt.some((at) => at > lastUp)).toBe(true), WAIT);
    // A secret changed by another connection (another instance, an operator) closes the quiet kiosk's
    // session: the server listens for login changes again (kiosk_device_logins).
    expect(quietClient.connected).toBe(true);
    const quietClosed = new Promise<void>((resolve) => quietClient.once('close', () => resolve()));
    await probe.query(`UPDATE kiosks SET device_secret_hash = 'sha256:re-issued-elsewhere' WHERE id = $1`, [quiet.id]);
    await quietClosed;
    // The periodic alert sweep (one round at a time across instances, ADR 0014) runs rounds again.
    const rounds = await sweepRounds();
    await vi.waitFor(async () => expect(await sweepRounds()).toBeGreaterThan(rounds), WAIT);
    // A pg-boss job (the users export) runs to the end.
    const started = await fetch(`${base}/api/v1/organizations/export/users/csv/en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(started.status).toBe(200);
    const { exportId } = (await started.json()) as { exportId: string };
    await vi.waitFor(async () => {
      const response = await fetch(`${base}/api/v1/organizations/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ getMyExports { data { _id status } } }' }),
      });
      const body = (await response.json()) as { data?: { getMyExports: { data: { _id: string; status: string }[] } } };
      expect(body.data?.getMyExports.data.find((e) => e._id === exportId)?.status).toBe('done');
    }, WAIT);

    // The kiosks' clients re-sent what was not acknowledged; now everything is, and stored once.
    await Promise.all(streams.map((s) => s.stop()));
    await vi.waitFor(() => expect(streams.map((s) => s.inFlight())).toEqual(streams.map(() => 0)), WAIT);
    for (const stream of streams) {
      expect(stream.count('failed')).toBe(0);
      expect(stream.count('pending')).toBe(0);
    }
    for (const [i, stream] of streams.entries()) {
      const rows = await storedOf(probe, kiosks[i]?.id as string);
      expect(rows.doubled).toEqual([]);
      expect(rows.events).toEqual(new Set(stream.events.keys()));
      expect(rows.readings).toEqual(new Set(stream.telemetry.keys()));
    }
    for (const stream of streams) stream.client.end(true);
    watching = false;
    live.close();
    expect(await server.kill('SIGTERM')).toBe(0);
  }, 300_000);
});
