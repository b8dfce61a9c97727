import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiosks } from '../../db/schema/kiosks.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk } from './kiosks.test-data.ts';

const FLEET = `query ($o: [ID!]) { getKioskFleet(orgIds: $o) {
  total online offline outOfService inUse hot { name orgId temperature { value } } offlineLong { name }
} }`;
interface Fleet {
  total: number;
  online: number;
  offline: number;
  outOfService: number;
  inUse: number;
  hot: { name: string; orgId: string; temperature: { value: number } }[];
  offlineLong: { name: string }[];
}

describe.each(testDatabaseKinds())('the dashboard’s fleet strip and local alerts on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let own = '';
  let token = '';
  const state = (id: string, fields: Partial<typeof kiosks.$inferInsert>) =>
    database.db.update(kiosks).set(fields).where(eq(kiosks.id, id));
  const fleet = async (orgIds?: string[]) => {
    const result = await context.call<{ getKioskFleet: Fleet }>(token, 'kiosk', FLEET, { o: orgIds });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getKioskFleet;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    own = await context.newOrganization('Fleet Org');
    const foreign = await context.newOrganization('Foreign Fleet Org');
    const admin = await context.newUser({ email: 'fleet@test.kiosk.local', firstName: 'Fleet' }, [[own, 'admin']]);
    token = await context.token(admin);
    const hours = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);
    const warm = await newKiosk(context, own, { name: 'Warm' });
    await state(warm.id, { online: true, lastSeen: new Date(), temperatures: [812, 400] });
    const busy = await newKiosk(context, own, { name: 'Busy' });
    await state(busy.id, { online: true, lastSeen: new Date(), temperatures: [400], sessionType: 'purchase' });
    const gone = await newKiosk(context, own, { name: 'Gone' });
    await state(gone.id, { online: false, lastSeen: hours(3), inService: false, serviceReason: 'manual' });
    const blip = await newKiosk(context, own, { name: 'Blip' });
    await state(blip.id, { online: false, lastSeen: hours(1) });
    const foreignHot = await newKiosk(context, foreign, { name: 'Foreign hot' });
    await state(foreignHot.id, { online: true, lastSeen: new Date(), temperatures: [1500] });
    const foreignGone = await newKiosk(context, foreign, { name: 'Foreign gone' });
    await state(foreignGone.id, { online: false, lastSeen: hours(5) });
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('counts the caller’s kiosks and lists the hot and the long offline ones, never another organization’s', async () => {
    const all = await fleet();
    expect(all).toEqual({
      total: 4,
      online: 2,
      offline: 2,
      outOfService: 1,
      inUse: 1,
      hot: [{ name: 'Warm', orgId: own, temperature: { value: 8.12 } }],
      offlineLong: [{ name: 'Gone' }],
    });
    expect(await fleet([own])).toEqual(all);
  });
});
