import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { mintAccessToken } from '../../test-support/app.ts';
import { openUsersWorld, type OpenUsersWorld } from './users.test-data.ts';

const TOGGLE = 'mutation ($id: ID!) { toggleUserStatus(data: { userId: $id }) { _id status } }';
const GRANT =
  'mutation ($id: ID!, $root: Boolean!) { grantRootForUser(data: { userId: $id, root: $root }) { _id root } }';
const SELF = '{ getSelf { _id root } }';
const DENIED = { message: 'Error! Root access denied', extensions: { code: 'ROOT_ACCESS_DENIED' } };

describe.each(testDatabaseKinds())('user status and root on %s', (kind) => {
  let world: OpenUsersWorld;

  beforeAll(async () => {
    world = await openUsersWorld(kind);
  });
  afterAll(() => world?.close());

  describe('toggleUserStatus', () => {
    it('deactivates a user, who can then no longer call the API, and activates them again', async () => {
      const off = await world.call('parentAdmin', TOGGLE, { id: world.ids.subAdmin });
      expect(off.data).toEqual({ toggleUserStatus: { _id: world.ids.subAdmin, status: 'inactive' } });
      const refused = await world.call('subAdmin', SELF);
      expect(refused.errors?.[0]?.extensions?.code).toBe('USER_INACTIVE');
      const on = await world.call('parentAdmin', TOGGLE, { id: world.ids.subAdmin });
      expect(on.data).toEqual({ toggleUserStatus: { _id: world.ids.subAdmin, status: 'ACTIVE' } });
      expect((await world.call('subAdmin', SELF)).errors).toBeUndefined();
    });

    it('refuses toggling oneself and, for admins, root users, with the spec text', async () => {
      expect((await world.call('parentAdmin', TOGGLE, { id: world.ids.parentAdmin })).errors?.[0]).toMatchObject(
        DENIED,
      );
      expect((await world.call('parentAdmin', TOGGLE, { id: world.ids.root })).errors?.[0]).toMatchObject(DENIED);
      expect((await world.call('root', TOGGLE, { id: world.ids.root })).errors?.[0]).toMatchObject(DENIED);
    });

    it('answers NOT_FOUND for users beyond the caller and changes nothing', async () => {
      const result = await world.call('parentAdmin', TOGGLE, { id: world.ids.foreignOnly });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await world.users.findById(world.ids.foreignOnly))?.status).toBe('ACTIVE');
    });
  });

  describe('grantRootForUser', () => {
    it('is refused to admins with the spec text, changing nothing', async () => {
      const result = await world.call('parentAdmin', GRANT, { id: world.ids.parentAdmin, root: true });
      expect(result.errors?.[0]).toMatchObject(DENIED);
      expect((await world.users.findById(world.ids.parentAdmin))?.root).toBe(false);
    });

    it('lets root grant and revoke root; a new root sees everything', async () => {
      const granted = await world.call('root', GRANT, { id: world.ids.foreignOnly, root: true });
      expect(granted.data).toEqual({ grantRootForUser: { _id: world.ids.foreignOnly, root: true } });
      const token = await mintAccessToken(world.built, world.ids.foreignOnly);
      const asNewRoot = await world.built.app.inject({
        method: 'POST',
        url: '/api/v1/organizations/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { query: '{ getAllUsersGrid { total } }' },
      });
      expect(asNewRoot.json()).toEqual({ data: { getAllUsersGrid: { total: 5 } } });
      // Two roots now: one may revoke themselves.
      const selfRevoke = await world.call('foreignOnly', GRANT, { id: world.ids.foreignOnly, root: false });
      expect(selfRevoke.data).toEqual({ grantRootForUser: { _id: world.ids.foreignOnly, root: false } });
    });

    it('does not let the last root revoke themselves', async () => {
      const result = await world.call('root', GRANT, { id: world.ids.root, root: false });
      expect(result.errors?.[0]).toMatchObject(DENIED);
      expect((await world.users.findById(world.ids.root))?.root).toBe(true);
    });

    it('answers NOT_FOUND for an unknown user', async () => {
      const result = await world.call('root', GRANT, { id: '00000000-0000-4000-8000-000000000000', root: true });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
