import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlaylistParams } from '@kiosk/common/mqtt';
import type { GraphqlResult } from '../../test-support/app.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { mp4, PLAYLIST_FIELDS, png, webm } from './configuration.playlist.test-data.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

interface Item {
  name: string;
  uri: string;
  duration: number;
  type: string;
  enabled: boolean;
  order: number;
  mediaType: string;
}
interface PlayList {
  kioskId: string;
  items: Item[];
}

const GET = `query($k: ID!) { getPlayList(kioskId: $k) { ${PLAYLIST_FIELDS} } }`;
const CREATE = `mutation($k: ID!, $data: PlayListItemInput!, $media: File!) { createPlayList(kioskId: $k, data: $data, media: $media) { ${PLAYLIST_FIELDS} } }`;
const UPDATE = `mutation($k: ID!, $items: [PlayListItemUpdate!]!) { updatePlayList(kioskId: $k, items: $items) { ${PLAYLIST_FIELDS} } }`;
const DELETE = `mutation($k: ID!, $uri: String!) { deletePlayListContent(kioskId: $k, uri: $uri) { ${PLAYLIST_FIELDS} } }`;

const edits = (items: Item[]) => items.map(({ uri, name, duration, enabled }) => ({ uri, name, duration, enabled }));

describe.each(testDatabaseKinds())('kiosk playlist on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let orgId: string;
  let adminToken: string;
  let foreignToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false', COMMAND_SWEEP_MS: '0' });
    orgId = await context.newOrganization('Playlist Org');
    const foreignOrg = await context.newOrganization('Other Playlist Org');
    adminToken = await context.token(
      await context.newUser({ email: 'admin@playlist.test', firstName: 'Pia' }, [[orgId, 'admin']]),
    );
    foreignToken = await context.token(
      await context.newUser({ email: 'other@playlist.test', firstName: 'Oto' }, [[foreignOrg, 'admin']]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  const upload = (
    kioskId: string,
    name: string,
    type: string,
    data: Buffer | string,
    fields = { name: 'Ad', duration: 8 },
  ) =>
    context.upload<{ createPlayList: PlayList }>(
      adminToken,
      'kiosk',
      CREATE,
      { k: kioskId, data: fields },
      {
        variable: 'media',
        name,
        type,
        data,
      },
    );
  const get = async (kioskId: string) =>
    (await context.call<{ getPlayList: PlayList }>(adminToken, 'kiosk', GET, { k: kioskId })).data?.getPlayList;
  const commands = (kioskId: string) => context.services.commands.list(context.root, kioskId);
  /** The items of the newest apply_playlist queued for the kiosk, validated as the kiosk would. */
  const lastApplied = async (kioskId: string) => {
    const command = (await commands(kioskId)).find((row) => row.type === 'apply_playlist');
    return command ? applyPlaylistParams.parse(command.params).items : undefined;
  };
  const served = (uri: string) => context.built.app.inject({ method: 'GET', url: uri });
  /** What the kiosk gets: the item's path on the console's public address. */
  const absolute = (uri: string) => `${context.built.config.publicUrl}${uri}`;
  const errorOf = (result: GraphqlResult) => result.errors?.[0];

  it('starts a new kiosk with a main screen and an explainer served by the console', async () => {
    const { id } = await newKiosk(context, orgId);
    const playlist = await get(id);
    expect(playlist?.items.map((item) => [item.type, item.order, item.enabled])).toEqual([
      ['main_screen', 0, true],
      ['explainer', 1, true],
    ]);
    const main = playlist?.items[0];
    // Paths relative to the server, like image URLs (ADR 0004).
    expect(main?.uri).toBe('/api/v1/media/defaults/main-screen.png');
    const picture = await served(main?.uri ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('adds a real PNG, MP4 and WebM as content, serves them and queues apply_playlist', async () => {
    const { id } = await newKiosk(context, orgId);
    const image = await upload(id, 'promo.png', 'image/png', await png());
    expect(image.errors).toBeUndefined();
    const video = await upload(id, 'clip.mp4', 'video/mp4', mp4(), { name: 'Clip', duration: 20 });
    // The declared type is ignored: the bytes say WebM.
    const other = await upload(id, 'loop.bin', 'application/octet-stream', webm(), { name: 'Loop', duration: 12 });
    const items = other.data?.createPlayList.items ?? [];
    expect(items.map((item) => [item.name, item.type, item.mediaType, item.order])).toEqual([
      ['Main screen', 'main_screen', 'image', 0],
      ['Explainer', 'explainer', 'image', 1],
      ['Ad', 'content', 'image', 2],
      ['Clip', 'content', 'video', 3],
      ['Loop', 'content', 'video', 4],
    ]);
    expect(video.data?.createPlayList.items[3]?.uri).toMatch(/\.mp4$/);
    expect(items[4]?.uri).toMatch(/\.webm$/);
    const stored = await served(items[3]?.uri ?? '');
    expect(stored.headers['content-type']).toBe('video/mp4');
    expect(stored.rawPayload.equals(mp4())).toBe(true);
    // Video players ask for byte ranges.
    const ranged = (range: string) =>
      context.built.app.inject({ method: 'GET', url: items[3]?.uri ?? '', headers: { range } });
    const part = await ranged('bytes=4-11');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4().length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    expect((await ranged('bytes=99999-')).statusCode).toBe(416);
    expect((await served(items[2]?.uri ?? '')).headers['content-type']).toBe('image/png');
    expect((await lastApplied(id))?.map((item) => item.uri)).toEqual(items.map((item) => absolute(item.uri)));
    expect(absolute(items[0]?.uri ?? '')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/media\/defaults\//);
    expect((await commands(id)).filter((row) => row.type === 'apply_playlist')).toHaveLength(3);
  });

  it('refuses a text file named .png, an image over 5 MB and a video over 10 MB, keeping the playlist', async () => {
    const { id } = await newKiosk(context, orgId);
    const text = await upload(id, 'fake.png', 'image/png', 'this is not an image');
    expect(errorOf(text)).toMatchObject({
      message: 'Upload failed',
      extensions: { code: 'IMAGE_INVALID', fields: { media: 'IMAGE_INVALID' } },
    });
    const bigImage = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(errorOf(await upload(id, 'big.png', 'image/png', bigImage))?.extensions).toMatchObject({
      code: 'FILE_TOO_LARGE',
      fields: { media: 'FILE_TOO_LARGE' },
    });
    const bigVideo = mp4(10 * 1024 * 1024);
    expect(errorOf(await upload(id, 'big.mp4', 'video/mp4', bigVideo))?.extensions).toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
    expect((await get(id))?.items).toHaveLength(2);
    expect(await lastApplied(id)).toBeUndefined();
  });

  it('keeps a new order and edits, but never edits the main screen', async () => {
    const { id } = await newKiosk(context, orgId);
    await upload(id, 'a.png', 'image/png', await png(), { name: 'First', duration: 5 });
    const added =
      (await upload(id, 'b.png', 'image/png', await png(80, 60, '#264653'), { name: 'Second', duration: 6 })).data
        ?.createPlayList.items ?? [];
    const [main, explainer, first, second] = edits(added);
    if (!main || !explainer || !first || !second) throw new Error('four items expected');
    const reordered = [second, main, { ...explainer, name: 'How to buy', enabled: false }, { ...first, duration: 30 }];
    const result = await context.call<{ updatePlayList: PlayList }>(adminToken, 'kiosk', UPDATE, {
      k: id,
      items: reordered,
    });
    expect(result.errors).toBeUndefined();
    const expected = [
      ['Second', 'content', 0, true, 6],
      ['Main screen', 'main_screen', 1, true, 10],
      ['How to buy', 'explainer', 2, false, 15],
      ['First', 'content', 3, true, 30],
    ];
    const shape = (items: readonly Omit<Item, 'mediaType'>[] = []) =>
      items.map((item) => [item.name, item.type, item.order, item.enabled, item.duration]);
    expect(shape((await get(id))?.items)).toEqual(expected);
    expect(shape(await lastApplied(id))).toEqual(expected);

    const renamedMain = reordered.map((item) => (item.uri === main.uri ? { ...item, name: 'Hello' } : item));
    const refused = await context.call(adminToken, 'kiosk', UPDATE, { k: id, items: renamedMain });
    expect(errorOf(refused)).toMatchObject({
      message: 'The main screen cannot be edited',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await context.call(adminToken, 'kiosk', UPDATE, { k: id, items: reordered.slice(1) });
    expect(errorOf(missing)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { items: 'BAD_USER_INPUT' } });
    const twice = await context.call(adminToken, 'kiosk', UPDATE, { k: id, items: [...reordered.slice(0, 3), second] });
    expect(errorOf(twice)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(shape((await get(id))?.items)).toEqual(expected);
  });

  it('deletes content and its medium, never the main screen or the explainer', async () => {
    const { id } = await newKiosk(context, orgId);
    const items = (await upload(id, 'c.png', 'image/png', await png())).data?.createPlayList.items ?? [];
    const [main, explainer, content] = items;
    for (const fixed of [main, explainer]) {
      const refused = await context.call(adminToken, 'kiosk', DELETE, { k: id, uri: fixed?.uri });
      expect(errorOf(refused)).toMatchObject({
        message: 'The main screen and the explainer cannot be deleted',
        extensions: { code: 'BAD_USER_INPUT', fields: { uri: 'BAD_USER_INPUT' } },
      });
    }
    const deleted = await context.call<{ deletePlayListContent: PlayList }>(adminToken, 'kiosk', DELETE, {
      k: id,
      uri: content?.uri,
    });
    expect(deleted.data?.deletePlayListContent.items.map((item) => item.type)).toEqual(['main_screen', 'explainer']);
    expect((await served(content?.uri ?? '')).statusCode).toBe(404);
    expect((await lastApplied(id))?.map((item) => item.type)).toEqual(['main_screen', 'explainer']);
  });

  it('keeps both of two uploads made at the same time', async () => {
    const { id } = await newKiosk(context, orgId);
    const results = await Promise.all([
      upload(id, 'one.png', 'image/png', await png(), { name: 'One', duration: 5 }),
      upload(id, 'two.png', 'image/png', await png(), { name: 'Two', duration: 5 }),
    ]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    const names = (await get(id))?.items.map((item) => item.name).sort();
    expect(names).toEqual(['Explainer', 'Main screen', 'One', 'Two']);
    expect((await get(id))?.items.map((item) => item.order)).toEqual([0, 1, 2, 3]);
  });

  it("refuses another organization's admin as if the kiosk did not exist", async () => {
    const { id } = await newKiosk(context, orgId);
    const read = await context.call(foreignToken, 'kiosk', GET, { k: id });
    expect(errorOf(read)?.extensions?.code).toBe('NOT_FOUND');
    const write = await context.upload(
      foreignToken,
      'kiosk',
      CREATE,
      { k: id, data: { name: 'X', duration: 5 } },
      {
        variable: 'media',
        name: 'x.png',
        type: 'image/png',
        data: await png(),
      },
    );
    expect(errorOf(write)?.extensions?.code).toBe('NOT_FOUND');
    expect((await get(id))?.items).toHaveLength(2);
  });
});
