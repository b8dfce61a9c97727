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
import { looksSealed, type ResealReport, type SecretBox } from '../../auth/secrets.ts';
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
  /** The keys that seal the payment secrets at rest (ADR 0020). */
  box: () => Promise<SecretBox>;
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

/** The payment secrets of `acceptedPayment.config`: write-only, sealed at rest (ADR 0020). */
const PAYMENT_SECRETS = ['password', 'clientSecret'] as const;

/**
 * Accepted payment after a save: a new secret is sealed with the current key; an omitted or empty secret
 * keeps the stored (sealed) one (secrets are write-only).
 */
function mergePayment(
  stored: AcceptedPayment | null,
  input: AcceptedPaymentInput | null | undefined,
  box: SecretBox,
): AcceptedPayment | null {
  if (input === undefined) return stored;
  if (input === null) return null;
  const config = input.config ?? {};
  const kept = stored?.config ?? {};
  const next: AcceptedPayment = {
    type: input.type,
    config: {
      username: config.username || null,
      password: config.password ? box.seal(config.password) : kept.password || null,
      clientID: config.clientID || null,
      clientSecret: config.clientSecret ? box.seal(config.clientSecret) : kept.clientSecret || null,
      locationID: config.locationID || null,
      authorizationType: config.authorizationType || null,
      paymentMode: config.paymentMode || null,
    },
  };
  return next;
}

/** Accepted payment with its secrets opened, for the kiosk only (plain values of earlier versions pass as they are). */
function openPayment(payment: AcceptedPayment | null, box: SecretBox): AcceptedPayment | null {
  if (!payment?.config) return payment;
  const config = { ...payment.config };
  for (const name of PAYMENT_SECRETS) {
    const value = config[name];
    if (!value || !looksSealed(value)) continue;
    try {
      config[name] = box.open(value);
    } catch (error) {
      throw new Error(
        `the kiosk's payment ${name} cannot be opened (${(error as Error).message}): enter it again or configure the key`,
        { cause: error },
      );
    }
  }
  return { ...payment, config };
}

/**
 * Moves the stored payment secrets to the box's current key and seals plain ones of earlier versions
 * (ADR 0020); values no configured key opens are counted and left as they are.
 */
function resealPayment(
  payment: AcceptedPayment | null,
  box: SecretBox,
): { payment: AcceptedPayment | null } & ResealReport {
  const report: ResealReport = { resealed: 0, unreadable: 0 };
  if (!payment?.config) return { payment, ...report };
  const config = { ...payment.config };
  for (const name of PAYMENT_SECRETS) {
    const value = config[name];
    if (!value || box.isCurrent(value)) continue;
    if (!looksSealed(value)) {
      config[name] = box.seal(value);
      report.resealed += 1;
      continue;
    }
    try {
      config[name] = box.seal(box.open(value));
      report.resealed += 1;
    } catch {
      report.unreadable += 1;
    }
  }
  return { payment: { ...payment, config }, ...report };
}

/**
 * The full `apply_settings` parameters of a kiosk as stored (device contract §3), with the payment secrets
 * opened: the kiosk needs them in plain.
 */
export function applySettingsOf(row: KioskRow, box: SecretBox): ApplySettingsParams {
  // What the kiosk would refuse is the caller's input (BAD_USER_INPUT, field named), never INTERNAL.
  return parseInput(applySettingsParams, {
    controller: controllerOf(row),
    pin: row.pin,
    technicianPin: row.technicianPin,
    acceptedPayment: openPayment(row.acceptedPayment, box),
    tags: row.tags.map((name) => ({ id: tagId(row.orgId, name), name })),
  });
}

/**
 * Kiosk settings (spec §7 configureKioskProps): stores the controller settings, PIN, ESL, tags and
 * accepted payment, then queues `apply_settings` with the full settings — also for an offline kiosk,
 * whose reply then says 'Kiosk is offline.' (the command goes out when the kiosk is back).
 */
export function createKioskSettingsService({ kiosks, settings, commands, changes, box }: Deps) {
  return {
    async configure(viewer: Viewer, data: unknown): Promise<KioskSettingsResult> {
      const input = parseInput(configureKioskPropsInput, data);
      const current = await kiosks.getById(viewer, input.kioskId);
      const secrets = await box();

      const patch: KioskSettingsPatch = {
        controller: mergeController(current.controller, input.controller),
        acceptedPayment: mergePayment(current.acceptedPayment, input.acceptedPayment, secrets),
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
      // What the kiosk gets is checked against the contract before anything is stored. Its payment secrets
      // are opened here, just before the command is built (the queued command carries them: ADR 0020).
      const params = applySettingsOf({ ...current, ...patch } as KioskRow, secrets);

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

    /** The configuration module's re-seal at start (ADR 0020): every kiosk's payment secrets to the current key. */
    async reseal(current: SecretBox): Promise<ResealReport> {
      const report: ResealReport = { resealed: 0, unreadable: 0 };
      for (const row of await settings.payments()) {
        const next = resealPayment(row.acceptedPayment, current);
        report.unreadable += next.unreadable;
        if (next.resealed === 0) continue;
        // Only when no save changed it meanwhile (another instance, an operator): that save sealed its own.
        if (await settings.replacePayment(row.id, row.acceptedPayment, next.payment)) report.resealed += next.resealed;
      }
      return report;
    },
  };
}

export type KioskSettingsService = ReturnType<typeof createKioskSettingsService>;
