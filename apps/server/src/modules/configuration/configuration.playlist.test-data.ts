import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { AuthzCase, AuthzWorld, Target } from '../../test-support/authz.ts';

/** Test data of the playlist: media bytes made in-test and the authorization-matrix cases. */

export const PLAYLIST_FIELDS = 'kioskId items { name uri duration type enabled order mediaType }';

/** A real PNG of the given size. */
export const png = (width = 64, height = 48, background = '#e76f51') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** The start of an MP4 file (ISO base media): an `ftyp` box (brand isom) and an `mdat` box of `payload` bytes. */
export function mp4(payload = 256): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41', 'latin1')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(payload, 7))]);
}

/** The start of a WebM file: the EBML header (DocType "webm") and a Segment element. */
export function webm(): Buffer {
  const element = (id: number[], data: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from('webm', 'latin1')),
    element([0x42, 0x87], Buffer.from([2])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([element([0x1a, 0x45, 0xdf, 0xa3], header), Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80])]);
}

// A kiosk of the target organization, built through the kiosks service as root.
const kiosk = async (world: AuthzWorld, target: Target) =>
  (
    await world.context.services.kiosks.create(world.context.root, {
      name: `Playlist ${target}`,
      serialNumber: `PL-${randomUUID().slice(0, 8)}`,
      orgId: world.orgs[target],
    })
  ).id;

/** A kiosk of the target with one content item (added as root). */
async function kioskWithContent(world: AuthzWorld, target: Target): Promise<{ id: string; uri: string }> {
  const id = await kiosk(world, target);
  const media = new File([new Uint8Array(await png())], 'content.png', { type: 'image/png' });
  const items = await world.context.services.configuration.playlist.create(
    world.context.root,
    id,
    { name: 'Matrix', duration: 5 },
    media,
  );
  const content = items.find((item) => item.type === 'content');
  if (!content) throw new Error('content item missing');
  return { id, uri: content.uri };
}

export const playlistAuthzCases: AuthzCase[] = [
  {
    operation: 'getPlayList',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `query($k: ID!) { getPlayList(kioskId: $k) { ${PLAYLIST_FIELDS} } }`,
      variables: { k: await kiosk(world, target) },
    }),
  },
  {
    operation: 'createPlayList',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: `mutation($k: ID!, $media: File!) { createPlayList(kioskId: $k, data: { name: "Ad", duration: 5 }, media: $media) { kioskId } }`,
      variables: { k: await kiosk(world, target) },
      upload: { variable: 'media', name: 'ad.png', type: 'image/png', data: await png() },
    }),
  },
  {
    operation: 'updatePlayList',
    endpoint: 'kiosk',
    request: async (world, target) => {
      const id = await kiosk(world, target);
      const items = await world.context.services.configuration.playlist.get(world.context.root, id);
      return {
        query:
          'mutation($k: ID!, $items: [PlayListItemUpdate!]!) { updatePlayList(kioskId: $k, items: $items) { kioskId } }',
        variables: {
          k: id,
          items: items.map(({ uri, name, duration, enabled }) => ({ uri, name, duration, enabled })),
        },
      };
    },
  },
  {
    operation: 'deletePlayListContent',
    endpoint: 'kiosk',
    request: async (world, target) => {
      const { id, uri } = await kioskWithContent(world, target);
      return {
        query: 'mutation($k: ID!, $uri: String!) { deletePlayListContent(kioskId: $k, uri: $uri) { kioskId } }',
        variables: { k: id, uri },
      };
    },
  },
];
