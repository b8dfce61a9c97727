import { ALERT_SNOOZE_MAX_MS } from '@kiosk/common/constants';
import { acknowledgeAlertInput, alertsGridInput, snoozeKioskAlertsInput } from '@kiosk/common/validation';
import { canReach } from '../../auth/scope.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireId } from '../../lib/ids.ts';
import type { LiveBus } from '../../lib/live.ts';
import { pageWindow } from '../../lib/paging.ts';
import { parseInput } from '../../lib/validate.ts';
import { createAlertsRepository, type AlertRow, type SnoozeRow } from './alerts.repository.ts';
import { ALERTS_CHANNEL, CONDITION_TYPES, type AlertKiosksPort, type Pending } from './alerts.service.ts';

interface Deps {
  db: Db;
  kiosks: Pick<AlertKiosksPort, 'getById'>;
  live: LiveBus;
  /** The engine's notices and listeners (an acknowledgement may end a one-off alert). */
  publish(pending: readonly Pending[]): void;
  now?: () => Date;
}

/** What operators do with alerts (alerts endpoint): the grid, acknowledging, snoozing a kiosk, the live feed. */
export function createAlertsOperatorService({ db, kiosks, live, publish, now = () => new Date() }: Deps) {
  async function visible(viewer: Viewer, id: string): Promise<AlertRow> {
    const row = await createAlertsRepository(db).findById(viewer.scope, requireId(id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** gridAlerts: startDate descending, the caller's scope only. */
    async grid(viewer: Viewer, data: unknown): Promise<{ rows: AlertRow[]; total: number }> {
      const input = parseInput(alertsGridInput, data ?? {});
      const kioskIds = input.kioskIds?.map((id) => requireId(id, 'kioskIds'));
      return createAlertsRepository(db).grid(
        viewer.scope,
        { kioskIds, types: input.types, severities: input.severities, statuses: input.statuses },
        pageWindow(input.page, input.pageSize),
      );
    },

    /**
     * Acknowledges an alert: who, when, note. A one-off alert (unauthorized access, sensor error, …) ends
     * with its acknowledgement; a condition alert stays open until the condition clears.
     */
    async acknowledge(viewer: Viewer, id: string, note: unknown): Promise<AlertRow> {
      const input = parseInput(acknowledgeAlertInput, { note });
      const row = await visible(viewer, id);
      const at = now();
      const pending: Pending[] = [];
      const updated = await db.transaction(async (tx) => {
        const repo = createAlertsRepository(tx);
        const acknowledged = await repo.acknowledge(row.id, {
          at,
          userId: viewer.userId,
          note: input.note ?? null,
          end: !CONDITION_TYPES.has(row.type),
        });
        if (!acknowledged) throw new AppError('NOT_FOUND');
        pending.push({ kind: 'acknowledged', row: acknowledged });
        if (!row.endDate && acknowledged.endDate) {
          pending.push({ kind: 'resolved', row: acknowledged, changeId: await repo.recordChange(row.id, 'resolved') });
        }
        return acknowledged;
      });
      publish(pending);
      return updated;
    },

    /**
     * Snoozes a kiosk's alerts from now until `until` (at most 30 days ahead): while in force the kiosk
     * opens no new alerts; open ones stay and still resolve. Replaces the kiosk's current snooze.
     */
    async snooze(viewer: Viewer, kioskId: string, until: unknown, reason: unknown): Promise<SnoozeRow> {
      const input = parseInput(snoozeKioskAlertsInput, { until, reason });
      const kiosk = await kiosks.getById(viewer, requireId(kioskId, 'kioskId'));
      const at = now();
      if (input.until.getTime() <= at.getTime() || input.until.getTime() - at.getTime() > ALERT_SNOOZE_MAX_MS) {
        throw new AppError('BAD_USER_INPUT', {
          message: 'The snooze must end in the future, at most 30 days ahead.',
          fields: { until: 'BAD_USER_INPUT' },
        });
      }
      const row = await db.transaction(async (tx) => {
        const repo = createAlertsRepository(tx);
        await repo.cancelSnoozes(kiosk.id, at);
        return repo.insertSnooze({
          orgId: kiosk.orgId,
          kioskId: kiosk.id,
          startsAt: at,
          until: input.until,
          reason: input.reason ?? null,
          createdBy: viewer.userId,
        });
      });
      live.publish(ALERTS_CHANNEL, { id: row.id, orgId: row.orgId, aspects: ['snoozed', kiosk.id] });
      return row;
    },

    /** Ends the kiosk's snooze now; conditions that still hold open their alerts at the next sweep. */
    async cancelSnooze(viewer: Viewer, kioskId: string): Promise<boolean> {
      const kiosk = await kiosks.getById(viewer, requireId(kioskId, 'kioskId'));
      const count = await createAlertsRepository(db).cancelSnoozes(kiosk.id, now());
      if (count) live.publish(ALERTS_CHANNEL, { id: kiosk.id, orgId: kiosk.orgId, aspects: ['snoozed', kiosk.id] });
      return count > 0;
    },

    async snoozeOf(viewer: Viewer, kioskId: string): Promise<SnoozeRow | null> {
      const kiosk = await kiosks.getById(viewer, requireId(kioskId, 'kioskId'));
      return (await createAlertsRepository(db).snoozeOf(kiosk.id, now())) ?? null;
    },

    /** Live notices of alerts the caller sees. */
    subscribe: (viewer: Viewer) => {
      const source = live.subscribe(ALERTS_CHANNEL);
      return { source, visible: (orgId: string) => canReach(viewer.scope, orgId) };
    },
  };
}

export type AlertsOperatorService = ReturnType<typeof createAlertsOperatorService>;
