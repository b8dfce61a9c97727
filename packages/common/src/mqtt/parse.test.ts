import { describe, expect, it } from 'vitest';
import {
  ACK_EXAMPLES,
  COMMAND_EXAMPLES,
  EVENT_EXAMPLES,
  STATUS_EXAMPLES,
  TELEMETRY_EXAMPLE,
} from './contract-examples.ts';
import {
  LAST_WILL_PAYLOAD,
  MAX_COMMAND_PAYLOAD_BYTES,
  MAX_DEVICE_PAYLOAD_BYTES,
  encodeMessage,
  parseCommandMessage,
  parseDeviceMessage,
} from './index.ts';

const bytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');

describe('parseDeviceMessage', () => {
  it('returns the kiosk, the kind and the typed message for each channel', () => {
    const cases = [
      ['status', STATUS_EXAMPLES.online],
      ['telemetry', TELEMETRY_EXAMPLE],
      ['event', EVENT_EXAMPLES['session.closed']],
      ['ack', ACK_EXAMPLES.failed],
    ] as const;
    for (const [kind, message] of cases) {
      expect(parseDeviceMessage(`kiosk/v1/SN-1001/${kind}`, bytes(message))).toEqual({
        ok: true,
        kiosk: 'SN-1001',
        kind,
        message,
      });
    }
  });

  it('narrows the message by kind', () => {
    const result = parseDeviceMessage('kiosk/v1/SN-1001/event', bytes(EVENT_EXAMPLES.door));
    if (!result.ok || result.kind !== 'event' || result.message.type !== 'door')
      throw new Error('expected a door event');
    expect(result.message.state).toBe('open');
  });

  it('accepts the last will payload and a string payload', () => {
    expect(parseDeviceMessage('kiosk/v1/SN-1001/status', LAST_WILL_PAYLOAD)).toMatchObject({
      ok: true,
      message: { online: false },
    });
  });

  it('strips unknown fields, so nothing the contract does not name reaches the server', () => {
    const result = parseDeviceMessage('kiosk/v1/SN-1001/telemetry', bytes({ ...TELEMETRY_EXAMPLE, extra: 'x' }));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && 'extra' in result.message).toBe(false);
  });

  it('validates the payload against the schema of the topic it came on', () => {
    expect(parseDeviceMessage('kiosk/v1/SN-1001/status', bytes(TELEMETRY_EXAMPLE))).toMatchObject({
      ok: false,
      reason: 'schema',
      kiosk: 'SN-1001',
      kind: 'status',
    });
  });

  it.each([
    ['the command topic', 'kiosk/v1/SN-1001/command'],
    ['a wildcard', 'kiosk/v1/+/event'],
    ['another tree', 'fridge/v1/SN-1001/event'],
    ['an empty topic', ''],
  ])('refuses %s with reason topic', (_name, topic) => {
    expect(parseDeviceMessage(topic, bytes(EVENT_EXAMPLES.door))).toEqual({
      ok: false,
      reason: 'topic',
      detail: 'not a device topic',
    });
  });

  it('refuses a payload above the size limit before reading it', () => {
    const padded = { ...EVENT_EXAMPLES['access.unauthorized'], pad: 'x'.repeat(MAX_DEVICE_PAYLOAD_BYTES) };
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', bytes(padded))).toMatchObject({
      ok: false,
      reason: 'too_large',
      kiosk: 'SN-1001',
    });
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', JSON.stringify(padded))).toMatchObject({
      ok: false,
      reason: 'too_large',
    });
    const multiByte = 'é'.repeat(MAX_DEVICE_PAYLOAD_BYTES / 2 + 1);
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', multiByte)).toMatchObject({ ok: false, reason: 'too_large' });
    const limit = Buffer.alloc(MAX_DEVICE_PAYLOAD_BYTES, 0x20);
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', limit)).toMatchObject({ ok: false, reason: 'json' });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['plain text', Buffer.from('door open')],
    ['truncated JSON', Buffer.from('{"id":"7c1')],
    ['a single quote JSON', Buffer.from("{'online': true}")],
    ['NaN', Buffer.from('NaN')],
  ])('refuses a payload that is not JSON: %s', (_name, payload) => {
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', payload)).toMatchObject({ ok: false, reason: 'json' });
  });

  it('refuses bytes that are not UTF-8', () => {
    const payload = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', payload)).toMatchObject({ ok: false, reason: 'encoding' });
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', 'door'],
    ['an array', [EVENT_EXAMPLES.door]],
    ['an object without type', { id: EVENT_EXAMPLES.door.id, ts: EVENT_EXAMPLES.door.ts }],
  ])('refuses JSON that is %s with reason schema', (_name, payload) => {
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', bytes(payload))).toMatchObject({ ok: false, reason: 'schema' });
  });

  it('tells an unknown event type from a malformed known one', () => {
    const unknown = parseDeviceMessage(
      'kiosk/v1/SN-1001/event',
      bytes({ ...EVENT_EXAMPLES.door, type: 'firmware.update' }),
    );
    expect(unknown).toMatchObject({ ok: false, reason: 'event_type', kind: 'event' });
    const malformed = parseDeviceMessage('kiosk/v1/SN-1001/event', bytes({ ...EVENT_EXAMPLES.door, state: 'ajar' }));
    expect(malformed).toMatchObject({ ok: false, reason: 'schema', detail: expect.stringContaining('state') });
  });

  it('survives hostile JSON: prototype keys, deep nesting, huge numbers', () => {
    const topic = 'kiosk/v1/SN-1001/event';
    const proto = '{"__proto__":{"type":"door"},"constructor":{"prototype":{}},"id":"x"}';
    expect(parseDeviceMessage(topic, proto)).toMatchObject({ ok: false });
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    expect(parseDeviceMessage(topic, deep)).toMatchObject({ ok: false, reason: 'schema' });
    const huge = JSON.stringify(TELEMETRY_EXAMPLE).replace('86400', '1e400');
    expect(parseDeviceMessage('kiosk/v1/SN-1001/telemetry', huge)).toMatchObject({ ok: false, reason: 'schema' });
  });

  it('encodes a message so that it parses back to itself', () => {
    const payload = encodeMessage(EVENT_EXAMPLES.payment);
    expect(parseDeviceMessage('kiosk/v1/SN-1001/event', payload)).toEqual({
      ok: true,
      kiosk: 'SN-1001',
      kind: 'event',
      message: EVENT_EXAMPLES.payment,
    });
  });
});

describe('parseCommandMessage', () => {
  it('returns the command sent on a kiosk command topic', () => {
    expect(parseCommandMessage('kiosk/v1/SN-1001/command', encodeMessage(COMMAND_EXAMPLES.apply_planogram))).toEqual({
      ok: true,
      kiosk: 'SN-1001',
      command: COMMAND_EXAMPLES.apply_planogram,
    });
  });

  it('refuses other topics, oversized and malformed payloads', () => {
    expect(parseCommandMessage('kiosk/v1/SN-1001/event', encodeMessage(COMMAND_EXAMPLES.sync))).toMatchObject({
      ok: false,
      reason: 'topic',
    });
    const big = Buffer.alloc(MAX_COMMAND_PAYLOAD_BYTES + 1, 0x20);
    expect(parseCommandMessage('kiosk/v1/SN-1001/command', big)).toMatchObject({ ok: false, reason: 'too_large' });
    expect(parseCommandMessage('kiosk/v1/SN-1001/command', '{')).toMatchObject({ ok: false, reason: 'json' });
    expect(
      parseCommandMessage('kiosk/v1/SN-1001/command', JSON.stringify({ ...COMMAND_EXAMPLES.sync, params: undefined })),
    ).toMatchObject({ ok: false, reason: 'schema', kind: 'command' });
  });

  it('names the id of a command it cannot carry out, so the kiosk can ack it as failed', () => {
    const unknown = { ...COMMAND_EXAMPLES.sync, type: 'self_destruct' };
    expect(parseCommandMessage('kiosk/v1/SN-1001/command', JSON.stringify(unknown))).toMatchObject({
      ok: false,
      reason: 'schema',
      commandId: COMMAND_EXAMPLES.sync.id,
    });
    const noId = parseCommandMessage('kiosk/v1/SN-1001/command', JSON.stringify({ ...unknown, id: 'x' }));
    expect(noId.ok || 'commandId' in noId).toBe(false);
  });
});
