import { createContext, useContext, type ReactNode } from 'react';
import { useFieldActions, useSyncOnReconnect } from './use-field-sync.ts';

type FieldSync = ReturnType<typeof useFieldActions>;

const FieldSyncContext = createContext<FieldSync | null>(null);

/** One sync state for the whole field app; sends the queue at start and when the network comes back. */
export function FieldSyncProvider({ children }: { children: ReactNode }) {
  const actions = useFieldActions();
  useSyncOnReconnect(actions.sync);
  return <FieldSyncContext.Provider value={actions}>{children}</FieldSyncContext.Provider>;
}

export function useFieldSync(): FieldSync {
  const value = useContext(FieldSyncContext);
  if (!value) throw new Error('useFieldSync must be used inside <FieldSyncProvider>');
  return value;
}
