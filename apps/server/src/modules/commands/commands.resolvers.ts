import type { Resolvers } from '../../generated/graphql.ts';
import type { KioskCommandsService } from './commands.service.ts';
import { toKioskCommandJson } from './commands.view.ts';

/** GraphQL ↔ kiosk commands (device contract §3); the service checks scope and rules. */
export function createKioskCommandsResolvers(commands: KioskCommandsService): Resolvers {
  return {
    Query: {
      getKioskCommands: async (_p, { kioskId, limit }, { viewer }) =>
        (await commands.list(viewer, kioskId, limit)).map(toKioskCommandJson),
    },
    Mutation: {
      createRefill: async (_p, { kioskId, idempotencyKey }, { viewer }) =>
        toKioskCommandJson(await commands.createRefill(viewer, kioskId, idempotencyKey)),
      kioskReset: async (_p, { id }, { viewer }) => toKioskCommandJson(await commands.reset(viewer, id)),
      kioskSync: async (_p, { id }, { viewer }) => toKioskCommandJson(await commands.sync(viewer, id)),
      kioskRestart: async (_p, { id }, { viewer }) => toKioskCommandJson(await commands.restart(viewer, id)),
      setKioskService: async (_p, { id, inService }, { viewer }) =>
        toKioskCommandJson(await commands.setService(viewer, id, inService)),
    },
  };
}
