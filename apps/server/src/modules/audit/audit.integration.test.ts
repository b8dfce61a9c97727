import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import {
  CALLERS,
  TARGETS,
  createAuthzWorld,
  reaches,
  type AuthzCase,
  type AuthzWorld,
  type Caller,
} from '../../test-support/authz.ts';
import { gqlUpload } from '../../test-support/upload.ts';
import { loadAuthzCases } from '../../test-support/authz-cases.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { AUDIT_GRID_QUERY } from './audit.test-data.ts';

/** Every module's authorization-matrix cases: they know how to call each operation successfully. */
const CASES: AuthzCase[] = await loadAuthzCases();

interface Entry {
  _id: string;
  at: string;
  actorType: string;
  userId: string | null;
  actorEmail: string | null;
  endpoint: string;
  operation: string;
  objectType: string | null;
  objectId: string | null;
  orgId: string | null;
  args: string;
  changeCount: number;
  changes: {
    objectType: string;
    objectId: string | null;
    action: string;
    before: string | null;
    after: string | null;
  }[];
}
interface Grid {
  gridAuditEntries: { total: number; data: Entry[]; objectTypes: string[]; actors: { userId: string }[] };
}

/** Mutation fields a module's SDL declares, by endpoint. */
function mutationFields(world: AuthzWorld): { endpoint: string; field: string }[] {
  return world.built.modules.flatMap((m) =>
    (m.graphql ?? []).flatMap((g) =>
      parse(g.typeDefs).definitions.flatMap((definition) =>
        (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
        definition.name.value === 'Mutation'
          ? (definition.fields ?? []).map((field) => ({ endpoint: g.endpoint, field: field.name.value }))
          : [],
      ),
    ),
  );
}

describe.each(testDatabaseKinds())('audit log on %s', (kind) => {
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

  /** Entries written by callers (not the system's own commands, which background work may add any time). */
  const callerEntries = () =>
    database.query<{ id: string; operation: string; endpoint: string; user_id: string | null; actor_type: string }>(
      `SELECT id, operation, endpoint, user_id, actor_type FROM audit_entries WHERE endpoint <> 'system' ORDER BY at, id`,
    );

  const grid = async (caller: Caller, filter: Record<string, unknown> = {}) => {
    const result = await world.call<Grid>(caller, 'organizations', AUDIT_GRID_QUERY, { f: filter, size: 500 });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data?.gridAuditEntries as Grid['gridAuditEntries'];
  };

  it('walks every mutation of every endpoint: each successful call leaves exactly one entry naming it', async () => {
    const mutations = mutationFields(world);
    expect(mutations.length).toBeGreaterThan(40);
    const cases = new Map(CASES.map((c) => [`${c.endpoint}.${c.operation}`, c]));
    // A mutation without a case cannot be walked: the authorization matrix fails for it too.
    expect(mutations.filter((m) => !cases.has(`${m.endpoint}.${m.field}`))).toEqual([]);

    const failures: string[] = [];
    for (const { endpoint, field } of mutations) {
      const testCase = cases.get(`${endpoint}.${field}`) as AuthzCase;
      const target = (testCase.targets ?? TARGETS)[0] ?? 'parent';
      const caller = CALLERS.find((c) => (testCase.allowed ?? reaches)(c, target)) ?? 'root';
      const { query, variables, upload } = await testCase.request(world, target);
      const before = await callerEntries();
      const result = upload
        ? await gqlUpload(world.built, testCase.endpoint, query, variables ?? {}, upload, world.tokens[caller])
        : await world.call(caller, testCase.endpoint, query, variables);
      if (result.errors) {
        failures.push(`${field}: the case failed as ${caller}: ${JSON.stringify(result.errors)}`);
        continue;
      }
      const added = (await callerEntries()).slice(before.length);
      if (added.length !== 1) failures.push(`${field}: ${added.length} entries (${added.map((e) => e.operation)})`);
      else if (
        added[0]?.operation !== field ||
        added[0].endpoint !== endpoint ||
        added[0].user_id !== world.users[caller]
      )
        failures.push(`${field}: entry names ${JSON.stringify(added[0])}`);
    }
    expect(failures).toEqual([]);
  });

  it('a refused mutation leaves no entry and changes nothing', async () => {
    const before = await callerEntries();
    const result = await world.call(
      'foreignAdmin',
      'organizations',
      'mutation($orgId: ID!, $data: OrganizationInput!) { updateOrganization(orgId: $orgId, data: $data) { _id } }',
      { orgId: world.orgs.parent, data: { description: 'not allowed' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBeOneOf(['FORBIDDEN', 'NOT_FOUND']);
    expect(await callerEntries()).toEqual(before);
  });

  it('a change whose entry cannot be written does not happen (same transaction)', async () => {
    const [org] = await database.query<{ description: string | null }>(
      'SELECT description FROM organizations WHERE id = $1',
      [world.orgs.sub],
    );
    await database.query(`CREATE FUNCTION audit_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await database.query(`CREATE TRIGGER audit_refuse BEFORE INSERT ON audit_entries FOR EACH ROW
      WHEN (NEW.operation = 'updateOrganization') EXECUTE FUNCTION audit_refuse()`);
    try {
      const before = await callerEntries();
      const result = await world.call(
        'root',
        'organizations',
        'mutation($orgId: ID!, $data: OrganizationInput!) { updateOrganization(orgId: $orgId, data: $data) { _id } }',
        { orgId: world.orgs.sub, data: { description: 'never stored' } },
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL');
      const [after] = await database.query<{ description: string | null }>(
        'SELECT description FROM organizations WHERE id = $1',
        [world.orgs.sub],
      );
      expect(after?.description).toBe(org?.description);
      expect(await callerEntries()).toEqual(before);
      const orphans = await database.query(
        'SELECT 1 FROM audit_changes c WHERE NOT EXISTS (SELECT 1 FROM audit_entries e WHERE e.id = c.entry_id)',
      );
      expect(orphans).toEqual([]);
    } finally {
      await database.query('DROP TRIGGER audit_refuse ON audit_entries');
      await database.query('DROP FUNCTION audit_refuse()');
    }
  });

  it('finds a price change with the price before → after, and names the user who made it', async () => {
    const productId = (
      await world.context.services.products.create(world.context.root, {
        orgId: world.orgs.parent,
        name: 'Audited Lemonade',
        defaultPrice: '1.00',
      })
    ).id;
    const changed = await world.call(
      'parentAdmin',
      'products',
      'mutation($id: ID, $d: ProductLineInput!) { updateProductLine(id: $id, data: $d) { _id } }',
      { id: productId, d: { name: 'Audited Lemonade', defaultPrice: '1.35' } },
    );
    expect(changed.errors).toBeUndefined();
    const found = await grid('parentAdmin', { search: 'Audited Lemonade', userId: world.users.parentAdmin });
    const entry = found.data.find((e) => e.operation === 'updateProductLine');
    expect(entry).toMatchObject({ actorType: 'user', actorEmail: 'parentadmin@matrix.test', orgId: world.orgs.parent });
    const priceChanges = (entry?.changes ?? []).flatMap((change) => {
      const before = JSON.parse(change.before ?? '{}') as Record<string, unknown>;
      const after = JSON.parse(change.after ?? '{}') as Record<string, unknown>;
      return 'price' in after || 'default_price' in after
        ? [{ before: before.price ?? before.default_price, after: after.price ?? after.default_price }]
        : [];
    });
    expect(priceChanges).toContainEqual({ before: '1.00', after: '1.35' });
    // The object type filter finds it by what it changed.
    const byType = await grid('parentAdmin', { objectType: entry?.objectType });
    expect(byType.data.map((e) => e._id)).toContain(entry?._id);
    // A period before it does not.
    const earlier = await grid('parentAdmin', { to: new Date(Date.parse(entry?.at ?? '') - 60_000).toISOString() });
    expect(earlier.data.map((e) => e._id)).not.toContain(entry?._id);
    const within = await grid('parentAdmin', { from: new Date(Date.parse(entry?.at ?? '') - 60_000).toISOString() });
    expect(within.data.map((e) => e._id)).toContain(entry?._id);
  });

  it('masks PINs, device secrets and payment secrets in arguments and in before → after', async () => {
    const kiosk = await newKiosk(world.context, world.orgs.parent, { pin: 1111 });
    await database.query('UPDATE kiosks SET online = true WHERE id = $1', [kiosk.id]);
    const pin = await world.call(
      'root',
      'kiosk',
      'mutation($id: ID!, $d: KioskUpdateInput!) { kioskUpdate(id: $id, data: $d) { _id } }',
      { id: kiosk.id, d: { pin: 4321, technicianPin: 8765 } },
    );
    expect(pin.errors).toBeUndefined();
    const payment = await world.call(
      'root',
      'kiosk',
      'mutation($d: ConfigureKioskPropsInput!) { configureKioskProps(data: $d) { offline } }',
      {
        d: {
          kioskId: kiosk.id,
          acceptedPayment: {
            type: 'adyen',
            config: { username: 'shop', password: 'p4ss-w0rd', clientSecret: 's3cr3t-x' },
          },
        },
      },
    );
    expect(payment.errors).toBeUndefined();
    const credentials = await world.call<{ kioskDeviceCredentials: { password: string } }>(
      'root',
      'kiosk',
      'mutation($k: ID!) { kioskDeviceCredentials(kioskId: $k) { username password } }',
      { k: kiosk.id },
    );
    expect(credentials.errors).toBeUndefined();
    const secret = credentials.data?.kioskDeviceCredentials.password as string;

    const entries = (await grid('root', { search: kiosk.id })).data;
    // Ids and the random serial number are hex: taken out first, so a PIN's digits cannot match inside them.
    const text = JSON.stringify(entries)
      .replaceAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
      .replaceAll(kiosk.serialNumber, '<serial>');
    for (const leaked of ['4321', '8765', 'p4ss-w0rd', 's3cr3t-x', secret]) expect(text).not.toContain(leaked);
    const pinEntry = entries.find((e) => e.operation === 'kioskUpdate');
    expect(JSON.parse(pinEntry?.args ?? '{}')).toMatchObject({ data: { pin: '••••', technicianPin: '••••' } });
    expect(pinEntry?.changes).toContainEqual(
      expect.objectContaining({
        objectType: 'kiosks',
        action: 'update',
        after: expect.stringContaining('"pin":"••••"'),
      }),
    );
    const paymentEntry = entries.find((e) => e.operation === 'configureKioskProps');
    expect(JSON.stringify(paymentEntry?.changes)).toContain('shop');
  });

  it('scopes entries: an organization admin sees their organizations only, root sees all', async () => {
    for (const orgId of [world.orgs.foreign, world.orgs.subSub]) {
      const changed = await world.call(
        'root',
        'organizations',
        'mutation($orgId: ID!, $data: OrganizationInput!) { updateOrganization(orgId: $orgId, data: $data) { _id } }',
        { orgId, data: { description: 'scoped change' } },
      );
      expect(changed.errors).toBeUndefined();
    }
    const all = await grid('root');
    expect(all.total).toBe(all.data.length);
    const orgs = new Set(all.data.map((e) => e.orgId));
    expect(orgs.has(world.orgs.foreign)).toBe(true);
    expect(orgs.has(world.orgs.parent)).toBe(true);
    const below = async (orgId: string) =>
      (
        await database.query<{ id: string }>(
          `WITH RECURSIVE tree AS (SELECT id FROM organizations WHERE id = $1
             UNION ALL SELECT o.id FROM organizations o JOIN tree ON o.parent_id = tree.id) SELECT id FROM tree`,
          [orgId],
        )
      ).map((row) => row.id);
    const parentReach = await below(world.orgs.parent);
    const parent = await grid('parentAdmin');
    expect(parent.data.length).toBeGreaterThan(0);
    for (const entry of parent.data) expect(parentReach).toContain(entry.orgId);
    // Everything root sees in the admin's reach, the admin sees too.
    expect(parent.total).toBe(all.data.filter((e) => e.orgId && parentReach.includes(e.orgId)).length);
    const foreignReach = await below(world.orgs.foreign);
    const foreign = await grid('foreignAdmin');
    for (const entry of foreign.data) expect(foreignReach).toContain(entry.orgId);
    const refused = await world.call('consumer', 'organizations', AUDIT_GRID_QUERY, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('NO_CONSOLE_ACCESS');
  });

  it('records a command the server sends by itself as the system, in the command’s own transaction', async () => {
    const kiosk = await newKiosk(world.context, world.orgs.sub);
    const row = await world.context.services.commands.enqueue(
      { id: kiosk.id, orgId: world.orgs.sub, serialNumber: kiosk.serialNumber },
      'service',
      { inService: false, reason: 'temperature' },
      null,
    );
    const [entry] = await database.query<{
      actor_type: string;
      operation: string;
      object_type: string;
      org_id: string;
    }>(`SELECT actor_type, operation, object_type, org_id FROM audit_entries WHERE object_id = $1`, [row.id]);
    expect(entry).toEqual({
      actor_type: 'system',
      operation: 'command.service',
      object_type: 'kiosk_commands',
      org_id: world.orgs.sub,
    });
    const seen = await grid('subAdmin', { objectType: 'kiosk_commands' });
    expect(seen.data.some((e) => e.actorType === 'system' && e.objectId === row.id)).toBe(true);
  });

  it('device ingest and other work outside a mutation records nothing', async () => {
    const before = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_changes');
    const kiosk = await newKiosk(world.context, world.orgs.sub);
    // As the device gateway writes live state: outside any unit of work.
    await database.query(`UPDATE kiosks SET online = true, firmware = '9.9.9' WHERE id = $1`, [kiosk.id]);
    const after = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_changes');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('exports the filtered entries as CSV through the e-mailed exports', async () => {
    const token = world.tokens.parentAdmin;
    const response = await world.built.app.inject({
      method: 'POST',
      url: '/api/v1/audit/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'csv', lng: 'de', search: 'Audited Lemonade' },
    });
    expect(response.statusCode).toBe(201);
    const kindOf = world.built.modules.flatMap((m) => m.exportKinds ?? []).find((k) => k.kind === 'auditLog');
    const viewer = await world.context.services.users.viewerForUser(world.users.parentAdmin as string);
    const table = (await kindOf?.build(viewer, 'de', { search: 'Audited Lemonade' }, 'csv')) as {
      columns: { header: string }[];
      rows: AsyncIterable<Record<string, unknown>>;
    };
    expect(table.columns.map((c) => c.header)).toContain('Vorgang');
    const rows = [];
    for await (const row of table.rows) rows.push(row);
    expect(rows.some((row) => row.operation === 'updateProductLine' && String(row.changes).includes('"1.35"'))).toBe(
      true,
    );
    // The object type in the language of the export.
    expect(rows.find((row) => row.operation === 'updateProductLine')?.objectType).toBe('Produkt');
    const bad = await world.built.app.inject({
      method: 'POST',
      url: '/api/v1/audit/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { userId: 'not-an-id' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
