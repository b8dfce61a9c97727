import type { Resolvers } from '../../generated/graphql.ts';
import type { ForecastService } from './forecast.service.ts';

/** Spec §7 Forecast on the reports endpoint: getForecast and the two pick lists of the screen. */
export function createForecastResolvers(service: ForecastService): Resolvers {
  return {
    Query: {
      getForecast: (_, { payload }, { viewer }) => service.getForecast(viewer, payload),
      getKiosksForForecast: (_, { orgId }, { viewer }) => service.kiosksForForecast(viewer, orgId),
      getForecastProducts: (_, { orgId, kioskIds }, { viewer }) => service.forecastProducts(viewer, orgId, kioskIds),
    },
  };
}
