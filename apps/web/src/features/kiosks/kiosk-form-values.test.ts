import { describe, expect, it } from 'vitest';
import { kioskToValues, newKioskValues, validateKioskValues, valuesToInput } from './kiosk-form-values.ts';
import type { KioskDetail } from './kiosks.queries.ts';

const ORG = '0b7f9c1e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

function filled() {
  const values = newKioskValues(ORG);
  values.name = ' Lobby fridge ';
  values.serialNumber = 'K-100';
  values.pin = '0123';
  values.technicianPin = '9876';
  values.location.postalCode = '01234';
  values.tags = ['Lobby', ' '];
  values.components.manufacturer = 'Acme';
  return values;
}

describe('kiosk form values', () => {
  it('sends PINs as integers, the postal code as text and empty texts as null', () => {
    const input = valuesToInput(filled());
    expect(input).toMatchObject({
      name: 'Lobby fridge',
      serialNumber: 'K-100',
      notes: null,
      pin: 123,
      technicianPin: 9876,
      orgId: ORG,
      tags: ['Lobby'],
    });
    expect(input.location).toMatchObject({ postalCode: '01234', city: null });
    expect(input.components).toEqual({ manufacturer: 'Acme', type: null, model: null });
    expect(validateKioskValues(filled())).toEqual({});
  });

  it('requires the name and serial number', () => {
    const values = newKioskValues(ORG);
    expect(validateKioskValues(values)).toMatchObject({ name: 'REQUIRED', serialNumber: 'REQUIRED' });
  });

  it('accepts only exactly 4 digits as a PIN, and two different PINs', () => {
    const values = filled();
    values.pin = '123';
    values.technicianPin = '12a4';
    expect(validateKioskValues(values)).toMatchObject({ pin: 'PIN_INVALID', technicianPin: 'PIN_INVALID' });
    values.pin = '4444';
    values.technicianPin = '4444';
    expect(validateKioskValues(values)).toEqual({ technicianPin: 'PINS_NOT_DIFFERENT' });
  });

  it('refuses a serial number that is not a safe topic segment', () => {
    const values = filled();
    values.serialNumber = 'K 1/2';
    expect(validateKioskValues(values)).toEqual({ serialNumber: 'SERIAL_NUMBER_INVALID' });
  });

  it('shows a saved kiosk with its PINs as 4 digits', () => {
    const kiosk = {
      _id: 'k1',
      name: 'Lobby',
      serialNumber: 'K-1',
      notes: null,
      pin: 42,
      technicianPin: null,
      orgId: ORG,
      location: {
        name: null,
        line1: 'Main St 1',
        line2: null,
        postalCode: '01234',
        city: null,
        state: null,
        country: null,
      },
      tags: [{ name: 'Lobby' }],
      components: { manufacturer: null, type: null, model: 'M1' },
      online: false,
      doorStatus: 'unknown',
      inService: true,
      updated: '2026-05-01T12:00:00Z',
    } satisfies KioskDetail;
    const values = kioskToValues(kiosk);
    expect(values).toMatchObject({ pin: '0042', technicianPin: '', notes: '', tags: ['Lobby'] });
    expect(values.location.line1).toBe('Main St 1');
    expect(values.components.model).toBe('M1');
  });
});
