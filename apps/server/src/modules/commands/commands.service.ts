import { randomUUID } from 'node:crypto';
import { afterCommit, inUnitOfWork } from '../../db/unit-of-work.ts';
import {
  buildCommand,
  commandLifetimeMs,
  commandMessage,
  supersedesQueued,
  unacknowledgedAction,
  type AckMessage,
  type CommandParams,
  type CommandType,
} from '@kiosk/common/mqtt';
import type { ResealReport, SecretBox } from '../../auth/secrets.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import type { StateCounts } from '../../lib/metrics.ts';
import type { DeviceGateway } from '../../mqtt/gateway.ts';
import type { CommandKiosk, CommandRow, KioskCommandsRepository } from './commands.repository.ts';
import type { FieldPort, KiosksPort } from './commands.ports.ts';
import { openParams, resealParams, sealParams, SECRET_PARAMS } from './commands.secrets.ts';
import { toKioskCommandJson } from './commands.view.ts';

/** The kiosk a command is for, as the device ingest knows it. */
export type KioskRef = CommandKiosk;

/** What the device ingest calls (the ingest module's gateway handlers): acks, and "the kiosk can receive commands now". */
export interface CommandsPort {
  acknowledge(kiosk: KioskRef, ack: AckMessage, receivedAt: Date): Promise<void>;
  deliverPending(kiosk: KioskRef): Promise<void>;
}

/** getKioskCommands: default and largest page. */
export const COMMANDS_DEFAULT_LIMIT = 25;
export const COMMANDS_MAX_LIMIT = 100;

interface Logger {
  debug(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface Deps {
  commands: KioskCommandsRepository;
  kiosks: Pick<KiosksPort, 'getById'>;
  /** Replayed field operations (createRefill's idempotency key, the field module). */
  field: Pick<FieldPort, 'once'>;
  devices: Pick<DeviceGateway, 'publishCommand'>;
  changes: Pick<KiosksPort, 'notify'>;
  logger: Logger;
  /** The keys that seal the secret parts of stored params (payment secrets of apply_settings, ADR 0020). */
  box: () => Promise<SecretBox>;
  /** The clock (tests drive time with it). */
  now?: () => Date;
  /**
   * Runs a command the server queues by itself as one audited unit of work (ADR 0012); inside a mutation
   * the command joins the mutation's own entry. Absent in unit tests of the service.
   */
  audited?: <T>(operation: string, args: Record<string, unknown>, work: () => Promise<T>) => Promise<T>;
}

/** What one sweep did (for logs and tests). */
export interface SweepResult {
  expired: number;
  resent: number;
  timedOut: number;
  delivered: number;
}

type CommandsKiosk = Awaited<ReturnType<KiosksPort['getById']>>;

const ref = (row: CommandsKiosk): KioskRef => ({ id: row.id, orgId: row.orgId, serialNumber: row.serialNumber });

/**
 * Commands to kiosks (device contract §3): stored first (queued), published when the kiosk can receive
 * them (sent), moved on by its acks (delivered, applied, failed), re-sent when unacknowledged, and ended
 * by time (timeout, expired) or by a newer `apply_*` of the same type (superseded). Safe with several
 * server instances on one database: every publish follows a claim that only one instance wins.
 */
export function createKioskCommandsService({
  commands,
  kiosks,
  field,
  devices,
  changes,
  logger,
  box,
  now = () => new Date(),
  audited = (_operation, _args, work) => work(),
}: Deps) {
  const notify = (kiosk: { id: string; orgId: string }) => changes.notify(kiosk, ['command', 'activity']);

  function notifyRows(rows: readonly CommandRow[]) {
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.kioskId)) continue;
      seen.add(row.kioskId);
      notify({ id: row.kioskId, orgId: row.orgId });
    }
  }

  /** The command as the kiosk gets it: its secrets opened (they are sealed at rest, ADR 0020). */
  async function envelope(row: CommandRow) {
    const params = SECRET_PARAMS[row.type] ? openParams(row.type, row.params, await box()) : row.params;
    return buildCommand(row.type as CommandType, params as CommandParams<CommandType>, {
      id: row.id,
      now: row.createdAt,
      expiresAt: row.expiresAt,
    });
  }

  const publish = async (kiosk: KioskRef, row: CommandRow) =>
    devices.publishCommand(kiosk.serialNumber, await envelope(row));

  /** Publishes claimed commands in order; one the broker refuses goes back to queued. Returns how many went out. */
  async function publishClaimed(kiosk: KioskRef, claimed: readonly CommandRow[]): Promise<number> {
    const sent: CommandRow[] = [];
    for (const row of claimed) {
      if (inUnitOfWork()) {
        // Inside a mutation (ADR 0012): claimed in its transaction, published once it committed; a
        // refused publish goes back to queued then.
        sent.push(row);
        void afterCommit(() =>
          publish(kiosk, row).catch(async (error: unknown) => {
            logger.warn({ err: error, commandId: row.id, kioskId: kiosk.id }, 'command publish failed; kept queued');
            await commands.unclaim(row.id);
            notify(kiosk);
          }),
        );
        continue;
      }
      try {
        await publish(kiosk, row);
        sent.push(row);
      } catch (error) {
        logger.warn({ err: error, commandId: row.id, kioskId: kiosk.id }, 'command publish failed; kept queued');
        await commands.unclaim(row.id);
      }
    }
    await commands.log(sent, 'command.sent', now());
    if (claimed.length) notify(kiosk);
    return sent.length;
  }

  async function deliverPending(kiosk: KioskRef): Promise<number> {
    const at = now();
    const expired = await commands.expire(at, kiosk.id);
    if (expired.length) notify(kiosk);
    return publishClaimed(kiosk, await commands.claimQueued(kiosk.id, at));
  }

  async function enqueue<T extends CommandType>(
    kiosk: KioskRef,
    type: T,
    params: CommandParams<T>,
    createdBy: string | null,
  ): Promise<CommandRow> {
    if (inUnitOfWork()) return enqueueNow(kiosk, type, params, createdBy, true);
    // Queued by the server itself: its own audited transaction, delivered after it committed.
    const row = await audited(`command.${type}`, { kioskId: kiosk.id, type, params }, () =>
      enqueueNow(kiosk, type, params, createdBy, false),
    );
    if (await commands.isOnline(kiosk.id)) await deliverPending(kiosk);
    return (await commands.findById(row.id)) ?? row;
  }

  async function enqueueNow<T extends CommandType>(
    kiosk: KioskRef,
    type: T,
    params: CommandParams<T>,
    createdBy: string | null,
    deliver: boolean,
  ): Promise<CommandRow> {
    const createdAt = now();
    const id = randomUUID();
    const expiresAt = new Date(createdAt.getTime() + commandLifetimeMs(type));
    // Never store what the contract would refuse: the kiosk validates commands with the same schema.
    const command = commandMessage.parse(buildCommand(type, params, { id, now: createdAt, expiresAt }));
    // Its secrets are stored sealed, opened only when it is published (ADR 0020).
    const plain = command.params as Record<string, unknown>;
    const stored = SECRET_PARAMS[type] ? sealParams(type, plain, await box()) : plain;
    const { command: row, superseded } = await commands.insert(
      {
        id,
        kioskId: kiosk.id,
        orgId: kiosk.orgId,
        type,
        params: stored,
        createdBy,
        createdAt,
        expiresAt,
      },
      supersedesQueued(type),
    );
    notify(kiosk);
    if (superseded.length) logger.debug({ kioskId: kiosk.id, superseded: superseded.map((r) => r.id) }, 'superseded');
    if (deliver && (await commands.isOnline(kiosk.id))) await deliverPending(kiosk);
    return (await commands.findById(row.id)) ?? row;
  }

  /** A kiosk in the caller's scope (unknown or out of scope: NOT_FOUND). */
  const load = (viewer: Viewer, id: string): Promise<CommandsKiosk> => kiosks.getById(viewer, id);

  async function enqueueFor<T extends CommandType>(
    viewer: Viewer,
    kioskId: string,
    type: T,
    params: CommandParams<T>,
  ): Promise<CommandRow> {
    const kiosk = await load(viewer, kioskId);
    return enqueue(ref(kiosk), type, params, viewer.userId);
  }

  return {
    /**
     * Stores a command for a kiosk and delivers it at once when the kiosk is online. For other modules
     * (apply_settings, apply_planogram, …) after they checked the caller may change the kiosk;
     * `createdBy` is the user who asked, null for the server's own rules.
     */
    enqueue,

    /** A stored command as the API shows it (KioskCommand), for other modules' mutations that queue one. */
    toJson: toKioskCommandJson,

    /** Publishes the kiosk's queued commands (it subscribed to its command topic or came online). */
    async deliverPending(kiosk: KioskRef): Promise<void> {
      await deliverPending(kiosk);
    },

    /** A kiosk's ack; acks for unknown commands or another kiosk's are ignored. */
    async acknowledge(kiosk: KioskRef, ack: AckMessage, receivedAt: Date): Promise<void> {
      const outcome = await commands.acknowledge(kiosk.id, ack, receivedAt);
      if (!outcome) {
        logger.debug({ kioskId: kiosk.id, commandId: ack.commandId }, 'ack for an unknown or foreign command ignored');
        return;
      }
      if (outcome.changed) notify(kiosk);
      if (outcome.serviceChanged) changes.notify(kiosk, ['state']);
    },

    /**
     * One round of the background sweep: expire what outlived its lifetime, re-send or time out
     * unacknowledged commands, and deliver queued commands of online kiosks (races, restarts).
     */
    async sweep(): Promise<SweepResult> {
      const at = now();
      const expired = await commands.expire(at);
      notifyRows(expired);

      const { resend, timedOut } = await commands.claimUnacknowledged(at, (row) =>
        unacknowledgedAction(row.lastSentAt ?? row.createdAt, row.resends, at),
      );
      notifyRows(timedOut);
      const resent: CommandRow[] = [];
      for (const { command, previous, kiosk } of resend) {
        try {
          await publish(kiosk, command);
          resent.push(command);
        } catch (error) {
          logger.warn({ err: error, commandId: command.id, kioskId: kiosk.id }, 'command re-send failed');
          await commands.uncountResend(previous);
        }
      }
      await commands.log(resent, 'command.sent', at);
      notifyRows(resent);

      let delivered = 0;
      for (const kiosk of await commands.onlineKiosksWithQueued(at)) delivered += await deliverPending(kiosk);
      return { expired: expired.length, resent: resent.length, timedOut: timedOut.length, delivered };
    },

    /**
     * The re-seal at start (ADR 0020): secret params of stored commands (queued and history) moved to the
     * current key, plain ones of earlier versions sealed; one compare-and-set update per command.
     */
    async reseal(current: SecretBox): Promise<ResealReport> {
      const report: ResealReport = { resealed: 0, unreadable: 0 };
      const prefix = `v2.${current.currentKeyId}.`;
      let after: string | null = null;
      for (;;) {
        const page = await commands.withSecretsNotSealedWith(SECRET_PARAMS, prefix, after, 500);
        for (const row of page) {
          const next = resealParams(row.type, row.params, current);
          report.unreadable += next.unreadable;
          if (next.resealed === 0) continue;
          // Only while its params are as read (instances starting together: one moves it).
          if (await commands.replaceParams(row.id, row.params, next.params)) report.resealed += next.resealed;
        }
        const last = page.at(-1);
        if (!last || page.length < 500) break;
        after = last.id;
      }
      return report;
    },

    /** Commands not yet final by state, across all kiosks (the metrics' gauge). */
    async openCounts(): Promise<StateCounts> {
      const rows = await commands.openCounts();
      return rows.map(({ status, n }) => ({ labels: { state: status }, value: n }));
    },

    /** getKioskCommands: newest first, `limit` 1–100 (default 25). */
    async list(viewer: Viewer, kioskId: string, limit?: number | null): Promise<CommandRow[]> {
      const kiosk = await load(viewer, kioskId);
      const size = limit ?? COMMANDS_DEFAULT_LIMIT;
      if (!Number.isInteger(size) || size < 1 || size > COMMANDS_MAX_LIMIT) {
        throw new AppError('BAD_USER_INPUT', {
          message: `limit must be between 1 and ${COMMANDS_MAX_LIMIT}`,
          fields: { limit: 'BAD_USER_INPUT' },
        });
      }
      return commands.listForKiosk(kiosk.id, size);
    },

    /** `service` commands of kiosks in [from, to] and the last one before (the compliance report's port). */
    serviceCommands: (kioskIds: readonly string[], from: Date, to: Date): Promise<CommandRow[]> =>
      commands.serviceCommands(kioskIds, from, to),

    /** Who opened the door of each refill session (sessionId → user id; the kiosks module's refill history). */
    refillOpeners: (kioskIds: readonly string[], sessionIds: readonly string[]): Promise<Map<string, string>> =>
      commands.refillOpeners(kioskIds, sessionIds),

    /**
     * createRefill: opens the door for a replenisher (refused while the kiosk has a session open). With an
     * idempotency key (ADR 0024) a replay of the same caller answers the first call's command and opens
     * nothing — also when that first opening's session is open now.
     */
    async createRefill(viewer: Viewer, kioskId: string, idempotencyKey?: string | null): Promise<CommandRow> {
      return field.once(
        viewer,
        idempotencyKey,
        'createRefill',
        kioskId,
        async () => {
          const kiosk = await load(viewer, kioskId);
          if (kiosk.sessionType !== 'none') throw new AppError('KIOSK_IN_USE');
          return enqueue(ref(kiosk), 'open_door', { sessionId: randomUUID(), mode: 'mission_control' }, viewer.userId);
        },
        (row) => row.id,
        async (id) => {
          const row = await commands.findById(id);
          if (!row) throw new AppError('NOT_FOUND', { fields: { idempotencyKey: 'NOT_FOUND' } });
          return row;
        },
      );
    },

    reset: (viewer: Viewer, kioskId: string) => enqueueFor(viewer, kioskId, 'reset_session', {}),
    sync: (viewer: Viewer, kioskId: string) => enqueueFor(viewer, kioskId, 'sync', {}),
    restart: (viewer: Viewer, kioskId: string) => enqueueFor(viewer, kioskId, 'restart', {}),
    setService: (viewer: Viewer, kioskId: string, inService: boolean) =>
      enqueueFor(viewer, kioskId, 'service', { inService, reason: 'manual' }),
  };
}

export type KioskCommandsService = ReturnType<typeof createKioskCommandsService>;
