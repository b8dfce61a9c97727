/** PostgreSQL error classes the services translate into AppErrors (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
/** Data exceptions (class 22: bad text, number or date) and program limits (class 54: too large, too deep): the input's fault. */
export const isRefusedInput = (error: unknown) => /^(22|54)[0-9A-Z]{3}$/.test(sqlState(error) ?? '');

/**
 * SQLSTATEs of a database that is restarting, failing over or out of connections: class 08 (connection
 * exception), 57P01–57P03 (terminated by an administrator or a crash, not accepting connections yet),
 * 53300 (too many connections) and 25006 (a read-only transaction: a standby answers until it is promoted).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300|25006)$/;
/** Socket errors of a database that cannot be reached. */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and pg-pool say, without a code, when a connection dropped or could not be had. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Query read timeout)/;

/**
 * Whether an error means the database is unreachable for now (a restart, a failover, a network cut) rather
 * than that the statement or its input is wrong. Such a request is answered "temporarily unavailable"
 * (SERVICE_UNAVAILABLE, HTTP 503), a device message stays unacknowledged, and nothing is logged as our fault.
 * The socket errors are not the database's alone: another service a request needs that cannot be reached
 * (an external identity provider's userinfo endpoint) is answered the same way, which is as true.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause);
    // A connection refused on every address of a host (Node's happy eyeballs) is an AggregateError.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
