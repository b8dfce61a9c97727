import { describe, expect, it } from 'vitest';
import { KIOSK_FACTS_CODEC, type KioskFact } from './kiosks.facts.ts';

const a = { id: '0b8cee7f-40e0-483f-a7ae-f49e09431254', orgId: 'ac4329cf-27f0-4600-98bf-8407c7a1fd22' };
const b = { id: '4cc8eff3-7410-4cb6-9142-7e7b53625ffa', orgId: 'ac4329cf-27f0-4600-98bf-8407c7a1fd22' };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 29, 17, 0, 0, ms));

/** One fact of every kind, two kiosks interleaved (as a batch of the ingest and a derivation publish them). */
const FACTS: KioskFact[] = [
  { kind: 'telemetry', kiosk: a, receivedAt: at(1), ts: at(0), temperatures: [406, null, 410] },
  {
    kind: 'event',
    kiosk: b,
    receivedAt: at(2),
    event: { id: 'e-1', ts: '2026-11-29T16:59:59.000Z', type: 'door', state: 'open' },
  },
  {
    kind: 'event',
    kiosk: a,
    receivedAt: at(3),
    event: { id: 'e-2', ts: '2026-11-29T17:00:00.002Z', type: 'payment', sessionId: 's-1', status: 'paid' },
  },
  { kind: 'status', kiosk: b, receivedAt: at(4), online: false },
  {
    kind: 'purchase',
    kiosk: a,
    receivedAt: at(5),
    sessionId: 's-1',
    closedAt: at(2),
    cells: [
      { cellId: 'A1', units: 2 },
      { cellId: 'B3', units: null, refused: 'put_back' },
    ],
  },
  { kind: 'status', kiosk: a, receivedAt: at(6), online: true },
];

const byKiosk = (facts: readonly KioskFact[], id: string) => facts.filter((fact) => fact.kiosk.id === id);

describe('the device facts as their jobs keep them', () => {
  it('reads back every kind as it was published: dates as dates, each kiosk in its order', () => {
    // Through JSON, as the job stores it.
    const read = KIOSK_FACTS_CODEC.decode(JSON.parse(JSON.stringify(KIOSK_FACTS_CODEC.encode(FACTS))));
    expect(read).toHaveLength(FACTS.length);
    expect(byKiosk(read, a.id)).toEqual(byKiosk(FACTS, a.id));
    expect(byKiosk(read, b.id)).toEqual(byKiosk(FACTS, b.id));
    expect(read.every((fact) => fact.receivedAt instanceof Date)).toBe(true);
  });

  it('writes a kiosk and its organization once per job, not once per fact', () => {
    const packed = JSON.stringify(KIOSK_FACTS_CODEC.encode(FACTS));
    expect(packed.split(a.id)).toHaveLength(2);
    expect(packed.split(b.id)).toHaveLength(2);
    expect(packed.length).toBeLessThan(JSON.stringify(FACTS).length * 0.7);
  });

  it('reads the jobs queued before an upgrade (the facts as they were, dates as strings)', () => {
    const earlier = JSON.parse(JSON.stringify(FACTS)) as unknown;
    expect(KIOSK_FACTS_CODEC.decode(earlier)).toEqual(FACTS);
  });

  it('keeps a kiosk moved to another organization apart, its facts in their order', () => {
    const moved = { id: a.id, orgId: '11111111-2222-4333-8444-555555555555' };
    const facts: KioskFact[] = [
      { kind: 'status', kiosk: a, receivedAt: at(1), online: true },
      { kind: 'status', kiosk: moved, receivedAt: at(2), online: false },
      { kind: 'status', kiosk: a, receivedAt: at(3), online: true },
    ];
    const read = KIOSK_FACTS_CODEC.decode(JSON.parse(JSON.stringify(KIOSK_FACTS_CODEC.encode(facts))));
    expect(read).toEqual(facts);
  });
});
