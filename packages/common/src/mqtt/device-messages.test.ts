import { describe, expect, it } from 'vitest';
import { ACK_EXAMPLES, STATUS_EXAMPLES, TELEMETRY_EXAMPLE } from './contract-examples.ts';
import { ackMessage, statusMessage, telemetryMessage } from './index.ts';

function without(value: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  delete copy[key];
  return copy;
}

describe('status', () => {
  it('accepts the contract examples: online on connect, offline as last will', () => {
    expect(statusMessage.parse(STATUS_EXAMPLES.online)).toEqual(STATUS_EXAMPLES.online);
    expect(statusMessage.parse(STATUS_EXAMPLES.offline)).toEqual({ online: false });
    expect(statusMessage.parse({ online: false, ts: '2026-11-23T10:15:02Z' }).online).toBe(false);
  });

  it.each(['online', 'ts', 'ip', 'firmware'])('refuses an online status without %s', (key) => {
    expect(statusMessage.safeParse(without(STATUS_EXAMPLES.online, key)).success).toBe(false);
  });

  it('ignores unknown fields', () => {
    expect(statusMessage.parse({ ...STATUS_EXAMPLES.online, battery: 88 })).toEqual(STATUS_EXAMPLES.online);
  });

  it.each([
    ['online as a string', { ...STATUS_EXAMPLES.online, online: 'true' }],
    ['an IP that is not one', { ...STATUS_EXAMPLES.online, ip: '10.0.0.256' }],
    ['a time without offset', { ...STATUS_EXAMPLES.online, ts: '2026-11-23T10:15:02' }],
    ['an empty firmware', { ...STATUS_EXAMPLES.online, firmware: '' }],
    ['a firmware of 65 characters', { ...STATUS_EXAMPLES.online, firmware: '1'.repeat(65) }],
    ['an array', [STATUS_EXAMPLES.online]],
    ['null', null],
  ])('refuses %s', (_name, payload) => {
    expect(statusMessage.safeParse(payload).success).toBe(false);
  });

  it('accepts an IPv6 address', () => {
    expect(statusMessage.safeParse({ ...STATUS_EXAMPLES.online, ip: 'fd00::7' }).success).toBe(true);
  });
});

describe('telemetry', () => {
  it('accepts the contract example (1/100 °C, null for a missing sensor)', () => {
    expect(telemetryMessage.parse(TELEMETRY_EXAMPLE)).toEqual(TELEMETRY_EXAMPLE);
  });

  it.each(['ts', 'temperatures', 'uptime'])('refuses telemetry without %s', (key) => {
    expect(telemetryMessage.safeParse(without(TELEMETRY_EXAMPLE, key)).success).toBe(false);
  });

  it('accepts fewer than four sensors and the range ends ±100 °C', () => {
    expect(telemetryMessage.safeParse({ ...TELEMETRY_EXAMPLE, temperatures: [] }).success).toBe(true);
    expect(telemetryMessage.safeParse({ ...TELEMETRY_EXAMPLE, temperatures: [-10_000, 10_000] }).success).toBe(true);
  });

  it.each([
    ['five sensors', [1, 2, 3, 4, 5]],
    ['a fraction (°C instead of 1/100 °C)', [4.12]],
    ['a string', ['412']],
    ['above +100 °C', [10_001]],
    ['below −100 °C', [-10_001]],
    ['not an array', 412],
  ])('refuses temperatures with %s', (_name, temperatures) => {
    expect(telemetryMessage.safeParse({ ...TELEMETRY_EXAMPLE, temperatures }).success).toBe(false);
  });

  it.each([
    ['negative', -1],
    ['a fraction', 1.5],
    ['a string', '86400'],
    ['beyond safe integers', 2 ** 53],
  ])('refuses an uptime that is %s', (_name, uptime) => {
    expect(telemetryMessage.safeParse({ ...TELEMETRY_EXAMPLE, uptime }).success).toBe(false);
  });
});

describe('ack', () => {
  it('accepts delivered, applied and failed with a reason', () => {
    for (const ack of Object.values(ACK_EXAMPLES)) expect(ackMessage.parse(ack)).toEqual(ack);
  });

  it.each(['commandId', 'status', 'ts'])('refuses an ack without %s', (key) => {
    expect(ackMessage.safeParse(without(ACK_EXAMPLES.applied, key)).success).toBe(false);
  });

  it('refuses a failed ack without its reason', () => {
    expect(ackMessage.safeParse(without(ACK_EXAMPLES.failed, 'error')).success).toBe(false);
    expect(ackMessage.safeParse({ ...ACK_EXAMPLES.failed, error: '' }).success).toBe(false);
  });

  it.each([
    ['an unknown status', { ...ACK_EXAMPLES.applied, status: 'done' }],
    ['a command id that is not a UUID', { ...ACK_EXAMPLES.applied, commandId: 'cmd-1' }],
    ['an error of 1001 characters', { ...ACK_EXAMPLES.failed, error: 'x'.repeat(1001) }],
    ['control characters in the error', { ...ACK_EXAMPLES.failed, error: 'bad\u0000' }],
  ])('refuses %s', (_name, payload) => {
    expect(ackMessage.safeParse(payload).success).toBe(false);
  });
});
