import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { gql, mintAccessToken } from '../../test-support/app.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { ORGANIZATION_FIELDS } from './organizations.test-data.ts';

interface Org {
  _id: string;
  name: string;
  slug: string;
  parentOrg: { _id: string; name: string } | null;
  allSubsOrgIds: string[];
  [key: string]: unknown;
}
interface Grid {
  total: number;
  countries: string[];
  cities: string[];
  zipcodes: string[];
  parentOrg: { _id: string; name: string }[];
  data: Org[];
}

const GRID = `query($data: OrganizationsGridInput) { getOrganizationsGrid(data: $data) {
  total countries cities zipcodes parentOrg { _id name } data { _id name parentOrg { _id } allSubsOrgIds address { city country postalCode } }
} }`;
const BY_ID = `query($id: ID!) { getOrganizationById(id: $id) { ${ORGANIZATION_FIELDS} } }`;
const CREATE = `mutation($data: OrganizationInput!) { createOrganization(data: $data) { ${ORGANIZATION_FIELDS} } }`;
const UPDATE = `mutation($orgId: ID!, $data: OrganizationInput!) { updateOrganization(orgId: $orgId, data: $data) { ${ORGANIZATION_FIELDS} } }`;

describe.each(testDatabaseKinds())('organizations on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let built: TestContext['built'];
  let rootToken: string;
  let adminToken: string;
  let adminId: string;
  /** A tree the admin administers: holding → 30 branches (grid), plus a foreign organization. */
  let holding: string;
  let foreign: string;
  const create = (data: Record<string, unknown>) => context.services.organizations.create(context.root, data);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    built = context.built;
    rootToken = await mintAccessToken(built, context.rootUserId);
    holding = (await create({ name: 'Holding', address: { city: 'Berlin', country: 'Germany', postalCode: '10117' } }))
      .row.id;
    foreign = (
      await create({ name: 'Foreign Co', address: { city: 'Atlantis City', country: 'Atlantis', postalCode: '99999' } })
    ).row.id;
    for (let i = 0; i < 30; i++) {
      const city = ['Munich', 'Hamburg', 'Zurich'][i % 3];
      await create({
        name: `Branch ${String(i).padStart(2, '0')}${i % 2 ? ' kiosk' : ''}`,
        parentOrg: holding,
        type: i % 5 === 0 ? 'Manufacturer' : 'Client',
        address: { city, country: city === 'Zurich' ? 'Switzerland' : 'Germany', postalCode: String(80000 + i) },
        contact: { email: i === 7 ? 'seven@branch.example' : null },
      });
    }
    adminId = await context.newUser({ email: 'holding-admin@test.example', firstName: 'Holly', lastName: 'Admin' }, [
      [holding, 'admin'],
    ]);
    adminToken = await mintAccessToken(built, adminId);
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });

  const grid = async (data: Record<string, unknown>, token = adminToken) => {
    const result = await gql<{ getOrganizationsGrid: Grid }>(built, 'organizations', GRID, { data }, token);
    expect(result.errors).toBeUndefined();
    return result.data?.getOrganizationsGrid as Grid;
  };

  it('pages the grid 25 at a time from page 0, name ascending, over the caller’s organizations only', async () => {
    const first = await grid({});
    expect(first.total).toBe(31);
    expect(first.data).toHaveLength(25);
    const second = await grid({ page: 1 });
    expect(second.data).toHaveLength(6);
    const names = [...first.data, ...second.data].map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).not.toContain('Foreign Co');
    expect(new Set(names).size).toBe(31);
    const desc = await grid({ sort: { field: 'name', order: 'desc' }, pageSize: 3 });
    expect(desc.data.map((o) => o.name)).toEqual(['Holding', 'Branch 29 kiosk', 'Branch 28']);
    const huge = await grid({ pageSize: 100000 });
    expect(huge.data).toHaveLength(31);
  });

  it('searches name, city and contact e-mail, and filters by the facets', async () => {
    expect((await grid({ search: 'KIOSK' })).total).toBe(15);
    expect((await grid({ search: 'zurich' })).total).toBe(10);
    expect((await grid({ search: 'seven@branch' })).data.map((o) => o.name)).toEqual(['Branch 07 kiosk']);
    expect((await grid({ search: '%' })).total).toBe(0);
    expect((await grid({ filters: { country: ['Switzerland'] } })).total).toBe(10);
    expect((await grid({ filters: { city: ['Munich', 'Hamburg'] } })).total).toBe(20);
    expect((await grid({ filters: { zipcode: ['80003'] } })).data.map((o) => o.name)).toEqual(['Branch 03 kiosk']);
    expect((await grid({ filters: { type: ['Manufacturer'] } })).total).toBe(6);
    expect((await grid({ filters: { parentOrg: [holding] }, search: 'branch 1' })).total).toBe(10);
    expect((await grid({ filters: { parentOrg: ['not-an-id'] } })).total).toBe(0);
  });

  it('computes facets over visible organizations only', async () => {
    const facets = await grid({ search: 'nothing matches this' });
    expect(facets.total).toBe(0);
    expect(facets.countries).toEqual(['Germany', 'Switzerland']);
    expect(facets.cities).toEqual(['Berlin', 'Hamburg', 'Munich', 'Zurich']);
    expect(facets.zipcodes).toContain('10117');
    expect(facets.zipcodes).not.toContain('99999');
    expect(facets.parentOrg).toEqual([{ _id: holding, name: 'Holding' }]);
    const asRoot = await grid({}, rootToken);
    expect(asRoot.countries).toContain('Atlantis');
    expect(asRoot.total).toBe(32);
  });

  it('lets an admin create below their organization, root anywhere; only root creates top-level', async () => {
    const result = await gql<{ createOrganization: Org }>(
      built,
      'organizations',
      CREATE,
      { data: { name: 'Café Nord', parentOrg: holding } },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    const created = result.data?.createOrganization as Org;
    expect(created).toMatchObject({
      name: 'Café Nord',
      slug: 'cafe-nord',
      parentOrg: { _id: holding, name: 'Holding' },
      type: 'Client',
      currency: 'eur',
      timeZone: 'Europe/Berlin',
      fridges: 0,
      kiosks: [],
    });
    const again = await gql<{ createOrganization: Org }>(
      built,
      'organizations',
      CREATE,
      { data: { name: 'Cafe  Nord!', parentOrg: holding } },
      adminToken,
    );
    expect(again.data?.createOrganization.slug).toBe('cafe-nord-2');
    const taken = await gql(
      built,
      'organizations',
      CREATE,
      { data: { name: 'X', slug: 'cafe-nord', parentOrg: holding } },
      adminToken,
    );
    expect(taken.errors?.[0]?.extensions?.code).toBe('SLUG_TAKEN');
    const topLevel = await gql(built, 'organizations', CREATE, { data: { name: 'Admin Top Level' } }, adminToken);
    expect(topLevel.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const underForeign = await gql(
      built,
      'organizations',
      CREATE,
      { data: { name: 'Sneaky', parentOrg: foreign } },
      adminToken,
    );
    expect(underForeign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rootTop = await gql<{ createOrganization: Org }>(
      built,
      'organizations',
      CREATE,
      { data: { name: 'Root Top Level' } },
      rootToken,
    );
    expect(rootTop.data?.createOrganization.parentOrg).toBeNull();
    const names =
      (await grid({ search: 'sneaky' }, rootToken)).total +
      (await grid({ search: 'admin top level' }, rootToken)).total;
    expect(names).toBe(0);
    const missingName = await gql(
      built,
      'organizations',
      CREATE,
      { data: { name: '  ', parentOrg: holding } },
      adminToken,
    );
    expect(missingName.errors?.[0]?.extensions).toMatchObject({ code: 'REQUIRED', fields: { name: 'REQUIRED' } });
  });

  it('updates every field and lists members with their role', async () => {
    const org = (await create({ name: 'Editable', parentOrg: holding })).row.id;
    const data = {
      name: 'Edited GmbH',
      slug: 'edited-gmbh',
      appleId: 'merchant.example.edited',
      description: 'All fields set',
      type: 'General',
      currency: 'chf',
      timeZone: 'Europe/Zurich',
      address: { address: 'Bahnhofstrasse 1', city: 'Zurich', state: 'ZH', country: 'Switzerland', postalCode: '8001' },
      contact: {
        contactPerson: 'Erika Muster',
        role: 'CEO',
        email: 'erika@edited.example',
        phoneNumber: '+41 44 123 45 67',
        supportEmail: 'help@edited.example',
        supportPhoneNumber: '+41 44 765 43 21',
      },
      support: { email: 'support@edited.example', hotline: '+41 800 000 000', hotlineAvailability: '24/7' },
    };
    const result = await gql<{ updateOrganization: Org }>(
      built,
      'organizations',
      UPDATE,
      { orgId: org, data },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    const fetched = await gql<{ getOrganizationById: Org }>(built, 'organizations', BY_ID, { id: org }, adminToken);
    expect(fetched.data?.getOrganizationById).toMatchObject({ ...data, parentOrg: { _id: holding } });
    const partial = await gql<{ updateOrganization: Org }>(
      built,
      'organizations',
      UPDATE,
      { orgId: org, data: { description: null } },
      adminToken,
    );
    expect(partial.data?.updateOrganization).toMatchObject({ name: 'Edited GmbH', description: null, currency: 'chf' });
    // An old zone name is stored under its current one.
    const renamed = await gql<{ updateOrganization: Org }>(
      built,
      'organizations',
      UPDATE,
      { orgId: org, data: { timeZone: 'Europe/Kiev' } },
      adminToken,
    );
    expect(renamed.data?.updateOrganization).toMatchObject({ timeZone: 'Europe/Kyiv' });
    const holdingView = await gql<{ getOrganizationById: Org }>(
      built,
      'organizations',
      BY_ID,
      { id: holding },
      adminToken,
    );
    expect(holdingView.data?.getOrganizationById.users).toEqual([
      { _id: adminId, email: 'holding-admin@test.example', role: 'admin', status: 'ACTIVE' },
    ]);
  });

  it('refuses invalid e-mails and phone numbers and changes nothing', async () => {
    const org = (await create({ name: 'Strict', parentOrg: holding, contact: { email: 'ok@strict.example' } })).row.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contact: { email: 'not-an-email' } }, 'INVALID_EMAIL', 'contact.email'],
      [{ contact: { supportEmail: 'a@b' } }, 'INVALID_EMAIL', 'contact.supportEmail'],
      [{ support: { email: 'x y@z.de' } }, 'INVALID_EMAIL', 'support.email'],
      [{ contact: { phoneNumber: 'call me' } }, 'INVALID_PHONE', 'contact.phoneNumber'],
      [{ support: { hotline: '12' } }, 'INVALID_PHONE', 'support.hotline'],
      [{ name: '' }, 'REQUIRED', 'name'],
      [{ name: null }, 'REQUIRED', 'name'],
      [{ timeZone: 'Mars/Olympus' }, 'INVALID_TIME_ZONE', 'timeZone'],
      [{ slug: 'Not A Slug' }, 'INVALID_SLUG', 'slug'],
    ];
    for (const [data, code, field] of cases) {
      const result = await gql(
        built,
        'organizations',
        UPDATE,
        { orgId: org, data: { description: 'changed', ...data } },
        adminToken,
      );
      expect(result.errors?.[0]?.extensions, JSON.stringify(data)).toMatchObject({ code, fields: { [field]: code } });
      expect(result.errors?.[0]?.message).toBeTruthy();
    }
    const after = await gql<{ getOrganizationById: Org }>(built, 'organizations', BY_ID, { id: org }, adminToken);
    expect(after.data?.getOrganizationById).toMatchObject({
      name: 'Strict',
      description: null,
      contact: { email: 'ok@strict.example' },
    });
  });

  it('keeps sub-organization trees of any depth, refuses parent cycles and changes nothing', async () => {
    const a = (await create({ name: 'Tree A', parentOrg: holding })).row.id;
    const b = (await create({ name: 'Tree B', parentOrg: a })).row.id;
    const c = (await create({ name: 'Tree C', parentOrg: b })).row.id;
    const d = (await create({ name: 'Tree D', parentOrg: c })).row.id;
    const subs = async (id: string) =>
      (
        (await gql<{ getOrganizationById: Org }>(built, 'organizations', BY_ID, { id }, adminToken)).data
          ?.getOrganizationById.allSubsOrgIds ?? []
      ).sort();
    expect(await subs(a)).toEqual([b, c, d].sort());
    expect(await subs(b)).toEqual([c, d].sort());
    expect(await subs(d)).toEqual([]);
    expect(await subs(holding)).toEqual(expect.arrayContaining([a, b, c, d]));

    for (const parentOrg of [a, d, b]) {
      const cycle = await gql(
        built,
        'organizations',
        UPDATE,
        { orgId: a, data: { parentOrg, name: 'Renamed' } },
        adminToken,
      );
      expect(cycle.errors?.[0]?.extensions?.code).toBe('PARENT_CYCLE');
      expect(cycle.errors?.[0]?.message).toBe(
        'The parent organization cannot be the organization itself or one of its sub-organizations',
      );
    }
    const unchanged = await gql<{ getOrganizationById: Org }>(built, 'organizations', BY_ID, { id: a }, adminToken);
    expect(unchanged.data?.getOrganizationById).toMatchObject({ name: 'Tree A', parentOrg: { _id: holding } });

    // Moving D up under A is fine; moving to a parent outside the scope, or to top level as an admin, is not.
    const moved = await gql<{ updateOrganization: Org }>(
      built,
      'organizations',
      UPDATE,
      { orgId: d, data: { parentOrg: a } },
      adminToken,
    );
    expect(moved.data?.updateOrganization.parentOrg).toEqual({ _id: a, name: 'Tree A' });
    expect(await subs(b)).toEqual([c]);
    const outside = await gql(built, 'organizations', UPDATE, { orgId: d, data: { parentOrg: foreign } }, adminToken);
    expect(outside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const top = await gql(built, 'organizations', UPDATE, { orgId: d, data: { parentOrg: null } }, adminToken);
    expect(top.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await subs(a)).toEqual([b, c, d].sort());
  });

  it('answers NOT_FOUND for unknown, malformed and out-of-scope ids alike', async () => {
    const unknown = '7b1c2f0e-1111-4222-8333-944455556666';
    for (const id of [unknown, 'abc', foreign]) {
      const byId = await gql(built, 'organizations', BY_ID, { id }, adminToken);
      expect(byId.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      const update = await gql(built, 'organizations', UPDATE, { orgId: id, data: { name: 'Nope' } }, adminToken);
      expect(update.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
    const foreignNow = await gql<{ getOrganizationById: Org }>(
      built,
      'organizations',
      BY_ID,
      { id: foreign },
      rootToken,
    );
    expect(foreignNow.data?.getOrganizationById.name).toBe('Foreign Co');
    const all = await gql<{ getAllOrganizations: Org[] }>(
      built,
      'organizations',
      '{ getAllOrganizations { _id name } }',
      {},
      adminToken,
    );
    expect(all.data?.getAllOrganizations.map((o) => o._id)).not.toContain(foreign);
    expect(all.data?.getAllOrganizations.map((o) => o._id)).toContain(holding);
  });
});
