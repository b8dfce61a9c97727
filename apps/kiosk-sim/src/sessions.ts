import { randomUUID } from 'node:crypto';
import type { DeviceEvent, SessionCell } from '@kiosk/common/mqtt';
import { type Cell, amountOf, readWeight } from './cells.ts';
import type { Clock, Timer } from './clock.ts';
import { MINUTE, PAYMENT_FAILURE_RATE, chooseBasket, drawCardType, drawRefillMode, needsRefill } from './model.ts';
import type { Random } from './random.ts';
import type { DistributiveOmit, KioskOptions } from './kiosk-options.ts';

export type Session = { id: string; kind: 'purchase' | 'refill'; before: Map<string, number>; timers: Timer[] };

/** What the sessions need of their kiosk. */
export interface SessionKiosk {
  readonly cells: Cell[];
  readonly random: Random;
  readonly clock: Clock;
  readonly options: KioskOptions;
  readonly doorOpen: boolean;
  after(delayMs: number, task: () => unknown): Timer;
  event(fields: DistributiveOmit<DeviceEvent, 'id' | 'ts'>): Promise<unknown>;
  setDoor(open: boolean): Promise<void>;
  isOpen(at?: number): boolean;
}

/**
 * A virtual kiosk's sessions (device protocol §4): purchases — card, door, products taken, payment — and
 * refills — door open, cells filled, closed —, one at a time, in simulated time; and the refill a low stock
 * calls for when the kiosk runs on its own.
 */
export class KioskSessions {
  current: Session | undefined;
  purchases = 0;
  refills = 0;
  private refillPending = false;

  private readonly kiosk: SessionKiosk;

  constructor(kiosk: SessionKiosk) {
    this.kiosk = kiosk;
  }

  /** Picks a basket following the profile; undefined when nothing can be sold. */
  chooseBasket(): Map<Cell, number> | undefined {
    return chooseBasket(this.kiosk.cells, this.kiosk.options.profile.basketSizes, this.kiosk.random);
  }

  /** The given units of the given cells; undefined when a cell is unknown or holds fewer units. */
  private basketOf(items: readonly { cellId: string; units: number }[]): Map<Cell, number> | undefined {
    const basket = new Map<Cell, number>();
    for (const item of items) {
      const cell = this.kiosk.cells.find((entry) => entry.cellId === item.cellId);
      if (!cell || !(item.units > 0) || cell.count < (basket.get(cell) ?? 0) + item.units) return undefined;
      basket.set(cell, (basket.get(cell) ?? 0) + item.units);
    }
    return basket.size > 0 ? basket : undefined;
  }

  private openSession(kind: Session['kind'], id = `s-${randomUUID()}`): Session {
    const before = new Map(this.kiosk.cells.map((cell) => [cell.cellId, readWeight(cell, this.kiosk.random)]));
    const session: Session = { id, kind, before, timers: [] };
    this.current = session;
    return session;
  }

  /** Runs `steps` one after another in simulated time while `session` is the open one. */
  private steps(session: Session, steps: [delayMs: number, task: () => unknown][]): void {
    const [first, ...rest] = steps;
    if (!first) return;
    const timer = this.kiosk.after(first[0], async () => {
      if (this.current !== session) return;
      this.steps(session, rest);
      await first[1]();
    });
    session.timers.push(timer);
  }

  /** Closes `session`: door closed if open, then `session.closed` with the cells that changed (or `cells`). */
  async close(session: Session, cells?: readonly Cell[]): Promise<void> {
    if (this.current !== session) return;
    this.current = undefined;
    for (const timer of session.timers) this.kiosk.clock.cancel(timer);
    if (this.kiosk.doorOpen) await this.kiosk.setDoor(false);
    const reported: SessionCell[] = (cells ?? []).map((cell) => ({
      cellId: cell.cellId,
      weightBefore: session.before.get(cell.cellId) ?? readWeight(cell, this.kiosk.random),
      weightAfter: readWeight(cell, this.kiosk.random),
    }));
    await this.kiosk.event({ type: 'session.closed', sessionId: session.id, cells: reported });
  }

  /**
   * A customer: card pre-authorised, door opened, products taken (`items`, else a basket following the
   * profile), door closed, payment. Returns the session id, or undefined when the kiosk is busy or the
   * products are not there.
   */
  async purchase(items?: readonly { cellId: string; units: number }[]): Promise<string | undefined> {
    if (this.current || this.kiosk.doorOpen) return undefined;
    const basket = items ? this.basketOf(items) : this.chooseBasket();
    if (!basket) return undefined;
    const session = this.openSession('purchase');
    const card = {
      token: `tok_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      cardType: drawCardType(this.kiosk.random),
      last4: String(this.kiosk.random.int(0, 9999)).padStart(4, '0'),
    };
    this.steps(session, [
      [this.kiosk.random.between(1_000, 4_000), () => this.kiosk.setDoor(true)],
      [
        this.kiosk.random.between(5_000, 40_000),
        async () => {
          for (const [cell, units] of basket) cell.count -= units;
          this.purchases += 1;
          const items = [...basket].map(([cell, units]) => ({ cell, units }));
          await this.close(session, [...basket.keys()]);
          const status = this.kiosk.random.chance(PAYMENT_FAILURE_RATE) ? 'failed' : 'paid';
          this.kiosk.after(this.kiosk.random.between(1_000, 4_000), () =>
            this.kiosk.event({
              type: 'payment',
              sessionId: session.id,
              status,
              amount: amountOf(items),
              provider: 'stripe',
              ...pick(card, 'cardType', 'last4'),
            }),
          );
          this.checkStock();
        },
      ],
    ]);
    // Published after the steps are scheduled (and before any of them runs: messages go out in call order).
    await this.kiosk.event({ type: 'session.opened', sessionId: session.id, kind: 'purchase', card });
    return session.id;
  }

  /**
   * Plans a refill when some cell runs low: after a sale within hours (the route's next stop), after a new
   * planogram within minutes (`soon`: whoever laid the cells out fills those left empty).
   */
  checkStock(soon = false): void {
    if (this.refillPending || this.kiosk.options.autonomous === false) return;
    if (!needsRefill(this.kiosk.cells)) return;
    this.refillPending = true;
    const [earliest, latest] = soon ? [MINUTE, 5 * MINUTE] : [60 * MINUTE, 6 * 60 * MINUTE];
    let at = this.kiosk.clock.now() + this.kiosk.random.between(earliest, latest);
    while (!this.kiosk.isOpen(at)) at += 30 * MINUTE;
    this.kiosk.after(at - this.kiosk.clock.now(), async () => {
      this.refillPending = false;
      if (this.current || this.kiosk.doorOpen) return this.checkStock();
      const mode = drawRefillMode(this.kiosk.random);
      await this.refill({ mode, technician: this.kiosk.random.chance(0.15) });
    });
  }

  /**
   * A refill session: opened, door open, every sellable cell filled to capacity over a few minutes,
   * door closed, session closed. Resolves once the session is open; `onDoorOpen` runs when the door is.
   */
  async refill(options: {
    mode: 'automatic' | 'tablet' | 'mission_control';
    sessionId?: string;
    technician?: boolean;
    onDoorOpen?: () => unknown;
  }): Promise<string | undefined> {
    if (this.current || this.kiosk.doorOpen) return undefined;
    const session = this.openSession('refill', options.sessionId);
    this.steps(session, [
      [
        this.kiosk.random.between(2_000, 8_000),
        async () => {
          await this.kiosk.setDoor(true);
          await options.onDoorOpen?.();
        },
      ],
      [
        this.kiosk.random.between(3 * MINUTE, 12 * MINUTE),
        async () => {
          const filled = this.kiosk.cells.filter((cell) => cell.sellable && cell.count < cell.capacity);
          for (const cell of filled) cell.count = cell.capacity;
          this.refills += 1;
          await this.close(session, filled);
        },
      ],
    ]);
    await this.kiosk.event({
      type: 'session.opened',
      sessionId: session.id,
      kind: 'refill',
      mode: options.mode,
      ...(options.technician ? { technician: true } : {}),
    });
    return session.id;
  }
}

function pick<T extends object, K extends keyof T>(object: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}
