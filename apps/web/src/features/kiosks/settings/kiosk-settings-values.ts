/**
 * The kiosk settings form's values and their conversion to configureKioskProps (spec §3 controller
 * settings, §5 rules). Pure functions: tested in kiosk-settings-values.test.ts.
 */
import { PRE_AUTH_MAX } from '@kiosk/common/constants';
import type { ErrorCode } from '@kiosk/common/errors';
import type { ConfigureKioskPropsInput } from '../../../generated/graphql.ts';
import type { KioskSettings } from './kiosk-settings.queries.ts';

/** 0 = Sunday … 6 = Saturday, shown Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export interface SlotValues {
  dayNumber: number;
  enabled: boolean;
  startTime: string;
  endTime: string;
}

export interface PaymentConfigValues {
  username: string;
  /** Write-only: empty keeps the stored secret. */
  password: string;
  clientID: string;
  clientSecret: string;
  locationID: string;
  authorizationType: string;
  paymentMode: string;
}

export interface KioskSettingsValues {
  status: 'in_service' | 'out_of_service';
  pin: string;
  technicianPin: string;
  tags: string[];
  esl: string;
  supportEmail: string;
  supportHotline: string;
  supportHotlineAvailability: string;
  tabletLang: string;
  tabletFont: string;
  thermostatTemperature: number | string;
  autoActive: boolean;
  autoMaxTemperature: number | string;
  autoMinutes: number | string;
  minimumAge: number | string;
  ageRestriction: boolean;
  fraudDetection: boolean;
  memberCardEnabled: boolean;
  tolerance: number | string;
  serviceCheckEnabled: boolean;
  serviceCheckType: string;
  slots: SlotValues[];
  preAuth: string;
  paymentType: string;
  paymentConfig: PaymentConfigValues;
}

const pinText = (pin: number | null | undefined) =>
  pin === null || pin === undefined ? '' : String(pin).padStart(4, '0');

export function settingsToValues(kiosk: KioskSettings): KioskSettingsValues {
  const c = kiosk.controller;
  const config = kiosk.acceptedPayment?.config;
  return {
    status: kiosk.inService ? 'in_service' : 'out_of_service',
    pin: pinText(kiosk.pin),
    technicianPin: pinText(c.technicianPin),
    tags: kiosk.tags.map((tag) => tag.name),
    esl: kiosk.esl ?? '',
    supportEmail: c.supportEmail ?? '',
    supportHotline: c.supportHotline ?? '',
    supportHotlineAvailability: c.supportHotlineAvailability ?? '',
    tabletLang: c.tabletLang ?? '',
    tabletFont: c.tabletFont ?? '',
    thermostatTemperature: c.thermostatTemperature,
    autoActive: c.autoTempOutOfService.active,
    autoMaxTemperature: c.autoTempOutOfService.maxTemperature,
    autoMinutes: c.autoTempOutOfService.timeInMinutes,
    minimumAge: c.minimumAge,
    ageRestriction: c.ageRestriction,
    fraudDetection: c.fraudDetection,
    memberCardEnabled: c.memberCardEnabled,
    tolerance: c.tolerance,
    serviceCheckEnabled: c.serviceCheck.enabled,
    serviceCheckType: c.serviceCheck.type ?? '',
    slots: WEEKDAYS.map((dayNumber) => {
      const slot = c.serviceCheck.slots.find((s) => s.dayNumber === dayNumber);
      return { dayNumber, enabled: Boolean(slot), startTime: slot?.startTime ?? '', endTime: slot?.endTime ?? '' };
    }),
    preAuth: c.preAuth ?? '',
    paymentType: kiosk.acceptedPayment?.type ?? c.paymentType ?? '',
    paymentConfig: {
      username: config?.username ?? '',
      password: '',
      clientID: config?.clientID ?? '',
      clientSecret: '',
      locationID: config?.locationID ?? '',
      authorizationType: config?.authorizationType ?? '',
      paymentMode: config?.paymentMode ?? '',
    },
  };
}

/** Error codes (errors namespace) by form path; empty when the values may be sent. */
export function validateSettings(values: KioskSettingsValues): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  for (const key of ['pin', 'technicianPin'] as const) {
    if (values[key] !== '' && !/^\d{4}$/.test(values[key])) errors[key] = 'PIN_INVALID';
  }
  if (values.pin !== '' && values.pin === values.technicianPin) errors.technicianPin = 'PINS_NOT_DIFFERENT';
  if (values.supportEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.supportEmail.trim())) {
    errors.supportEmail = 'INVALID_EMAIL';
  }
  const preAuth = values.preAuth.trim();
  if (preAuth) {
    if (!/^(0|[1-9]\d{0,9})([.,]\d{1,2})?$/.test(preAuth)) errors.preAuth = 'AMOUNT_INVALID';
    else if (Number(preAuth.replace(',', '.')) <= 0) errors.preAuth = 'AMOUNT_NOT_POSITIVE';
    else if (Number(preAuth.replace(',', '.')) > PRE_AUTH_MAX) errors.preAuth = 'PRE_AUTH_TOO_HIGH';
  }
  values.slots.forEach((slot, index) => {
    if (!slot.enabled) return;
    if (!slot.startTime) errors[`slots.${index}.startTime`] = 'REQUIRED';
    if (!slot.endTime) errors[`slots.${index}.endTime`] = 'REQUIRED';
    else if (slot.startTime && slot.startTime >= slot.endTime) {
      errors[`slots.${index}.endTime`] = 'OUT_OF_SERVICE_PERIOD_INVALID';
    }
  });
  return errors;
}

const num = (value: number | string, fallback: number) => {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return value === '' || Number.isNaN(n) ? fallback : n;
};
const textOrNull = (value: string) => value.trim() || null;

/** The configureKioskProps input of the form; the status only when it changes the kiosk's. */
export function valuesToInput(
  kioskId: string,
  values: KioskSettingsValues,
  current: KioskSettings,
): ConfigureKioskPropsInput {
  const type = values.paymentType.trim();
  const config = values.paymentConfig;
  const status = values.status === (current.inService ? 'in_service' : 'out_of_service') ? null : values.status;
  return {
    kioskId,
    pin: values.pin === '' ? null : Number(values.pin),
    esl: textOrNull(values.esl),
    tags: values.tags,
    ...(status ? { status } : {}),
    controller: {
      supportEmail: textOrNull(values.supportEmail),
      supportHotline: textOrNull(values.supportHotline),
      supportHotlineAvailability: textOrNull(values.supportHotlineAvailability),
      tabletLang: textOrNull(values.tabletLang),
      tabletFont: textOrNull(values.tabletFont),
      preAuth: values.preAuth.trim() ? values.preAuth.trim().replace(',', '.') : null,
      paymentType: type || null,
      minimumAge: Math.round(num(values.minimumAge, 0)),
      ageRestriction: values.ageRestriction,
      fraudDetection: values.fraudDetection,
      memberCardEnabled: values.memberCardEnabled,
      technicianPin: values.technicianPin === '' ? null : Number(values.technicianPin),
      thermostatTemperature: num(values.thermostatTemperature, 3),
      tolerance: num(values.tolerance, 0),
      autoTempOutOfService: {
        active: values.autoActive,
        maxTemperature: num(values.autoMaxTemperature, 7),
        timeInMinutes: Math.round(num(values.autoMinutes, 20)),
      },
      serviceCheck: {
        type: textOrNull(values.serviceCheckType),
        enabled: values.serviceCheckEnabled,
        slots: values.slots
          .filter((slot) => slot.enabled)
          .map(({ dayNumber, startTime, endTime }) => ({ dayNumber, startTime, endTime })),
      },
    },
    acceptedPayment: type
      ? {
          type,
          config: {
            username: textOrNull(config.username),
            password: config.password || null,
            clientID: textOrNull(config.clientID),
            clientSecret: config.clientSecret || null,
            locationID: textOrNull(config.locationID),
            authorizationType: textOrNull(config.authorizationType),
            paymentMode: textOrNull(config.paymentMode),
          },
        }
      : null,
  };
}

/** The server's field paths (`controller.preAuth`, `controller.serviceCheck.slots.0.endTime`) as form paths. */
export function apiPathToFormPath(path: string, values: KioskSettingsValues): string | null {
  const slot = /^controller\.serviceCheck\.slots\.(\d+)\.(\w+)$/.exec(path);
  if (slot) {
    const sent = values.slots.filter((s) => s.enabled)[Number(slot[1])];
    const index = sent ? values.slots.indexOf(sent) : -1;
    return index >= 0 ? `slots.${index}.${slot[2]}` : null;
  }
  if (path === 'controller.technicianPin') return 'technicianPin';
  if (path.startsWith('controller.')) return path.slice('controller.'.length);
  if (path.startsWith('acceptedPayment.config.'))
    return `paymentConfig.${path.slice('acceptedPayment.config.'.length)}`;
  if (path === 'acceptedPayment.type') return 'paymentType';
  return path;
}
