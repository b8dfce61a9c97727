import type { Currency } from '@kiosk/common/constants';
import { workingCurrency } from '@kiosk/common/format';
import type { Viewer } from './viewer.ts';

/** The organizations' currencies by id (the organizations module's `summaries`, handed in as a port). */
export type CurrencyLookup = (orgIds: readonly string[]) => Promise<Map<string, { currency: string }>>;

/**
 * The currency a caller's money is shown in — screens' figures, export files — by the one rule of spec §4
 * (`workingCurrency` in `@kiosk/common/format`, which the console applies too): root sees euro, anyone
 * else the currency of their first admin organization. Reads no organization for root.
 */
export async function callerCurrency(viewer: Viewer, currencies: CurrencyLookup): Promise<Currency> {
  if (viewer.root) return workingCurrency({ root: true, memberships: [] });
  const memberships =
    viewer.self?.memberships ?? viewer.adminOrgIds.map((orgId) => ({ orgId, role: 'admin', status: 'ACTIVE' }));
  const ids = [...new Set(memberships.map((m) => m.orgId))];
  const known = ids.length ? await currencies(ids) : new Map<string, { currency: string }>();
  return workingCurrency({
    root: false,
    memberships: memberships.map((m) => ({ role: m.role, status: m.status, currency: known.get(m.orgId)?.currency })),
  });
}
