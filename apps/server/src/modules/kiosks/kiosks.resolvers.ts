import type { Resolvers } from '../../generated/graphql.ts';
import type { KioskRow } from './kiosks.repository.ts';
import type { KiosksService } from './kiosks.service.ts';
import { toKioskJson, type KioskJson as Kiosk } from './kiosks.view.ts';

/** GraphQL ↔ kiosks service (spec §7 Kiosks names); the service checks scope and rules. */
export function createKiosksResolvers(kiosks: KiosksService): Resolvers {
  /** Kiosks as the API shows them, with today's income of all of them in one query. */
  async function shown(rows: KioskRow[], known?: Map<string, string>): Promise<Kiosk[]> {
    const income = known ?? (await kiosks.dayIncome(rows));
    return rows.map((row) => toKioskJson(row, income.get(row.id)));
  }
  const one = async (row: KioskRow): Promise<Kiosk> => (await shown([row]))[0] as Kiosk;

  return {
    Query: {
      getKiosksGrid: async (_p, { data }, { viewer }) => {
        const grid = await kiosks.grid(viewer, data);
        return { total: grid.total, data: await shown(grid.rows, grid.income) };
      },
      getKioskWithCapacities: async (_p, { id }, { viewer }) => one(await kiosks.getById(viewer, id)),
      getAllKiosks: async (_p, _a, { viewer }) => shown(await kiosks.list(viewer)),
      getAllSerialNumbers: (_p, _a, { viewer }) => kiosks.serialNumbers(viewer),
      getKiosksByOrgIds: async (_p, { orgIds }, { viewer }) => shown(await kiosks.listByOrganizations(viewer, orgIds)),
      getAllTags: (_p, _a, { viewer }) => kiosks.tags(viewer),
      getKioskFleet: async (_p, { orgIds }, { viewer }) => {
        const fleet = await kiosks.fleet(viewer, orgIds);
        const [hot, offlineLong] = await Promise.all([shown(fleet.hot), shown(fleet.offlineLong)]);
        return { ...fleet, hot, offlineLong };
      },
    },
    Mutation: {
      kioskCreate: async (_p, { data }, { viewer }) => one(await kiosks.create(viewer, data)),
      kioskUpdate: async (_p, { id, data }, { viewer }) => one(await kiosks.update(viewer, id, data)),
      setTags: async (_p, { kioskId, tags }, { viewer }) => one(await kiosks.setTags(viewer, kioskId, tags)),
    },
  };
}
