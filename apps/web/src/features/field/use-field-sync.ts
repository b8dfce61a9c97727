import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendFieldAction } from './field.queries.ts';
import {
  discardAction,
  enqueue,
  listActions,
  retryAction,
  syncQueue,
  type FieldActionInput,
  type SyncResult,
} from './field.queue.ts';

const QUEUE_KEY = ['field', 'queue'] as const;
/** While dates wait for the kiosk to weigh in what was put in, the queue is sent again this often. */
const WEIGH_IN_RETRY_MS = 15_000;

/** The queued actions (pending and conflicts) in the order recorded. */
export function useFieldQueue() {
  return useQuery({ queryKey: QUEUE_KEY, queryFn: listActions, networkMode: 'always', staleTime: Infinity });
}

/** Whether the browser says it has a network. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** Record, sync, retry and discard; every change refreshes the queue shown. */
export function useFieldActions() {
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  const [last, setLast] = useState<SyncResult | null>(null);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }), [queryClient]);

  const again = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(again.current ?? undefined), []);

  const sync = useCallback(async (): Promise<SyncResult> => {
    setSyncing(true);
    clearTimeout(again.current ?? undefined);
    try {
      const result = await syncQueue(sendFieldAction);
      setLast(result);
      // Dates for units the scale has not reported yet (the door still open): try again shortly.
      if (result.waiting > 0 && !result.offline) again.current = setTimeout(() => void sync(), WEIGH_IN_RETRY_MS);
      if (result.sent > 0) {
        void queryClient.invalidateQueries({ queryKey: ['field', 'route'] });
        void queryClient.invalidateQueries({ queryKey: ['field', 'reconciliation'] });
      }
      return result;
    } finally {
      setSyncing(false);
      await refresh();
    }
  }, [queryClient, refresh]);

  const record = useCallback(
    async (inputs: FieldActionInput[]) => {
      for (const input of inputs) await enqueue(input);
      await refresh();
      if (navigator.onLine) void sync();
    },
    [refresh, sync],
  );

  const retry = useCallback(
    async (id: number) => {
      await retryAction(id);
      await refresh();
      if (navigator.onLine) void sync();
    },
    [refresh, sync],
  );

  const discard = useCallback(
    async (id: number) => {
      await discardAction(id);
      await refresh();
    },
    [refresh],
  );

  return { record, sync, retry, discard, syncing, last };
}

/** Sends the queue when the field app starts and whenever the network comes back. */
export function useSyncOnReconnect(sync: () => Promise<unknown>): void {
  useEffect(() => {
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    if (navigator.onLine) void sync();
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);
}
