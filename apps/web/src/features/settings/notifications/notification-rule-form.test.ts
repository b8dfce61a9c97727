import { describe, expect, it } from 'vitest';
import { rowsFromRule, rowsMissingKiosks, ruleFromRows } from './notification-rule-form.ts';

const data = {
  getNotificationTypes: [
    { type: 'highTemperature', severity: 'High' },
    { type: 'kioskOffline', severity: 'High' },
    { type: 'sensorError', severity: 'Low' },
  ],
  getNotificationRules: {
    userId: 'u1',
    types: [
      { type: 'highTemperature', email: true, mc: false },
      { type: 'kioskOffline', email: false, mc: true },
      { type: 'sensorError', email: false, mc: false },
    ],
    subscriptions: [
      { type: 'highTemperature', all: true, channels: ['email', 'mc'], kioskIds: [] },
      { type: 'kioskOffline', all: false, channels: ['email', 'mc'], kioskIds: ['k1', 'k2'] },
    ],
  },
};

describe('notification rule form', () => {
  it('shows every type with its flags and kiosks, all kiosks when none were chosen', () => {
    expect(rowsFromRule(data)).toEqual([
      { type: 'highTemperature', severity: 'High', email: true, mc: false, allKiosks: true, kioskIds: [] },
      { type: 'kioskOffline', severity: 'High', email: false, mc: true, allKiosks: false, kioskIds: ['k1', 'k2'] },
      { type: 'sensorError', severity: 'Low', email: false, mc: false, allKiosks: true, kioskIds: [] },
    ]);
  });

  it('saves every type’s flags and a subscription for each type that is on', () => {
    expect(ruleFromRows(rowsFromRule(data))).toEqual({
      types: data.getNotificationRules.types,
      subscriptions: [
        { type: 'highTemperature', all: true },
        { type: 'kioskOffline', all: false, kioskIds: ['k1', 'k2'] },
      ],
    });
  });

  it('names the types that are on with no kiosk chosen', () => {
    const rows = rowsFromRule(data).map((row) =>
      row.type === 'sensorError' ? { ...row, mc: true, allKiosks: false } : row,
    );
    expect(rowsMissingKiosks(rows)).toEqual(['sensorError']);
  });
});
