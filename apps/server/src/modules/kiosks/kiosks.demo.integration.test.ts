import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { newKiosk, newSerial } from './kiosks.test-data.ts';

/** What first start seeds (the demo fleet) and what every kiosk gets (its QR code). */
describe('kiosk QR codes and the demo fleet', () => {
  let database: TestDatabase;
  let context: TestContext;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    context = await createTestContext(database, { DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('seeds five demo kiosks in the demo organization on first start', async () => {
    const [demo] = await database.query<{ id: string }>(
      "SELECT id FROM organizations WHERE slug = 'demo-fresh-kiosks'",
    );
    const kiosks = await context.services.kiosks.listByOrganizations(context.root, [demo?.id ?? '']);
    expect(kiosks.map((k) => k.serialNumber).sort()).toEqual([
      'DEMO-0001',
      'DEMO-0002',
      'DEMO-0003',
      'DEMO-0004',
      'DEMO-0005',
    ]);
    expect(new Set(kiosks.map((k) => k.pin)).size).toBe(5);
    expect(kiosks.every((k) => k.pin !== k.technicianPin && k.tags.length > 0 && k.location.city)).toBe(true);
    // The demo route visits Monday, Wednesday and Friday, so its pick lists to the next visit work at once.
    const plans = await context.services.replenishment.visits.plans(kiosks);
    expect([...plans.values()].map((plan) => [plan.weekdays, plan.safetyMarginPercent])).toEqual(
      kiosks.map(() => [[1, 3, 5], 20]),
    );
  });

  it('gives a new kiosk a QR code naming its serial number, which follows a changed serial number', async () => {
    const orgId = await context.newOrganization('QR Org');
    const created = await newKiosk(context, orgId);
    expect((await context.services.kiosks.getById(context.root, created.id)).qrcode).toBe(created.serialNumber);
    const serial = newSerial('QR');
    const updated = await context.services.kiosks.update(context.root, created.id, { serialNumber: serial });
    expect(updated.qrcode).toBe(serial);
  });
});
