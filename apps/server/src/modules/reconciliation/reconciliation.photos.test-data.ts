import sharp from 'sharp';
import { assignedKiosk, reachesOrAssigned, type AuthzCase } from '../../test-support/authz.ts';
import { newKiosk } from '../kiosks/kiosks.test-data.ts';

/** The authorization-matrix cases of shelf photos (ADR 0026). */

/** Sends a shelf photo (the tests' shape of uploadShelfPhoto; the file is the `photo` variable). */
export const UPLOAD_SHELF_PHOTO = `mutation($k: ID!, $photo: File!, $t: DateTime, $key: String) {
  uploadShelfPhoto(kioskId: $k, photo: $photo, takenAt: $t, idempotencyKey: $key) {
    _id kioskId url thumbnailUrl takenAt createdBy created } }`;

/** A small real JPEG of one colour. */
export const shelfJpeg = (width = 64, height = 48, background = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

export const photoAuthzCases: AuthzCase[] = [
  {
    operation: 'uploadShelfPhoto',
    endpoint: 'kiosk',
    request: async (world, target) => ({
      query: 'mutation($k: ID!, $photo: File!) { uploadShelfPhoto(kioskId: $k, photo: $photo) { _id kioskId } }',
      variables: { k: (await newKiosk(world.context, world.orgs[target], { name: `Photo ${target}` })).id },
      upload: { variable: 'photo', name: 'shelf.jpg', type: 'image/jpeg', data: await shelfJpeg() },
    }),
  },
  {
    // On a kiosk assigned to the replenisher: they may, as may who reaches it.
    operation: 'uploadShelfPhoto',
    endpoint: 'kiosk',
    targets: ['parent'],
    allowed: reachesOrAssigned,
    request: async (world, target) => {
      const kioskId = (await newKiosk(world.context, world.orgs[target], { name: `Photo route ${target}` })).id;
      await assignedKiosk(world, kioskId);
      return {
        query: 'mutation($k: ID!, $photo: File!) { uploadShelfPhoto(kioskId: $k, photo: $photo) { _id kioskId } }',
        variables: { k: kioskId },
        upload: { variable: 'photo', name: 'shelf.jpg', type: 'image/jpeg', data: await shelfJpeg() },
      };
    },
  },
];
