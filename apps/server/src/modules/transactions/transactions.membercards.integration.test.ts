import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/transactions.ts';
import { gql } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { createUsersWorld, type UsersWorld } from '../users/users.test-data.ts';

const CARDS = `query ($data: SaleMembercardsInput) { getSaleMembercards(data: $data) { data nextCursor } }`;
const MARCH = { from: '2026-03-01T00:00:00Z', to: '2026-03-31T23:59:59Z' };
/** More cards than the grid's list holds (200): the filter must still offer every one. */
const USED = 230;
const card = (n: number) => `MC-${String(n).padStart(4, '0')}`;

interface Page {
  data: string[];
  nextCursor: string | null;
}

describe.each(testDatabaseKinds())('the member-card filter’s list on %s', (kind) => {
  let database: TestDatabase;
  let world: UsersWorld;
  const kiosks = { alpha: '', beta: '', foreign: '' };
  const cards = async (data: Record<string, unknown>, as: 'subAdmin' | 'root' = 'subAdmin') => {
    const result = await gql<{ getSaleMembercards: Page }>(
      world.built,
      'transactions',
      CARDS,
      { data },
      world.tokens[as],
    );
    return result;
  };
  /** Every page from the first, following nextCursor. */
  const all = async (data: Record<string, unknown>) => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const result = await cards({ ...data, ...(after ? { after } : {}) });
      const page = result.data?.getSaleMembercards;
      if (!page) throw new Error(JSON.stringify(result.errors));
      seen.push(...page.data);
      after = page.nextCursor;
      pages += 1;
    } while (after);
    return { seen, pages };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    world = await createUsersWorld(database);
    const context = {
      services: world.built.services,
      root: await world.built.services.users.viewerForUser(world.ids.root),
    };
    kiosks.alpha = (await newKiosk(context as never, world.orgs.sub, { name: 'Alpha' })).id;
    kiosks.beta = (await newKiosk(context as never, world.orgs.sub, { name: 'Beta' })).id;
    kiosks.foreign = (await newKiosk(context as never, world.orgs.foreign, { name: 'Foreign' })).id;
    const sale = (orgId: string, kioskId: string, created: string, memberCardId: string | null) => ({
      orgId,
      kioskId,
      created: new Date(created),
      total: '1.00',
      paymentStatus: 'paid' as const,
      memberCardId,
    });
    await database.db.insert(transactions).values([
      // Cards 1…230 in March (each twice: the list has each once), odd ones at Alpha, even ones at Beta.
      ...Array.from({ length: USED }, (_, i) =>
        sale(world.orgs.sub, i % 2 ? kiosks.beta : kiosks.alpha, `2026-03-0${(i % 9) + 1}T10:00:00Z`, card(i + 1)),
      ),
      ...Array.from({ length: USED }, (_, i) =>
        sale(world.orgs.sub, kiosks.alpha, '2026-03-20T10:00:00Z', card(i + 1)),
      ),
      sale(world.orgs.sub, kiosks.alpha, '2026-03-21T10:00:00Z', null),
      // Outside the period, and in another organization.
      sale(world.orgs.sub, kiosks.alpha, '2026-04-02T10:00:00Z', 'MC-APRIL'),
      sale(world.orgs.foreign, kiosks.foreign, '2026-03-05T10:00:00Z', 'MC-FOREIGN'),
    ]);
  });
  afterAll(async () => {
    await world?.built.app.close();
    await database?.dispose();
  });

  it('offers every card of the period, a page at a time, each once, by id', async () => {
    const { seen, pages } = await all({ ...MARCH, limit: 100 });
    expect(seen).toEqual(Array.from({ length: USED }, (_, i) => card(i + 1)));
    expect(pages).toBe(3);
    // The grid's own list stops at 200 (spec §7 keeps it); the filter does not rely on it.
    const grid = await gql<{ findAllTransactionsGrid: { membercards: string[] } }>(
      world.built,
      'transactions',
      'query ($data: SalesGridInput) { findAllTransactionsGrid(data: $data) { membercards } }',
      { data: MARCH },
      world.tokens.subAdmin,
    );
    expect(grid.data?.findAllTransactionsGrid.membercards).toHaveLength(200);
  });

  it('searches case-insensitively, narrows by kiosk and period, and keeps to the caller’s organizations', async () => {
    const search = await all({ ...MARCH, search: 'mc-022' });
    expect(search.seen).toEqual(Array.from({ length: 10 }, (_, i) => card(220 + i)));
    const beta = await all({ ...MARCH, kioskIds: [kiosks.beta], search: 'MC-000' });
    expect(beta.seen).toEqual(['MC-0002', 'MC-0004', 'MC-0006', 'MC-0008']);
    const april = await all({ from: '2026-04-01T00:00:00Z', to: '2026-04-30T00:00:00Z' });
    expect(april.seen).toEqual(['MC-APRIL']);
    expect((await all({ search: 'foreign' })).seen).toEqual([]);
    const root = await cards({ search: 'foreign' }, 'root');
    expect(root.data?.getSaleMembercards.data).toEqual(['MC-FOREIGN']);
    // A search character that is a pattern in SQL matches itself only.
    expect((await all({ search: '%' })).seen).toEqual([]);
  });

  it('refuses a bad page size, cursor or search with BAD_USER_INPUT naming the field', async () => {
    for (const [data, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 101 }, 'limit'],
      [{ after: 'not-a-cursor' }, 'after'],
      [{ search: 'x'.repeat(201) }, 'search'],
    ] as const) {
      const result = await cards(data);
      expect(result.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions?.fields, field).toEqual({ [field]: 'BAD_USER_INPUT' });
    }
  });
});
