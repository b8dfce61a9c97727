import { lazy, Suspense } from 'react';
import { useSessionExpired } from './use-session-expired.ts';

// Loaded only when needed, so the first screen does not ship the modal machinery.
const SessionExpiredModal = lazy(async () => ({
  default: (await import('./session-expired-modal.tsx')).SessionExpiredModal,
}));

/** Shows the session-expired dialog once any reply said 'Token expired' (spec §4). */
export function SessionExpiredDialog() {
  const expired = useSessionExpired();
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal />
    </Suspense>
  );
}
