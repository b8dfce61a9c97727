import { monthsBefore } from '../../lib/months.ts';
import type { RetentionRepository } from './retention.repository.ts';

/** Monthly partitions of the readings created ahead of time: this month and the next two. */
export const MONTHS_AHEAD = 2;

export interface RetentionSettings {
  /** Months the raw readings and the activity log are kept; 0 = for ever. */
  rawMonths: number;
  /** Months the hourly roll-ups are kept; 0 = for ever. */
  rollupMonths: number;
}

export interface PruneResult {
  createdMonths: number;
  droppedMonths: string[];
  deletedReadings: number;
  deletedActivities: number;
  deletedRollups: number;
}

/**
 * The raw device data's retention and the temperature roll-ups (ADR 0022, docs/operations.md "Device data
 * retention"): `prune` keeps the readings' partitions ahead of time and removes what is older than the
 * settings; `rollUp` brings the hourly roll-ups up to date with every reading stored so far.
 */
export function createRetentionService({
  repository,
  settings,
}: {
  repository: RetentionRepository;
  settings: RetentionSettings;
}) {
  return {
    settings,

    /**
     * Creates this month's and the next months' partitions, then deletes what is older than the settings:
     * whole monthly partitions whose every reading is older (a month is dropped once its last instant is
     * past the cutoff, so at least `rawMonths` months are always kept), older readings in the default
     * partition, older activity-log entries and older roll-ups, by batches.
     */
    async prune(now = new Date()): Promise<PruneResult> {
      const ahead = Array.from(
        { length: MONTHS_AHEAD + 1 },
        (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1)),
      );
      const result: PruneResult = {
        createdMonths: await repository.ensureMonths(ahead),
        droppedMonths: [],
        deletedReadings: 0,
        deletedActivities: 0,
        deletedRollups: 0,
      };
      if (settings.rawMonths > 0) {
        const cutoff = monthsBefore(now, settings.rawMonths);
        for (const month of await repository.months()) {
          if (month.end.getTime() > cutoff.getTime()) continue;
          await repository.dropMonth(month.name);
          result.droppedMonths.push(month.month);
        }
        result.deletedReadings = await repository.deleteOldDefaultReadings(cutoff);
        result.deletedActivities = await repository.deleteOldActivities(cutoff);
      }
      if (settings.rollupMonths > 0) {
        result.deletedRollups = await repository.deleteOldRollups(monthsBefore(now, settings.rollupMonths));
      }
      return result;
    },

    /** Takes the queued hours batch by batch until the queue is empty (at most `maxBatches`); answers the hours. */
    async rollUp(maxBatches = 100): Promise<number> {
      let hours = 0;
      for (let batch = 0; batch < maxBatches; batch += 1) {
        const round = await repository.rollUpBatch();
        hours += round.hours;
        if (round.taken === 0) break;
      }
      return hours;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
