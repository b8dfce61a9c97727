import type { Platform, ServerModule } from '../../lib/module.ts';
import { createIngestDeviceHandlers } from './ingest.mqtt.ts';
import type { CommandsPort, KiosksPort, SalesPort } from './ingest.ports.ts';
import { createIngestRepository } from './ingest.repository.ts';
import { createIngest, type Ingest, POSTGRES_INGEST_LANES } from './ingest.service.ts';

/**
 * The device ingest (device contract §2, §4; split out of kiosks, ADR 0019): the device gateway's handlers
 * (`devices`) and what kiosks publish written in batches into the kiosks' live state, temperature readings,
 * activity log and sessions (the kiosks module's tables, shared). Device facts and the console's change notices
 * go through the kiosks module (`ports.kiosks`), acks and queued-command delivery to the commands module
 * (`ports.commands`), each stored session to the sales module (`ports.sales`).
 */
export function createIngestModule(
  platform: Platform,
  ports: {
    /** Change notices, device facts and the kiosks' logins (the kiosks module). */
    kiosks: KiosksPort;
    /** Late-bound: takes commands' acks and delivers queued commands (the commands module). */
    commands: CommandsPort;
    /** Late-bound: derives each session the ingest stored (the sales module). */
    sales: SalesPort;
  },
): ServerModule<'ingest', Ingest> {
  const ingest = createIngest({
    repository: createIngestRepository(platform.db, (work) => platform.unitOfWork(work)),
    changes: ports.kiosks,
    logger: platform.logger,
    facts: { record: (tx, facts) => ports.kiosks.recordFacts(tx, facts) },
    metrics: platform.metrics.batcher('ingest'),
    lanes: platform.database.kind === 'postgres' ? POSTGRES_INGEST_LANES : 1,
  });
  return {
    name: 'ingest',
    service: ingest,
    devices: createIngestDeviceHandlers({
      ingest,
      sales: ports.sales,
      logins: ports.kiosks,
      commands: ports.commands,
      logger: platform.logger,
    }),
    // The sales module stops after this one: the derivations the last batches asked for end, the others wait
    // for its sweep.
    stop: () => ingest.drain(),
  };
}
