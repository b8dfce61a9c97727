import type { KioskSignalRule, Resolvers } from '../../generated/graphql.ts';
import { toKioskCommandJson } from './kiosks.commands.view.ts';
import type { SignalRuleRow } from './kiosks.schedules.repository.ts';
import type { KioskSchedulesService, OrganizationsPort } from './kiosks.schedules.service.ts';
import type { KiosksService } from './kiosks.service.ts';
import type { KioskSettingsService } from './kiosks.settings.service.ts';
import { toKioskJson } from './kiosks.view.ts';

const toSignalRuleJson = (row: SignalRuleRow): KioskSignalRule => ({
  _id: row.id,
  kioskId: row.kioskId,
  repeating: row.repeating,
  signals: row.signals.map((signal) => ({ ...signal })),
  lastFiredAt: row.lastFiredAt,
  created: row.createdAt,
  updated: row.updatedAt,
});

/**
 * Loads a field of many kiosks of one request in one call: the kiosks of a list resolve their field in
 * the same tick, so they are collected and loaded together (per request context).
 */
function perRequestBatch<V>(load: (kiosks: { id: string; orgId: string }[]) => Promise<Map<string, V>>) {
  const pending = new WeakMap<
    object,
    { kiosks: Map<string, { id: string; orgId: string }>; result: Promise<Map<string, V>> }
  >();
  return (context: object, kiosk: { id: string; orgId: string }): Promise<V | undefined> => {
    let batch = pending.get(context);
    if (!batch) {
      const kiosks = new Map<string, { id: string; orgId: string }>();
      const result = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
        pending.delete(context);
        return load([...kiosks.values()]);
      });
      batch = { kiosks, result };
      pending.set(context, batch);
    }
    batch.kiosks.set(kiosk.id, kiosk);
    return batch.result.then((values) => values.get(kiosk.id));
  };
}

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
          command: toKioskCommandJson(result.command),
          serviceCommand: result.serviceCommand ? toKioskCommandJson(result.serviceCommand) : null,
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
