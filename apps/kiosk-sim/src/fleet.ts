import { type Clock, createRealClock } from './clock.ts';
import { type KioskOptions, type KioskStats, type OpeningHours, VirtualKiosk } from './kiosk.ts';
import { type SalesProfile, loadProfile } from './profile.ts';

export { startKiosk, VirtualKiosk, type KioskOptions, type KioskStats, type OpeningHours } from './kiosk.ts';
export { createManualClock, createRealClock, type Clock, type ManualClock } from './clock.ts';
export { loadProfile, type SalesProfile } from './profile.ts';
export {
  simulateHistory,
  type HistoryCell,
  type HistoryEvent,
  type HistoryOptions,
  type HistoryPurchase,
  type HistoryRefill,
} from './history.ts';
export { hashSeed } from './random.ts';
export { zoneOffset } from './model.ts';
export { provisionFleet, type FleetFileEntry, type ProvisionOptions } from './provision.ts';

export interface FleetKiosk {
  serialNumber: string;
  password: string;
  /** Broker URL: `mqtt://host:1883` or `ws://host:3000/mqtt`. */
  url: string;
}

export interface FleetOptions {
  kiosks: FleetKiosk[];
  /** Simulated time runs this many times faster than real time (default 1); ignored with `clock`. */
  speed?: number;
  /** Same seed, same cells and the same purchases at the same simulated times (default 1). */
  seed?: number;
  clock?: Clock;
  /** Default: the shipped profile ({@link loadProfile}). */
  profile?: SalesProfile;
  /** Derive the profile from the data sets in this folder instead, when `profile` is not given. */
  datasetsDir?: string;
  /** Options every kiosk gets (cells, opening hours, rates…). */
  kiosk?: Partial<Omit<KioskOptions, 'serialNumber' | 'password' | 'url' | 'clock' | 'profile' | 'seed'>>;
  openingHours?: OpeningHours;
  log?: (message: string) => void;
}

export interface FleetStats {
  kiosks: number;
  connected: number;
  purchases: number;
  refills: number;
  commands: number;
  commandsFailed: number;
  telemetry: number;
  events: number;
  buffered: number;
}

export interface Fleet {
  kiosks: VirtualKiosk[];
  clock: Clock;
  profile: SalesProfile;
  stats(): FleetStats;
  /** Every kiosk publishes status offline and disconnects. */
  stop(): Promise<void>;
}

export function sumStats(all: readonly KioskStats[]): Omit<FleetStats, 'kiosks'> {
  const sum = (pick: (stats: KioskStats) => number) => all.reduce((total, stats) => total + pick(stats), 0);
  return {
    connected: sum((stats) => (stats.connected ? 1 : 0)),
    purchases: sum((stats) => stats.purchases),
    refills: sum((stats) => stats.refills),
    commands: sum((stats) => stats.commands),
    commandsFailed: sum((stats) => stats.commandsFailed),
    telemetry: sum((stats) => stats.published.telemetry),
    events: sum((stats) => stats.published.event),
    buffered: sum((stats) => stats.buffered),
  };
}

/**
 * Starts virtual kiosks (all connected and announced when this resolves). A kiosk that cannot connect
 * (bad credentials, no broker) makes it reject after the others were stopped again.
 */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const clock = options.clock ?? createRealClock({ speed: options.speed ?? 1 });
  const profile = options.profile ?? loadProfile(options.datasetsDir ? { datasetsDir: options.datasetsDir } : {});
  const kiosks = options.kiosks.map(
    (entry) =>
      new VirtualKiosk({
        ...options.kiosk,
        ...(options.openingHours ? { openingHours: options.openingHours } : {}),
        ...(options.log ? { log: options.log } : {}),
        serialNumber: entry.serialNumber,
        password: entry.password,
        url: entry.url,
        clock,
        profile,
        seed: options.seed ?? 1,
      }),
  );
  const stop = async () => {
    await Promise.all(kiosks.map((kiosk) => kiosk.stop()));
  };
  const started = await Promise.allSettled(kiosks.map((kiosk) => kiosk.start()));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason));
  }
  return {
    kiosks,
    clock,
    profile,
    stop,
    stats: () => ({ kiosks: kiosks.length, ...sumStats(kiosks.map((kiosk) => kiosk.stats())) }),
  };
}
