import { useSyncExternalStore } from 'react';
import { isSessionExpired, subscribeSessionExpired } from '../../lib/session-expiry.ts';

export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSessionExpired, isSessionExpired, isSessionExpired);
}
