import type { FastifyBaseLogger } from 'fastify';
import { startFleet, type Fleet } from '@kiosk/kiosk-sim';
import { SYSTEM_VIEWER } from './auth/viewer.ts';
import { DEMO_SERIAL_PREFIX } from './modules/kiosks/kiosks.demo.ts';
import type { Services } from './modules.ts';

/**
 * The living demo fleet (DEMO_FLEET): simulated fridges for the demo kiosks (serial numbers `DEMO-…`),
 * connected to this server's own broker with credentials like any real fridge's, so a first start shows
 * kiosks going online, selling, being refilled, warming up and answering commands. Their device secrets
 * are issued anew at every start (only the simulator holds them).
 */
export async function startDemoFleet(options: {
  services: Services;
  /** The server's own MQTT-over-WebSocket address. */
  url: string;
  logger: FastifyBaseLogger;
}): Promise<Fleet | undefined> {
  const { services, logger } = options;
  const demo = (await services.kiosks.list(SYSTEM_VIEWER)).filter((k) => k.serialNumber.startsWith(DEMO_SERIAL_PREFIX));
  if (demo.length === 0) return undefined;
  const kiosks = [];
  for (const kiosk of demo) {
    const credentials = await services.kiosks.device.issueCredentials(SYSTEM_VIEWER, kiosk.id);
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
