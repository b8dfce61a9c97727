import { useEffect, type ReactNode } from 'react';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { Navigate } from 'react-router';
import { decideAccess, denialReasonFromCode, isReplenisher } from '../../lib/access.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { useAuth } from '../auth/auth-context.ts';
import { SessionContext, useSelfQuery } from '../../lib/session.ts';
import { SessionLoadFailed, useSessionValue } from './session-value.tsx';
import { TermsModal } from './terms-modal.tsx';
import { useSessionExpired } from './use-session-expired.ts';

interface SessionGateProps {
  children: ReactNode;
}

/**
 * After login: loads getSelf, keeps the user only if root or an active admin somewhere
 * (spec §4), applies their language, and asks once for the terms.
 */
export function SessionGate({ children }: SessionGateProps) {
  const { deny } = useAuth();
  const expired = useSessionExpired();
  const query = useSelfQuery();
  const self = query.data;

  const errorCode = query.error instanceof GraphQLRequestError ? query.error.code : undefined;
  const decision = self ? decideAccess(self) : null;
  // A replenisher without console access works in the field app (ADR 0025) instead of seeing no-access.
  const toField =
    self !== undefined && decision?.allowed === false && decision.reason === 'NO_CONSOLE_ACCESS' && isReplenisher(self);
  const denialReason = toField
    ? null
    : decision && !decision.allowed
      ? decision.reason
      : denialReasonFromCode(errorCode);

  useEffect(() => {
    if (denialReason) void deny(denialReason);
  }, [denialReason, deny]);

  const value = useSessionValue(self);

  // The session-expired dialog (rendered at the app root) takes over; show no data behind it.
  if (expired && !value) return null;
  if (toField) return <Navigate to="/field" replace />;
  if (denialReason) return <FullPageLoader />;
  if (query.isError) return <SessionLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!value) return <FullPageLoader />;

  return (
    <SessionContext.Provider value={value}>
      {children}
      {value.self.termsAccepted ? null : <TermsModal />}
    </SessionContext.Provider>
  );
}
