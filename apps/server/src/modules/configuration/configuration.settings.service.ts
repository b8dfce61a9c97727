import { createHash } from 'node:crypto';
import { ERROR_MESSAGES } from '@kiosk/common/errors';
import {
  applySettingsParams,
  type AcceptedPayment,
  type ApplySettingsParams,
  type ControllerSettings,
} from '@kiosk/common/mqtt';
import {
  configureKioskPropsInput,
  type AcceptedPaymentInput,
  type ControllerSettingsInput,
} from '@kiosk/common/validation';
import type { Viewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import type { KioskCommand } from '../../generated/graphql.ts';
import type { CommandsPort, KiosksPort } from './configuration.ports.ts';
import type { KioskRow, KioskSettingsPatch, KioskSettingsRepository } from './configuration.settings.repository.ts';
import { controllerOf } from './configuration.settings.view.ts';

interface Deps {
  kiosks: Pick<KiosksPort, 'getById'>;
  settings: KioskSettingsRepository;
  commands: CommandsPort;
  changes: Pick<KiosksPort, 'notify'>;
}

/** What a settings save answers (configuration.settings.graphql KioskSettingsResult). */
export interface KioskSettingsResult {
  kiosk: KioskRow;
  command: KioskCommand;
  serviceCommand: KioskCommand | null;
  offline: boolean;
  code: 'KIOSK_OFFLINE' | null;
  message: string | null;
}

/** A tag's stable id for the kiosk (name-based, RFC 4122 version 5 layout): tags are names per organization. */
export function tagId(orgId: string, name: string): string {
  const hex = createHash('sha1').update(`${orgId}:${name}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Stored controller settings after a save: given fields replace, null removes (default again). */
function mergeController(
  stored: Partial<ControllerSettings>,
  input: ControllerSettingsInput | null | undefined,
): Partial<ControllerSettings> {
  const merged: Record<string, unknown> = { ...stored };
  delete merged.technicianPin; // the kiosk's technician_pin column holds it
  for (const [key, value] of Object.entries(input ?? {})) {
    if (key === 'technicianPin' || value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged as Partial<ControllerSettings>;
}

/** Accepted payment after a save: an omitted or empty secret keeps the stored one (secrets are write-only). */
function mergePayment(stored: AcceptedPayment | null, input: AcceptedPaymentInput | null | undefined) {
  if (input === undefined) return stored;
  if (input === null) return null;
  const config = input.config ?? {};
  const kept = stored?.config ?? {};
  const next: AcceptedPayment = {
    type: input.type,
    config: {
      username: config.username || null,
      password: config.password || kept.password || null,
      clientID: config.clientID || null,
      clientSecret: config.clientSecret || kept.clientSecret || null,
      locationID: config.locationID || null,
      authorizationType: config.authorizationType || null,
      paymentMode: config.paymentMode || null,
    },
  };
  return next;
}

/** The full `apply_settings` parameters of a kiosk as stored (device contract §3). */
export function applySettingsOf(row: KioskRow): ApplySettingsParams {
  // What the kiosk would refuse is the caller's input (BAD_USER_INPUT, field named), never INTERNAL.
  return parseInput(applySettingsParams, {
    controller: controllerOf(row),
    pin: row.pin,
    technicianPin: row.technicianPin,
    acceptedPayment: row.acceptedPayment,
    tags: row.tags.map((name) => ({ id: tagId(row.orgId, name), name })),
  });
}

/**
 * Kiosk settings (spec §7 configureKioskProps): stores the controller settings, PIN, ESL, tags and
 * accepted payment, then queues `apply_settings` with the full settings — also for an offline kiosk,
 * whose reply then says 'Kiosk is offline.' (the command goes out when the kiosk is back).
 */
export function createKioskSettingsService({ kiosks, settings, commands, changes }: Deps) {
  return {
    async configure(viewer: Viewer, data: unknown): Promise<KioskSettingsResult> {
      const input = parseInput(configureKioskPropsInput, data);
      const current = await kiosks.getById(viewer, input.kioskId);

      const patch: KioskSettingsPatch = {
        controller: mergeController(current.controller, input.controller),
        acceptedPayment: mergePayment(current.acceptedPayment, input.acceptedPayment),
      };
      if (input.pin !== undefined) patch.pin = input.pin;
      const technicianPin = input.controller?.technicianPin;
      if (technicianPin !== undefined) patch.technicianPin = technicianPin;
      if (input.esl !== undefined) patch.esl = input.esl || null;
      if (input.tags !== undefined) patch.tags = input.tags ?? [];
      const pin = patch.pin === undefined ? current.pin : patch.pin;
      const techPin = patch.technicianPin === undefined ? current.technicianPin : patch.technicianPin;
      if (pin !== null && pin === techPin) {
        throw new AppError('PINS_NOT_DIFFERENT', { fields: { 'controller.technicianPin': 'PINS_NOT_DIFFERENT' } });
      }
      // What the kiosk gets is checked against the contract before anything is stored.
      const params = applySettingsOf({ ...current, ...patch } as KioskRow);

      const row = await settings.update(current.id, patch);
      if (!row) throw new AppError('NOT_FOUND');
      changes.notify(row, ['details']);
      const kiosk = { id: row.id, orgId: row.orgId, serialNumber: row.serialNumber };
      const command = await commands.enqueue(kiosk, 'apply_settings', params, viewer.userId);
      let serviceCommand: KioskCommand | null = null;
      if (input.status) {
        const inService = input.status === 'in_service';
        if (inService !== row.inService) {
          serviceCommand = await commands.enqueue(kiosk, 'service', { inService, reason: 'manual' }, viewer.userId);
        }
      }
      const offline = !row.online;
      return {
        kiosk: row,
        command,
        serviceCommand,
        offline,
        code: offline ? 'KIOSK_OFFLINE' : null,
        message: offline ? ERROR_MESSAGES.KIOSK_OFFLINE : null,
      };
    },
  };
}

export type KioskSettingsService = ReturnType<typeof createKioskSettingsService>;
