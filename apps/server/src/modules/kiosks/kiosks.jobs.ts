import type { FastifyBaseLogger } from 'fastify';
import type { KioskDeviceService } from './kiosks.device.service.ts';

/** How often the silence rule runs: a kiosk is shown offline at most this long after its 10 minutes. */
export const SILENCE_SWEEP_INTERVAL_MS = 30_000;

/**
 * Scheduled work of the kiosks module: the silence sweep (spec §9: no message for 10 minutes → offline)
 * every 30 s in every instance; its one UPDATE statement makes concurrent sweeps harmless. Answers a
 * function that stops it and waits for a sweep in flight.
 */
export function startKioskJobs(
  device: Pick<KioskDeviceService, 'sweepSilent'>,
  logger: FastifyBaseLogger,
  intervalMs = SILENCE_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = device
      .sweepSilent()
      .then((count) => {
        if (count > 0) logger.info({ count }, 'silent kiosks marked offline');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'silence sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
