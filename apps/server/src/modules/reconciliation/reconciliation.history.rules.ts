import type { HistoryBatch, HistoryPhoto, HistorySession, HistoryWaste } from './reconciliation.history.repository.ts';

/** A person's console records on a kiosk up to this long after a refill session closed belong to that visit. */
export const VISIT_WINDOW_MS = 60 * 60 * 1000;

/** One cell of a visit: what the scale measured, what the person recorded, and the best-before they gave. */
export interface HistoryLine {
  cellId: string;
  productId: string | null;
  /** Units the scale weighed in (a refill session); null: no session (a console visit). */
  measured: number | null;
  /** Grams the cell's scale moved during the session; null: no session. */
  measuredWeight: number | null;
  /**
   * Units the person recorded putting in: units of the session they gave a best-before day (dateCellStock)
   * and units they put on the cell in the console (added stock, upward corrections); null: none.
   */
  recorded: number | null;
  /** Units the person took out as waste. */
  wasted: number;
  /** The nearest best-before day of the units added. */
  bestBefore: string | null;
}

/** A visit: a refill session (with its opener), or a person's console records on a kiosk close together. */
export interface HistoryEntry {
  id: string;
  kind: 'session' | 'console';
  kioskId: string;
  kioskName: string;
  orgId: string;
  userId: string | null;
  start: Date;
  end: Date;
  sessionId: string | null;
  mode: string | null;
  lines: HistoryLine[];
  /** Photos of the shelves the person took at the visit (ADR 0026), oldest first. */
  photos: HistoryPhoto[];
}

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

function lineOf(entry: HistoryEntry, cellId: string, productId: string | null): HistoryLine {
  let line = entry.lines.find((candidate) => candidate.cellId === cellId);
  if (!line) {
    const session = entry.kind === 'session';
    line = {
      cellId,
      productId,
      measured: session ? 0 : null,
      measuredWeight: session ? 0 : null,
      recorded: null,
      wasted: 0,
      bestBefore: null,
    };
    entry.lines.push(line);
  }
  line.productId ??= productId;
  return line;
}

/**
 * Builds the visits of a period (docs/field-operations.md "Refill history"): every refill session with who
 * opened its door, the units its scales weighed in per cell, their weight change and the units of it someone
 * dated; the console records of
 * a person (units added, waste) on that kiosk from the session's opening until VISIT_WINDOW_MS after it
 * closed join it; other console records form visits of their own (records within VISIT_WINDOW_MS of each
 * other). Newest first.
 */
export function buildHistory(input: {
  sessions: readonly HistorySession[];
  openers: ReadonlyMap<string, string>;
  sessionBatches: readonly HistoryBatch[];
  recorded: readonly HistoryBatch[];
  waste: readonly HistoryWaste[];
  kiosks: ReadonlyMap<string, { name: string; orgId: string }>;
  /** Shelf photos join the visits like the records (ADR 0026). */
  photos?: readonly HistoryPhoto[];
}): HistoryEntry[] {
  const entries: HistoryEntry[] = input.sessions.map((session) => ({
    id: `session:${session.kioskId}:${session.sessionId}`,
    kind: 'session',
    kioskId: session.kioskId,
    kioskName: session.kioskName,
    orgId: session.orgId,
    userId: input.openers.get(session.sessionId) ?? null,
    start: session.openedAt ?? session.closedAt,
    end: session.closedAt,
    sessionId: session.sessionId,
    mode: session.mode,
    photos: [],
    lines: session.cells
      .filter((cell) => cell.weightAfter !== cell.weightBefore)
      .map((cell) => ({
        cellId: cell.cellId,
        productId: null,
        measured: 0,
        measuredWeight: cell.weightAfter - cell.weightBefore,
        recorded: null,
        wasted: 0,
        bestBefore: null,
      })),
  }));
  const bySession = new Map(entries.map((entry) => [`${entry.kioskId}:${entry.sessionId}`, entry]));
  for (const batch of input.sessionBatches) {
    const entry = bySession.get(`${batch.kioskId}:${batch.sessionId}`);
    if (!entry) continue;
    const line = lineOf(entry, batch.cellId, batch.productId);
    // What the scale weighed in has no author; a person dating its units splits off batches of theirs:
    // those units are what the person recorded putting in.
    if (batch.createdBy === null) line.measured = (line.measured ?? 0) + batch.added;
    else line.recorded = (line.recorded ?? 0) + batch.added;
    line.bestBefore = earlier(line.bestBefore, batch.bestBefore);
  }

  const records = [
    ...input.recorded.map((batch) => ({ ...batch, units: batch.added, waste: false })),
    ...input.waste.map((row) => ({ ...row, bestBefore: null, waste: true })),
    ...(input.photos ?? []).map((photo) => ({
      ...photo,
      cellId: '',
      productId: null,
      units: 0,
      bestBefore: null,
      waste: false,
      photo,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const consoleVisits: HistoryEntry[] = [];
  for (const record of records) {
    const at = record.at.getTime();
    const mine = (entry: HistoryEntry) => entry.kioskId === record.kioskId && entry.userId === record.createdBy;
    let entry =
      entries.find(
        (candidate) =>
          mine(candidate) && candidate.start.getTime() <= at && at <= candidate.end.getTime() + VISIT_WINDOW_MS,
      ) ?? consoleVisits.find((candidate) => mine(candidate) && at - candidate.end.getTime() <= VISIT_WINDOW_MS);
    if (!entry) {
      const kiosk = input.kiosks.get(record.kioskId);
      entry = {
        id: `console:${record.kioskId}:${record.createdBy ?? ''}:${record.at.toISOString()}`,
        kind: 'console',
        kioskId: record.kioskId,
        kioskName: kiosk?.name ?? '',
        orgId: kiosk?.orgId ?? '',
        userId: record.createdBy,
        start: record.at,
        end: record.at,
        sessionId: null,
        mode: null,
        lines: [],
        photos: [],
      };
      consoleVisits.push(entry);
    }
    if (entry.kind === 'console' && record.at > entry.end) entry.end = record.at;
    if ('photo' in record && record.photo) {
      entry.photos.push(record.photo);
      continue;
    }
    const line = lineOf(entry, record.cellId, record.productId);
    if (record.waste) line.wasted += record.units;
    else {
      line.recorded = (line.recorded ?? 0) + record.units;
      line.bestBefore = earlier(line.bestBefore, record.bestBefore);
    }
  }
  const all = [...entries, ...consoleVisits];
  for (const entry of all) entry.lines.sort((a, b) => a.cellId.localeCompare(b.cellId));
  return all.sort((a, b) => b.end.getTime() - a.end.getTime() || a.id.localeCompare(b.id));
}

/** Recorded − measured where both are known (a session cell the person also recorded); else null. */
export const lineDifference = (line: HistoryLine): number | null =>
  line.measured !== null && line.recorded !== null ? line.recorded - line.measured : null;
