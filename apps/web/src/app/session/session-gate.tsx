import { Button } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '../../components/centered-message.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { Navigate } from 'react-router';
import {
  decideAccess,
  denialReasonFromCode,
  hasOrganization,
  isReplenisher,
  workingCurrency,
} from '../../lib/access.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { applyLanguage, isLanguage } from '../../lib/i18n.ts';
import { useAuth } from '../auth/auth-context.ts';
import { SessionContext, useSelfQuery, type SessionContextValue } from '../../lib/session.ts';
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
  const { t } = useTranslation();
  const { deny, signOut } = useAuth();
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

  const language = self?.language;
  useEffect(() => {
    if (isLanguage(language)) applyLanguage(language);
  }, [language]);

  const value = useMemo<SessionContextValue | null>(
    () => (self ? { self, currency: workingCurrency(self), hasOrganization: hasOrganization(self) } : null),
    [self],
  );

  // The session-expired dialog (rendered at the app root) takes over; show no data behind it.
  if (expired && !value) return null;
  if (toField) return <Navigate to="/field" replace />;
  if (denialReason) return <FullPageLoader />;
  if (query.isError) {
    const unauthenticated = errorCode === 'UNAUTHENTICATED';
    return (
      <CenteredMessage
        title={t('auth.session.loadFailedTitle')}
        message={t('auth.session.loadFailedMessage')}
        action={
          unauthenticated ? (
            <Button onClick={() => void signOut()}>{t('auth.session.signInAgain')}</Button>
          ) : (
            <Button onClick={() => void query.refetch()}>{t('auth.session.retry')}</Button>
          )
        }
      />
    );
  }
  if (!value) return <FullPageLoader />;

  return (
    <SessionContext.Provider value={value}>
      {children}
      {value.self.termsAccepted ? null : <TermsModal />}
    </SessionContext.Provider>
  );
}
