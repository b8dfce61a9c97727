import { USAGE, type CliOptions, parseCliArgs } from './cli-options.ts';
import { type Fleet, type FleetKiosk, startFleet } from './fleet.ts';
import { provisionFleet, readFleetFile, serialFor } from './provision.ts';

/** The console's embedded broker over WebSocket (always on, device protocol §1). */
export const DEFAULT_URL = 'ws://localhost:3000/mqtt';

async function credentials(options: CliOptions): Promise<FleetKiosk[]> {
  const url = options.url ?? DEFAULT_URL;
  if (options.serial) return [{ serialNumber: options.serial, password: options.password ?? '', url }];
  if (options.api) {
    return provisionFleet({
      api: options.api,
      token: options.token!,
      orgId: options.org!,
      prefix: options.prefix,
      count: options.kiosks ?? 1,
      fleetFile: options.fleet!,
      ...(options.url ? { url: options.url } : {}),
    });
  }
  if (options.fleet) {
    const entries = readFleetFile(options.fleet).slice(0, options.kiosks);
    return entries.map((entry) => ({ ...entry, url: options.url ?? (entry.url || url) }));
  }
  // No credentials: for a broker that lets anyone in (a local Mosquitto).
  return Array.from({ length: options.kiosks ?? 1 }, (_, i) => ({
    serialNumber: serialFor(options.prefix, i + 1),
    password: options.password ?? '',
    url,
  }));
}

function summary(fleet: Fleet): string {
  const stats = fleet.stats();
  const simulated = new Date(fleet.clock.now()).toISOString().slice(0, 16).replace('T', ' ');
  return (
    `[sim ${simulated}Z] connected ${stats.connected}/${stats.kiosks} | purchases ${stats.purchases} | ` +
    `refills ${stats.refills} | commands ${stats.commands} (${stats.commandsFailed} failed) | ` +
    `telemetry ${stats.telemetry} | events ${stats.events} | buffered ${stats.buffered}`
  );
}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const kiosks = await credentials(options);
  if (kiosks.length === 0) throw new Error('No kiosks to simulate');
  console.log(`kiosk-sim: starting ${kiosks.length} kiosks at speed ${options.speed} on ${kiosks[0]!.url}`);
  const fleet = await startFleet({
    kiosks,
    speed: options.speed,
    seed: options.seed,
    openingHours: options.hours,
    ...(options.datasets ? { datasetsDir: options.datasets } : {}),
    kiosk: {
      incidentRate: options.incidentRate,
      ...(options.purchasesPerDay !== undefined ? { purchasesPerDay: options.purchasesPerDay } : {}),
    },
  });
  console.log(
    `kiosk-sim: profile ${options.datasets ? `derived from ${options.datasets}` : 'shipped (derived/profile.json)'}`,
  );
  console.log(summary(fleet));
  const ticker = setInterval(() => console.log(summary(fleet)), 10_000);
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(ticker);
    console.log(`kiosk-sim: ${why}, stopping (status offline)…`);
    await fleet.stop();
    console.log(summary(fleet));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('interrupted'));
  process.on('SIGTERM', () => void stop('terminated'));
  if (options.duration) setTimeout(() => void stop(`${options.duration} s elapsed`), options.duration * 1000);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`kiosk-sim: ${message}`);
  if (/not authori[sz]ed|bad user name or password/i.test(message)) {
    console.error(
      'kiosk-sim: the broker refused the kiosks’ login. Give their device credentials (--serial/--password or\n' +
        '  --fleet FILE, from "Generate credentials" on a kiosk’s page), or let the simulator create kiosks and\n' +
        '  credentials through the console: --api URL --token TOKEN --org ORG_ID (see apps/kiosk-sim/README.md).',
    );
  }
  process.exit(1);
});
