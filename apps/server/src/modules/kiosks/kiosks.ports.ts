import type { CommandParams, CommandType } from '@kiosk/common/mqtt';
import type { KioskCommand } from '../../generated/graphql.ts';
import type { CommandsPort as DeviceCommandsPort } from './kiosks.mqtt.ts';

/** The kiosk a command is for. */
export interface CommandKioskRef {
  id: string;
  orgId: string;
  serialNumber: string;
}

/**
 * What the kiosks module needs of the commands module (wired in modules.ts): queue a command (the
 * planogram), and the device side's acks and deliveries.
 */
export interface CommandsPort extends DeviceCommandsPort {
  /** Stores a command and delivers it at once when the kiosk is online; answers it as the API shows it. */
  enqueue<T extends CommandType>(
    kiosk: CommandKioskRef,
    type: T,
    params: CommandParams<T>,
    createdBy: string | null,
  ): Promise<KioskCommand>;
}

/** Queues a command (the planogram). */
export type EnqueuePort = Pick<CommandsPort, 'enqueue'>;

/** What the kiosks module needs of the organizations module: the time zone by organization (visit schedules). */
export interface OrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { timeZone: string }>>;
}

/**
 * What the per-person refill history needs of other modules: who opened the door of each refill session
 * (the commands module's `open_door`, sessionId → user id) and people's display names (the users module).
 */
export interface RefillPeoplePort {
  refillOpeners(kioskIds: readonly string[], sessionIds: readonly string[]): Promise<Map<string, string>>;
  userNames(userIds: readonly string[]): Promise<Map<string, string>>;
}
