import type { Platform, ServerModule } from '../../lib/module.ts';
import { registerRetentionJobs } from './retention.jobs.ts';
import { createRetentionRepository } from './retention.repository.ts';
import { createRetentionService, type RetentionService } from './retention.service.ts';

/**
 * The raw device data's retention and the hourly temperature roll-ups (ADR 0022; split out of kiosks, ADR 0019):
 * the readings' monthly partitions kept ahead and dropped when old, old activity-log entries and roll-ups
 * deleted by batches, the queued hours rolled up. It needs nothing of another module's service: it works on
 * the kiosks module's device tables (eslint.config.js `sharedTables`) with the settings of the configuration
 * (DEVICE_DATA_RETENTION_MONTHS, TEMPERATURE_ROLLUP_RETENTION_MONTHS).
 */
export function createRetentionModule(platform: Platform): ServerModule<'retention', RetentionService> {
  const retention = createRetentionService({
    repository: createRetentionRepository(platform.db),
    settings: platform.config.deviceRetention,
  });
  return {
    name: 'retention',
    service: retention,
    // Periodic work, once across instances (ADR 0014); the job queue's stop waits for a round in flight.
    async jobs(queue) {
      await registerRetentionJobs(queue, retention, platform.logger);
    },
  };
}
