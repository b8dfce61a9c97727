import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMMAND_TYPES,
  DEVICE_EVENT_TYPES,
  ackMessage,
  commandMessage,
  deviceEvent,
  statusMessage,
  telemetryMessage,
} from './index.ts';

/** docs/device-protocol.md shows example payloads; each must be valid, so the page cannot drift from the code. */
const page = readFileSync(new URL('../../../../docs/device-protocol.md', import.meta.url), 'utf8');
const examples = [
  ...[...page.matchAll(/```json\n([\s\S]*?)```/g)].flatMap((block) => (block[1] ?? '').trim().split('\n')),
  ...[...page.matchAll(/`(\{"id":".*?\})`/g)].map((match) => match[1] ?? ''),
];

function schemaFor(payload: Record<string, unknown>) {
  if ('expiresAt' in payload) return commandMessage;
  if ('commandId' in payload) return ackMessage;
  if ('online' in payload) return statusMessage;
  if ('temperatures' in payload) return telemetryMessage;
  return deviceEvent;
}

describe('docs/device-protocol.md', () => {
  it('shows an example of every event and command type', () => {
    const types = new Set(examples.map((line) => (JSON.parse(line) as { type?: string }).type));
    for (const type of [...DEVICE_EVENT_TYPES, ...COMMAND_TYPES]) expect(types).toContain(type);
  });

  it.each(examples)('has a valid example: %s', (line) => {
    const payload = JSON.parse(line) as Record<string, unknown>;
    const result = schemaFor(payload).safeParse(payload);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
