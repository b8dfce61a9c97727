/**
 * The session-expired flag (spec §4): set once when any server reply's first error is
 * 'Token expired'; the app then shows the session-expired dialog instead of data. A reload
 * starts a fresh page and so clears it. Kept outside React so the GraphQL client can set it.
 */
type Listener = () => void;

let expired = false;
const listeners = new Set<Listener>();

export function markSessionExpired(): void {
  if (expired) return;
  expired = true;
  for (const listener of listeners) listener();
}

export function isSessionExpired(): boolean {
  return expired;
}

export function subscribeSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
