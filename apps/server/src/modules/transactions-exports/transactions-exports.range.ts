import { DATE_INPUT_RULE, exportBound } from '@kiosk/common/validation';
import { AppError } from '../../lib/errors.ts';

/** Spec §5: the start of a date-range export when neither bound is given (2015-01-01 UTC). */
export const DEFAULT_EXPORT_START = 1420070400000;

function bound(value: unknown, field: 'from' | 'to'): Date | undefined {
  const parsed = exportBound.safeParse(value);
  if (!parsed.success) {
    throw new AppError('BAD_USER_INPUT', {
      message: `Invalid input: ${field} — ${DATE_INPUT_RULE}, or epoch milliseconds`,
      fields: { [field]: 'BAD_USER_INPUT' },
    });
  }
  return parsed.data;
}

/**
 * The period of a transactions export from its path and body (spec §5). A bound is missing when it is
 * absent, empty, or the text `null` / `undefined` (what a client sends for an unset value); a bound given
 * follows the date rule (years 2000–2100, `exportBound`); the path's bound wins over the body's. Both missing: 1420070400000 to now; one missing: that one is now.
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
