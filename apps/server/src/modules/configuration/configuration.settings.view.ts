import { TEMPERATURE } from '@kiosk/common/constants';
import type { AcceptedPayment, ControllerSettings } from '@kiosk/common/mqtt';
import type { KioskRow } from './configuration.settings.repository.ts';

/** The spec's defaults of settings never set (spec §9): thermostat 3, auto out-of-service 7 °C / 20 min, … */
export const CONTROLLER_DEFAULTS = {
  minimumAge: 0,
  tolerance: 0,
  thermostatTemperature: TEMPERATURE.defaultThermostat,
  fraudDetection: false,
  ageRestriction: false,
  memberCardEnabled: false,
  autoTempOutOfService: {
    active: false,
    maxTemperature: TEMPERATURE.autoOutOfServiceMaxC,
    timeInMinutes: TEMPERATURE.autoOutOfServiceMinutes,
  },
  serviceCheck: { type: null, enabled: false, slots: [] },
} as const;

/** The kiosk's controller settings with the spec's defaults for fields never set; the technician PIN is the kiosk's. */
export function controllerOf(row: Pick<KioskRow, 'controller' | 'technicianPin'>) {
  const c: Partial<ControllerSettings> = row.controller;
  return {
    supportEmail: c.supportEmail ?? null,
    supportHotline: c.supportHotline ?? null,
    supportHotlineAvailability: c.supportHotlineAvailability ?? null,
    preAuth: c.preAuth ?? null,
    paymentType: c.paymentType ?? null,
    tabletLang: c.tabletLang ?? null,
    tabletFont: c.tabletFont ?? null,
    minimumAge: c.minimumAge ?? CONTROLLER_DEFAULTS.minimumAge,
    fraudDetection: c.fraudDetection ?? CONTROLLER_DEFAULTS.fraudDetection,
    ageRestriction: c.ageRestriction ?? CONTROLLER_DEFAULTS.ageRestriction,
    serviceCheck: {
      type: c.serviceCheck?.type ?? null,
      enabled: c.serviceCheck?.enabled ?? false,
      slots: (c.serviceCheck?.slots ?? []).map((slot) => ({ ...slot })),
    },
    autoTempOutOfService: { ...CONTROLLER_DEFAULTS.autoTempOutOfService, ...c.autoTempOutOfService },
    memberCardEnabled: c.memberCardEnabled ?? CONTROLLER_DEFAULTS.memberCardEnabled,
    technicianPin: row.technicianPin,
    thermostatTemperature: c.thermostatTemperature ?? CONTROLLER_DEFAULTS.thermostatTemperature,
    tolerance: c.tolerance ?? CONTROLLER_DEFAULTS.tolerance,
  } satisfies ControllerSettings;
}

/** Accepted payment as the browser sees it: secrets replaced by whether they are set (they are write-only). */
export function acceptedPaymentOf(payment: AcceptedPayment | null) {
  if (!payment) return null;
  const config = payment.config ?? {};
  return {
    type: payment.type,
    config: {
      username: config.username ?? null,
      passwordSet: Boolean(config.password),
      clientID: config.clientID ?? null,
      clientSecretSet: Boolean(config.clientSecret),
      locationID: config.locationID ?? null,
      authorizationType: config.authorizationType ?? null,
      paymentMode: config.paymentMode ?? null,
    },
  };
}
