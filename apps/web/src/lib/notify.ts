/**
 * Toasts with the spec's durations (§8, §9) and the one way to turn an API error into text:
 *
 *   notifySuccess(t('products.detail.saved'));                       // 3000 ms
 *   notifyError(errorMessage(error, t));                             // 3000 ms
 *   notifyError(t('PRODUCT_ON_KIOSKS', { ns: 'errors' }), DURATIONS.productDeleteRefusedToastMs);
 *   form.setErrors(fieldErrors(error, t, mapPath));                 // server field errors next to fields
 *
 * errorMessage(): a GraphQLRequestError (also raised by REST calls) whose code we know → its errors.<CODE> text;
 * otherwise the server's message; a network failure → the generic 'Something went wrong' text.
 */
import { DURATIONS } from '@kiosk/common/constants';
import { isErrorCode, type ErrorCode } from '@kiosk/common/errors';
import { notifications } from '@mantine/notifications';
import { GraphQLRequestError } from './graphql-client.ts';

/** Any `t` of the app (whatever its namespace): error texts are read as t(code, { ns: 'errors' }). */
export type ErrorTranslator = (key: ErrorCode, options: { ns: 'errors' }) => string;

export function notifySuccess(message: string, durationMs: number = DURATIONS.generalToastMs): void {
  notifications.show({ message, color: 'teal', autoClose: durationMs, withBorder: true });
}

export function notifyError(message: string, durationMs: number = DURATIONS.generalToastMs): void {
  notifications.show({ message, color: 'red', autoClose: durationMs, withBorder: true });
}

const ERRORS = { ns: 'errors' } as const;

/** The error code of an API failure, if it is one of ours. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof GraphQLRequestError ? error.code : undefined;
}

/** User-facing text for any failure of an API call. */
export function errorMessage(error: unknown, t: ErrorTranslator): string {
  if (error instanceof GraphQLRequestError) {
    if (error.code) return t(error.code, ERRORS);
    if (error.errors.length > 0 && error.errors[0]?.message) return error.errors[0].message;
  }
  return t('INTERNAL', ERRORS);
}

/**
 * The server's field errors (`extensions.fields`: path → code) as translated texts keyed by form
 * path. `mapPath` renames API paths to form paths (e.g. `taxId` → `tax`); return null to drop one.
 */
export function fieldErrors(
  error: unknown,
  t: ErrorTranslator,
  mapPath: (apiPath: string) => string | null = (path) => path,
): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const result: Record<string, string> = {};
  for (const [path, code] of Object.entries(error.fields)) {
    const formPath = mapPath(path);
    if (formPath) result[formPath] = t(isErrorCode(code) ? code : 'BAD_USER_INPUT', ERRORS);
  }
  return result;
}
