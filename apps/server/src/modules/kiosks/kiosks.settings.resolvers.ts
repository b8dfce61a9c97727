import type { KioskSignalRule, Resolvers } from '../../generated/graphql.ts';
import type { SignalRuleRow } from './kiosks.schedules.repository.ts';
import type { KioskSchedulesService, OrganizationsPort } from './kiosks.schedules.service.ts';
import type { KiosksService } from './kiosks.service.ts';
import type { KioskSettingsService } from './kiosks.settings.service.ts';
import { toKioskJson } from './kiosks.view.ts';
import { perRequestBatch } from './kiosks.request-batch.ts';

const toSignalRuleJson = (row: SignalRuleRow): KioskSignalRule => ({
  _id: row.id,
  kioskId: row.kioskId,
  repeating: row.repeating,
  signals: row.signals.map((signal) => ({ ...signal })),
  lastFiredAt: row.lastFiredAt,
  created: row.createdAt,
  updated: row.updatedAt,
});

/** GraphQL ↔ kiosk settings and out-of-service schedules; the services check scope and rules. */
export function createKioskSettingsResolvers(
  settings: KioskSettingsService,
  schedules: KioskSchedulesService,
  organizations: OrganizationsPort,
  kiosks: Pick<KiosksService, 'dayIncome'>,
): Resolvers {
  const currencies = perRequestBatch(async (kiosks) => {
    const summaries = await organizations.summaries([...new Set(kiosks.map((k) => k.orgId))]);
    return new Map(kiosks.map((k) => [k.id, summaries.get(k.orgId)?.currency]));
  });
  const states = perRequestBatch((kiosks) => schedules.states(kiosks));
  return {
    Kiosk: {
      currency: async (kiosk, _a, context) =>
        (await currencies(context, { id: kiosk._id, orgId: kiosk.orgId })) ?? null,
      schedule: async (kiosk, _a, context) => (await states(context, { id: kiosk._id, orgId: kiosk.orgId })) ?? null,
    },
    Query: {
      getKioskSignalRules: async (_p, { kioskId }, { viewer }) =>
        (await schedules.list(viewer, kioskId)).map(toSignalRuleJson),
    },
    Mutation: {
      configureKioskProps: async (_p, { data }, { viewer }) => {
        const result = await settings.configure(viewer, data);
        return {
          ...result,
          kiosk: toKioskJson(result.kiosk, (await kiosks.dayIncome([result.kiosk])).get(result.kiosk.id)),
        };
      },
      addKioskSignalRule: async (_p, { kioskId, data }, { viewer }) =>
        toSignalRuleJson(await schedules.add(viewer, kioskId, data)),
      updateKioskSignalRule: async (_p, { kioskId, ruleId, data }, { viewer }) =>
        toSignalRuleJson(await schedules.update(viewer, kioskId, ruleId, data)),
      deleteKioskSignalRule: (_p, { kioskId, ruleId }, { viewer }) => schedules.delete(viewer, kioskId, ruleId),
    },
  };
}
