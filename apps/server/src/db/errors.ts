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
