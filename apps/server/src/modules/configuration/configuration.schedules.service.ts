import { kioskSignalRuleInput } from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import type { CommandsPort, KiosksPort, OrganizationsPort } from './configuration.ports.ts';
import type { KioskSchedulesRepository, SignalRuleRow } from './configuration.schedules.repository.ts';
import { latestDue, nextInstant } from './configuration.schedules.time.ts';
import type { KioskRow } from './configuration.settings.repository.ts';

interface Logger {
  warn(object: object, message: string): void;
}

interface Deps {
  rules: KioskSchedulesRepository;
  kiosks: Pick<KiosksPort, 'getById'>;
  commands: CommandsPort;
  organizations: OrganizationsPort;
  changes: Pick<KiosksPort, 'notify'>;
  logger: Logger;
  /** The clock (tests drive time with it). */
  now?: () => Date;
}

/** The schedule state of a kiosk (Kiosk.schedule). */
export interface ScheduleState {
  rules: number;
  nextChange: Date | null;
  nextInService: boolean | null;
}

/** Time zone when an organization has none (its column's default). */
const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/**
 * Out-of-service schedules (spec §3 Out-of-service rule; §7 getKioskSignalRules …): the rules of a kiosk
 * and the job round that sends `service` commands (reason schedule) at their instants in the owner
 * organization's time zone. Each instant is acted on once (`last_fired_at`, claimed conditionally); after
 * downtime only the latest due instant of a rule is applied. A new or changed rule acts from its next
 * instant on.
 */
export function createKioskSchedulesService({
  rules,
  kiosks,
  commands,
  organizations,
  changes,
  logger,
  now = () => new Date(),
}: Deps) {
  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  async function load(viewer: Viewer, kioskId: string): Promise<KioskRow> {
    return kiosks.getById(viewer, requireId(kioskId, 'kioskId'));
  }

  async function rule(kiosk: KioskRow, ruleId: string): Promise<SignalRuleRow> {
    const row = await rules.findById(kiosk.id, requireId(ruleId, 'ruleId'));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function timeZones(orgIds: readonly string[]): Promise<Map<string, string>> {
    const summaries = await organizations.summaries([...new Set(orgIds)]);
    return new Map(orgIds.map((id) => [id, summaries.get(id)?.timeZone ?? DEFAULT_TIME_ZONE]));
  }

  const touched = (kiosk: KioskRow) => changes.notify(kiosk, ['details']);

  return {
    async list(viewer: Viewer, kioskId: string): Promise<SignalRuleRow[]> {
      return rules.listForKiosk((await load(viewer, kioskId)).id);
    },

    async add(viewer: Viewer, kioskId: string, data: unknown): Promise<SignalRuleRow> {
      const kiosk = await load(viewer, kioskId);
      const input = parseInput(kioskSignalRuleInput, data);
      const row = await rules.insert({
        kioskId: kiosk.id,
        orgId: kiosk.orgId,
        repeating: input.repeating,
        signals: input.signals,
        createdBy: viewer.userId,
        createdAt: now(),
      });
      touched(kiosk);
      return row;
    },

    async update(viewer: Viewer, kioskId: string, ruleId: string, data: unknown): Promise<SignalRuleRow> {
      const kiosk = await load(viewer, kioskId);
      const current = await rule(kiosk, ruleId);
      const input = parseInput(kioskSignalRuleInput, data);
      // The changed rule acts from its next instant on, not on instants that passed before the change.
      const row = await rules.update(current.id, {
        repeating: input.repeating,
        signals: input.signals,
        lastFiredAt: now(),
      });
      if (!row) throw new AppError('NOT_FOUND');
      touched(kiosk);
      return row;
    },

    async delete(viewer: Viewer, kioskId: string, ruleId: string): Promise<boolean> {
      const kiosk = await load(viewer, kioskId);
      const current = await rule(kiosk, ruleId);
      await rules.delete(kiosk.id, current.id);
      touched(kiosk);
      return true;
    },

    /** Kiosk.schedule of kiosks the caller has loaded: how many rules and the next change. */
    async states(rows: readonly Pick<KioskRow, 'id' | 'orgId'>[]): Promise<Map<string, ScheduleState>> {
      const all = await rules.listForKiosks(rows.map((row) => row.id));
      const zones = await timeZones(rows.map((row) => row.orgId));
      const at = now().getTime();
      const states = new Map<string, ScheduleState>(
        rows.map((row) => [row.id, { rules: 0, nextChange: null, nextInService: null }]),
      );
      for (const row of all) {
        const state = states.get(row.kioskId);
        if (!state) continue;
        state.rules += 1;
        const next = nextInstant(row, zones.get(row.orgId) ?? DEFAULT_TIME_ZONE, at);
        if (next && (!state.nextChange || next.at < state.nextChange.getTime())) {
          state.nextChange = new Date(next.at);
          state.nextInService = next.signal.notifyThat === 'OutOfServiceEnd';
        }
      }
      return states;
    },

    /**
     * One round of the schedule job: for every rule, the latest instant since the last one acted on
     * (never one before the rule existed) sends `service` (inService false at OutOfServiceStart, true at
     * OutOfServiceEnd, reason schedule). Returns how many commands were queued.
     */
    async tick(): Promise<number> {
      const at = now();
      const all = await rules.all();
      const zones = await timeZones(all.map((row) => row.orgId));
      let fired = 0;
      for (const row of all) {
        const since = (row.lastFiredAt ?? row.createdAt).getTime();
        const due = latestDue(row, zones.get(row.orgId) ?? DEFAULT_TIME_ZONE, since, at.getTime());
        if (!due) continue;
        if (!(await rules.claimFired(row.id, row.lastFiredAt, new Date(due.at)))) continue;
        const inService = due.signal.notifyThat === 'OutOfServiceEnd';
        try {
          await commands.enqueue(
            { id: row.kioskId, orgId: row.orgId, serialNumber: row.serialNumber },
            'service',
            { inService, reason: 'schedule' },
            null,
          );
          fired += 1;
        } catch (error) {
          logger.warn({ err: error, ruleId: row.id, kioskId: row.kioskId }, 'scheduled service command failed');
        }
      }
      return fired;
    },
  };
}

export type KioskSchedulesService = ReturnType<typeof createKioskSchedulesService>;
