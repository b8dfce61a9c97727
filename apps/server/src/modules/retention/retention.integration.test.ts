import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { monthsBefore } from '../../lib/months.ts';
import { createIngestWorld, event, type IngestWorld } from '../ingest/ingest.test-data.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

interface LogEvent {
  ts: string;
  sensors: (number | null)[];
  readings: number;
  min: (number | null)[] | null;
  max: (number | null)[] | null;
}
const LOG = `query($k: ID!, $from: DateTime, $to: DateTime) {
  getTemperatureEventsByKiosk(kioskId: $k, from: $from, to: $to) { ts sensors readings min max } }`;

/** The start of the UTC hour holding `ms`. */
const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

describe.each(testDatabaseKinds())('device data retention and temperature roll-ups on %s', (kind) => {
  let world: IngestWorld;
  let database: IngestWorld['database'];

  beforeAll(async () => {
    world = await createIngestWorld(kind);
    ({ database } = world);
  });
  afterAll(() => world.close());

  const retention = () => world.context.services.retention;
  const log = async (kioskId: string, from: Date, to: Date) => {
    const result = await world.context.call<{ getTemperatureEventsByKiosk: LogEvent[] }>(world.token, 'kiosk', LOG, {
      k: kioskId,
      from: from.toISOString(),
      to: to.toISOString(),
    });
    expect(result.errors).toBeUndefined();
    return result.data?.getTemperatureEventsByKiosk ?? [];
  };
  const insertReading = (kioskId: string, at: Date, sensors: string) =>
    database.query('INSERT INTO kiosk_temperatures (kiosk_id, ts, sensors) VALUES ($1, $2, $3)', [
      kioskId,
      at.toISOString(),
      sensors,
    ]);
  const partitionOf = async (kioskId: string, at: Date) =>
    (
      await database.query<{ part: string }>(
        'SELECT tableoid::regclass::text AS part FROM kiosk_temperatures WHERE kiosk_id = $1 AND ts = $2',
        [kioskId, at.toISOString()],
      )
    )[0]?.part ?? null;
  const readingsOf = async (kioskId: string) =>
    (
      await database.query<{ ts: string | Date }>('SELECT ts FROM kiosk_temperatures WHERE kiosk_id = $1 ORDER BY ts', [
        kioskId,
      ])
    ).map((row) => new Date(row.ts).toISOString());

  it('kiosk_temperatures is partitioned by month and its ingest path still stores a redelivered reading once', async () => {
    const [table] = await database.query<{ kind: string }>(
      "SELECT relkind::text AS kind FROM pg_class WHERE relname = 'kiosk_temperatures'",
    );
    expect(table?.kind).toBe('p');
    await retention().prune(); // this month's partition (the server's start does the same)
    const { id, serialNumber } = await world.kiosk();
    const at = new Date(Date.now() - 2 * HOUR_MS);
    const reading = { ts: at.toISOString(), temperatures: [412, null, 380], uptime: 100 };
    await world.gateway.send(serialNumber, 'telemetry', reading);
    await world.gateway.send(serialNumber, 'telemetry', reading); // QoS 1 redelivery
    expect(await world.count('kiosk_temperatures', id)).toBe(1);
    const month = at.toISOString().slice(0, 7).replace('-', '');
    expect(await partitionOf(id, at)).toBe(`kiosk_temperatures_p${month}`);
    // A redelivered event is still stored once (the activity log keeps its (kiosk, event id) key).
    const door = event('door', { state: 'open' });
    await world.gateway.send(serialNumber, 'event', door);
    await world.gateway.send(serialNumber, 'event', door);
    const [stored] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kiosk_activities WHERE kiosk_id = $1 AND event_id = $2',
      [id, door.id],
    );
    expect(stored?.n).toBe(1);
  });

  it('hourly roll-ups equal the raw aggregation, before and after the roll-up job took the hours', async () => {
    const { id, serialNumber } = await world.kiosk();
    const base = hourOf(Date.now()) - 3 * DAY_MS;
    // Three hours of readings: sensor widths 1 to 3, missing sensors, one reading redelivered.
    const sent: { ts: number; temperatures: (number | null)[] }[] = [
      { ts: base + 5 * 60_000, temperatures: [400, 300] },
      { ts: base + 25 * 60_000, temperatures: [420, null, 150] },
      { ts: base + 59 * 60_000, temperatures: [395] },
      { ts: base + HOUR_MS, temperatures: [-120, 705] },
      { ts: base + HOUR_MS + 30_000, temperatures: [null, 720] },
      { ts: base + 5 * HOUR_MS + 1, temperatures: [333, 333, 333] },
    ];
    for (const [index, reading] of sent.entries()) {
      await world.gateway.send(serialNumber, 'telemetry', {
        ts: new Date(reading.ts).toISOString(),
        temperatures: reading.temperatures,
        uptime: index,
      });
    }
    await world.gateway.send(serialNumber, 'telemetry', {
      ts: new Date(sent[0]?.ts ?? 0).toISOString(),
      temperatures: [400, 300],
      uptime: 0,
    });
    expect(await world.count('kiosk_temperatures', id)).toBe(sent.length);

    // What the hours must be, worked out here from what was sent.
    const hours = new Map<number, { readings: number; values: number[][] }>();
    for (const reading of sent) {
      const hour = hourOf(reading.ts);
      const entry = hours.get(hour) ?? { readings: 0, values: [[], [], [], []] };
      entry.readings += 1;
      reading.temperatures.forEach((value, i) => {
        if (value !== null) entry.values[i]?.push(value);
      });
      hours.set(hour, entry);
    }
    const expected = [...hours.entries()]
      .sort(([a], [b]) => a - b)
      .map(([hour, entry]) => {
        const width = Math.max(...sent.filter((r) => hourOf(r.ts) === hour).map((r) => r.temperatures.length));
        const per = entry.values.slice(0, width);
        const c = (centi: number) => centi / 100;
        return {
          ts: new Date(hour).toISOString(),
          readings: entry.readings,
          sensors: per.map((v) => (v.length ? c(Math.round(v.reduce((s, x) => s + x, 0) / v.length)) : null)),
          min: per.map((v) => (v.length ? c(Math.min(...v)) : null)),
          max: per.map((v) => (v.length ? c(Math.max(...v)) : null)),
        };
      });
    const from = new Date(base - 20 * DAY_MS);
    const to = new Date(base + 6 * HOUR_MS);

    // Before the job: the queued hours are aggregated from the raw readings.
    expect(await log(id, from, to)).toEqual(expected);
    await retention().rollUp();
    const [queued] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kiosk_temperature_changes WHERE kiosk_id = $1',
      [id],
    );
    expect(queued?.n).toBe(0);
    // After it: the stored roll-ups, equal to a GROUP BY over the raw readings.
    expect(await log(id, from, to)).toEqual(expected);
    const differences = await database.query(
      `WITH raw AS (
         SELECT kiosk_id, date_trunc('hour', ts, 'UTC') AS hour, count(*)::int AS readings,
           ARRAY[min(sensors[1]), min(sensors[2]), min(sensors[3]), min(sensors[4])] AS mins,
           ARRAY[max(sensors[1]), max(sensors[2]), max(sensors[3]), max(sensors[4])] AS maxs,
           ARRAY[sum(sensors[1]), sum(sensors[2]), sum(sensors[3]), sum(sensors[4])]::bigint[] AS sums
         FROM kiosk_temperatures WHERE kiosk_id = $1 GROUP BY 1, 2)
       SELECT * FROM raw FULL JOIN kiosk_temperature_hours h USING (kiosk_id, hour)
       WHERE (h.kiosk_id IS NULL AND raw.kiosk_id = $1) OR (h.kiosk_id = $1 AND (raw.readings IS DISTINCT FROM h.readings
         OR raw.mins IS DISTINCT FROM h.mins OR raw.maxs IS DISTINCT FROM h.maxs OR raw.sums IS DISTINCT FROM h.sums))`,
      [id],
    );
    expect(differences).toEqual([]);

    // A late (buffered) reading of a rolled-up hour queues it again and is in the log at once.
    await world.gateway.send(serialNumber, 'telemetry', {
      ts: new Date(base + 40 * 60_000).toISOString(),
      temperatures: [1000],
      uptime: 9,
    });
    const [first] = await log(id, from, to);
    expect(first).toMatchObject({ readings: 4, max: [10, 3, 1.5] });
    await retention().rollUp();
    expect((await log(id, from, to))[0]).toEqual(first);

    // Ranges up to 7 days still answer every reading.
    const raw = await log(id, new Date(base), new Date(base + 6 * HOUR_MS));
    expect(raw).toHaveLength(sent.length + 1);
    expect(raw[0]).toEqual({
      ts: new Date(sent[0]?.ts ?? 0).toISOString(),
      sensors: [4, 3],
      readings: 1,
      min: null,
      max: null,
    });
  });

  it('the retention round drops and deletes only what is older than the settings, and creates months ahead', async () => {
    const { id } = await world.kiosk();
    const now = new Date();
    const settings = retention().settings;
    expect(settings).toEqual({ rawMonths: 13, rollupMonths: 37 });
    const cutoff = monthsBefore(now, settings.rawMonths);

    // A month with a partition of its own, made after a reading already waited for it in the default partition.
    const old = monthsBefore(now, 15);
    await insertReading(id, old, '{500}');
    const oldMonth = `kiosk_temperatures_p${old.toISOString().slice(0, 7).replace('-', '')}`;
    await database.query('SELECT kiosk_temperatures_ensure_month($1)', [old.toISOString()]);
    expect(await partitionOf(id, old)).toBe(oldMonth);
    // Readings of months without a partition (a kiosk clock far off) wait in the default partition.
    const ancient = monthsBefore(now, 40);
    await insertReading(id, ancient, '{600}');
    expect(await partitionOf(id, ancient)).toBe('kiosk_temperatures_default');
    const justOlder = new Date(cutoff.getTime() - HOUR_MS);
    const justNewer = new Date(cutoff.getTime() + DAY_MS);
    const recent = new Date(now.getTime() - DAY_MS);
    for (const at of [justOlder, justNewer, recent]) await insertReading(id, at, '{450}');
    const justOlderPartition = await partitionOf(id, justOlder);
    await retention().rollUp();
    const activity = (at: Date, type: string) =>
      database.query(
        `INSERT INTO kiosk_activities (kiosk_id, org_id, ts, category, type, details)
         VALUES ($1, $2, $3, 'network', $4, '{}')`,
        [id, world.orgId, at.toISOString(), type],
      );
    await activity(new Date(cutoff.getTime() - DAY_MS), 'network.old');
    await activity(justNewer, 'network.kept');

    const result = await retention().prune(now);

    const nextMonths = [0, 1, 2].map((i) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
      return `kiosk_temperatures_p${month.toISOString().slice(0, 7).replace('-', '')}`;
    });
    const present = await database.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'kiosk_temperatures'::regclass`,
    );
    const names = present.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining([...nextMonths, 'kiosk_temperatures_default']));
    expect(names).not.toContain(oldMonth);
    expect(result.droppedMonths).toContain(old.toISOString().slice(0, 7));
    // Every remaining partition still holds readings of the last 13 months at least.
    for (const name of names.filter((n) => n !== 'kiosk_temperatures_default')) {
      const year = Number(name.slice(-6, -2));
      const month = Number(name.slice(-2));
      expect(Date.UTC(year, month, 1)).toBeGreaterThan(cutoff.getTime());
    }

    // The readings older than the cutoff went, unless a partition of a month still in retention holds them.
    const left = await readingsOf(id);
    expect(left).not.toContain(old.toISOString());
    expect(left).not.toContain(ancient.toISOString());
    expect(left).toEqual(expect.arrayContaining([justNewer.toISOString(), recent.toISOString()]));
    // Just older than the cutoff: deleted from the default partition; kept by a month partition that also
    // holds readings still in retention (a month is dropped whole, once all of it is older).
    if (justOlderPartition === 'kiosk_temperatures_default') expect(left).not.toContain(justOlder.toISOString());
    else expect(left).toContain(justOlder.toISOString());

    const types = (
      await database.query<{ type: string }>('SELECT type FROM kiosk_activities WHERE kiosk_id = $1', [id])
    ).map((row) => row.type);
    expect(types).toEqual(['network.kept']);

    // The roll-ups outlive the raw readings up to their own retention: the 15-month-old hour is still
    // in the log (answered from the roll-ups, as the range lies before the raw retention), the
    // 40-month-old one is gone.
    const hours = (
      await database.query<{ hour: string | Date }>(
        'SELECT hour FROM kiosk_temperature_hours WHERE kiosk_id = $1 ORDER BY hour',
        [id],
      )
    ).map((row) => new Date(row.hour).getTime());
    expect(hours).toContain(hourOf(old.getTime()));
    expect(hours).not.toContain(hourOf(ancient.getTime()));
    const oldLog = await log(id, new Date(old.getTime() - HOUR_MS), new Date(old.getTime() + HOUR_MS));
    expect(oldLog).toEqual([
      { ts: new Date(hourOf(old.getTime())).toISOString(), sensors: [5], readings: 1, min: [5], max: [5] },
    ]);

    // A second round finds nothing more to remove.
    const again = await retention().prune(now);
    expect(again).toMatchObject({ createdMonths: 0, droppedMonths: [], deletedActivities: 0 });
  });
});
