import type { Resolvers } from '../../generated/graphql.ts';
import type { KiosksService } from './kiosks.service.ts';
import { toKioskJson } from './kiosks.view.ts';

/** GraphQL ↔ kiosks service (spec §7 Kiosks names); the service checks scope and rules. */
export function createKiosksResolvers(kiosks: KiosksService): Resolvers {
  return {
    Query: {
      getKiosksGrid: async (_p, { data }, { viewer }) => {
        const grid = await kiosks.grid(viewer, data);
        return { total: grid.total, data: grid.rows.map(toKioskJson) };
      },
      getKioskWithCapacities: async (_p, { id }, { viewer }) => toKioskJson(await kiosks.getById(viewer, id)),
      getAllKiosks: async (_p, _a, { viewer }) => (await kiosks.list(viewer)).map(toKioskJson),
      getAllSerialNumbers: (_p, _a, { viewer }) => kiosks.serialNumbers(viewer),
      getKiosksByOrgIds: async (_p, { orgIds }, { viewer }) =>
        (await kiosks.listByOrganizations(viewer, orgIds)).map(toKioskJson),
      getAllTags: (_p, _a, { viewer }) => kiosks.tags(viewer),
    },
    Mutation: {
      kioskCreate: async (_p, { data }, { viewer }) => toKioskJson(await kiosks.create(viewer, data)),
      kioskUpdate: async (_p, { id, data }, { viewer }) => toKioskJson(await kiosks.update(viewer, id, data)),
      setTags: async (_p, { kioskId, tags }, { viewer }) => toKioskJson(await kiosks.setTags(viewer, kioskId, tags)),
    },
  };
}
