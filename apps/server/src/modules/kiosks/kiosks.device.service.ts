import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_EXPORT_FROM_MS, TEMPERATURE } from '@kiosk/common/constants';
import { DEVICE_SECRET_BYTES, OFFLINE_SILENCE_MS, toCelsius, type DeviceCredentials } from '@kiosk/common/mqtt';
import { activitiesGridRequest, exportBound, objectId, temperatureEventsQuery } from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import { scopeFilter } from '../../auth/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { monthsBefore } from '../../lib/months.ts';
import { parseInput } from '../../lib/validate.ts';
import type {
  ActivityRow,
  KioskDeviceRepository,
  TemperatureHourRow,
  TemperatureRow,
} from './kiosks.device.repository.ts';
import type { KioskChanges } from './kiosks.live.ts';
import type { KioskRow, KiosksRepository } from './kiosks.repository.ts';

interface Deps {
  kiosks: Pick<KiosksRepository, 'findById'>;
  device: KioskDeviceRepository;
  changes: KioskChanges;
  /** Where kiosks connect (the device gateway's URLs), read when credentials are issued. */
  urls(): { mqttUrl: string; mqttWsUrl: string };
  /** Closes this instance's sessions of a kiosk whose login changed (after the commit: the gateway's). */
  revokeLogins(serialNumbers: readonly string[]): Promise<void>;
  /** LISTEN on a database channel (platform.database.listen). */
  listen(channel: string, onPayload: (payload: string) => void, onResync: () => void): Promise<() => Promise<void>>;
  /** Months the raw readings are kept (0 = for ever): older ranges are answered from the hourly roll-ups. */
  rawRetentionMonths?: number;
}

/**
 * The database channel on which the kiosks table's triggers (migration 0020) name the serial number of a
 * kiosk whose login stopped being valid: its secret was re-issued, its serial number changed, or it was
 * deleted.
 */
export const DEVICE_LOGINS_CHANNEL = 'kiosk_device_logins';

/** A login's mark: the same for every login with the kiosk's current secret, different after a re-issue. */
const loginMark = (hash: string) => hash.slice(-22);

/**
 * A reading as the API shows it: °C, null for a missing sensor. On long ranges one event per UTC hour
 * (ADR 0022): `ts` the hour's start, `sensors` each sensor's average, `min` / `max` its extremes and
 * `readings` how many readings the hour had; a single reading has `readings` 1 and no min / max.
 */
export interface TemperatureEvent {
  ts: Date;
  sensors: (number | null)[];
  readings: number;
  min: (number | null)[] | null;
  max: (number | null)[] | null;
}

/** CSV export pages: readings are read this many at a time, so a long period never sits in memory. */
const EXPORT_PAGE = 5_000;

/**
 * The device secret is stored as `sha256:<digest>`. A device secret is 256 random bits, not a human
 * password: nothing can be guessed, so a slow hash (scrypt) would only slow down every MQTT login —
 * hundreds of kiosks reconnect at once after a broker restart — without making it any safer.
 */
const HASH_PREFIX = 'sha256:';
const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();
const hashSecret = (secret: string) => `${HASH_PREFIX}${digest(secret).toString('base64url')}`;

/** Whether a password is the secret behind the stored hash, compared in constant time. */
function secretMatches(password: string, stored: string | null | undefined): boolean {
  if (!stored?.startsWith(HASH_PREFIX)) return false;
  const expected = Buffer.from(stored.slice(HASH_PREFIX.length), 'base64url');
  const actual = digest(password);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const toEvent = (row: { ts: Date; sensors: (number | null)[] }): TemperatureEvent => ({
  ts: row.ts,
  sensors: row.sensors.map(toCelsius),
  readings: 1,
  min: null,
  max: null,
});

/** An hour of readings as one event: averages rounded to 1/100 °C, minimum and maximum per sensor. */
const hourEvent = (row: TemperatureHourRow): TemperatureEvent => ({
  ts: row.hour,
  sensors: row.sums.map((sum, i) => {
    const count = row.counts[i] ?? 0;
    return sum === null || count === 0 ? null : toCelsius(Math.round(sum / count));
  }),
  readings: row.readings,
  min: row.mins.map(toCelsius),
  max: row.maxs.map(toCelsius),
});

/** The kiosks' device side for the console: credentials, temperature log, activity log, silence rule. */
export function createKioskDeviceService({
  kiosks,
  device,
  changes,
  urls,
  revokeLogins,
  listen,
  rawRetentionMonths = 0,
}: Deps) {
  /** A kiosk in the caller's scope; outside it or unknown: NOT_FOUND alike. */
  async function load(viewer: Viewer, id: unknown, field = 'kioskId'): Promise<KioskRow> {
    const kioskId = parseInput(objectId, id);
    const row = await kiosks.findById(viewer.scope, kioskId);
    if (!row) throw new AppError('NOT_FOUND', { fields: { [field]: 'NOT_FOUND' } });
    return row;
  }

  return {
    /**
     * New device credentials for a kiosk (device contract §1): a fresh secret replaces the previous one
     * at once; only its hash is stored, the secret is in this answer only. Every MQTT session logged in
     * with the previous secret is closed: this instance's before the answer, the others' when the
     * database tells them (the kiosks table's trigger, `watchLogins`).
     */
    async issueCredentials(viewer: Viewer, kioskId: string): Promise<DeviceCredentials> {
      const kiosk = await load(viewer, kioskId);
      const password = randomBytes(DEVICE_SECRET_BYTES).toString('base64url');
      await device.setDeviceSecret(kiosk.id, hashSecret(password), new Date());
      await revokeLogins([kiosk.serialNumber]);
      changes.notify(kiosk, ['credentials']);
      return { username: kiosk.serialNumber, password, ...urls() };
    },

    /**
     * A kiosk's MQTT login: the login's mark for its current secret, else null (no cache: a new secret
     * counts at once).
     */
    async authenticate(serialNumber: string, password: string): Promise<string | null> {
      if (typeof password !== 'string' || password.length === 0 || password.length > 256) return null;
      const stored = await device.deviceSecretHash(serialNumber);
      return stored && secretMatches(password, stored) ? loginMark(stored) : null;
    },

    /** The mark of each of these kiosks' current logins (absent: no such kiosk, or no secret). */
    async currentLogins(serialNumbers: readonly string[]): Promise<Map<string, string>> {
      const hashes = await device.deviceSecretHashes(serialNumbers);
      return new Map([...hashes].map(([serial, hash]) => [serial, loginMark(hash)]));
    },

    /**
     * Calls `changed` after every commit that made a kiosk's login invalid, on any instance; with 'all'
     * after the database connection was lost (changes may have been missed meanwhile).
     */
    watchLogins(changed: (serialNumbers: readonly string[] | 'all') => void): Promise<() => Promise<void>> {
      return listen(
        DEVICE_LOGINS_CHANNEL,
        (serialNumber) => changed([serialNumber]),
        () => changed('all'),
      );
    },

    /**
     * Readings from..to (default: the last 24 hours), oldest first, at most `limit` (≤ 100000). A range
     * longer than `TEMPERATURE.rawLogMaxMs`, or one reaching before the raw readings' retention, is answered
     * hour by hour from the roll-ups (whole UTC hours from the one holding `from`).
     */
    async temperatureEvents(viewer: Viewer, args: unknown, now = new Date()): Promise<TemperatureEvent[]> {
      const query = parseInput(temperatureEventsQuery, args);
      const kiosk = await load(viewer, query.kioskId);
      const to = query.to ?? now;
      const from = query.from ?? new Date(to.getTime() - TEMPERATURE.defaultLogPeriodMs);
      if (from > to) return [];
      const pruned = rawRetentionMonths > 0 && from < monthsBefore(now, rawRetentionMonths);
      if (pruned || to.getTime() - from.getTime() > TEMPERATURE.rawLogMaxMs) {
        return (await device.temperatureHours(kiosk.id, { from, to }, query.limit)).map(hourEvent);
      }
      return (await device.temperatures(kiosk.id, { from, to }, query.limit)).map(toEvent);
    },

    /** The activity log of one kiosk or of every kiosk in the caller's scope. */
    async activities(viewer: Viewer, args: unknown): Promise<{ rows: ActivityRow[]; total: number }> {
      const query = parseInput(activitiesGridRequest, args);
      const kiosk = query.kiosk ? await load(viewer, query.kiosk, 'kiosk') : undefined;
      return device.activities({
        orgIds: scopeFilter(viewer.scope),
        kioskId: kiosk?.id,
        from: query.period.from,
        to: query.period.to,
        categories: query.categories,
        skip: query.skip,
        limit: query.limit,
        order: query.sort,
      });
    },

    /**
     * A kiosk's readings for the CSV export (spec §5 date-range defaults: both bounds missing → from
     * 2015-01-01 to now; one missing → now). The rows are read page by page as they are consumed.
     */
    async temperatureExport(
      viewer: Viewer,
      input: { kioskId: unknown; from?: unknown; to?: unknown },
      now = new Date(),
    ): Promise<{ serialNumber: string; from: Date; to: Date; rows: AsyncIterable<TemperatureEvent> }> {
      if (input.kioskId === undefined || input.kioskId === '') {
        throw new AppError('REQUIRED', { fields: { kioskId: 'REQUIRED' } });
      }
      const kiosk = await load(viewer, input.kioskId);
      const fromBound = parseInput(exportBound, input.from);
      const toBound = parseInput(exportBound, input.to);
      const bothMissing = !fromBound && !toBound;
      const from = fromBound ?? (bothMissing ? new Date(DEFAULT_EXPORT_FROM_MS) : now);
      const to = toBound ?? now;
      async function* rows(): AsyncGenerator<TemperatureEvent> {
        let after: Date | undefined;
        for (;;) {
          const page = await device.temperatures(kiosk.id, { from, to, ...(after ? { after } : {}) }, EXPORT_PAGE);
          for (const row of page) yield toEvent(row);
          const last = page.at(-1);
          if (!last || page.length < EXPORT_PAGE) return;
          after = last.ts;
        }
      }
      return { serialNumber: kiosk.serialNumber, from, to, rows: rows() };
    },

    /**
     * Every reading of a kiosk in [from, to] in 1/100 °C, oldest first, read page by page (the compliance
     * report's port; the caller has checked the kiosk is in scope) — at most `limit` + 1: one more than the
     * caller takes tells it there were too many, without reading them all.
     */
    async readingsBetween(kioskId: string, from: Date, to: Date, limit: number): Promise<TemperatureRow[]> {
      const all: TemperatureRow[] = [];
      let after: Date | undefined;
      for (;;) {
        const size = Math.min(EXPORT_PAGE, limit + 1 - all.length);
        const page = await device.temperatures(kioskId, { from, to, ...(after ? { after } : {}) }, size);
        all.push(...page);
        const last = page.at(-1);
        if (!last || page.length < size || all.length > limit) return all;
        after = last.ts;
      }
    },

    /**
     * The silence rule (spec §9, contract §4): kiosks with no message for 10 minutes go offline, with a
     * `network.silent` activity. Answers how many changed.
     */
    async sweepSilent(now = new Date()): Promise<number> {
      const silent = await device.markSilentOffline(new Date(now.getTime() - OFFLINE_SILENCE_MS), now);
      for (const kiosk of silent) changes.notify(kiosk, ['state', 'activity']);
      return silent.length;
    },
  };
}

export type KioskDeviceService = ReturnType<typeof createKioskDeviceService>;
