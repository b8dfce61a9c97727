import type { Resolvers } from '../../generated/graphql.ts';
import type { KioskDeviceService } from './kiosks.device.service.ts';

/** GraphQL ↔ the kiosks' device side (spec §7 names); the service checks scope and input. */
export function createKioskDeviceResolvers(device: KioskDeviceService): Resolvers {
  return {
    Query: {
      getTemperatureEventsByKiosk: (_p, args, { viewer }) => device.temperatureEvents(viewer, args),
      gridActivities: async (_p, args, { viewer }) => {
        const { rows, total } = await device.activities(viewer, args);
        return {
          total,
          data: rows.map((row) => ({
            _id: row.id,
            kioskId: row.kioskId,
            kioskName: row.kioskName,
            ts: row.ts,
            category: row.category,
            type: row.type,
            details: JSON.stringify(row.details),
          })),
        };
      },
    },
    Mutation: {
      kioskDeviceCredentials: (_p, { kioskId }, { viewer }) => device.issueCredentials(viewer, kioskId),
    },
  };
}
