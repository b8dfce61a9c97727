import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { openUsersWorld, type OpenUsersWorld } from './users.test-data.ts';

const ADD =
  'mutation ($id: ID!, $cards: [String!]!) { addMembercardIdForUser(userId: $id, data: { membercards: $cards }) { _id membercards } }';
const DELETE =
  'mutation ($id: ID!, $cards: [String!]!) { deleteMembercardIdForUser(userId: $id, data: { membercards: $cards }) { _id membercards } }';
const CHECK = 'query ($card: String!, $id: ID) { checkMemberCardIfAlreadyAssigned(membercard: $card, userId: $id) }';

describe.each(testDatabaseKinds())('member cards on %s', (kind) => {
  let world: OpenUsersWorld;

  beforeAll(async () => {
    world = await openUsersWorld(kind);
  });
  afterAll(() => world?.close());

  it('adds cards, keeping each card with one user', async () => {
    const added = await world.call('parentAdmin', ADD, { id: world.ids.shared, cards: ['CARD-1', 'CARD-2', 'CARD-1'] });
    expect(added.data).toEqual({
      addMembercardIdForUser: { _id: world.ids.shared, membercards: ['CARD-1', 'CARD-2'] },
    });
    const again = await world.call('parentAdmin', ADD, { id: world.ids.shared, cards: ['CARD-2'] });
    expect(again.errors).toBeUndefined();
  });

  it('refuses a card held by another user and adds none of the batch', async () => {
    const result = await world.call('parentAdmin', ADD, { id: world.ids.subAdmin, cards: ['CARD-3', 'CARD-1'] });
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'MEMBER_CARD_TAKEN' } });
    const check = await world.call('parentAdmin', CHECK, { card: 'CARD-3' });
    expect(check.data).toEqual({ checkMemberCardIfAlreadyAssigned: false });
  });

  it('refuses malformed card ids and unknown users', async () => {
    const bad = await world.call('parentAdmin', ADD, { id: world.ids.subAdmin, cards: ['bad card!'] });
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_MEMBER_CARD');
    const empty = await world.call('parentAdmin', ADD, { id: world.ids.subAdmin, cards: [] });
    expect(empty.errors?.[0]?.extensions?.code).toBe('REQUIRED');
    const beyond = await world.call('parentAdmin', ADD, { id: world.ids.foreignOnly, cards: ['CARD-9'] });
    expect(beyond.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tells whether a card is assigned to someone else', async () => {
    expect((await world.call('parentAdmin', CHECK, { card: 'CARD-1' })).data).toEqual({
      checkMemberCardIfAlreadyAssigned: true,
    });
    expect((await world.call('parentAdmin', CHECK, { card: 'CARD-1', id: world.ids.shared })).data).toEqual({
      checkMemberCardIfAlreadyAssigned: false,
    });
    expect((await world.call('parentAdmin', CHECK, { card: 'CARD-1', id: world.ids.subAdmin })).data).toEqual({
      checkMemberCardIfAlreadyAssigned: true,
    });
  });

  it('removes cards, refusing a card the user does not hold without removing any', async () => {
    const refused = await world.call('parentAdmin', DELETE, { id: world.ids.shared, cards: ['CARD-1', 'CARD-404'] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removed = await world.call('parentAdmin', DELETE, { id: world.ids.shared, cards: ['CARD-1'] });
    expect(removed.data).toEqual({ deleteMembercardIdForUser: { _id: world.ids.shared, membercards: ['CARD-2'] } });
  });
});
