import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, mintAccessToken } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { gqlUpload } from '../../test-support/upload.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';
import { SHELF_PHOTO_LIMITS } from './reconciliation.photos.service.ts';
import { shelfJpeg, UPLOAD_SHELF_PHOTO } from './reconciliation.photos.test-data.ts';
import { newReplenisher } from '../field/field.replenishers.test-data.ts';

interface Photo {
  _id: string;
  kioskId: string;
  url: string;
  thumbnailUrl: string;
  takenAt: string | null;
  createdBy: string | null;
  created: string;
}

const HISTORY = `query($f: RefillHistoryFilter!) { getRefillHistory(filter: $f) {
  entries { kind kioskId userId photos { _id url thumbnailUrl takenAt } } } }`;

/**
 * Shelf photos (ADR 0026): a field operation on the replenisher's assigned kiosks, a JPEG/PNG checked from
 * its bytes within bounds, stored once per idempotency key, and shown with the person's visit in the
 * refill history.
 */
describe.each(testDatabaseKinds())('shelf photos on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let built: TestContext['built'];
  let kioskId: string;
  let otherKioskId: string;
  let replenisherId: string;
  let replenisherToken: string;
  let otherReplenisherToken: string;
  let consumerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    built = context.built;
    const orgId = await context.newOrganization('Photo Org');
    kioskId = (await newKiosk(context, orgId, { name: 'Photo Kiosk' })).id;
    otherKioskId = (await newKiosk(context, orgId, { name: 'Other Kiosk' })).id;
    replenisherId = await newReplenisher(context, orgId);
    const otherReplenisherId = await newReplenisher(context, orgId);
    await context.services.field.assign(context.root, kioskId, replenisherId);
    await context.services.field.assign(context.root, otherKioskId, otherReplenisherId);
    const consumerId = await context.newUser(
      { email: `consumer-${randomUUID().slice(0, 8)}@photo.test`, firstName: 'Cora' },
      [[orgId, 'consumer']],
    );
    const adminId = await context.newUser({ email: `admin-${randomUUID().slice(0, 8)}@photo.test`, firstName: 'Ada' }, [
      [orgId, 'admin'],
    ]);
    replenisherToken = await mintAccessToken(built, replenisherId);
    otherReplenisherToken = await mintAccessToken(built, otherReplenisherId);
    consumerToken = await mintAccessToken(built, consumerId);
    adminToken = await mintAccessToken(built, adminId);
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });

  const send = (token: string, data: Buffer, variables: Record<string, unknown> = {}, type = 'image/jpeg') =>
    gqlUpload<{ uploadShelfPhoto: Photo }>(
      built,
      'kiosk',
      UPLOAD_SHELF_PHOTO,
      { k: kioskId, ...variables },
      { variable: 'photo', name: 'shelf.jpg', type, data },
      token,
    );
  const photoRows = async () =>
    (await database.query<{ id: string }>('SELECT id FROM kiosk_shelf_photos WHERE kiosk_id = $1', [kioskId])).map(
      (row) => row.id,
    );

  it('stores the assigned replenisher’s photo with a thumbnail, served by capability URL', async () => {
    const image = await shelfJpeg(1600, 1200);
    const takenAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const result = await send(replenisherToken, image, { t: takenAt });
    expect(result.errors).toBeUndefined();
    const photo = result.data?.uploadShelfPhoto;
    expect(photo).toMatchObject({ kioskId, createdBy: replenisherId, takenAt });
    expect(photo?.url).toMatch(/^\/api\/v1\/images\/shelf-photos\/[0-9a-f-]{36}\.jpg$/);
    const served = await built.app.inject(photo?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(image)).toBe(true);
    const thumbnail = await built.app.inject(photo?.thumbnailUrl ?? '');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.length).toBeLessThan(image.length);
  });

  it('stores a photo re-sent with the same idempotency key once and answers the first', async () => {
    const before = await photoRows();
    const key = `field-${randomUUID()}`;
    const first = await send(replenisherToken, await shelfJpeg(), { key });
    const again = await send(replenisherToken, await shelfJpeg(64, 48, '#e76f51'), { key });
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(again.data?.uploadShelfPhoto._id).toBe(first.data?.uploadShelfPhoto._id);
    expect(again.data?.uploadShelfPhoto.url).toBe(first.data?.uploadShelfPhoto.url);
    expect((await photoRows()).length).toBe(before.length + 1);
  });

  it('refuses a replenisher of another kiosk and a consumer, storing nothing', async () => {
    const before = await photoRows();
    const other = await send(otherReplenisherToken, await shelfJpeg());
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const consumer = await send(consumerToken, await shelfJpeg());
    expect(['NO_CONSOLE_ACCESS', 'FORBIDDEN']).toContain(consumer.errors?.[0]?.extensions?.code);
    expect(await photoRows()).toEqual(before);
  });

  it.each([
    [
      'more than the size bound',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(SHELF_PHOTO_LIMITS.maxBytes)]),
    ],
    ['a text file sent as a JPEG', () => Buffer.from('definitely not an image')],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['a JPEG that does not decode', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])],
  ])('refuses %s with BAD_USER_INPUT naming the photo', async (_name, make) => {
    const before = await photoRows();
    const result = await send(replenisherToken, make());
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({ photo: 'BAD_USER_INPUT' });
    expect(result.errors?.[0]?.message).toMatch(/^photo: /);
    expect(await photoRows()).toEqual(before);
  });

  it('refuses a taken-at time far off the server’s clock, naming takenAt', async () => {
    const result = await send(replenisherToken, await shelfJpeg(), { t: '2020-01-01T00:00:00.000Z' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({ takenAt: 'BAD_USER_INPUT' });
  });

  it('shows the photos with the replenisher’s visit in the refill history', async () => {
    const result = await gql<{
      getRefillHistory: { entries: { kind: string; kioskId: string; userId: string; photos: Photo[] }[] };
    }>(
      built,
      'kiosk',
      HISTORY,
      {
        f: {
          from: new Date(Date.now() - 60 * 60_000).toISOString(),
          to: new Date(Date.now() + 60 * 60_000).toISOString(),
          kioskIds: [kioskId],
        },
      },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    const visits = result.data?.getRefillHistory.entries ?? [];
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ kind: 'console', kioskId, userId: replenisherId });
    expect(visits[0]?.photos.map((photo) => photo._id).sort()).toEqual((await photoRows()).sort());
    expect(visits[0]?.photos[0]?.thumbnailUrl).toMatch(/^\/api\/v1\/images\/shelf-photos\/.+\.jpg$/);
  });
});
