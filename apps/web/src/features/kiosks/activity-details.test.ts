import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '@kiosk/common/i18n';
import { paymentMethodName } from '@kiosk/common/payments';
import { activityDetailParts, type ActivityText } from './activity-details.ts';

const i18n = i18next.createInstance();
// As the console configures it: React escapes, i18next does not.
await i18n.init({
  resources,
  lng: 'de',
  fallbackLng: 'en',
  ns: ['kiosks', 'transactions'],
  initAsync: false,
  interpolation: { escapeValue: false },
});

function text(language: 'en' | 'de'): ActivityText {
  const t = i18n.getFixedT(language, 'kiosks');
  const tx = i18n.getFixedT(language, 'transactions');
  return {
    t: (key, options) => t(key as never, options ?? {}),
    time: (iso) => `<${iso.slice(11, 16)}>`,
    money: (amount) => `€${amount}`,
    method: (method) => paymentMethodName(method, (key) => tx(key)),
  };
}
const de = text('de');
const en = text('en');
const parts = (type: string, details: object, x = de) => activityDetailParts(type, JSON.stringify(details), x);

describe('activity details', () => {
  it('reads a command entry as its steps in the UI language, never as raw fields', () => {
    const details = {
      commandId: '3f0c2b9e-8d55-4c4e-9b0e-2f4bb1d1a111',
      type: 'apply_settings',
      status: 'applied',
      sentAt: '2026-03-10T10:00:00.000Z',
      resends: 1,
      deliveredAt: '2026-03-10T10:01:00.000Z',
      finishedAt: '2026-03-10T10:02:00.000Z',
    };
    expect(parts('command.applied', details)).toEqual([
      'Gesendet <10:00>',
      '1-mal erneut gesendet',
      'Zugestellt <10:01>',
      'Abgeschlossen <10:02>',
    ]);
    expect(parts('command.applied', details).join(' ')).not.toMatch(/commandId|apply_settings|status/);
    expect(parts('command.failed', { type: 'sync', status: 'failed', error: 'disk full' }, en)).toEqual([
      'Error: disk full',
    ]);
    // A superseded command's error only names its successor.
    expect(parts('command.superseded', { type: 'sync', status: 'superseded', error: 'superseded by x' })).toEqual([]);
  });

  it('reads every device event of the contract', () => {
    expect(parts('door', { state: 'open' })).toEqual(['Tür geöffnet']);
    expect(
      parts('session.opened', { sessionId: 's-88', kind: 'purchase', card: { cardType: 'visa', last4: '4242' } }),
    ).toEqual(['Kauf', 'Visa ····4242', 'Sitzung s-88']);
    expect(parts('session.opened', { sessionId: 's-9', kind: 'purchase', memberCardId: 'M-7' }, en)).toEqual([
      'Purchase',
      'Member card M-7',
      'Session s-9',
    ]);
    expect(parts('session.opened', { sessionId: 'r-1', kind: 'refill', mode: 'tablet', technician: true })).toEqual([
      'Nachfüllung',
      'Am Tablet',
      'Durch einen Techniker',
      'Sitzung r-1',
    ]);
    expect(parts('session.closed', { sessionId: 's-88', cells: [{}, {}] })).toEqual([
      '2 Wägezellen gewogen',
      'Sitzung s-88',
    ]);
    expect(
      parts('payment', {
        sessionId: 's-88',
        status: 'paid',
        amount: '5.00',
        provider: 'stripe',
        cardType: 'visa',
        last4: '4242',
      }),
    ).toEqual(['Bezahlt', '€5.00', 'Visa ····4242', 'Sitzung s-88']);
    expect(parts('scale', { cellId: 'A3', state: 'disconnected' })).toEqual(['Wägezelle A3', 'Getrennt']);
    expect(parts('scale', { cellId: 'B1', state: 'connected', side: 'B' }, en)).toEqual(['Side B', 'Connected']);
    expect(parts('terminal', { state: 'connected' })).toEqual(['Verbunden']);
    expect(parts('network', { tablet: 'disconnected' })).toEqual(['Tablet: Getrennt']);
    expect(parts('access.unauthorized', { detail: 'door forced' })).toEqual(['door forced']);
    expect(parts('sensor.error', { sensor: 'temp-2', detail: 'no reading' })).toEqual(['Sensor temp-2', 'no reading']);
  });

  it('reads what the server writes about the network', () => {
    expect(parts('network.online', { ip: '10.0.0.7', firmware: '2.4.1' })).toEqual(['IP 10.0.0.7', 'Firmware 2.4.1']);
    expect(parts('network.online', { via: 'telemetry' }, en)).toEqual(['Back with a telemetry message']);
    expect(parts('network.offline', {})).toEqual([]);
    expect(parts('network.silent', { lastSeen: '2026-03-10T09:50:00.000Z' })).toEqual(['Letzte Nachricht <09:50>']);
    expect(parts('network.silent', { lastSeen: null })).toEqual(['Noch keine Nachricht']);
  });

  it('shows an unknown type’s fields as they are', () => {
    expect(parts('firmware.updated', { version: '3.0' })).toEqual(['version: 3.0']);
    expect(activityDetailParts('door', 'not json', de)).toEqual(['not json']);
  });
});
