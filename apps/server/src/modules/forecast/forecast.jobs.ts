import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ForecastService } from './forecast.service.ts';

/** Queue names: the hourly tick (a pg-boss schedule) and one organization's run. */
export const FORECAST_TICK = 'forecast-tick';
export const FORECAST_ORGANIZATION = 'forecast-organization';
/** Every hour at minute 5 (UTC): a day closes at a different UTC hour in every time zone. */
export const FORECAST_CRON = '5 * * * *';

/**
 * The forecast job (docs/forecast.md). The tick runs once per hour across all instances (pg-boss schedule
 * in the database) and queues a run per organization with sales; a run fits only when the organization's
 * local day has closed since its last run. An import queues a forced run of its organization.
 */
export async function registerForecastJobs(queue: JobQueue, service: ForecastService, logger: FastifyBaseLogger) {
  await queue.work<{ orgId: string; force?: boolean }>(FORECAST_ORGANIZATION, async ({ orgId, force }) => {
    const result = await service.computeOrganization(orgId, { force: Boolean(force) });
    if (!result.skipped) logger.info({ orgId, ...result }, 'forecast computed');
  });
  await queue.work(FORECAST_TICK, async () => {
    for (const orgId of await service.organizationsToForecast()) await queue.send(FORECAST_ORGANIZATION, { orgId });
  });
  await queue.schedule(FORECAST_TICK, FORECAST_CRON);
  // At start-up too: a fresh server (or one that was down when a day closed) does not wait for the hour.
  await queue.send(FORECAST_TICK, {});
}

/** For the transactions import (a port): recompute an organization's forecast now that its history changed. */
export const requestForecast = (queue: JobQueue, orgId: string) =>
  queue.send(FORECAST_ORGANIZATION, { orgId, force: true }).then(() => undefined);
