import { startFleet, type Fleet } from '@kiosk/kiosk-sim';
import { SYSTEM_VIEWER, type RunningConsole } from '@kiosk/server/console';
import { DEMO_SERIAL_PREFIX } from './demo.kiosks.ts';

/**
 * The living demo fleet (DEMO_FLEET): simulated fridges for the demo kiosks (serial numbers `DEMO-…`),
 * connected to the server's own broker with credentials like any real fridge's, so a first start shows
 * kiosks going online, selling, being refilled, warming up and answering commands. Their device secrets
 * are issued anew at every start (only the simulator holds them).
 */
export async function startDemoFleet(options: {
  kiosks: Pick<RunningConsole['services']['kiosks'], 'list' | 'device'>;
  /** The stock module: each demo kiosk's planogram is queued before it connects. */
  stock: Pick<RunningConsole['services']['stock'], 'planogram'>;
  /** The server's own MQTT-over-WebSocket address. */
  url: string;
  logger: RunningConsole['logger'];
}): Promise<Fleet | undefined> {
  const { kiosks: service, logger } = options;
  const demo = (await service.list(SYSTEM_VIEWER)).filter((k) => k.serialNumber.startsWith(DEMO_SERIAL_PREFIX));
  if (demo.length === 0) return undefined;
  const kiosks = [];
  for (const kiosk of demo) {
    // A simulator starts with cells of its own: the kiosk's planogram, queued before it connects, is the
    // first thing it gets, so it sells what the console knows (cells it finds empty are filled within minutes).
    await options.stock.planogram.sendPlanogram(kiosk, null);
    const credentials = await service.device.issueCredentials(SYSTEM_VIEWER, kiosk.id);
    kiosks.push({ serialNumber: credentials.username, password: credentials.password, url: options.url });
  }
  const fleet = await startFleet({
    kiosks,
    // Real time, so readings and events carry today's timestamps; busier than a typical fridge (the data's
    // ~5 purchases a day) so there is something to watch within minutes.
    speed: 1,
    kiosk: { purchasesPerDay: 150, incidentRate: 4 },
    log: (message) => logger.debug({ fleet: 'demo' }, message),
  });
  logger.info({ kiosks: kiosks.length }, 'demo fleet running (DEMO_FLEET=false turns it off)');
  return fleet;
}
