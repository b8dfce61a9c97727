import type { KioskSignalRule, Resolvers } from '../../generated/graphql.ts';
import { perRequestBatch } from '../../lib/request-batch.ts';
import type { KiosksPort, OrganizationsPort } from './configuration.ports.ts';
import type { SignalRuleRow } from './configuration.schedules.repository.ts';
import type { KioskSchedulesService } from './configuration.schedules.service.ts';
import type { KioskSettingsService } from './configuration.settings.service.ts';
import { acceptedPaymentOf, controllerOf } from './configuration.settings.view.ts';

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
  kiosks: Pick<KiosksPort, 'toJson'>,
): Resolvers {
  const currencies = perRequestBatch(async (kiosks) => {
    const summaries = await organizations.summaries([...new Set(kiosks.map((k) => k.orgId))]);
    return new Map(kiosks.map((k) => [k.id, summaries.get(k.orgId)?.currency]));
  });
  const states = perRequestBatch((kiosks) => schedules.states(kiosks));
  return {
    // The settings fields of Kiosk (configuration.settings.graphql), from the kiosk's stored settings.
    Kiosk: {
      controller: (kiosk) => controllerOf({ ...kiosk.storedSettings, technicianPin: kiosk.technicianPin ?? null }),
      acceptedPayment: (kiosk) => acceptedPaymentOf(kiosk.storedSettings.acceptedPayment),
      esl: (kiosk) => kiosk.storedSettings.esl,
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
        return { ...result, kiosk: await kiosks.toJson(result.kiosk) };
      },
      addKioskSignalRule: async (_p, { kioskId, data }, { viewer }) =>
        toSignalRuleJson(await schedules.add(viewer, kioskId, data)),
      updateKioskSignalRule: async (_p, { kioskId, ruleId, data }, { viewer }) =>
        toSignalRuleJson(await schedules.update(viewer, kioskId, ruleId, data)),
      deleteKioskSignalRule: (_p, { kioskId, ruleId }, { viewer }) => schedules.delete(viewer, kioskId, ruleId),
    },
  };
}
