import { consoleCaller, type AuthzCase, type AuthzWorld } from '../../test-support/authz.ts';

/** Test data of the audit module: the authorization-matrix cases. */

export const AUDIT_GRID_QUERY = `query($f: AuditFilter, $page: Int, $size: Int) {
  gridAuditEntries(filter: $f, page: $page, pageSize: $size) {
    total objectTypes actors { userId email }
    data { _id at actorType userId apiKeyId actorEmail endpoint operation objectType objectId orgId orgName args
      changeCount changes { objectType objectId action before after } }
  }
}`;

/** Marks the entries of the matrix case (other cases create organizations the world does not name). */
const MARKER = 'audit-matrix-marker';

/** A root change in every organization of the world, so each caller has entries to see or not see. */
async function changedEverywhere(world: AuthzWorld): Promise<void> {
  for (const target of ['parent', 'sub', 'foreign'] as const) {
    const result = await world.call(
      'root',
      'organizations',
      'mutation($orgId: ID!, $data: OrganizationInput!) { updateOrganization(orgId: $orgId, data: $data) { _id } }',
      { orgId: world.orgs[target], data: { description: `${MARKER} ${target} ${Date.now()}` } },
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  }
}

export const authzCases: AuthzCase[] = [
  {
    operation: 'gridAuditEntries',
    endpoint: 'organizations',
    targets: ['parent'],
    allowed: consoleCaller,
    request: async (world) => {
      await changedEverywhere(world);
      return { query: AUDIT_GRID_QUERY, variables: { f: { search: MARKER }, size: 500 } };
    },
    // An entry without an organization (root-only) counts as outside every admin's reach.
    rowOrgIds: (data) =>
      (data.gridAuditEntries as { data: { orgId: string | null }[] }).data.map((entry) => entry.orgId ?? 'no-org'),
  },
];
