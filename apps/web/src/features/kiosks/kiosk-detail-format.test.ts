import { describe, expect, it } from 'vitest';
import {
  activityDetails,
  activityTypeKey,
  commandStatusColor,
  isCommandPending,
  relativeTime,
  uptimeParts,
} from './kiosk-detail-format.ts';

describe('uptimeParts', () => {
  it('keeps the two largest units', () => {
    expect(uptimeParts(86_400 + 3 * 3_600 + 25)).toEqual([
      { unit: 'day', value: 1 },
      { unit: 'hour', value: 3 },
    ]);
    expect(uptimeParts(5 * 60 + 7)).toEqual([
      { unit: 'minute', value: 5 },
      { unit: 'second', value: 7 },
    ]);
  });

  it('drops a zero second unit and shows 0 seconds for a fresh start', () => {
    expect(uptimeParts(86_400)).toEqual([{ unit: 'day', value: 1 }]);
    expect(uptimeParts(0)).toEqual([{ unit: 'second', value: 0 }]);
    expect(uptimeParts(null)).toEqual([]);
    expect(uptimeParts(-5)).toEqual([]);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it('says how long ago in the language', () => {
    expect(relativeTime('2026-11-23T11:57:00.000Z', now, 'en-GB')).toBe('3 minutes ago');
    expect(relativeTime('2026-11-23T10:00:00.000Z', now, 'de-DE')).toBe('vor 2 Stunden');
    expect(relativeTime('2026-11-20T12:00:00.000Z', now, 'en-GB')).toBe('3 days ago');
    expect(relativeTime(null, now, 'en-GB')).toBe('–');
  });
});

describe('command status', () => {
  it('colours failures red and successes teal, unknown ones gray', () => {
    expect(commandStatusColor('failed')).toBe('red');
    expect(commandStatusColor('applied')).toBe('teal');
    expect(commandStatusColor('queued')).toBe('gray');
    expect(commandStatusColor('whatever')).toBe('gray');
  });

  it('knows which statuses still wait for the kiosk', () => {
    expect(['queued', 'sent', 'delivered'].every(isCommandPending)).toBe(true);
    expect(['applied', 'failed', 'timeout', 'expired', 'superseded'].some(isCommandPending)).toBe(false);
  });
});

describe('activities', () => {
  it('turns types into i18n keys', () => {
    expect(activityTypeKey('session.opened')).toBe('sessionOpened');
    expect(activityTypeKey('access.unauthorized')).toBe('accessUnauthorized');
    expect(activityTypeKey('command.sent')).toBe('commandSent');
    expect(activityTypeKey('door')).toBe('door');
  });

  it('shows details compactly, without ids, timestamps or card tokens', () => {
    expect(
      activityDetails(
        JSON.stringify({
          id: 'e1',
          ts: '2026-11-23T10:00:00Z',
          sessionId: 's-88',
          kind: 'purchase',
          card: { token: 'tok_1', cardType: 'visa', last4: '4242' },
        }),
      ),
    ).toEqual([
      ['sessionId', 's-88'],
      ['kind', 'purchase'],
      ['card.cardType', 'visa'],
      ['card.last4', '4242'],
    ]);
    expect(activityDetails('{"cells":[{"cellId":"A1"},{"cellId":"A2"}],"temperatures":[4.1,3.9]}')).toEqual([
      ['cells', '2 ×'],
      ['temperatures', '4.1, 3.9'],
    ]);
  });

  it("keeps a command's type but drops a type that repeats the event's", () => {
    expect(activityDetails('{"commandId":"c1","type":"sync","status":"queued"}', 'command.queued')).toEqual([
      ['commandId', 'c1'],
      ['type', 'sync'],
      ['status', 'queued'],
    ]);
    expect(activityDetails('{"type":"door","state":"open"}', 'door')).toEqual([['state', 'open']]);
  });

  it('shows text that is not a JSON object as it is, and nothing for empty details', () => {
    expect(activityDetails('not json')).toEqual([['', 'not json']]);
    expect(activityDetails('{}')).toEqual([]);
    expect(activityDetails('')).toEqual([]);
    expect(activityDetails('x'.repeat(60))[0]?.[1]).toHaveLength(40);
  });
});
