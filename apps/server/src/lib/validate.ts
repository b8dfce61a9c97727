import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from '@kiosk/common/errors';
import { AppError } from './errors.ts';

/**
 * Parses input with a shared zod schema (packages/common/validation). On failure throws AppError with
 * the first problem's code (schemas use error codes as messages, e.g. INVALID_EMAIL) and a
 * field → code map for forms.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fields[issue.path.join('.') || '_'] ??= isErrorCode(issue.message) ? issue.message : 'BAD_USER_INPUT';
  }
  const first = result.error.issues[0];
  const code: ErrorCode = first && isErrorCode(first.message) ? first.message : 'BAD_USER_INPUT';
  const message =
    code === 'BAD_USER_INPUT' && first
      ? `Invalid input: ${first.path.join('.') || 'value'} — ${first.message}`
      : undefined;
  throw new AppError(code, message ? { fields, message } : { fields });
}
