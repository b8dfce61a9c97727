/**
 * The field app's offline queue (ADR 0025): what the replenisher records is kept in IndexedDB first and
 * sent in the order it was recorded. Every action gets its idempotency key when it is recorded, so a send
 * that reached the server but whose answer was lost is applied once when it is sent again (ADR 0024).
 * A refusal by the server is a conflict: the action stays, with the server's message, and waits for the
 * person to retry or discard it; later actions on the same kiosk wait behind it. Nothing is dropped silently.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type FieldActionKind = 'addCellStock' | 'dateCellStock' | 'recordWaste' | 'recordCellCount' | 'shelfPhoto';

export interface BatchInput {
  quantity: number;
  bestBefore: string | null;
}

export type FieldActionInput =
  | { kind: 'addCellStock'; kioskId: string; cellId: string; batches: BatchInput[]; note: string | null }
  | { kind: 'dateCellStock'; kioskId: string; cellId: string; batches: BatchInput[] }
  | { kind: 'recordWaste'; kioskId: string; cellId: string; units: number; reason: string; note: string | null }
  /** What was counted (reconciled with the scales on the server); `countedAt` is the phone's time. */
  | {
      kind: 'recordCellCount';
      kioskId: string;
      cellId: string;
      found: number | null;
      added: number | null;
      countedAt: string;
    }
  /** A photo of the finished shelves (ADR 0026): the JPEG the phone scaled, kept as a Blob in IndexedDB. */
  | { kind: 'shelfPhoto'; kioskId: string; photo: Blob; takenAt: string };

export type FieldAction = FieldActionInput & {
  /** Order of recording (IndexedDB key). */
  id: number;
  idempotencyKey: string;
  /** ISO time it was recorded on the phone. */
  recorded: string;
  /** pending: waits to be sent; conflict: the server refused it (message) and the person decides. */
  status: 'pending' | 'conflict';
  message: string | null;
  code: string | null;
  /**
   * Dates for units the scale weighs in, sent while the kiosk had not yet reported them (the door still open):
   * the action stays pending and is sent again until WEIGH_IN_WAIT_MS after it was recorded.
   */
  waitingForScale?: boolean;
};

/** How long dates for weighed-in units wait for the kiosk's report before the refusal is a conflict. */
export const WEIGH_IN_WAIT_MS = 15 * 60_000;

interface FieldDb extends DBSchema {
  actions: { key: number; value: FieldAction };
  cache: { key: string; value: { key: string; value: unknown; saved: string } };
}

const DB_NAME = 'kiosk-field';

let opening: Promise<IDBPDatabase<FieldDb>> | null = null;

function db(): Promise<IDBPDatabase<FieldDb>> {
  opening ??= openDB<FieldDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('actions', { keyPath: 'id', autoIncrement: true });
      database.createObjectStore('cache', { keyPath: 'key' });
    },
  });
  return opening;
}

/** For tests: forget the open connection (a fresh fake IndexedDB follows). */
export function resetFieldDbForTests(): void {
  opening = null;
}

function newKey(): string {
  return `field-${crypto.randomUUID()}`;
}

/** Records an action: it gets its idempotency key now, and its place in the order. */
export async function enqueue(input: FieldActionInput): Promise<FieldAction> {
  const database = await db();
  const draft = {
    ...input,
    idempotencyKey: newKey(),
    recorded: new Date().toISOString(),
    status: 'pending' as const,
    message: null,
    code: null,
  };
  const id = await database.add('actions', draft as FieldAction);
  return { ...draft, id } as FieldAction;
}

/** Every queued action in the order recorded. */
export async function listActions(): Promise<FieldAction[]> {
  return (await db()).getAll('actions');
}

/** Retry a conflict: it is sent again (with the same key) on the next sync. */
export async function retryAction(id: number): Promise<void> {
  const database = await db();
  const action = await database.get('actions', id);
  if (action)
    await database.put('actions', { ...action, status: 'pending', message: null, code: null, waitingForScale: false });
}

/** Discard an action the person decided not to send (only ever on their word). */
export async function discardAction(id: number): Promise<void> {
  await (await db()).delete('actions', id);
}

/** What sending one action answered. */
export type SendOutcome =
  | { ok: true }
  | { ok: false; offline: true }
  | { ok: false; offline: false; message: string; code: string | null; fields?: Record<string, string> };

export type SendAction = (action: FieldAction) => Promise<SendOutcome>;

export interface SyncResult {
  sent: number;
  conflicts: number;
  /** Dates that wait for the kiosk to report the units they are for (sent again by a later sync). */
  waiting: number;
  /** The network failed: the rest waits for the next sync. */
  offline: boolean;
}

let running: Promise<SyncResult> | null = null;

/**
 * Sends the pending actions in the order recorded. A network failure stops the sync (order kept);
 * a refusal marks the action a conflict (or, for dates the scale has not weighed in yet, a wait) and holds back
 * the later actions of its kiosk.
 * One sync runs at a time; a second call while one runs waits for it.
 */
export function syncQueue(send: SendAction, now: () => number = Date.now): Promise<SyncResult> {
  running ??= runSync(send, now).finally(() => {
    running = null;
  });
  return running;
}

/**
 * A date for units the scale weighs in is refused while the kiosk has not reported them yet — the door is
 * still open, or its report is on the way. Such a refusal (`batches`) is a wait, not a conflict, for a while.
 */
function waitsForWeighIn(action: FieldAction, outcome: SendOutcome, now: number): boolean {
  return (
    action.kind === 'dateCellStock' &&
    !outcome.ok &&
    !outcome.offline &&
    outcome.code === 'BAD_USER_INPUT' &&
    outcome.fields?.batches !== undefined &&
    now - Date.parse(action.recorded) < WEIGH_IN_WAIT_MS
  );
}

async function runSync(send: SendAction, now: () => number): Promise<SyncResult> {
  const database = await db();
  const result: SyncResult = { sent: 0, conflicts: 0, waiting: 0, offline: false };
  const blocked = new Set<string>();
  for (const action of await database.getAll('actions')) {
    if (action.status === 'conflict') {
      blocked.add(action.kioskId);
      result.conflicts += 1;
      continue;
    }
    if (blocked.has(action.kioskId)) continue;
    const outcome = await send(action);
    if (outcome.ok) {
      await database.delete('actions', action.id);
      result.sent += 1;
    } else if (outcome.offline) {
      result.offline = true;
      break;
    } else if (waitsForWeighIn(action, outcome, now())) {
      await database.put('actions', { ...action, waitingForScale: true, message: outcome.message, code: outcome.code });
      blocked.add(action.kioskId);
      result.waiting += 1;
    } else {
      await database.put('actions', {
        ...action,
        status: 'conflict',
        message: outcome.message,
        code: outcome.code,
        waitingForScale: false,
      });
      blocked.add(action.kioskId);
      result.conflicts += 1;
    }
  }
  return result;
}

/** Keeps a value (the day's route) for use without a network. */
export async function cachePut(key: string, value: unknown): Promise<void> {
  await (await db()).put('cache', { key, value, saved: new Date().toISOString() });
}

export async function cacheGet<T>(key: string): Promise<{ value: T; saved: string } | null> {
  const row = await (await db()).get('cache', key);
  return row ? { value: row.value as T, saved: row.saved } : null;
}
