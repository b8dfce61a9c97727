import { describe, expect, it } from 'vitest';
import { TEMPERATURE_COMPLIANCE } from '@kiosk/common/constants';
import { SYSTEM_VIEWER } from '../../auth/viewer.ts';
import { createComplianceService } from './compliance.service.ts';
import type { Reading } from './compliance.rules.ts';

const KIOSK = { id: '11111111-1111-4111-8111-111111111111', orgId: 'org', name: 'Lobby', serialNumber: 'K-1' };

/** The report over ports that answer one kiosk with `count` readings a minute apart (at most what is asked). */
function report(count: number) {
  const asked: number[] = [];
  const service = createComplianceService({
    kiosks: {
      getById: async () => KIOSK,
      readingsBetween: async (_id, from, _to, limit) => {
        asked.push(limit);
        return Array.from({ length: Math.min(count, limit + 1) }, (_, i): Reading => ({
          ts: new Date(from.getTime() + i * 60_000),
          sensors: [400],
        }));
      },
      serviceCommands: async () => [],
    },
    alerts: { temperatureAlerts: async () => [] },
    organizations: { summaries: async () => new Map([['org', { name: 'Org', timeZone: 'Europe/Berlin' }]]) },
    users: { namesOf: async () => new Map() },
    now: () => new Date('2026-04-01T00:00:00Z'),
  });
  const run = () =>
    service.temperatureCompliance(SYSTEM_VIEWER, {
      kioskIds: [KIOSK.id],
      period: { from: '2026-01-01', to: '2026-01-02' },
    });
  return { run, asked };
}

describe('the compliance report reads at most so many readings of a kiosk', () => {
  const max = TEMPERATURE_COMPLIANCE.maxReadingsPerKiosk;

  it('asks for no more than one reading beyond the cap, and answers up to it', async () => {
    const { run, asked } = report(max);
    const answered = await run();
    expect(asked).toEqual([max]);
    expect(answered.kiosks[0]?.kioskId).toBe(KIOSK.id);
  });

  it('refuses a kiosk that sent more, naming the period, instead of reading them all', async () => {
    await expect(report(max + 1).run()).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { period: 'BAD_USER_INPUT' },
      message: expect.stringContaining('Lobby sent more than') as unknown,
    });
  });
});
