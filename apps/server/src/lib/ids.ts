import { AppError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the outside: a malformed one is simply not found (no database error, no hint). */
export function isId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The id, or NOT_FOUND (naming the field for forms) when it is missing or not a uuid. */
export function requireId(id: string | null | undefined, field = 'id'): string {
  if (!isId(id)) throw new AppError('NOT_FOUND', { fields: { [field]: 'NOT_FOUND' } });
  return id;
}
