import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/database.ts';
import { createSalesScreenWorld, REFILLS, JANUARY, type SalesScreenWorld } from './transactions.sales.test-data.ts';

/** The refills grid: Added and Removed entries, newest first, by mode. */
describe.each(testDatabaseKinds())('the transactions screen: refills on %s', (kind) => {
  let screen: SalesScreenWorld;

  beforeAll(async () => {
    screen = await createSalesScreenWorld(kind);
  });
  afterAll(() => screen?.close());

  it('lists refills newest first with Added and Removed entries, filtered by mode', async () => {
    const result = await screen.call<{
      gridRefills: {
        total: number;
        data: {
          type: string;
          kiosk: { name: string };
          details: { sessionClosedAt: string | null };
          scale: Record<string, unknown>[];
        }[];
      };
    }>('parentAdmin', REFILLS, { data: JANUARY });
    expect(result.errors).toBeUndefined();
    const grid = result.data?.gridRefills;
    expect(grid?.data.map((r) => r.type)).toEqual(['AUTOMATIC', 'TABLET']);
    expect(grid?.data[0]).toMatchObject({
      kiosk: { name: 'Alpha kiosk' },
      details: { sessionClosedAt: '2026-01-02T08:05:00.000Z' },
      scale: [
        {
          cellId: '1',
          count: -2,
          weight: -1000,
          refillCost: '-0.80',
          status: 'Removed',
          productLine: { _id: screen.water, name: 'Water' },
        },
        { cellId: '2', count: 5, refillCost: '5.00', status: 'Added', productLine: { _id: null, name: 'Sandwich' } },
      ],
    });
    const automatic = await screen.call<{ gridRefills: { total: number } }>('parentAdmin', REFILLS, {
      data: { ...JANUARY, type: ['automatic'] },
    });
    expect(automatic.data?.gridRefills.total).toBe(1);
    const bad = await screen.call('parentAdmin', REFILLS, { data: { type: ['SOMETIMES'] } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
