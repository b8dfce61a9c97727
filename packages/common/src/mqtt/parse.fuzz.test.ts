import { describe, expect, it } from 'vitest';
import { EVENT_EXAMPLES, STATUS_EXAMPLES, TELEMETRY_EXAMPLE } from './contract-examples.ts';
import { DEVICE_CHANNELS, REJECT_REASONS, parseDeviceMessage, parseTopic } from './index.ts';

/**
 * Property: parseDeviceMessage never throws and always answers a well-formed result, whatever the bytes.
 * (fast-check is not a dependency of the repository, so this draws inputs from a seeded generator: the
 * same inputs on every run.)
 */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(0x6b696f73);
const int = (max: number): number => Math.floor(random() * max);

function randomBytes(): Uint8Array {
  const out = new Uint8Array(int(300));
  for (let i = 0; i < out.length; i += 1) out[i] = int(256);
  return out;
}

/** A valid payload with a few bytes flipped, inserted or cut: close to valid, so it reaches the schemas. */
function mutated(valid: string): Uint8Array {
  const out = Array.from(Buffer.from(valid, 'utf8'));
  for (let n = int(4) + 1; n > 0; n -= 1) {
    const at = int(out.length + 1);
    const op = int(3);
    if (op === 0) out.splice(at, 1);
    else if (op === 1) out.splice(at, 0, int(256));
    else out[at] = '{}[]",:0-9enulltrufalse\\'.charCodeAt(int(24));
  }
  return Uint8Array.from(out.map((b) => b & 0xff));
}

const VALID: [string, unknown][] = [
  ['status', STATUS_EXAMPLES.online],
  ['telemetry', TELEMETRY_EXAMPLE],
  ...Object.values(EVENT_EXAMPLES).map((event): [string, unknown] => ['event', event]),
];

function expectWellFormed(topic: string, payload: Uint8Array): void {
  const result = parseDeviceMessage(topic, payload);
  if (result.ok) {
    expect(DEVICE_CHANNELS).toContain(result.kind);
    expect(typeof result.kiosk).toBe('string');
  } else {
    expect(REJECT_REASONS).toContain(result.reason);
  }
}

describe('parseDeviceMessage on arbitrary input', () => {
  it('never throws on random bytes', () => {
    for (let i = 0; i < 2000; i += 1) {
      expectWellFormed(`kiosk/v1/SN-${int(10)}/${DEVICE_CHANNELS[int(4)]}`, randomBytes());
    }
  });

  it('never throws on mutated valid payloads, and whatever it accepts is valid for its channel', () => {
    let accepted = 0;
    for (let i = 0; i < 3000; i += 1) {
      const [channel, message] = VALID[int(VALID.length)] as [string, unknown];
      const payload = mutated(JSON.stringify(message));
      const result = parseDeviceMessage(`kiosk/v1/SN-1001/${channel}`, payload);
      expectWellFormed(`kiosk/v1/SN-1001/${channel}`, payload);
      if (result.ok) {
        accepted += 1;
        expect(result.kind).toBe(channel);
      }
    }
    // Some mutations keep the payload valid (a digit changed); most are refused.
    expect(accepted).toBeLessThan(3000);
  });

  it('never throws on random topics', () => {
    const alphabet = 'kiosk/v1/SN-1001+#$\u0000./ statuseventack';
    for (let i = 0; i < 2000; i += 1) {
      const topic = Array.from({ length: int(40) }, () => alphabet[int(alphabet.length)]).join('');
      const parsed = parseTopic(topic);
      if (parsed) expect(topic).toBe(`kiosk/v1/${parsed.serialNumber}/${parsed.channel}`);
      expectWellFormed(topic, Buffer.from(JSON.stringify(TELEMETRY_EXAMPLE)));
    }
  });
});
