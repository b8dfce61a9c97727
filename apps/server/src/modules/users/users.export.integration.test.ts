import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { createMemberCardsRepository } from './users.member-cards.repository.ts';
import { createUsersAdminRepository } from './users.admin.repository.ts';
import { createUsersExport } from './users.export.ts';
import { openUsersWorld, type OpenUsersWorld } from './users.test-data.ts';

/** The users export reads users page by page (keyset), so memory holds one page, not every user. */
describe.each(testDatabaseKinds())('users export pages on %s', (kind) => {
  let world: OpenUsersWorld;

  beforeAll(async () => {
    world = await openUsersWorld(kind);
  });
  afterAll(() => world?.close());

  it('gives the same rows in the same order whatever the page size', async () => {
    const read = async (pageSize?: number) => {
      const kind = createUsersExport({
        admin: createUsersAdminRepository(world.database.db),
        memberCards: createMemberCardsRepository(world.database.db),
        organizations: world.built.services.organizations,
        ...(pageSize ? { pageSize } : {}),
      });
      const table = await kind.build(await world.built.services.users.viewerForUser(world.ids.root), 'en', {}, 'csv');
      if (!('rows' in table)) throw new Error('expected rows');
      const rows = [];
      for await (const row of table.rows) rows.push(row);
      return rows;
    };
    const whole = await read();
    expect(whole.map((row) => row.email)).toEqual(expect.arrayContaining(['paula@parent.test', 'finn@foreign.test']));
    expect(await read(1)).toEqual(whole);
    expect(await read(2)).toEqual(whole);
  });
});
