import { describe, expect, it } from 'vitest';
import {
  ackTopic,
  commandTopic,
  eventTopic,
  fleetFilter,
  isSerialNumber,
  kioskMayPublish,
  kioskMaySubscribe,
  parseDeviceTopic,
  parseTopic,
  sharedFleetFilter,
  statusTopic,
  telemetryTopic,
} from './index.ts';

describe('topics', () => {
  it('builds every topic of the contract for a serial number', () => {
    expect(statusTopic('SN-1001')).toBe('kiosk/v1/SN-1001/status');
    expect(telemetryTopic('SN-1001')).toBe('kiosk/v1/SN-1001/telemetry');
    expect(eventTopic('SN-1001')).toBe('kiosk/v1/SN-1001/event');
    expect(ackTopic('SN-1001')).toBe('kiosk/v1/SN-1001/ack');
    expect(commandTopic('SN-1001')).toBe('kiosk/v1/SN-1001/command');
  });

  it('parses what it builds', () => {
    for (const channel of ['status', 'telemetry', 'event', 'ack', 'command'] as const) {
      expect(parseTopic(`kiosk/v1/SN_7-b/${channel}`)).toEqual({ serialNumber: 'SN_7-b', channel });
    }
  });

  it('refuses to build a topic for a serial number that is not a safe segment', () => {
    for (const serial of ['', 'SN/1', '+', '#', 'SN 1', '..', '-SN', 'a'.repeat(65), 'SN\u0000']) {
      expect(() => statusTopic(serial)).toThrow(TypeError);
    }
  });

  it.each([
    ['empty', ''],
    ['single-level wildcard', 'kiosk/v1/+/event'],
    ['multi-level wildcard', 'kiosk/v1/#'],
    ['wildcard in the serial', 'kiosk/v1/SN+1/event'],
    ['hash in the serial', 'kiosk/v1/SN#1/event'],
    ['dot-dot serial', 'kiosk/v1/../event'],
    ['dot-dot after the channel', 'kiosk/v1/SN-1001/event/..'],
    ['empty serial', 'kiosk/v1//event'],
    ['trailing slash', 'kiosk/v1/SN-1001/event/'],
    ['leading slash', '/kiosk/v1/SN-1001/event'],
    ['extra segment', 'kiosk/v1/SN-1001/event/x'],
    ['missing channel', 'kiosk/v1/SN-1001'],
    ['unknown channel', 'kiosk/v1/SN-1001/events'],
    ['other version', 'kiosk/v2/SN-1001/event'],
    ['upper-case root', 'Kiosk/v1/SN-1001/event'],
    ['shared subscription', '$share/kiosk-console/kiosk/v1/SN-1001/event'],
    ['system topic', '$SYS/broker/uptime'],
    ['NUL in the serial', 'kiosk/v1/SN\u00001001/event'],
    ['NUL after the channel', 'kiosk/v1/SN-1001/event\u0000'],
    ['space in the serial', 'kiosk/v1/SN 1001/event'],
    ['non-ASCII serial', 'kiosk/v1/SN-１００１/event'],
    ['very long', `kiosk/v1/${'A'.repeat(100_000)}/event`],
    ['serial of 65 characters', `kiosk/v1/${'A'.repeat(65)}/event`],
  ])('refuses a malformed topic: %s', (_name, topic) => {
    expect(parseTopic(topic)).toBeUndefined();
  });

  it('accepts a serial number of 64 characters', () => {
    expect(parseTopic(`kiosk/v1/${'A'.repeat(64)}/ack`)?.serialNumber).toBe('A'.repeat(64));
  });

  it('does not throw on values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, ['kiosk', 'v1'], Symbol('x')]) {
      expect(parseTopic(value)).toBeUndefined();
      expect(isSerialNumber(value)).toBe(false);
    }
  });

  it('parseDeviceTopic accepts only what a kiosk publishes', () => {
    expect(parseDeviceTopic('kiosk/v1/SN-1001/telemetry')).toEqual({ serialNumber: 'SN-1001', channel: 'telemetry' });
    expect(parseDeviceTopic('kiosk/v1/SN-1001/command')).toBeUndefined();
  });

  it('builds the fleet and shared subscription filters', () => {
    expect(fleetFilter('event')).toBe('kiosk/v1/+/event');
    expect(sharedFleetFilter('status')).toBe('$share/kiosk-console/kiosk/v1/+/status');
  });
});

describe('kiosk access control', () => {
  it('lets a kiosk publish to its own status, telemetry, event and ack topics only', () => {
    for (const channel of ['status', 'telemetry', 'event', 'ack']) {
      expect(kioskMayPublish('SN-1001', `kiosk/v1/SN-1001/${channel}`)).toBe(true);
      expect(kioskMayPublish('SN-1001', `kiosk/v1/SN-1002/${channel}`)).toBe(false);
    }
    expect(kioskMayPublish('SN-1001', 'kiosk/v1/SN-1001/command')).toBe(false);
    expect(kioskMayPublish('SN-1001', 'kiosk/v1/+/event')).toBe(false);
    expect(kioskMayPublish('SN-1001', 'other/topic')).toBe(false);
  });

  it('lets a kiosk subscribe to its own command topic only, without wildcards', () => {
    expect(kioskMaySubscribe('SN-1001', 'kiosk/v1/SN-1001/command')).toBe(true);
    expect(kioskMaySubscribe('SN-1001', 'kiosk/v1/SN-1002/command')).toBe(false);
    expect(kioskMaySubscribe('SN-1001', 'kiosk/v1/+/command')).toBe(false);
    expect(kioskMaySubscribe('SN-1001', 'kiosk/v1/SN-1001/#')).toBe(false);
    expect(kioskMaySubscribe('SN-1001', 'kiosk/#')).toBe(false);
    expect(kioskMaySubscribe('SN-1001', '#')).toBe(false);
    expect(kioskMaySubscribe('SN-1001', 'kiosk/v1/SN-1001/event')).toBe(false);
    expect(kioskMaySubscribe('SN-1001', '$share/g/kiosk/v1/SN-1001/command')).toBe(false);
  });
});
