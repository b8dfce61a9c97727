import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createAuthzWorld, type AuthzWorld, type Caller } from '../../test-support/authz.ts';
import { AUDIT_GRID_QUERY } from './audit.test-data.ts';

interface EntryRow {
  id: string;
  endpoint: string;
  operation: string;
  actor_type: string;
  user_id: string | null;
  org_id: string | null;
  args: Record<string, unknown>;
}

/** REST calls that change data (export requests) are audited like mutations: one entry each, in their transaction. */
describe.each(testDatabaseKinds())('audit log of REST calls on %s', (kind) => {
  let database: TestDatabase;
  let world: AuthzWorld;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createAuthzWorld(database);
  });
  afterAll(async () => {
    await world.built.app.close();
    await database.dispose();
  });

  const restEntries = () =>
    database.query<EntryRow>(
      `SELECT id, endpoint, operation, actor_type, user_id, org_id, args FROM audit_entries
       WHERE endpoint = 'rest' ORDER BY at, id`,
    );

  const post = (caller: Caller, url: string, payload: Record<string, unknown>) =>
    world.built.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${world.tokens[caller] ?? ''}` },
      payload,
    });

  it('records an export request as one entry of its user, in the organization they administer', async () => {
    const before = await restEntries();
    const response = await post('subAdmin', '/api/v1/products/export/productList', { format: 'xlsx', lng: 'de' });
    expect(response.statusCode).toBe(201);
    const { exportId } = response.json<{ exportId: string }>();

    const added = (await restEntries()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      operation: 'requestExport',
      actor_type: 'user',
      user_id: world.users.subAdmin,
      org_id: world.orgs.sub,
      args: { kind: 'productList', format: 'xlsx', lng: 'de' },
    });
    const changes = await database.query<{ table_name: string; row_id: string; action: string }>(
      'SELECT table_name, row_id, action FROM audit_changes WHERE entry_id = $1',
      [added[0]?.id],
    );
    expect(changes).toEqual([{ table_name: 'exports', row_id: exportId, action: 'insert' }]);

    // Seen by the sub-organization's admin and the parent's, not by another organization's.
    const seenBy = async (caller: Caller) => {
      const result = await world.call<{ gridAuditEntries: { data: { _id: string }[] } }>(
        caller,
        'organizations',
        AUDIT_GRID_QUERY,
        { f: { search: 'requestExport' }, size: 100 },
      );
      expect(result.errors).toBeUndefined();
      return (result.data?.gridAuditEntries.data ?? []).map((entry) => entry._id);
    };
    expect(await seenBy('subAdmin')).toContain(added[0]?.id);
    expect(await seenBy('parentAdmin')).toContain(added[0]?.id);
    expect(await seenBy('foreignAdmin')).not.toContain(added[0]?.id);
  });

  it('records each REST export route, and nothing for a refused request', async () => {
    const before = await restEntries();
    const accepted = [
      await post('parentAdmin', '/api/v1/audit/export', { format: 'csv', lng: 'en' }),
      await post('parentAdmin', '/api/v1/reports/export/csv/en', {}),
      await post('parentAdmin', '/api/v1/transactions/products/export', { format: 'csv', lng: 'en' }),
    ];
    for (const response of accepted) expect(response.statusCode, response.body).toBeLessThan(300);
    const refused = await post('parentAdmin', '/api/v1/products/export/productList', { format: 'docx' });
    expect(refused.statusCode).toBe(400);
    const anonymous = await post('anonymous', '/api/v1/products/export/productList', {});
    expect(anonymous.statusCode).toBe(401);

    const added = (await restEntries()).slice(before.length);
    expect(added.map((entry) => entry.args.kind)).toEqual(['auditLog', 'reports', 'transactionProducts']);
    expect(added.every((entry) => entry.user_id === world.users.parentAdmin)).toBe(true);
  });
});
