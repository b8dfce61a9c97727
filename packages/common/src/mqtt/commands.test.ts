import { describe, expect, it } from 'vitest';
import { COMMAND_EXAMPLES } from './contract-examples.ts';
import {
  COMMAND_DEFAULT_LIFETIME_MS,
  COMMAND_TYPES,
  OPEN_DOOR_LIFETIME_MS,
  buildCommand,
  commandMessage,
  commandLifetimeMs,
  supersedesQueued,
} from './index.ts';

function without(value: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  delete copy[key];
  return copy;
}

const rejects = (payload: unknown): boolean => !commandMessage.safeParse(payload).success;
const settings = COMMAND_EXAMPLES.apply_settings;
const planogram = COMMAND_EXAMPLES.apply_planogram;
const playlist = COMMAND_EXAMPLES.apply_playlist;

describe('commands', () => {
  it('has an example for every command type of the contract', () => {
    expect(Object.keys(COMMAND_EXAMPLES).sort()).toEqual([...COMMAND_TYPES].sort());
  });

  it.each(COMMAND_TYPES)('accepts the example of %s', (type) => {
    expect(commandMessage.parse(COMMAND_EXAMPLES[type])).toEqual(COMMAND_EXAMPLES[type]);
  });

  it.each(COMMAND_TYPES.flatMap((type) => ['id', 'type', 'params', 'expiresAt'].map((key) => [type, key])))(
    'refuses %s without %s',
    (type, key) => {
      expect(rejects(without(COMMAND_EXAMPLES[type as (typeof COMMAND_TYPES)[number]], key))).toBe(true);
    },
  );

  it.each(['open', 'OPEN_DOOR', 'apply_', ''])('refuses the unknown command type %j', (type) => {
    expect(rejects({ ...COMMAND_EXAMPLES.sync, type })).toBe(true);
  });

  it('checks open_door and service parameters', () => {
    const openDoor = COMMAND_EXAMPLES.open_door;
    expect(rejects({ ...openDoor, params: { mode: 'mission_control' } })).toBe(true);
    expect(rejects({ ...openDoor, params: { ...openDoor.params, mode: 'tablet' } })).toBe(true);
    const service = COMMAND_EXAMPLES.service;
    expect(rejects({ ...service, params: { inService: 'false', reason: 'manual' } })).toBe(true);
    expect(rejects({ ...service, params: { inService: true, reason: 'holiday' } })).toBe(true);
    expect(rejects({ ...service, params: { inService: true } })).toBe(true);
  });

  it('checks the settings: PINs of four digits that differ, pre-authorisation at most 150, slot order', () => {
    const withParams = (change: object) => ({ ...settings, params: { ...settings.params, ...change } });
    const withController = (change: object) => withParams({ controller: { ...settings.params.controller, ...change } });
    expect(rejects(withParams({ pin: 12345 }))).toBe(true);
    expect(rejects(withParams({ pin: '1234' }))).toBe(true);
    expect(rejects(withParams({ pin: 5678 }))).toBe(true);
    expect(rejects(withParams({ pin: null, technicianPin: null }))).toBe(false);
    expect(rejects(withController({ preAuth: '150.00' }))).toBe(false);
    expect(rejects(withController({ preAuth: '150.01' }))).toBe(true);
    expect(
      rejects(
        withController({
          serviceCheck: { enabled: true, slots: [{ dayNumber: 7, startTime: '06:00', endTime: '07:00' }] },
        }),
      ),
    ).toBe(true);
    expect(
      rejects(
        withController({
          serviceCheck: { enabled: true, slots: [{ dayNumber: 1, startTime: '22:00', endTime: '06:00' }] },
        }),
      ),
    ).toBe(true);
    expect(
      rejects(
        withController({
          serviceCheck: { enabled: true, slots: [{ dayNumber: 1, startTime: '6:00', endTime: '07:00' }] },
        }),
      ),
    ).toBe(true);
    expect(
      rejects(withController({ autoTempOutOfService: { active: true, maxTemperature: 7, timeInMinutes: 0 } })),
    ).toBe(true);
    for (const key of ['controller', 'pin', 'technicianPin', 'acceptedPayment', 'tags']) {
      expect(rejects({ ...settings, params: without(settings.params, key) })).toBe(true);
    }
  });

  it('checks the planogram: unit weight in whole grams, tolerance %, price as a decimal string, each cell once', () => {
    const cell = planogram.params.cells[0];
    const withCell = (change: object) => ({ ...planogram, params: { cells: [{ ...cell, ...change }] } });
    expect(rejects(withCell({ unitWeightGrams: 520.5 }))).toBe(true);
    expect(rejects(withCell({ unitWeightGrams: 0 }))).toBe(true);
    expect(rejects(withCell({ tolerancePercent: 101 }))).toBe(true);
    expect(rejects(withCell({ price: 2.5 }))).toBe(true);
    expect(rejects(withCell({ productId: 'cola' }))).toBe(true);
    expect(rejects({ ...planogram, params: { cells: [cell, cell] } })).toBe(true);
  });

  it('checks the playlist items: known type, http(s) URL', () => {
    const item = playlist.params.items[0];
    const withItem = (change: object) => ({ ...playlist, params: { items: [{ ...item, ...change }] } });
    expect(rejects(withItem({ type: 'advert' }))).toBe(true);
    expect(rejects(withItem({ uri: 'javascript:alert(1)' }))).toBe(true);
    expect(rejects(withItem({ uri: 'welcome.png' }))).toBe(true);
    expect(rejects(withItem({ duration: -1 }))).toBe(true);
  });

  it('checks the screen: http(s) URLs', () => {
    const screen = COMMAND_EXAMPLES.apply_screen;
    expect(rejects({ ...screen, params: { ...screen.params, bgURI: 'file:///etc/passwd' } })).toBe(true);
    expect(rejects({ ...screen, params: {} })).toBe(false);
  });
});

describe('command rules', () => {
  it('gives open_door 2 minutes and every other command 24 hours', () => {
    expect(commandLifetimeMs('open_door')).toBe(OPEN_DOOR_LIFETIME_MS);
    expect(OPEN_DOOR_LIFETIME_MS).toBe(120_000);
    expect(commandLifetimeMs('apply_settings')).toBe(COMMAND_DEFAULT_LIFETIME_MS);
    expect(COMMAND_DEFAULT_LIFETIME_MS).toBe(86_400_000);
  });

  it('lets only apply_* commands supersede a queued older one', () => {
    expect(COMMAND_TYPES.filter(supersedesQueued)).toEqual([
      'apply_settings',
      'apply_planogram',
      'apply_playlist',
      'apply_screen',
    ]);
  });

  it('builds a valid command that expires after its lifetime', () => {
    const now = new Date('2026-11-23T09:15:02Z');
    const built = buildCommand('open_door', COMMAND_EXAMPLES.open_door.params, {
      id: COMMAND_EXAMPLES.open_door.id,
      now,
    });
    expect(commandMessage.parse(built)).toEqual(built);
    expect(built.expiresAt).toBe('2026-11-23T09:17:02.000Z');
    const reset = buildCommand('reset_session', {}, { id: COMMAND_EXAMPLES.sync.id, now, expiresAt: new Date(0) });
    expect(reset).toEqual({
      id: COMMAND_EXAMPLES.sync.id,
      type: 'reset_session',
      params: {},
      expiresAt: '1970-01-01T00:00:00.000Z',
    });
  });
});
