import { randomUUID } from 'node:crypto';
import {
  type AckMessage,
  type DeviceEvent,
  TELEMETRY_INTERVAL_MS,
  TEMPERATURE_DIVISOR,
  isSerialNumber,
  parseDeviceTopic,
} from '@kiosk/common/mqtt';
import { type Cell, applyPlanogram, createCells } from './cells.ts';
import type { Clock, Timer } from './clock.ts';
import { CommandHandler } from './commands.ts';
import { startIncidents } from './incidents.ts';
import { KioskLink } from './link.ts';
import { KioskSessions, type Session } from './sessions.ts';
import type { DistributiveOmit, KioskOptions, KioskStats } from './kiosk-options.ts';
import { MINUTE, isOpenAt, nextArrival } from './model.ts';
import { temperatureAt } from './profile.ts';
import { type Random, createRandom, hashSeed } from './random.ts';

export type { OpeningHours } from './model.ts';
export type { DistributiveOmit, KioskOptions, KioskStats } from './kiosk-options.ts';

/**
 * A virtual smart fridge: load cells with products, a door, a card terminal, two temperature sensors.
 * It speaks the device protocol (../shared/spec/device-protocol.md) and nothing else.
 */
export class VirtualKiosk {
  readonly serialNumber: string;
  cells: Cell[];
  inService = true;
  /** What the `apply_*` commands delivered, by command type. */
  readonly applied = new Map<string, unknown>();
  readonly options: KioskOptions;
  readonly random: Random;
  readonly clock: Clock;
  readonly link: KioskLink;
  doorOpen = false;
  terminalConnected = true;
  private readonly commands: CommandHandler;
  private readonly timers = new Set<Timer>();
  private bootAt: number;
  private temperatureOffset: number;
  private temperaturePhase: number;
  private excess = 0;
  private lastTelemetryAt: number;
  /** An incident warming the fridge. */
  incident: 'doorAjar' | 'compressor' | undefined;
  private running = false;
  private readonly counters = { status: 0, telemetry: 0, event: 0, ack: 0 };
  private readonly sessions: KioskSessions;

  constructor(options: KioskOptions) {
    if (!isSerialNumber(options.serialNumber)) throw new TypeError(`Invalid serial number ${options.serialNumber}`);
    this.options = options;
    this.serialNumber = options.serialNumber;
    this.clock = options.clock;
    this.random = createRandom(hashSeed(options.serialNumber, options.seed ?? 1));
    this.cells = createCells(options.cellCount ?? 15, options.profile.products, this.random.fork('cells'));
    this.temperatureOffset = this.random.between(-0.6, 0.6);
    this.temperaturePhase = this.random.between(0, options.profile.temperaturePeriodMs);
    this.bootAt = this.clock.now();
    this.lastTelemetryAt = this.bootAt;
    const ip = options.ip ?? `10.${this.random.int(0, 255)}.${this.random.int(0, 255)}.${this.random.int(2, 254)}`;
    this.link = new KioskLink({
      serialNumber: options.serialNumber,
      password: options.password,
      url: options.url,
      reconnectPeriodMs: options.reconnectPeriodMs ?? 2_000,
      onlineStatus: () => ({ online: true, ts: this.ts(), ip, firmware: options.firmware ?? 'sim-2.4.1' }),
      onCommand: (topic, payload) => this.commands.receive(topic, payload),
      onPublish: (topic, payload) => {
        const channel = parseDeviceTopic(topic)?.channel;
        if (channel) this.counters[channel] += 1;
        options.onPublish?.(topic, payload);
      },
      onAnnounced: () => this.commands.announced(),
      log: (message) => this.log(message),
    });
    this.commands = new CommandHandler(this);
    this.sessions = new KioskSessions(this);
  }

  log(message: string): void {
    (this.options.log ?? ((text: string) => console.warn(text)))(message);
  }

  ts(at = this.clock.now()): string {
    return new Date(at).toISOString();
  }

  /** Connects, announces itself and starts its life (telemetry, and purchases etc. when autonomous). */
  async start(): Promise<void> {
    this.running = true;
    await this.link.connect();
    // A controller reports its state at boot: the door as its sensor reads it and a first reading,
    // then telemetry every minute.
    if (this.options.bootReport !== false) {
      await this.event({ type: 'door', state: 'closed' });
      await this.sendTelemetry();
    }
    this.every(TELEMETRY_INTERVAL_MS, () => this.sendTelemetry());
    if (this.options.autonomous !== false) {
      this.scheduleNextPurchase();
      startIncidents(this);
    }
  }

  /**
   * Stops everything and disconnects cleanly (retained status offline). A session still open is closed
   * first (door closed, `session.closed`), as a controller shutting down does, so the server is not left
   * with a session that never ends.
   */
  async stop(): Promise<void> {
    this.running = false;
    for (const timer of this.timers) this.clock.cancel(timer);
    this.timers.clear();
    if (this.session) {
      if (this.link.online) await this.closeSession(this.session);
      else for (const timer of this.session.timers) this.clock.cancel(timer);
    }
    await this.link.disconnect(this.ts());
  }

  /** The session open now (purchase or refill), if any. */
  get session(): Session | undefined {
    return this.sessions.current;
  }

  stats(): KioskStats {
    const { status, telemetry, event, ack } = this.counters;
    const { purchases, refills } = this.sessions;
    return {
      connected: this.link.online,
      purchases,
      refills,
      commands: this.commands.received,
      commandsFailed: this.commands.failed,
      published: { status, telemetry, event, ack },
      buffered: this.link.buffered,
    };
  }

  /** Uptime in seconds since the controller (re)started. */
  get uptime(): number {
    return Math.max(0, Math.floor((this.clock.now() - this.bootAt) / 1000));
  }

  /** Runs `task` after `delayMs` simulated ms (unless the kiosk was stopped). */
  after(delayMs: number, task: () => unknown): Timer {
    const timer = this.clock.schedule(this.clock.now() + delayMs, () => {
      this.timers.delete(timer);
      if (this.running) return task();
      return undefined;
    });
    this.timers.add(timer);
    return timer;
  }

  private every(periodMs: number, task: () => unknown): void {
    const run = async () => {
      this.after(periodMs, run);
      await task();
    };
    this.after(periodMs, run);
  }

  event(fields: DistributiveOmit<DeviceEvent, 'id' | 'ts'>): Promise<unknown> {
    const message = { id: randomUUID(), ts: this.ts(), ...fields } as DeviceEvent;
    return this.link.send({ channel: 'event', message });
  }

  ack(commandId: string, status: AckMessage['status'], error?: string): Promise<unknown> {
    const message: AckMessage = { commandId, status, ts: this.ts(), ...(error ? { error } : {}) };
    return this.link.send({ channel: 'ack', message });
  }

  // --- temperature -------------------------------------------------------------------------------

  /** The two sensors' readings in 1/100 °C (the third and fourth sensor are not fitted). */
  temperatures(): (number | null)[] {
    const now = this.clock.now();
    const minutes = (now - this.lastTelemetryAt) / MINUTE;
    this.lastTelemetryAt = now;
    if (this.incident === 'doorAjar') this.excess = Math.min(9, this.excess + 0.35 * minutes);
    else if (this.incident === 'compressor') this.excess = Math.min(10, this.excess + 0.06 * minutes);
    else this.excess *= Math.exp(-minutes / 20);
    const base =
      temperatureAt(this.options.profile, now + this.temperaturePhase) + this.temperatureOffset + this.excess;
    const second = base + 0.3 + this.random.between(-0.1, 0.1);
    return [Math.round(base * TEMPERATURE_DIVISOR), Math.round(second * TEMPERATURE_DIVISOR), null, null];
  }

  sendTelemetry(): Promise<unknown> {
    return this.link.send({
      channel: 'telemetry',
      message: { ts: this.ts(), temperatures: this.temperatures(), uptime: this.uptime },
    });
  }

  // --- purchases -----------------------------------------------------------------------------------

  isOpen(at = this.clock.now()): boolean {
    return isOpenAt(at, this.options);
  }

  /** The next arrival of a customer, following the profile (model.ts). */
  private scheduleNextPurchase(): void {
    const at = nextArrival(this.clock.now(), this.options, this.random);
    if (at === undefined) return;
    this.after(at - this.clock.now(), async () => {
      this.scheduleNextPurchase();
      if (this.inService && this.terminalConnected && !this.session && !this.doorOpen) await this.purchase();
    });
  }

  /** Lays the cells out anew (`apply_planogram`); cells whose product changed are empty and filled soon. */
  applyPlanogram(planogram: Parameters<typeof applyPlanogram>[1]): void {
    this.cells = applyPlanogram(this.cells, planogram, this.options.profile.products);
    this.sessions.checkStock(true);
  }

  /** Picks a basket following the profile; undefined when nothing can be sold. */
  chooseBasket(): Map<Cell, number> | undefined {
    return this.sessions.chooseBasket();
  }

  /** Closes `session`: door closed if open, then `session.closed` with the cells that changed (or `cells`). */
  closeSession(session: Session, cells?: readonly Cell[]): Promise<void> {
    return this.sessions.close(session, cells);
  }

  /**
   * A customer: card pre-authorised, door opened, products taken (`items`, else a basket following the
   * profile), door closed, payment. Returns the session id, or undefined when the kiosk is busy or the
   * products are not there.
   */
  purchase(items?: readonly { cellId: string; units: number }[]): Promise<string | undefined> {
    return this.sessions.purchase(items);
  }

  async setDoor(open: boolean): Promise<void> {
    this.doorOpen = open;
    await this.event({ type: 'door', state: open ? 'open' : 'closed' });
  }

  // --- refills -------------------------------------------------------------------------------------

  /**
   * A refill session: opened, door open, every sellable cell filled to capacity over a few minutes,
   * door closed, session closed. Resolves once the session is open; `onDoorOpen` runs when the door is.
   */
  refill(options: Parameters<KioskSessions['refill']>[0]): Promise<string | undefined> {
    return this.sessions.refill(options);
  }

  /**
   * Loses the connection abruptly (the broker publishes the last will) and reconnects after `durationMs`
   * simulated ms; meanwhile telemetry and events are buffered and sent in order when back.
   */
  async goOffline(durationMs: number): Promise<void> {
    if (!this.link.online) return;
    await this.link.dropAbruptly();
    this.after(durationMs, () => this.reconnect());
  }

  async reconnect(): Promise<void> {
    try {
      await this.link.connect();
    } catch (error) {
      this.log(`${this.serialNumber}: reconnect failed (${String(error)}); retrying in a minute`);
      this.after(MINUTE, () => this.reconnect());
    }
  }

  /** `restart`: clean disconnect (status offline), controller reboots, reconnects after a few seconds. */
  async restart(onBack: () => unknown): Promise<void> {
    await this.link.disconnect(this.ts());
    this.after(this.random.between(3_000, 10_000), async () => {
      this.bootAt = this.clock.now();
      this.commands.onNextAnnounce(onBack);
      await this.reconnect();
    });
  }
}

/** Starts one virtual kiosk (connected and announced when this resolves). */
export async function startKiosk(options: KioskOptions): Promise<VirtualKiosk> {
  const kiosk = new VirtualKiosk(options);
  await kiosk.start();
  return kiosk;
}
