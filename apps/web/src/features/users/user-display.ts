/**
 * Pure display rules of the users screens: which toast a status or root change shows (spec §4, §8),
 * masked payment cards, names and purchase summaries.
 */

type StatusToastKey = 'detail.toasts.activated' | 'detail.toasts.deactivated';
type RootToastKey = 'detail.toasts.rootGranted' | 'detail.toasts.rootRevoked';

/** Spec §4: 'User activated' if the toggle's result is ACTIVE, else 'User deactivated'. */
export function statusToastKey(resultStatus: string): StatusToastKey {
  return resultStatus === 'ACTIVE' ? 'detail.toasts.activated' : 'detail.toasts.deactivated';
}

/** Spec §8: granted or revoked, from the user's root flag after the change. */
export function rootToastKey(resultRoot: boolean): RootToastKey {
  return resultRoot ? 'detail.toasts.rootGranted' : 'detail.toasts.rootRevoked';
}

export function isActive(status: string): boolean {
  return status === 'ACTIVE';
}

/** Only the last four digits are ever shown: "•••• 4242" (anything else in the value is dropped). */
export function maskedLast4(last4digits: string): string {
  const digits = last4digits.replace(/\D/g, '').slice(-4);
  return digits.padStart(4, '•');
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** "Water ×2, Apple" — the purchase's items by name, repeated names counted, in order of first appearance. */
export function itemsSummary(items: readonly { productLine: { name: string } }[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.productLine.name, (counts.get(item.productLine.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(', ');
}

/** The distinct kiosk names of a purchase's items. */
export function kioskNames(items: readonly { kiosk?: { name?: string | null } | null }[]): string {
  return [...new Set(items.map((item) => item.kiosk?.name).filter((name): name is string => Boolean(name)))].join(', ');
}

/** The address as lines for display, empty parts left out. */
export function addressLines(
  address: {
    name?: string | null;
    line1?: string | null;
    line2?: string | null;
    postalCode?: string | null;
    city?: string | null;
    state?: string | null;
    country?: string | null;
  } | null,
): string[] {
  if (!address) return [];
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [address.name, address.line1, address.line2, cityLine, address.state, address.country].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}
