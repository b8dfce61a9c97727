import { describe, expect, it } from 'vitest';
import type { HistoryBatch, HistorySession, HistoryWaste } from './reconciliation.history.repository.ts';
import { buildHistory, lineDifference, VISIT_WINDOW_MS } from './reconciliation.history.rules.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 8, 0) + minutes * 60_000);
const session: HistorySession = {
  kioskId: 'k1',
  kioskName: 'Lobby',
  orgId: 'o1',
  sessionId: 's1',
  mode: 'mission_control',
  openedAt: at(0),
  closedAt: at(10),
  cells: [
    { cellId: 'A1', weightBefore: 330, weightAfter: 1650 },
    { cellId: 'A2', weightBefore: 500, weightAfter: 500 },
    { cellId: 'B1', weightBefore: 900, weightAfter: 600 },
  ],
};
const batch = (fields: Partial<HistoryBatch>): HistoryBatch => ({
  kioskId: 'k1',
  cellId: 'A1',
  productId: 'p1',
  added: 1,
  bestBefore: null,
  source: 'entry',
  sessionId: null,
  createdBy: 'fiona',
  at: at(5),
  ...fields,
});
const waste = (fields: Partial<HistoryWaste>): HistoryWaste => ({
  kioskId: 'k1',
  kioskName: 'Lobby',
  orgId: 'o1',
  cellId: 'A1',
  productId: 'p1',
  units: 1,
  reason: 'damaged',
  createdBy: 'fiona',
  at: at(5),
  ...fields,
});
const kiosks = new Map([['k1', { name: 'Lobby', orgId: 'o1' }]]);

describe('buildHistory', () => {
  it('measures what the scale weighed in, counts dated units and the opener’s additions as recorded', () => {
    const [visit] = buildHistory({
      sessions: [session],
      openers: new Map([['s1', 'fiona']]),
      sessionBatches: [
        batch({ source: 'session', sessionId: 's1', added: 4, createdBy: null, at: at(10) }),
        batch({ source: 'session', sessionId: 's1', added: 3, createdBy: 'fiona', bestBefore: '2026-11-30' }),
      ],
      recorded: [batch({ added: 2, bestBefore: '2026-11-25', at: at(12) })],
      waste: [waste({ at: at(11) })],
      kiosks,
    });
    expect(visit).toMatchObject({ kind: 'session', userId: 'fiona', start: at(0), end: at(10) });
    // A2 did not move; B1 lost weight with nothing weighed in.
    expect(visit?.lines).toEqual([
      {
        cellId: 'A1',
        productId: 'p1',
        measured: 4,
        measuredWeight: 1320,
        recorded: 5,
        wasted: 1,
        bestBefore: '2026-11-25',
      },
      {
        cellId: 'B1',
        productId: null,
        measured: 0,
        measuredWeight: -300,
        recorded: null,
        wasted: 0,
        bestBefore: null,
      },
    ]);
    expect(visit?.lines.map(lineDifference)).toEqual([1, null]);
  });

  it('keeps another person’s records and records after the visit window out of the session', () => {
    const visits = buildHistory({
      sessions: [session],
      openers: new Map([['s1', 'fiona']]),
      sessionBatches: [],
      recorded: [
        batch({ createdBy: 'bruno', at: at(8) }),
        batch({ at: at(10 + VISIT_WINDOW_MS / 60_000 + 1) }),
        batch({ at: at(10 + VISIT_WINDOW_MS / 60_000 + 30) }),
      ],
      waste: [],
      kiosks,
    });
    expect(visits.map((visit) => [visit.kind, visit.userId, visit.lines[0]?.recorded ?? null])).toEqual([
      // Fiona's two late records, 29 minutes apart, are one console visit; newest first.
      ['console', 'fiona', 2],
      ['session', 'fiona', null],
      ['console', 'bruno', 1],
    ]);
  });

  it('leaves a session without a known opener to nobody, and joins no records to it', () => {
    const [visit, other] = buildHistory({
      sessions: [session],
      openers: new Map(),
      sessionBatches: [],
      recorded: [batch({ at: at(5) })],
      waste: [],
      kiosks,
    });
    expect(visit).toMatchObject({ kind: 'session', userId: null });
    expect(other).toMatchObject({ kind: 'console', userId: 'fiona', kioskName: 'Lobby' });
  });
});
