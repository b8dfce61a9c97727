import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { registerForecastJobs, requestForecast } from './forecast.jobs.ts';
import { createForecastRepository } from './forecast.repository.ts';
import { createForecastResolvers } from './forecast.resolvers.ts';
import { createForecastService, type ForecastPorts } from './forecast.service.ts';

/**
 * Demand forecasts (docs/forecast.md): a job fits daily units per kiosk × product after each local day
 * closes and stores them; getForecast on the reports endpoint reads the stored results.
 */
export function createForecastModule(platform: Platform, ports: ForecastPorts) {
  const core = createForecastService(createForecastRepository(platform.db), ports);
  const service = {
    ...core,
    /** Port for the sales import: queue a forced run of the organization. */
    salesImported: (orgId: string) =>
      requestForecast(platform.jobs, orgId).catch((error: unknown) =>
        platform.logger.warn({ err: error, orgId }, 'forecast after import not queued'),
      ),
  };
  const module: ServerModule<'forecast', typeof service> = {
    name: 'forecast',
    service,
    graphql: [
      {
        endpoint: 'reports',
        typeDefs: readFileSync(new URL('./forecast.graphql', import.meta.url), 'utf8'),
        resolvers: createForecastResolvers(core),
      },
    ],
    jobs: (queue) => registerForecastJobs(queue, core, platform.logger),
  };
  return module;
}
