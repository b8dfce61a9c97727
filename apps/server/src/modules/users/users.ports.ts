import type { MembershipRow, MembershipView } from './users.repository.ts';

/** What the users module needs of the organizations module (it owns no organization data). */
export interface OrganizationsPort {
  /** The given organizations and every organization below them. */
  withDescendants(orgIds: readonly string[]): Promise<string[]>;
  /** Name and currency by id; unknown ids are absent. */
  summaries(orgIds: readonly string[]): Promise<Map<string, { name: string; currency: string }>>;
}

/** Memberships with their organization's name and currency, in the order given. */
export async function nameMemberships(
  organizations: OrganizationsPort,
  byUser: Map<string, MembershipRow[]>,
): Promise<Map<string, MembershipView[]>> {
  const orgIds = [...new Set([...byUser.values()].flat().map((m) => m.orgId))];
  const names = orgIds.length ? await organizations.summaries(orgIds) : new Map();
  const result = new Map<string, MembershipView[]>();
  for (const [userId, rows] of byUser) {
    result.set(
      userId,
      rows.flatMap((m) => {
        const org = names.get(m.orgId);
        return org ? [{ ...m, orgName: org.name, currency: org.currency }] : [];
      }),
    );
  }
  return result;
}
