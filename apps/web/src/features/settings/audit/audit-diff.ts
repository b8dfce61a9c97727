/** Before → after of one changed row, field by field (values as recorded: JSON, secrets masked). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

function parseObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The fields of a change: an update lists the changed columns; an insert the new row's non-empty
 * columns; a delete the removed row's.
 */
export function fieldChanges(before: string | null | undefined, after: string | null | undefined): FieldChange[] {
  const old = parseObject(before);
  const next = parseObject(after);
  const fields = [...new Set([...Object.keys(old ?? {}), ...Object.keys(next ?? {})])];
  return fields
    .filter((field) => (old && next) || (old ?? next)?.[field] !== null)
    .map((field) => ({ field, before: old ? show(old[field]) : '—', after: next ? show(next[field]) : '—' }));
}
