/**
 * The kiosk form's values and their mapping to the API (spec §3 Kiosk, §5 kiosk save rules): PINs are
 * typed as exactly 4 digits and sent as integers (0123 → 123, as the device gets them); the postal
 * code stays text; empty texts are sent as null. Validation is the shared zod schema
 * (packages/common/src/validation/kiosk.ts) run over the API input, plus the 4-digit rule of the form.
 */
import { PIN_LENGTH } from '@kiosk/common/constants';
import { isErrorCode, type ErrorCode } from '@kiosk/common/errors';
import { kioskCreateInput } from '@kiosk/common/validation';
import type { KioskInput } from '../../generated/graphql.ts';
import type { KioskDetail } from './kiosks.queries.ts';

export const LOCATION_KEYS = ['name', 'line1', 'line2', 'postalCode', 'city', 'state', 'country'] as const;
export const COMPONENT_KEYS = ['manufacturer', 'type', 'model'] as const;
type LocationKey = (typeof LOCATION_KEYS)[number];
type ComponentKey = (typeof COMPONENT_KEYS)[number];

export interface KioskFormValues {
  orgId: string | null;
  name: string;
  serialNumber: string;
  notes: string;
  pin: string;
  technicianPin: string;
  location: Record<LocationKey, string>;
  tags: string[];
  components: Record<ComponentKey, string>;
}

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

function emptyRecord<K extends string>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
}

export function newKioskValues(orgId: string | null): KioskFormValues {
  return {
    orgId,
    name: '',
    serialNumber: '',
    notes: '',
    pin: '',
    technicianPin: '',
    location: emptyRecord(LOCATION_KEYS),
    tags: [],
    components: emptyRecord(COMPONENT_KEYS),
  };
}

/** A PIN as the form shows it: always 4 digits (123 → "0123"). */
function pinToText(pin: number | null | undefined): string {
  return pin == null ? '' : String(pin).padStart(PIN_LENGTH, '0');
}

export function kioskToValues(kiosk: KioskDetail): KioskFormValues {
  const location = Object.fromEntries(LOCATION_KEYS.map((key) => [key, kiosk.location[key] ?? ''])) as Record<
    LocationKey,
    string
  >;
  const components = Object.fromEntries(COMPONENT_KEYS.map((key) => [key, kiosk.components[key] ?? ''])) as Record<
    ComponentKey,
    string
  >;
  return {
    orgId: kiosk.orgId,
    name: kiosk.name,
    serialNumber: kiosk.serialNumber,
    notes: kiosk.notes ?? '',
    pin: pinToText(kiosk.pin),
    technicianPin: pinToText(kiosk.technicianPin),
    location,
    tags: kiosk.tags.map((tag) => tag.name),
    components,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** "" → null; digits → their integer; anything else → NaN, which the schema refuses as PIN_INVALID. */
function pinToInput(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export function valuesToInput(values: KioskFormValues): KioskInput {
  return {
    name: values.name.trim(),
    serialNumber: values.serialNumber.trim(),
    notes: textOrNull(values.notes),
    pin: pinToInput(values.pin),
    technicianPin: pinToInput(values.technicianPin),
    ...(values.orgId ? { orgId: values.orgId } : {}),
    location: Object.fromEntries(LOCATION_KEYS.map((key) => [key, textOrNull(values.location[key])])),
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
    components: Object.fromEntries(COMPONENT_KEYS.map((key) => [key, textOrNull(values.components[key])])),
  };
}

/** Maps an API input path (zod issue or server `extensions.fields`) to the form field showing it. */
export function apiPathToFormPath(path: string): string {
  return path.startsWith('tags.') ? 'tags' : path;
}

/** Form path → error code; empty when the values may be sent. */
export function validateKioskValues(values: KioskFormValues): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  for (const key of ['pin', 'technicianPin'] as const) {
    if (values[key].trim() !== '' && !PIN_PATTERN.test(values[key].trim())) errors[key] = 'PIN_INVALID';
  }
  const result = kioskCreateInput.safeParse(valuesToInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      errors[apiPathToFormPath(issue.path.join('.'))] ??= isErrorCode(issue.message) ? issue.message : 'BAD_USER_INPUT';
    }
  }
  return errors;
}
