import { TEMPERATURE } from '@kiosk/common/constants';
import type { AcceptedPayment, ControllerSettings } from '@kiosk/common/mqtt';
import type { Kiosk } from '../../generated/graphql.ts';
import type { KioskRow } from './kiosks.repository.ts';

/** The kiosk's stored settings columns as they are: the configuration module's Kiosk field resolvers show them. */
export interface KioskStoredSettings {
  controller: Partial<ControllerSettings>;
  /** With its secrets: never sent as is (Kiosk.acceptedPayment shows only whether they are set). */
  acceptedPayment: AcceptedPayment | null;
  esl: string | null;
}

/**
 * A kiosk as its resolvers return it. The fields left out have field resolvers: Kiosk.inventory and
 * Kiosk.visitSchedule here, the settings fields (controller, acceptedPayment, esl, currency, schedule) in the
 * configuration module, from `storedSettings` (ADR 0019).
 */
export type KioskJson = Omit<
  Kiosk,
  'inventory' | 'visitSchedule' | 'controller' | 'acceptedPayment' | 'esl' | 'currency' | 'schedule'
> & { storedSettings: KioskStoredSettings };

/** The kiosk reports temperatures in 1/100 °C; the API answers °C. */
const celsius = (hundredths: number | null | undefined) => (typeof hundredths === 'number' ? hundredths / 100 : null);

/** A kiosk row as the API shows it (spec §3 Kiosk), with its income today (KiosksService.dayIncome). */
export function toKioskJson(row: KioskRow, dayIncome = '0.00'): KioskJson {
  const sensors = row.temperatures.slice(0, 4).map(celsius);
  return {
    _id: row.id,
    name: row.name,
    serialNumber: row.serialNumber,
    notes: row.notes,
    pin: row.pin,
    technicianPin: row.technicianPin,
    orgId: row.orgId,
    location: {
      name: row.location.name ?? null,
      line1: row.location.line1 ?? null,
      line2: row.location.line2 ?? null,
      postalCode: row.location.postalCode ?? null,
      city: row.location.city ?? null,
      state: row.location.state ?? null,
      country: row.location.country ?? null,
    },
    tags: row.tags.map((name) => ({ name, orgId: row.orgId })),
    components: {
      manufacturer: row.components.manufacturer ?? null,
      type: row.components.type ?? null,
      model: row.components.model ?? null,
    },
    qrcode: row.qrcode,
    online: row.online,
    lastMessage: row.lastSeen,
    doorStatus: row.door,
    session: { type: row.sessionType, since: row.sessionSince },
    temperature: { sensors, value: sensors[0] ?? null, updated: row.temperaturesUpdated },
    heartbeat: { uptime: row.uptime, updated: row.heartbeatAt },
    inService: row.inService,
    serviceReason: row.serviceReason,
    ipAddress: row.ipAddress,
    firmware: row.firmware,
    thermostatTemperature: row.controller.thermostatTemperature ?? TEMPERATURE.defaultThermostat,
    dayIncome,
    deviceCredentialsIssuedAt: row.deviceSecretIssuedAt,
    created: row.createdAt,
    updated: row.updatedAt,
    storedSettings: { controller: row.controller, acceptedPayment: row.acceptedPayment, esl: row.esl },
  };
}
