/**
 * Exact money arithmetic on decimal strings with two places (ARCHITECTURE invariant 5): amounts become
 * integer cents (BigInt), never floats. The import's own copy of what it needs of the transactions module's
 * `transactions.money.ts` (a module does not import another module's files; the reports module keeps its
 * own the same way).
 */
function cents(amount: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a money amount: ${amount}`);
  const value = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

function text(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const addMoney = (a: string, b: string): string => text(cents(a) + cents(b));
export const multiplyMoney = (a: string, n: number): string => text(cents(a) * BigInt(Math.trunc(n)));
