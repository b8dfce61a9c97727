/** Exact money arithmetic on decimal strings with two places (ARCHITECTURE invariant 5), in cents. */

export function toCents(amount: string): bigint {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export const addMoney = (...amounts: string[]) => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));
export const subtractMoney = (a: string, b: string) => fromCents(toCents(a) - toCents(b));

/** a ÷ n rounded half away from zero to the cent. */
export function divideMoney(amount: string, n: number): string {
  if (n <= 0) return '0.00';
  const cents = toCents(amount);
  const divisor = BigInt(n);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const rounded = (abs * 2n + divisor) / (divisor * 2n);
  return fromCents(negative ? -rounded : rounded);
}
