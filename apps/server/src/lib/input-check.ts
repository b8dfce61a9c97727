import { DATE_INPUT_RULE } from '@kiosk/common/validation';
import { AppError } from './errors.ts';

/**
 * The checks every request's input passes before any module sees it (the GraphQL input guard and the
 * REST request guard both use them), so a module never has to think about text the database refuses.
 */

/** Deepest nesting of objects and arrays accepted in a JSON body, in GraphQL variables or in a query string. */
export const MAX_INPUT_DEPTH = 32;

export interface InputProblem {
  /** Dotted path of the offending field, e.g. `input.packagingOptions.0.ean`. */
  path: string;
  /** text: not storable; depth: nested too deep; date: not a date of the accepted range; period: ends before it starts. */
  reason: 'text' | 'depth' | 'date' | 'period';
}

/**
 * PostgreSQL stores no U+0000 in text or jsonb (the query fails), and an unpaired UTF-16 surrogate has no
 * UTF-8 form (the driver would silently turn it into U+FFFD). Everything else Unicode has is storable.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/**
 * The first string (value or object key) that cannot be stored, or the first place nested deeper than
 * MAX_INPUT_DEPTH. Only plain objects and arrays are walked: uploaded files and other objects are
 * checked by their own code. Recursion stops at the depth limit, so hostile nesting cannot overflow
 * the stack.
 */
export function findInputProblem(value: unknown, path: readonly string[] = [], depth = 0): InputProblem | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : { path: join(path), reason: 'text' };
  if (typeof value !== 'object' || value === null) return undefined;
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { path: join(path), reason: 'depth' };
  const entries: [string, unknown][] = isArray
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries) {
    if (!isArray && !isStorableText(key)) return { path: join(path), reason: 'text' };
    const problem = findInputProblem(item, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The validation error for a problem: `BAD_USER_INPUT`, the full path in the message (`data.name`,
 * `body.search`) and, as `lib/validate.ts` does for forms, the path inside the argument or body in
 * `fields` (`name`, `search`; a top-level argument keeps its own name).
 */
export function inputProblemError(problem: InputProblem): AppError {
  const field = problem.path || 'value';
  const [, ...inside] = field.split('.');
  const formField = inside.length ? inside.join('.') : field;
  const why = {
    text: 'contains a character that cannot be stored (U+0000 or an unpaired surrogate)',
    depth: `is nested deeper than ${MAX_INPUT_DEPTH} levels`,
    date: DATE_INPUT_RULE,
    period: 'must not lie before the start of the period (from)',
  }[problem.reason];
  return new AppError('BAD_USER_INPUT', {
    message: `Invalid input: ${field} — ${why}`,
    fields: { [formField]: 'BAD_USER_INPUT' },
  });
}

/** `{}`, `Object.create(null)`, and the query-string parser's objects (a prototype without a prototype). */
function isPlainObject(value: object): boolean {
  const prototype: object | null = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

function join(path: readonly string[]): string {
  return path.join('.');
}
