import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import type { Topic } from '../../jobs/topic.ts';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createKioskDeviceRepository } from './kiosks.device.repository.ts';
import { createKioskDeviceResolvers } from './kiosks.device.resolvers.ts';
import { createKioskDeviceService, type KioskDeviceService } from './kiosks.device.service.ts';
import { createKioskFacts, KIOSK_FACTS, type KioskFact } from './kiosks.facts.ts';
import { registerSilenceSweep } from './kiosks.jobs.ts';
import { createKioskChanges, createKioskChangesResolvers, type KioskChanges } from './kiosks.live.ts';
import type { FieldPort } from './kiosks.ports.ts';
import { createKiosksRepository, type KioskRow, type KiosksRepository } from './kiosks.repository.ts';
import { createKiosksResolvers } from './kiosks.resolvers.ts';
import { toKioskJson, type KioskJson } from './kiosks.view.ts';
import { registerKiosksRoutes } from './kiosks.routes.ts';
import { createKiosksService, type KiosksService, type TransactionsPort } from './kiosks.service.ts';

/**
 * The kiosks module's service: kiosk data and rules, the device side (`device`: credentials and the kiosks'
 * logins, the temperature and activity logs), change notices for open consoles (`changes`), the kiosk as the
 * API shows it (`toJson`, `asJson`), scope-checked reads for the stock module (`lookup`) and the device facts
 * (`facts`, `recordFacts`). Replenishers are the field module's; the device ingest is the ingest module's; the
 * session → sale derivation is the sales module's; the device data's retention and the temperature roll-ups
 * are the retention module's.
 */
export type KiosksModuleService = KiosksService & {
  device: KioskDeviceService;
  /** Tells open consoles that a kiosk changed (the commands, configuration and stock modules' notices go through it). */
  changes: Pick<KioskChanges, 'notify'>;
  /** A kiosk as the API shows it, with its income today (what the configuration module's settings save answers). */
  toJson(row: KioskRow): Promise<KioskJson>;
  /** A kiosk as the API shows it, with the income today the caller read (`dayIncome`). */
  asJson(row: KioskRow, dayIncome?: string): KioskJson;
  /** The repository's scope-checked reads (the stock module's `kiosks` port; unknown or out of scope: absent). */
  lookup: Pick<KiosksRepository, 'findById' | 'findByIds' | 'list'>;
  /** Committed device facts (the alert engine and webhooks subscribe; ADR 0014). */
  facts: Topic<KioskFact>;
  /**
   * Publishes device facts on the transaction that stored what they say (the ingest module's readings, statuses
   * and events; the sales module's weighed purchases).
   */
  recordFacts(tx: Db, facts: readonly KioskFact[]): Promise<void>;
};

/**
 * Kiosks (spec §3 Kiosk): their data, form and lists on the kiosk endpoint; their device side — device
 * credentials and logins, the temperature and activity logs, the silence rule and the temperature CSV export;
 * and the live change notices open consoles subscribe to. What kiosks publish is written by the ingest module
 * (into this module's tables; it publishes the device facts through `recordFacts`); the commands the console
 * sends kiosks are the commands module's; their settings, schedules, playlist and screen the configuration
 * module's; their planogram and stock the stock module's; the session → sale derivation the sales module's.
 */
export function createKiosksModule(
  platform: Platform,
  ports: {
    transactions: TransactionsPort;
    /** Late-bound: the replenishers' field scope of the field operations on kiosks (the field module). */
    field: FieldPort;
  },
): ServerModule<'kiosks', KiosksModuleService> {
  const kiosksRepository = createKiosksRepository(platform.db);
  const deviceRepository = createKioskDeviceRepository(platform.db);
  const changes = createKioskChanges(platform.live);
  const facts = createKioskFacts(platform.jobs);
  const device = createKioskDeviceService({
    kiosks: kiosksRepository,
    device: deviceRepository,
    changes,
    urls: () => platform.devices.urls,
    revokeLogins: (serialNumbers) => platform.devices.revokeLogins(serialNumbers),
    listen: (channel, onPayload, onResync) => platform.database.listen(channel, onPayload, onResync),
    rawRetentionMonths: platform.config.deviceRetention.rawMonths,
  });
  const kiosksService = createKiosksService({ kiosks: kiosksRepository, changes, transactions: ports.transactions });
  const service: KiosksModuleService = Object.assign(kiosksService, {
    device,
    changes: { notify: changes.notify },
    toJson: async (row: KioskRow) => toKioskJson(row, (await kiosksService.dayIncome([row])).get(row.id)),
    asJson: toKioskJson,
    lookup: {
      findById: kiosksRepository.findById,
      findByIds: kiosksRepository.findByIds,
      list: kiosksRepository.list,
    },
    facts: KIOSK_FACTS,
    recordFacts: (tx: Db, list: readonly KioskFact[]) => facts.record(tx, list),
  });
  return {
    name: 'kiosks',
    service,
    graphql: [
      {
        endpoint: 'kiosk',
        typeDefs: ['kiosks', 'kiosks.device']
          .map((file) => readFileSync(new URL(`./${file}.graphql`, import.meta.url), 'utf8'))
          .join('\n'),
        resolvers: mergeResolvers(
          createKiosksResolvers(service),
          createKioskDeviceResolvers(device),
          createKioskChangesResolvers(changes, service),
        ),
        // What a replenisher may do, on the kiosks assigned to them (ADR 0024).
        field: { operations: KIOSK_FIELD_OPERATIONS, fieldScope: (viewer) => ports.field.fieldScope(viewer) },
      },
    ],
    routes: (app, { authenticate }) => {
      registerKiosksRoutes(app, { device, authenticate });
    },
    // Periodic work, once across instances (ADR 0014); the job queue's stop waits for a round in flight.
    async jobs(queue) {
      await registerSilenceSweep(queue, device, platform.logger);
    },
  };
}

/** The kiosk endpoint's field operations of this module: the replenisher's kiosks (the rest are the stock module's). */
const KIOSK_FIELD_OPERATIONS = ['getKioskWithCapacities', 'getAllKiosks'] as const;

/** Root types of several resolver maps of one module, field by field. */
function mergeResolvers(...maps: Record<string, object>[]): Record<string, object> {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
