import { describe, expect, it } from 'vitest';
import { periodsOf, ruleToValues, valuesToRuleInput } from './kiosk-schedule-values.ts';
import type { KioskSettings } from './kiosk-settings.queries.ts';
import { apiPathToFormPath, settingsToValues, validateSettings, valuesToInput } from './kiosk-settings-values.ts';

const KIOSK: KioskSettings = {
  _id: 'k1',
  name: 'Lobby',
  serialNumber: 'SN-1',
  orgId: 'o1',
  online: false,
  inService: true,
  pin: 123,
  esl: null,
  currency: 'eur',
  visitSchedule: null,
  tags: [{ name: 'north' }],
  controller: {
    supportEmail: null,
    supportHotline: null,
    supportHotlineAvailability: null,
    preAuth: '150',
    paymentType: null,
    tabletLang: 'de',
    tabletFont: null,
    minimumAge: 0,
    fraudDetection: false,
    ageRestriction: false,
    memberCardEnabled: false,
    technicianPin: 4321,
    thermostatTemperature: 3,
    tolerance: 0,
    serviceCheck: { type: null, enabled: true, slots: [{ dayNumber: 2, startTime: '06:00', endTime: '07:00' }] },
    autoTempOutOfService: { active: false, maxTemperature: 7, timeInMinutes: 20 },
  },
  acceptedPayment: {
    type: 'adyen',
    config: {
      username: 'shop',
      passwordSet: true,
      clientID: null,
      clientSecretSet: false,
      locationID: null,
      authorizationType: null,
      paymentMode: null,
    },
  },
};

describe('kiosk settings form values', () => {
  it('shows PINs with their leading zeros and one service-check row per weekday, Monday first', () => {
    const values = settingsToValues(KIOSK);
    expect(values.pin).toBe('0123');
    expect(values.slots.map((slot) => slot.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(values.slots[1]).toEqual({ dayNumber: 2, enabled: true, startTime: '06:00', endTime: '07:00' });
    expect(values.paymentConfig.password).toBe('');
  });

  it('checks pre-authorisation, PINs and slots as the server does', () => {
    const values = settingsToValues(KIOSK);
    expect(validateSettings(values)).toEqual({});
    expect(validateSettings({ ...values, preAuth: '150.01' })).toEqual({ preAuth: 'PRE_AUTH_TOO_HIGH' });
    expect(validateSettings({ ...values, preAuth: '0' })).toEqual({ preAuth: 'AMOUNT_NOT_POSITIVE' });
    expect(validateSettings({ ...values, technicianPin: '0123' })).toEqual({ technicianPin: 'PINS_NOT_DIFFERENT' });
    const slots = values.slots.map((slot, i) => (i === 1 ? { ...slot, endTime: '05:00' } : slot));
    expect(validateSettings({ ...values, slots })).toEqual({ 'slots.1.endTime': 'OUT_OF_SERVICE_PERIOD_INVALID' });
  });

  it('sends the status only when it changes, secrets only when typed, and maps server paths back', () => {
    const values = settingsToValues(KIOSK);
    const input = valuesToInput('k1', values, KIOSK);
    expect(input.status).toBeUndefined();
    expect(input.pin).toBe(123);
    expect(input.acceptedPayment?.config).toMatchObject({ username: 'shop', password: null, clientSecret: null });
    expect(input.controller?.serviceCheck?.slots).toEqual([{ dayNumber: 2, startTime: '06:00', endTime: '07:00' }]);
    expect(valuesToInput('k1', { ...values, status: 'out_of_service' }, KIOSK).status).toBe('out_of_service');
    expect(apiPathToFormPath('controller.serviceCheck.slots.0.endTime', values)).toBe('slots.1.endTime');
    expect(apiPathToFormPath('controller.preAuth', values)).toBe('preAuth');
  });
});

describe('out-of-service rule values', () => {
  it('turns a weekly rule into signals and back', () => {
    const values = ruleToValues(null);
    values.days[0] = { dayNumber: 1, enabled: true, startTime: '22:00', endTime: '23:30' };
    const input = valuesToRuleInput(values);
    expect(input).toEqual({
      repeating: 'weekly',
      signals: [
        { dayNumber: 1, msFromStartOfDay: 79_200_000, notifyThat: 'OutOfServiceStart' },
        { dayNumber: 1, msFromStartOfDay: 84_600_000, notifyThat: 'OutOfServiceEnd' },
      ],
    });
    const rule = { _id: 'r1', repeating: 'weekly', signals: input.signals };
    expect(periodsOf(rule)).toEqual([{ dayNumber: 1, start: '22:00', end: '23:30' }]);
    expect(ruleToValues(rule).days[0]).toEqual(values.days[0]);
  });
});
