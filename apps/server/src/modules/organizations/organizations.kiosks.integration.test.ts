import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { mintAccessToken } from '../../test-support/app.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newSerial } from '../kiosks/kiosks.test-data.ts';

/** An organization's page lists its own kiosks, through the organizations module's kiosks port. */
describe.each(testDatabaseKinds())('organization kiosks on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;
  let rootToken: string;
  /** An admin of another organization. */
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database, { DEMO_DATA: 'false' });
    rootToken = await mintAccessToken(context.built, context.rootUserId);
    const holding = await context.newOrganization('Holding');
    adminToken = await mintAccessToken(
      context.built,
      await context.newUser({ email: 'holding-admin@test.example', firstName: 'Holly', lastName: 'Admin' }, [
        [holding, 'admin'],
      ]),
    );
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it("lists an organization's own kiosks on its page (the organizations module's kiosks port)", async () => {
    const owner = await context.newOrganization('Kiosk Owner Co');
    const below = await context.newOrganization('Kiosk Owner Sub', { parentId: owner });
    const serials = [newSerial('ORG'), newSerial('ORG'), newSerial('SUB')];
    for (const [name, serialNumber, orgId] of [
      ['Zeta Fridge', serials[0], owner],
      ['Alpha Fridge', serials[1], owner],
      ['Sub Fridge', serials[2], below],
    ] as const) {
      expect(
        (
          await context.call(rootToken, 'kiosk', 'mutation($d: KioskInput!) { kioskCreate(data: $d) { _id } }', {
            d: { name, serialNumber, orgId },
          })
        ).errors,
      ).toBeUndefined();
    }
    const detail = await context.call<{
      getOrganizationById: { fridges: number; kiosks: { name: string; serialNumber: string }[] };
    }>(
      rootToken,
      'organizations',
      'query($id: ID!) { getOrganizationById(id: $id) { fridges kiosks { name serialNumber } } }',
      {
        id: owner,
      },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.getOrganizationById).toEqual({
      fridges: 2,
      kiosks: [
        { name: 'Alpha Fridge', serialNumber: serials[1] },
        { name: 'Zeta Fridge', serialNumber: serials[0] },
      ],
    });
    // An admin of another organization sees neither the organization nor its kiosks.
    const foreign = await context.call(
      adminToken,
      'organizations',
      'query($id: ID!) { getOrganizationById(id: $id) { kiosks { name } } }',
      {
        id: owner,
      },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
