import { z } from 'zod';
import { applyPlanogramParams, applyPlaylistParams, applyScreenParams, applySettingsParams } from './command-params.ts';
import { COMMAND_DEFAULT_LIFETIME_MS, OPEN_DOOR_LIFETIME_MS } from './constants.ts';
import { deviceId, timestamp, uuid } from './primitives.ts';

/**
 * `kiosk/v1/<serial>/command` (§3): `{"id": "<uuid>", "type", "params": {...}, "expiresAt"}`, QoS 1,
 * not retained. Commands without parameters carry `"params": {}`.
 */
const envelope = { id: uuid, expiresAt: timestamp };
const noParams = z.object({});

export const openDoorCommand = z.object({
  ...envelope,
  type: z.literal('open_door'),
  /** The kiosk opens a refill session with this id. */
  params: z.object({ sessionId: deviceId, mode: z.literal('mission_control') }),
});

export const resetSessionCommand = z.object({ ...envelope, type: z.literal('reset_session'), params: noParams });
export const restartCommand = z.object({ ...envelope, type: z.literal('restart'), params: noParams });
export const syncCommand = z.object({ ...envelope, type: z.literal('sync'), params: noParams });

export const applySettingsCommand = z.object({
  ...envelope,
  type: z.literal('apply_settings'),
  params: applySettingsParams,
});

export const applyPlanogramCommand = z.object({
  ...envelope,
  type: z.literal('apply_planogram'),
  params: applyPlanogramParams,
});

export const applyPlaylistCommand = z.object({
  ...envelope,
  type: z.literal('apply_playlist'),
  params: applyPlaylistParams,
});

export const applyScreenCommand = z.object({ ...envelope, type: z.literal('apply_screen'), params: applyScreenParams });

export const SERVICE_REASONS = ['manual', 'schedule', 'temperature'] as const;
export type ServiceReason = (typeof SERVICE_REASONS)[number];

export const serviceCommand = z.object({
  ...envelope,
  type: z.literal('service'),
  params: z.object({ inService: z.boolean(), reason: z.enum(SERVICE_REASONS) }),
});

export const commandMessage = z.discriminatedUnion('type', [
  openDoorCommand,
  resetSessionCommand,
  restartCommand,
  syncCommand,
  applySettingsCommand,
  applyPlanogramCommand,
  applyPlaylistCommand,
  applyScreenCommand,
  serviceCommand,
]);
export type Command = z.infer<typeof commandMessage>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
export type CommandParams<T extends CommandType> = CommandOf<T>['params'];

export const COMMAND_TYPES = [
  'open_door',
  'reset_session',
  'restart',
  'sync',
  'apply_settings',
  'apply_planogram',
  'apply_playlist',
  'apply_screen',
  'service',
] as const satisfies readonly CommandType[];

/** §3: "a newer `apply_*` command of the same type supersedes a queued older one". */
export function supersedesQueued(type: CommandType): boolean {
  return type.startsWith('apply_');
}

/** §3: `open_door` lives 2 minutes, every other command 24 hours. */
export function commandLifetimeMs(type: CommandType): number {
  return type === 'open_door' ? OPEN_DOOR_LIFETIME_MS : COMMAND_DEFAULT_LIFETIME_MS;
}

/** A command ready to publish, with `expiresAt` from the contract's lifetime unless given. */
export function buildCommand<T extends CommandType>(
  type: T,
  params: CommandParams<T>,
  options: { id: string; now: Date; expiresAt?: Date },
): CommandOf<T> {
  const expiresAt = options.expiresAt ?? new Date(options.now.getTime() + commandLifetimeMs(type));
  // The union member for T is exactly this shape; TypeScript cannot narrow a generic union by itself.
  return { id: options.id, type, params, expiresAt: expiresAt.toISOString() } as CommandOf<T>;
}
