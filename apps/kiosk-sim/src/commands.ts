import { type Command, parseCommandMessage } from '@kiosk/common/mqtt';
import type { VirtualKiosk } from './kiosk.ts';

type FinalAck = { status: 'applied' | 'failed'; error?: string };

export const ALREADY_IN_USE = 'Kiosk already in use.';
export const EXPIRED = 'expired';

/**
 * A kiosk's side of the commands (device protocol §3): each valid command is acked `delivered` at
 * once, then `applied` or `failed` with a reason when carried out. A command received again (QoS 1
 * redelivery, the server's re-send) is answered with the same acks and not carried out twice.
 */
export class CommandHandler {
  received = 0;
  failed = 0;
  private readonly done = new Map<string, FinalAck | undefined>();
  private readonly afterAnnounce: (() => unknown)[] = [];
  private readonly kiosk: VirtualKiosk;

  constructor(kiosk: VirtualKiosk) {
    this.kiosk = kiosk;
  }

  /** Runs `task` after the next (re)announcement: the `applied` of a restart. */
  onNextAnnounce(task: () => unknown): void {
    this.afterAnnounce.push(task);
  }

  announced(): void {
    for (const task of this.afterAnnounce.splice(0)) void task();
  }

  receive(topic: string, payload: Buffer): void {
    void this.handle(topic, payload).catch((error: unknown) =>
      this.kiosk.log(`${this.kiosk.serialNumber}: ${String(error)}`),
    );
  }

  private async finish(id: string, status: FinalAck['status'], error?: string): Promise<void> {
    this.done.set(id, { status, ...(error ? { error } : {}) });
    if (status === 'failed') this.failed += 1;
    await this.kiosk.ack(id, status, error);
  }

  private async handle(topic: string, payload: Buffer): Promise<void> {
    const parsed = parseCommandMessage(topic, payload);
    if (!parsed.ok) {
      // Without a valid id there is no one to answer; with one, the server learns why.
      if (parsed.commandId && !this.done.has(parsed.commandId)) {
        this.received += 1;
        await this.kiosk.ack(parsed.commandId, 'delivered');
        await this.finish(parsed.commandId, 'failed', `Invalid command: ${parsed.detail ?? parsed.reason}`);
      }
      return;
    }
    const { command } = parsed;
    if (parsed.kiosk !== this.kiosk.serialNumber) return;
    if (this.done.has(command.id)) {
      const final = this.done.get(command.id);
      await this.kiosk.ack(command.id, 'delivered');
      if (final) await this.kiosk.ack(command.id, final.status, final.error);
      return;
    }
    this.received += 1;
    this.done.set(command.id, undefined);
    // Expired by the kiosk's clock and by the wall clock (a fast simulated clock runs ahead of the server's).
    const expiresAt = Date.parse(command.expiresAt);
    if (expiresAt < Math.min(this.kiosk.clock.now(), Date.now())) return this.finish(command.id, 'failed', EXPIRED);
    await this.kiosk.ack(command.id, 'delivered');
    await this.execute(command);
  }

  private async execute(command: Command): Promise<void> {
    const kiosk = this.kiosk;
    switch (command.type) {
      case 'open_door': {
        if (kiosk.session || kiosk.doorOpen) return this.finish(command.id, 'failed', ALREADY_IN_USE);
        await kiosk.refill({
          mode: 'mission_control',
          sessionId: command.params.sessionId,
          onDoorOpen: () => this.finish(command.id, 'applied'),
        });
        return;
      }
      case 'reset_session': {
        if (kiosk.session) await kiosk.closeSession(kiosk.session);
        return this.finish(command.id, 'applied');
      }
      case 'restart':
        return kiosk.restart(() => this.finish(command.id, 'applied'));
      case 'sync':
        return this.finish(command.id, 'applied');
      case 'service': {
        kiosk.inService = command.params.inService;
        return this.finish(command.id, 'applied');
      }
      case 'apply_planogram': {
        kiosk.applyPlanogram(command.params.cells);
        kiosk.applied.set(command.type, command.params);
        return this.finish(command.id, 'applied');
      }
      case 'apply_settings':
      case 'apply_playlist':
      case 'apply_screen': {
        kiosk.applied.set(command.type, command.params);
        return this.finish(command.id, 'applied');
      }
    }
  }
}
