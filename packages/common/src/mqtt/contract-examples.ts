/**
 * The contract's example payloads (§2, §3, §5; its abbreviated ids written out as UUIDs), one per
 * message type, as the kiosk or the server sends them. Used by the tests and shown in
 * docs/device-protocol.md.
 */
import type { CommandOf, CommandType } from './commands.ts';
import type { DeviceEventOf, DeviceEventType, RefillSessionOpened, PurchaseSessionOpened } from './device-events.ts';
import type { AckMessage, StatusOffline, StatusOnline, TelemetryMessage } from './device-messages.ts';

export const EXAMPLE_SERIAL = 'SN-1001';
const ts = '2026-11-23T10:15:02+01:00';
const uuid = (n: number): string => `7c100000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const STATUS_EXAMPLES = {
  online: { online: true, ts, ip: '10.0.0.7', firmware: '2.4.1' },
  offline: { online: false },
} satisfies { online: StatusOnline; offline: StatusOffline };

export const TELEMETRY_EXAMPLE = { ts, temperatures: [412, 398, null, null], uptime: 86400 } satisfies TelemetryMessage;

export const EVENT_EXAMPLES = {
  door: { id: uuid(2), ts, type: 'door', state: 'open' },
  'session.opened': {
    id: uuid(1),
    ts,
    type: 'session.opened',
    sessionId: 's-88',
    kind: 'purchase',
    card: { token: 'tok_1', cardType: 'visa', last4: '4242' },
  },
  'session.closed': {
    id: uuid(4),
    ts,
    type: 'session.closed',
    sessionId: 's-88',
    cells: [{ cellId: 'A1', weightBefore: 5120, weightAfter: 4080 }],
  },
  payment: {
    id: uuid(5),
    ts,
    type: 'payment',
    sessionId: 's-88',
    status: 'paid',
    amount: '5.00',
    provider: 'stripe',
    cardType: 'visa',
    last4: '4242',
  },
  scale: { id: uuid(6), ts, type: 'scale', cellId: 'A1', state: 'disconnected', side: 'A' },
  terminal: { id: uuid(7), ts, type: 'terminal', state: 'disconnected' },
  network: { id: uuid(8), ts, type: 'network', tablet: 'connected' },
  'access.unauthorized': { id: uuid(9), ts, type: 'access.unauthorized', detail: 'door opened without a session' },
  'sensor.error': { id: uuid(10), ts, type: 'sensor.error', sensor: 'temperature-2', detail: 'no reading' },
} satisfies { [K in DeviceEventType]: DeviceEventOf<K> };

export const REFILL_OPENED_EXAMPLE = {
  id: uuid(11),
  ts,
  type: 'session.opened',
  sessionId: '3f0c5d1e-8a4b-4c2d-9e6f-0a1b2c3d4e5f',
  kind: 'refill',
  mode: 'mission_control',
  technician: true,
} satisfies RefillSessionOpened;

export const MEMBER_CARD_OPENED_EXAMPLE = {
  id: uuid(12),
  ts,
  type: 'session.opened',
  sessionId: 's-89',
  kind: 'purchase',
  memberCardId: 'MC-000123',
} satisfies PurchaseSessionOpened;

export const ACK_EXAMPLES = {
  delivered: { commandId: uuid(20), status: 'delivered', ts },
  applied: { commandId: uuid(20), status: 'applied', ts },
  failed: { commandId: uuid(20), status: 'failed', ts, error: 'door motor blocked' },
} satisfies Record<string, AckMessage>;

/** A command sent at `ts`: it expires 24 h later (`open_door`: 2 min). */
const command = (n: number) => ({ id: uuid(n), expiresAt: '2026-11-24T10:15:02+01:00' });

export const COMMAND_EXAMPLES = {
  open_door: {
    ...command(20),
    expiresAt: '2026-11-23T10:17:02+01:00',
    type: 'open_door',
    params: { sessionId: '3f0c5d1e-8a4b-4c2d-9e6f-0a1b2c3d4e5f', mode: 'mission_control' },
  },
  reset_session: { ...command(22), type: 'reset_session', params: {} },
  restart: { ...command(23), type: 'restart', params: {} },
  sync: { ...command(24), type: 'sync', params: {} },
  apply_settings: {
    ...command(25),
    type: 'apply_settings',
    params: {
      controller: {
        supportEmail: 'support@example.com',
        supportHotline: '+49 30 1234567',
        supportHotlineAvailability: 'Mon–Fri 8–18',
        preAuth: '50.00',
        paymentType: 'card',
        tabletLang: 'de',
        tabletFont: 'Roboto',
        minimumAge: 0,
        fraudDetection: true,
        ageRestriction: false,
        serviceCheck: {
          type: 'weekly',
          enabled: true,
          slots: [{ dayNumber: 1, startTime: '06:00', endTime: '22:00' }],
        },
        autoTempOutOfService: { active: true, maxTemperature: 7, timeInMinutes: 20 },
        memberCardEnabled: true,
        technicianPin: 5678,
        thermostatTemperature: 3,
      },
      pin: 1234,
      technicianPin: 5678,
      acceptedPayment: { type: 'stripe', config: { locationID: 'tml_123', paymentMode: 'terminal' } },
      tags: [{ id: '9b2d7e4a-1c3f-4a5b-8c6d-7e8f9a0b1c2d', name: 'Campus', type: 'location' }],
    },
  },
  apply_planogram: {
    ...command(26),
    type: 'apply_planogram',
    params: {
      cells: [
        {
          cellId: 'A1',
          planogramPosition: 1,
          productId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
          unitWeightGrams: 520,
          tolerancePercent: 5,
          price: '2.50',
          maxQty: 12,
        },
        {
          cellId: 'A2',
          planogramPosition: 2,
          productId: null,
          unitWeightGrams: null,
          tolerancePercent: 0,
          price: null,
          maxQty: 0,
        },
      ],
    },
  },
  apply_playlist: {
    ...command(27),
    type: 'apply_playlist',
    params: {
      items: [
        {
          name: 'Welcome',
          uri: 'https://console.example.com/media/welcome.png',
          duration: 10,
          type: 'main_screen',
          enabled: true,
          order: 0,
        },
        {
          name: 'How it works',
          uri: 'https://console.example.com/media/explainer.mp4',
          duration: 30,
          type: 'explainer',
          enabled: true,
          order: 1,
        },
      ],
    },
  },
  apply_screen: {
    ...command(28),
    type: 'apply_screen',
    params: {
      headerURI: 'https://console.example.com/media/header.png',
      headerTextColor: '#ffffff',
      bgURI: 'https://console.example.com/media/background.png',
      bgColor: '#003366',
      bodyTextColor: '#222222',
    },
  },
  service: { ...command(29), type: 'service', params: { inService: false, reason: 'temperature' } },
} satisfies { [K in CommandType]: CommandOf<K> };
