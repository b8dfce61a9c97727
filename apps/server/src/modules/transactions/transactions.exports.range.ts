import { AppError } from '../../lib/errors.ts';

/** Spec §5: the start of a date-range export when neither bound is given (2015-01-01 UTC). */
export const DEFAULT_EXPORT_START = 1420070400000;

const MISSING = new Set(['', 'null', 'undefined']);

function bound(value: unknown, field: 'from' | 'to'): Date | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new AppError('BAD_USER_INPUT', { message: `Invalid ${field}`, fields: { [field]: 'BAD_USER_INPUT' } });
  }
  const text = String(value).trim();
  if (MISSING.has(text)) return undefined;
  // Epoch milliseconds (what the console sends) or an ISO date.
  const parsed = /^-?\d+$/.test(text) ? new Date(Number(text)) : new Date(text);
  if (Number.isNaN(parsed.getTime())) {
    throw new AppError('BAD_USER_INPUT', { message: `Invalid ${field}`, fields: { [field]: 'BAD_USER_INPUT' } });
  }
  return parsed;
}

/**
 * The period of a transactions export from its path and body (spec §5). A bound is missing when it is
 * absent, empty, or the text `null` / `undefined` (what a client sends for an unset value); the path's
 * bound wins over the body's. Both missing: 1420070400000 to now; one missing: that one is now.
 */
export function exportRange(
  path: { from?: unknown; to?: unknown },
  body: { from?: unknown; to?: unknown },
  now: Date = new Date(),
): { from: Date; to: Date } {
  const from = bound(path.from, 'from') ?? bound(body.from, 'from');
  const to = bound(path.to, 'to') ?? bound(body.to, 'to');
  if (!from && !to) return { from: new Date(DEFAULT_EXPORT_START), to: now };
  const range = { from: from ?? now, to: to ?? now };
  if (range.from > range.to) {
    throw new AppError('BAD_USER_INPUT', {
      message: 'The period ends before it starts',
      fields: { to: 'BAD_USER_INPUT' },
    });
  }
  return range;
}
