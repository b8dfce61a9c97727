import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema/users.ts';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { waitForMail } from '../../test-support/outbox.ts';
import { openUsersWorld, USER_FIELDS, type UserGraph, type OpenUsersWorld } from './users.test-data.ts';

const GRID = `query ($data: UsersGridInput) { getAllUsersGrid(data: $data) { total data { ${USER_FIELDS} } } }`;
const ONE = `query ($id: ID!) { getOneUserWithInfo(id: $id) { ${USER_FIELDS} } }`;
const CREATE = `mutation ($data: CreateUserInput!) { createUser(data: $data) { ${USER_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $data: UpdateUserInput!) { updateUser(id: $id, data: $data) { ${USER_FIELDS} } }`;

type Grid = { getAllUsersGrid: { total: number; data: UserGraph[] } };

describe.each(testDatabaseKinds())('users administration on %s', (kind) => {
  let world: OpenUsersWorld;
  const grid = async (as: keyof OpenUsersWorld['ids'], data: Record<string, unknown> = {}) =>
    world.call<Grid>(as, GRID, { data });

  beforeAll(async () => {
    world = await openUsersWorld(kind);
  });
  afterAll(() => world?.close());

  describe('getAllUsersGrid', () => {
    it('shows an admin the users of their organizations, by first name, without foreign roles', async () => {
      const result = await grid('parentAdmin');
      expect(result.errors).toBeUndefined();
      const rows = result.data?.getAllUsersGrid.data ?? [];
      expect(rows.map((u) => u.firstName)).toEqual(['Admin', 'Charlie', 'Paula', 'Sam']);
      expect(result.data?.getAllUsersGrid.total).toBe(4);
      const charlie = rows.find((u) => u.firstName === 'Charlie');
      expect(charlie?.rolesInOrganizations.map((r) => r.organizationId.name)).toEqual(['Sub Org']);
      expect(charlie?.paymentMethods).toBeNull();
    });

    it('shows root every user with every role', async () => {
      const rows = (await grid('root')).data?.getAllUsersGrid.data ?? [];
      expect(rows.map((u) => u.firstName)).toEqual(['Admin', 'Charlie', 'Finn', 'Paula', 'Sam']);
      expect(rows.find((u) => u.firstName === 'Charlie')?.rolesInOrganizations).toHaveLength(2);
    });

    it('pages, sorts, searches and filters', async () => {
      const page1 = await grid('parentAdmin', { page: 1, pageSize: 3 });
      expect(page1.data?.getAllUsersGrid).toMatchObject({ total: 4 });
      expect(page1.data?.getAllUsersGrid.data.map((u) => u.firstName)).toEqual(['Sam']);
      const desc = await grid('parentAdmin', { sort: { field: 'email', order: 'desc' } });
      expect(desc.data?.getAllUsersGrid.data.map((u) => u.email)[0]).toBe('sam@sub.test');
      const search = await grid('parentAdmin', { search: 'CHARLIE tes' });
      expect(search.data?.getAllUsersGrid.data.map((u) => u.firstName)).toEqual(['Charlie']);
      const byMail = await grid('parentAdmin', { search: '@sub.' });
      expect(byMail.data?.getAllUsersGrid.data.map((u) => u.firstName)).toEqual(['Sam']);
      const admins = await grid('parentAdmin', { filters: { role: 'admin' } });
      expect(admins.data?.getAllUsersGrid.data.map((u) => u.firstName)).toEqual(['Admin', 'Paula', 'Sam']);
      const inSub = await grid('parentAdmin', { filters: { organization: world.orgs.sub } });
      expect(inSub.data?.getAllUsersGrid.data.map((u) => u.firstName)).toEqual(['Charlie', 'Sam']);
      const inactive = await grid('parentAdmin', { filters: { status: 'inactive' } });
      expect(inactive.data?.getAllUsersGrid.total).toBe(0);
    });

    it('refuses to filter by an organization beyond the caller', async () => {
      const result = await grid('parentAdmin', { filters: { organization: world.orgs.foreign } });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('getOneUserWithInfo', () => {
    it('returns the detail with masked payment methods and scoped roles', async () => {
      await world.database.db.insert(paymentMethods).values({
        userId: world.ids.shared,
        provider: 'stripe',
        type: 'card',
        last4digits: '4242',
        cardType: 'visa',
        isDefault: true,
      });
      const result = await world.call<{ getOneUserWithInfo: UserGraph }>('parentAdmin', ONE, { id: world.ids.shared });
      expect(result.errors).toBeUndefined();
      expect(result.data?.getOneUserWithInfo).toMatchObject({
        email: 'charlie@shared.test',
        status: 'ACTIVE',
        kiosks: [],
        membercards: [],
        paymentMethods: [{ provider: 'stripe', last4digits: '4242', default: true }],
        rolesInOrganizations: [{ role: 'consumer', organizationId: { name: 'Sub Org' } }],
      });
    });

    it('answers NOT_FOUND for users beyond the caller, unknown and malformed ids', async () => {
      for (const id of [world.ids.foreignOnly, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const result = await world.call('parentAdmin', ONE, { id });
        expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    });
  });

  describe('createUser', () => {
    it('creates a user with roles in reach and sends an invitation', async () => {
      const data = {
        firstName: 'Nora',
        lastName: 'New',
        email: 'Nora.New@Example.test',
        mobile: '+49 30 123456',
        address: { city: 'Berlin', country: 'Germany' },
        rolesInOrganizations: [{ organizationId: world.orgs.sub, role: 'admin' }],
      };
      const result = await world.call<{ createUser: UserGraph }>('parentAdmin', CREATE, { data });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createUser).toMatchObject({
        email: 'nora.new@example.test',
        root: false,
        status: 'ACTIVE',
        rolesInOrganizations: [{ role: 'admin', organizationId: { _id: world.orgs.sub } }],
      });
      const mail = await waitForMail(world.built.config.dataDir, { to: 'nora.new@example.test' });
      expect(mail.text).toContain(`${world.built.config.publicUrl}/oidc/set-password?token=`);
    });

    const refusals: [string, Record<string, unknown>, string][] = [
      ['an invalid e-mail', { email: 'not-an-email' }, 'INVALID_EMAIL'],
      ['a taken e-mail (any case)', { email: 'PAULA@parent.test' }, 'EMAIL_TAKEN'],
      ['an invalid phone number', { mobile: 'call me' }, 'INVALID_PHONE'],
      ['an empty first name', { firstName: '  ' }, 'REQUIRED'],
      [
        'a role beyond the caller',
        { rolesInOrganizations: [{ organizationId: 'FOREIGN', role: 'admin' }] },
        'FORBIDDEN',
      ],
      ['no role at all (admin caller)', { rolesInOrganizations: [] }, 'REQUIRED'],
    ];
    it.each(refusals)('refuses %s and creates nothing', async (_label, change, code) => {
      const before = (await grid('root')).data?.getAllUsersGrid.total;
      const roles = (change.rolesInOrganizations as { organizationId: string; role: string }[] | undefined)?.map(
        (r) => ({
          ...r,
          organizationId: r.organizationId === 'FOREIGN' ? world.orgs.foreign : r.organizationId,
        }),
      );
      const data = {
        firstName: 'Bad',
        lastName: 'Input',
        email: 'bad.input@example.test',
        rolesInOrganizations: [{ organizationId: world.orgs.parent, role: 'consumer' }],
        ...change,
        ...(roles ? { rolesInOrganizations: roles } : {}),
      };
      const result = await world.call('parentAdmin', CREATE, { data });
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
      expect((await grid('root')).data?.getAllUsersGrid.total).toBe(before);
    });

    it('lets root create a user without roles, and refuses unknown organizations', async () => {
      const ok = await world.call('root', CREATE, {
        data: { firstName: 'Rita', lastName: 'Rootmade', email: 'rita@example.test' },
      });
      expect(ok.errors).toBeUndefined();
      const unknown = await world.call('root', CREATE, {
        data: {
          firstName: 'X',
          lastName: 'Y',
          email: 'x.y@example.test',
          rolesInOrganizations: [{ organizationId: '00000000-0000-4000-8000-000000000000', role: 'admin' }],
        },
      });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('updateUser', () => {
    it('changes the profile and the roles within reach, keeping roles beyond it', async () => {
      const result = await world.call<{ updateUser: UserGraph }>('parentAdmin', UPDATE, {
        id: world.ids.shared,
        data: {
          lastName: 'Changed',
          note: 'VIP',
          rolesInOrganizations: [{ organizationId: world.orgs.parent, role: 'admin' }],
        },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateUser).toMatchObject({ lastName: 'Changed', note: 'VIP', firstName: 'Charlie' });
      expect(result.data?.updateUser.rolesInOrganizations.map((r) => [r.organizationId.name, r.role])).toEqual([
        ['Parent Org', 'admin'],
      ]);
      const asRoot = await world.call<{ getOneUserWithInfo: UserGraph }>('root', ONE, { id: world.ids.shared });
      expect(asRoot.data?.getOneUserWithInfo.rolesInOrganizations.map((r) => r.organizationId.name).sort()).toEqual([
        'Foreign Org',
        'Parent Org',
      ]);
    });

    it('refuses a taken e-mail, and an e-mail change for a user who also belongs elsewhere', async () => {
      const taken = await world.call('parentAdmin', UPDATE, {
        id: world.ids.subAdmin,
        data: { email: 'paula@parent.test' },
      });
      expect(taken.errors?.[0]?.extensions?.code).toBe('EMAIL_TAKEN');
      const shared = await world.call('parentAdmin', UPDATE, {
        id: world.ids.shared,
        data: { email: 'charlie2@shared.test' },
      });
      expect(shared.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const one = await world.call<{ getOneUserWithInfo: UserGraph }>('root', ONE, { id: world.ids.shared });
      expect(one.data?.getOneUserWithInfo.email).toBe('charlie@shared.test');
      const own = await world.call<{ updateUser: UserGraph }>('parentAdmin', UPDATE, {
        id: world.ids.subAdmin,
        data: { email: 'sam.new@sub.test' },
      });
      expect(own.data?.updateUser.email).toBe('sam.new@sub.test');
    });

    it('refuses changes to root users by admins, roles beyond reach and unknown users', async () => {
      const rootUser = await world.call('parentAdmin', UPDATE, { id: world.ids.root, data: { firstName: 'Hacked' } });
      expect(rootUser.errors?.[0]).toMatchObject({
        message: 'Error! Root access denied',
        extensions: { code: 'ROOT_ACCESS_DENIED' },
      });
      const foreignRole = await world.call('parentAdmin', UPDATE, {
        id: world.ids.subAdmin,
        data: { rolesInOrganizations: [{ organizationId: world.orgs.foreign, role: 'admin' }] },
      });
      expect(foreignRole.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const unknown = await world.call('parentAdmin', UPDATE, { id: world.ids.foreignOnly, data: { firstName: 'X' } });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
