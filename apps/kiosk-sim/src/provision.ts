import fs from 'node:fs';
import type { DeviceCredentials } from '@kiosk/common/mqtt';
import type { FleetKiosk } from './fleet.ts';

/** A kiosk of a fleet file: what a virtual kiosk needs to log in, and the console's id of the kiosk. */
export interface FleetFileEntry extends FleetKiosk {
  kioskId?: string;
}

/** The kiosk endpoint of the console's API. */
export const KIOSK_GRAPHQL_PATH = '/api/v1/kiosk/graphql';

export interface ProvisionOptions {
  /** The console, e.g. `http://localhost:3000`. */
  api: string;
  /** Bearer token of an admin of the organization (or root). */
  token: string;
  orgId: string;
  prefix: string;
  count: number;
  /** Reused for kiosks it already has credentials for, and rewritten with the new ones. */
  fleetFile: string;
  /** Broker URL to use instead of the one the console returns (its `mqttWsUrl`). */
  url?: string;
  log?: (message: string) => void;
  fetch?: typeof fetch;
}

export function serialFor(prefix: string, index: number): string {
  return `${prefix}-${String(index).padStart(4, '0')}`;
}

export function readFleetFile(file: string): FleetFileEntry[] {
  const entries: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a JSON array of {serialNumber, password, url?}`);
  return entries.map((entry: unknown, index) => {
    const value = entry as Partial<FleetFileEntry> | null;
    if (!value || typeof value.serialNumber !== 'string' || typeof value.password !== 'string') {
      throw new Error(`${file}: entry ${index} needs serialNumber and password`);
    }
    return {
      serialNumber: value.serialNumber,
      password: value.password,
      url: typeof value.url === 'string' ? value.url : '',
      ...(typeof value.kioskId === 'string' ? { kioskId: value.kioskId } : {}),
    };
  });
}

/** A PIN of four digits (1000–9999), different from `other`. */
function pin(other?: number): number {
  for (;;) {
    const value = 1000 + Math.floor(Math.random() * 9000);
    if (value !== other) return value;
  }
}

/**
 * Creates the kiosks `<prefix>-0001…` that the organization does not have yet (`kioskCreate`),
 * generates device credentials for those the fleet file has none for (`kioskDeviceCredentials`), and
 * writes the fleet file (it holds secrets: mode 0600).
 */
export async function provisionFleet(options: ProvisionOptions): Promise<FleetFileEntry[]> {
  const log = options.log ?? ((message: string) => console.log(message));
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await (options.fetch ?? fetch)(new URL(KIOSK_GRAPHQL_PATH, options.api), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json().catch(() => ({}))) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) {
      const reason = body.errors?.map((error) => error.message).join('; ') || `HTTP ${response.status}`;
      throw new Error(`Console API: ${reason}`);
    }
    return body.data;
  };

  const known = fs.existsSync(options.fleetFile) ? readFleetFile(options.fleetFile) : [];
  const { getKiosksByOrgIds: existing } = await call<{ getKiosksByOrgIds: { _id: string; serialNumber: string }[] }>(
    'query Kiosks($orgIds: [ID!]!) { getKiosksByOrgIds(orgIds: $orgIds) { _id serialNumber } }',
    { orgIds: [options.orgId] },
  );
  const entries: FleetFileEntry[] = [];
  let created = 0;
  let credentials = 0;
  for (let index = 1; index <= options.count; index += 1) {
    const serialNumber = serialFor(options.prefix, index);
    let kioskId = existing.find((kiosk) => kiosk.serialNumber === serialNumber)?._id;
    if (!kioskId) {
      const pinValue = pin();
      const { kioskCreate } = await call<{ kioskCreate: { _id: string; serialNumber: string } }>(
        'mutation Create($data: KioskInput!) { kioskCreate(data: $data) { _id serialNumber } }',
        {
          data: {
            name: `Simulated kiosk ${serialNumber}`,
            serialNumber,
            orgId: options.orgId,
            pin: pinValue,
            technicianPin: pin(pinValue),
          },
        },
      );
      kioskId = kioskCreate._id;
      created += 1;
    }
    const previous = known.find((entry) => entry.serialNumber === serialNumber && entry.kioskId === kioskId);
    if (previous) {
      entries.push({ ...previous, ...(options.url ? { url: options.url } : {}) });
      continue;
    }
    const { kioskDeviceCredentials: secret } = await call<{ kioskDeviceCredentials: DeviceCredentials }>(
      'mutation Credentials($kioskId: ID!) { kioskDeviceCredentials(kioskId: $kioskId) { username password mqttUrl mqttWsUrl } }',
      { kioskId },
    );
    credentials += 1;
    entries.push({
      serialNumber: secret.username,
      password: secret.password,
      url: options.url ?? (secret.mqttWsUrl || secret.mqttUrl),
      kioskId,
    });
  }
  fs.writeFileSync(options.fleetFile, `${JSON.stringify(entries, null, 2)}\n`, { mode: 0o600 });
  log(
    `kiosk-sim: ${created} kiosks created, ${credentials} credentials generated, ${entries.length} kiosks in ${options.fleetFile}`,
  );
  return entries;
}
