import type { AuthzCase, AuthzWorld, Target } from '../../test-support/authz.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/** Authorization-matrix cases of kiosk settings and out-of-service schedules (configuration.settings.graphql). */

const kiosk = async (world: AuthzWorld, target: Target) =>
  (await newKiosk(world.context, world.orgs[target], { name: `Settings ${target}` })).id;

const RULE = {
  repeating: 'weekly',
  signals: [
    { dayNumber: 1, msFromStartOfDay: 8 * 3_600_000, notifyThat: 'OutOfServiceStart' },
    { dayNumber: 1, msFromStartOfDay: 9 * 3_600_000, notifyThat: 'OutOfServiceEnd' },
  ],
};

/** A kiosk of the target organization with one rule. */
async function ruleOf(world: AuthzWorld, target: Target): Promise<{ k: string; r: string }> {
  const k = await kiosk(world, target);
  const rule = await world.context.services.configuration.schedules.add(world.context.root, k, RULE);
  return { k, r: rule.id };
}

export const settingsAuthzCases: AuthzCase[] = [
  {
    operation: 'configureKioskProps',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($d: ConfigureKioskPropsInput!) { configureKioskProps(data: $d) { offline kiosk { _id orgId } } }`,
      variables: { d: { kioskId: await kiosk(world, target), controller: { thermostatTemperature: 4 } } },
    }),
  },
  {
    operation: 'getKioskSignalRules',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'query($k: ID!) { getKioskSignalRules(kioskId: $k) { _id kioskId } }',
      variables: { k: (await ruleOf(world, target)).k },
    }),
  },
  {
    operation: 'addKioskSignalRule',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'mutation($k: ID!, $d: KioskSignalRuleInput!) { addKioskSignalRule(kioskId: $k, data: $d) { _id } }',
      variables: { k: await kiosk(world, target), d: RULE },
    }),
  },
  {
    operation: 'updateKioskSignalRule',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($k: ID!, $r: ID!, $d: KioskSignalRuleInput!) {
        updateKioskSignalRule(kioskId: $k, ruleId: $r, data: $d) { _id } }`,
      variables: { ...(await ruleOf(world, target)), d: { ...RULE, repeating: 'daily' } },
    }),
  },
  {
    operation: 'deleteKioskSignalRule',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'mutation($k: ID!, $r: ID!) { deleteKioskSignalRule(kioskId: $k, ruleId: $r) }',
      variables: await ruleOf(world, target),
    }),
  },
];
