import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { BuiltApp } from '../../app.ts';
import type { GraphqlResult } from '../../test-support/app.ts';
import type { AuthzCase } from '../../test-support/authz.ts';

/** Test data of the kiosk screen: images made in-test, a multipart helper for several files, matrix cases. */

export const SCREEN_RESULT =
  'organization { _id kioskInitScreen { headerURI headerTextColor bgURI bgColor bodyTextColor } } offlineKiosks';
export const SAVE_SCREEN = `mutation($orgId: ID!, $data: KioskLandingPageInput!, $header: File, $background: File) {
  createKioskLandingPage(orgId: $orgId, data: $data, header: $header, background: $background) { ${SCREEN_RESULT} } }`;

/** A real PNG; with `noise` it does not compress (about width × height × 3 bytes). */
export const screenPng = (width: number, height: number, noise = false) =>
  (noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: '#264653' } })
  )
    .png()
    .toBuffer();

/** A GraphQL multipart request with one file per variable (`files`: variable → bytes). */
export async function gqlFiles<T = Record<string, unknown>>(
  built: Pick<BuiltApp, 'app'>,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, Buffer>,
): Promise<GraphqlResult<T>> {
  const names = Object.keys(files);
  const form = new FormData();
  const nulls = Object.fromEntries(names.map((name) => [name, null]));
  form.set('operations', JSON.stringify({ query, variables: { ...variables, ...nulls } }));
  form.set('map', JSON.stringify(Object.fromEntries(names.map((name, index) => [index, [`variables.${name}`]]))));
  names.forEach((name, index) => {
    const data = files[name] ?? Buffer.alloc(0);
    form.set(String(index), new File([new Uint8Array(data)], `${name}.png`, { type: 'image/png' }));
  });
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await built.app.inject({
    method: 'POST',
    url: '/api/v1/organizations/graphql',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const body = response.json() as { data?: T | null; errors?: GraphqlResult['errors'] };
  return { status: response.statusCode, data: body.data, errors: body.errors };
}

export const kioskScreenAuthzCases: AuthzCase[] = [
  {
    operation: 'createKioskLandingPage',
    endpoint: 'organizations',
    request: async (world, target) => ({
      query: SAVE_SCREEN,
      variables: { orgId: world.orgs[target], data: { bgColor: '#ffffff' } },
      upload: { variable: 'header', name: 'header.png', type: 'image/png', data: await screenPng(834, 191) },
    }),
  },
];
