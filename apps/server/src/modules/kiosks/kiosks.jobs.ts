import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue.ts';
import type { KioskDeviceService } from './kiosks.device.service.ts';

/** How often the silence rule runs: a kiosk is shown offline at most this long after its 10 minutes. */
export const SILENCE_SWEEP_INTERVAL_MS = 30_000;

/**
 * The silence sweep (spec §9: no message for 10 minutes → offline) every 30 s, once across instances
 * (`queue.every`, ADR 0014).
 */
export function registerSilenceSweep(
  queue: Pick<JobQueue, 'every'>,
  device: Pick<KioskDeviceService, 'sweepSilent'>,
  logger: FastifyBaseLogger,
  intervalMs = SILENCE_SWEEP_INTERVAL_MS,
): Promise<void> {
  return queue.every(
    'kiosks.silence-sweep',
    intervalMs,
    async () => {
      const count = await device.sweepSilent();
      if (count > 0) logger.info({ count }, 'silent kiosks marked offline');
    },
    { onError: (error) => logger.warn({ err: error }, 'silence sweep failed') },
  );
}
