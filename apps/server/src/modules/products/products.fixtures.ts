/** Test-only helpers for the products module's integration tests. */
import sharp from 'sharp';
import { createTestApp, gql, mintAccessToken, TEST_ADMIN, type GraphqlResult } from '../../test-support/app.ts';
import type { TestDatabase } from '../../test-support/database.ts';
import { createOrganizationsRepository } from '../organizations/organizations.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';

export const PRODUCT_FIELDS = `_id orgId name category manufacturer articleNumber sku description ingredientsList allergens
  image thumbnail images taxId vat defaultCost defaultPrice archived
  nutrition { energy fat fatSaturated salt protein fiber carbo carboSugar }
  tax { _id name value orgId }
  packagingOptions { ean description unitCount grossWeightGrams packageWeightGrams netWeightGrams netWeightGramsUnit shelfLifeDays tolerancePercentage }
  capacities { surfaceSize units }`;

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export const png = (width: number, height: number, colour = '#3366ff') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

export async function productsWorld(database: TestDatabase, env: Record<string, string> = {}) {
  const built = await createTestApp(database, env);
  const orgs = createOrganizationsRepository(database.db);
  const users = createUsersRepository(database.db);
  const orgA = (await orgs.insert({ name: 'Alpha Snacks', slug: 'alpha-snacks' })).id;
  const orgB = (await orgs.insert({ name: 'Beta Drinks', slug: 'beta-drinks' })).id;
  const adminA = await users.insert({ email: 'admin-a@products.test', firstName: 'Ada', lastName: 'Alpha' });
  await users.addMembership(adminA.id, orgA, 'admin');
  const root = await users.findByEmail(TEST_ADMIN.email);
  if (!root) throw new Error('root user missing');
  const tokens = { root: await mintAccessToken(built, root.id), adminA: await mintAccessToken(built, adminA.id) };
  type Who = keyof typeof tokens;

  const call = <T = Record<string, unknown>>(who: Who, query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(built, 'products', query, variables, tokens[who]);

  /** A GraphQL multipart request (files at variable paths, e.g. { image: file }). */
  async function upload<T = Record<string, unknown>>(
    who: Who,
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, UploadFile>,
  ): Promise<GraphqlResult<T>> {
    const boundary = `----products${Date.now()}`;
    const names = Object.keys(files);
    const map = Object.fromEntries(names.map((name, i) => [String(i), [`variables.${name}`]]));
    const vars = { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) };
    const parts: Buffer[] = [];
    const field = (name: string, value: string) =>
      parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    field('operations', JSON.stringify({ query, variables: vars }));
    field('map', JSON.stringify(map));
    names.forEach((name, i) => {
      const file = files[name] as UploadFile;
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${i}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    });
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const response = await built.app.inject({
      method: 'POST',
      url: '/api/v1/products/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${tokens[who]}`,
        'graphql-require-preflight': '1',
      },
      payload: Buffer.concat(parts),
    });
    const body = response.json() as { data?: T | null; errors?: GraphqlResult['errors'] };
    return { status: response.statusCode, data: body.data, errors: body.errors };
  }

  async function createProduct(who: Who, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const result = await call<{ createProductLine: Record<string, unknown> }>(
      who,
      `mutation($data: ProductLineInput!) { createProductLine(data: $data) { ${PRODUCT_FIELDS} } }`,
      { data },
    );
    if (!result.data?.createProductLine) throw new Error(JSON.stringify(result.errors));
    return result.data.createProductLine;
  }

  return { built, orgA, orgB, rootId: root.id, adminAId: adminA.id, tokens, call, upload, createProduct };
}

export type ProductsWorld = Awaited<ReturnType<typeof productsWorld>>;

export const codeOf = (result: GraphqlResult) => result.errors?.[0]?.extensions?.code;
