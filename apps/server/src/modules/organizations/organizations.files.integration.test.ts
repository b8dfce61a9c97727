import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { gql, mintAccessToken } from '../../test-support/app.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { gqlUpload } from './organizations.test-data.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
/** Noise does not compress: a real PNG within 1400×1400 px but far above 500 KB. */
const heavyPng = () =>
  sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
    .png()
    .toBuffer();

const SET_IMAGE =
  'mutation($orgId: ID!, $image: File!) { updateOrganizationImage(orgId: $orgId, image: $image) { _id imageUrl } }';
const IMAGE_OF = 'query($id: ID!) { getOrganizationById(id: $id) { imageUrl } }';
const UPLOAD =
  'mutation($orgId: ID!, $file: File!) { uploadOrganizationFile(orgId: $orgId, file: $file) { _id name contentType size url uploadedBy } }';
const FILES = 'query($orgId: ID!) { getOrganizationFiles(orgId: $orgId) { _id name size url } }';

describe.each(testDatabaseKinds())('organization image and files on %s', (kind) => {
  let database: TestDatabase;
  let built: TestContext['built'];
  let adminToken: string;
  let foreignToken: string;
  let adminId: string;
  let org: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const context = await createTestContext(database, { DEMO_DATA: 'false' });
    built = context.built;
    org = (await context.services.organizations.create(context.root, { name: 'Picture Co' })).row.id;
    const other = (await context.services.organizations.create(context.root, { name: 'Other Co' })).row.id;
    adminId = await context.newUser({ email: 'pic-admin@test.example', firstName: 'Pic', lastName: 'Admin' }, [
      [org, 'admin'],
    ]);
    const strangerId = await context.newUser(
      { email: 'other-admin@test.example', firstName: 'Other', lastName: 'Admin' },
      [[other, 'admin']],
    );
    adminToken = await mintAccessToken(built, adminId);
    foreignToken = await mintAccessToken(built, strangerId);
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });

  const imageUrl = async () =>
    (
      await gql<{ getOrganizationById: { imageUrl: string | null } }>(
        built,
        'organizations',
        IMAGE_OF,
        { id: org },
        adminToken,
      )
    ).data?.getOrganizationById.imageUrl;

  it('accepts a real PNG, serves it by its unguessable URL, and replaces it', async () => {
    const image = await png(1400, 1400);
    const result = await gqlUpload<{ updateOrganizationImage: { imageUrl: string } }>(
      built,
      adminToken,
      SET_IMAGE,
      { orgId: org },
      'image',
      { name: 'logo.png', type: 'image/png', data: image },
    );
    expect(result.errors).toBeUndefined();
    const url = result.data?.updateOrganizationImage.imageUrl ?? '';
    expect(url).toMatch(/^\/api\/v1\/images\/organizations\/[0-9a-f-]{36}\.png$/);
    const served = await built.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('private');
    expect(served.rawPayload.equals(image)).toBe(true);

    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const replaced = await gqlUpload<{ updateOrganizationImage: { imageUrl: string } }>(
      built,
      adminToken,
      SET_IMAGE,
      { orgId: org },
      'image',
      { name: 'photo.png', type: 'image/png', data: jpeg },
    );
    expect(replaced.data?.updateOrganizationImage.imageUrl).toMatch(/\.jpg$/);
    expect((await built.app.inject(url)).statusCode).toBe(404);
    expect((await built.app.inject('/api/v1/images/organizations/../../organization-files/x.bin')).statusCode).toBe(
      404,
    );
  });

  it('refuses 1401 px, a text file named .png and more than 500 KB, and keeps the image', async () => {
    const before = await imageUrl();
    expect(before).toBeTruthy();
    const refusals: [Buffer, string][] = [
      [await png(1401, 20), 'IMAGE_TOO_LARGE'],
      [Buffer.from('definitely not an image'), 'IMAGE_INVALID'],
      [await heavyPng(), 'IMAGE_TOO_LARGE'],
    ];
    for (const [data, code] of refusals) {
      const result = await gqlUpload(built, adminToken, SET_IMAGE, { orgId: org }, 'image', {
        name: 'logo.png',
        type: 'image/png',
        data,
      });
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
      expect(await imageUrl()).toBe(before);
    }
    const foreign = await gqlUpload(built, foreignToken, SET_IMAGE, { orgId: org }, 'image', {
      name: 'a.png',
      type: 'image/png',
      data: await png(10, 10),
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await imageUrl()).toBe(before);
  });

  it('deletes the image', async () => {
    const before = (await imageUrl()) ?? '';
    const result = await gql<{ deleteOrganizationImage: { imageUrl: string | null } }>(
      built,
      'organizations',
      'mutation($orgId: ID!) { deleteOrganizationImage(orgId: $orgId) { imageUrl } }',
      { orgId: org },
      adminToken,
    );
    expect(result.data?.deleteOrganizationImage.imageUrl).toBeNull();
    expect((await built.app.inject(before)).statusCode).toBe(404);
  });

  it('uploads, lists, downloads with the bearer token and deletes files', async () => {
    const content = Buffer.from('%PDF-1.4 contract body');
    const uploaded = await gqlUpload<{
      uploadOrganizationFile: {
        _id: string;
        name: string;
        contentType: string;
        size: number;
        url: string;
        uploadedBy: string;
      };
    }>(built, adminToken, UPLOAD, { orgId: org }, 'file', {
      name: '../../etc/Vertrag <2025>?.pdf',
      type: 'application/pdf',
      data: content,
    });
    expect(uploaded.errors).toBeUndefined();
    const file = uploaded.data?.uploadOrganizationFile;
    expect(file).toMatchObject({
      name: 'Vertrag _2025__.pdf',
      contentType: 'application/pdf',
      size: content.length,
      uploadedBy: adminId,
    });
    const url = file?.url ?? '';
    expect(url).toBe(`/api/v1/organizations/${org}/files/${file?._id}`);

    const listed = await gql<{ getOrganizationFiles: { _id: string }[] }>(
      built,
      'organizations',
      FILES,
      { orgId: org },
      adminToken,
    );
    expect(listed.data?.getOrganizationFiles.map((f) => f._id)).toEqual([file?._id]);
    expect((await gql(built, 'organizations', FILES, { orgId: org }, foreignToken)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );

    const download = await built.app.inject({ url, headers: { authorization: `Bearer ${adminToken}` } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Vertrag%20_2025__.pdf");
    expect((await built.app.inject({ url })).statusCode).toBe(401);
    expect((await built.app.inject({ url, headers: { authorization: `Bearer ${foreignToken}` } })).statusCode).toBe(
      404,
    );

    const removed = await gql(
      built,
      'organizations',
      'mutation($o: ID!, $f: ID!) { deleteOrganizationFile(orgId: $o, fileId: $f) }',
      { o: org, f: file?._id },
      adminToken,
    );
    expect(removed.data).toEqual({ deleteOrganizationFile: true });
    expect((await built.app.inject({ url, headers: { authorization: `Bearer ${adminToken}` } })).statusCode).toBe(404);
    expect(
      (await gql<{ getOrganizationFiles: unknown[] }>(built, 'organizations', FILES, { orgId: org }, adminToken)).data
        ?.getOrganizationFiles,
    ).toEqual([]);
  });

  it('refuses files over 10 MB and empty files, storing nothing', async () => {
    const big = await gqlUpload(built, adminToken, UPLOAD, { orgId: org }, 'file', {
      name: 'big.bin',
      type: 'application/octet-stream',
      data: Buffer.alloc(10 * 1024 * 1024 + 1, 7),
    });
    expect(big.errors?.[0]?.extensions?.code).toBe('FILE_TOO_LARGE');
    const empty = await gqlUpload(built, adminToken, UPLOAD, { orgId: org }, 'file', {
      name: 'empty.txt',
      type: 'text/plain',
      data: '',
    });
    expect(empty.errors?.[0]?.extensions?.code).toBe('FILE_EMPTY');
    expect(
      (await gql<{ getOrganizationFiles: unknown[] }>(built, 'organizations', FILES, { orgId: org }, adminToken)).data
        ?.getOrganizationFiles,
    ).toEqual([]);
  });
});
