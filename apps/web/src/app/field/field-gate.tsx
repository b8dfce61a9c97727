import { Button } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '../../components/centered-message.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { decideAccess, isReplenisher } from '../../lib/access.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { useQuery } from '@tanstack/react-query';
import { SessionContext, useSelfQuery, type Self } from '../../lib/session.ts';
import { SessionLoadFailed, useSessionValue } from '../session/session-value.tsx';
import { cacheGet, cachePut } from '../../features/field/field.queue.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
 * The field app's session (ADR 0025): getSelf, then a replenisher (or a console user, who may look at
 * it) goes on; anyone else sees why not. Deactivated accounts are refused as in the console.
 */
export function FieldGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('field');
  const { deny, signOut } = useAuth();
  const query = useSelfQuery();
  // Without a network the field app starts with the user kept on the phone at the last start online.
  const offline = query.error instanceof GraphQLRequestError && query.error.status === 0;
  const kept = useQuery({
    queryKey: ['field', 'self'],
    queryFn: async () => (await cacheGet<Self>('self'))?.value ?? null,
    enabled: offline,
    networkMode: 'always',
  });
  const self = query.data ?? (offline ? (kept.data ?? undefined) : undefined);
  const fresh = query.data;
  useEffect(() => {
    if (fresh) void cachePut('self', fresh);
  }, [fresh]);
  const decision = self ? decideAccess(self) : null;
  const inactive = decision?.allowed === false && decision.reason === 'USER_INACTIVE';

  useEffect(() => {
    if (inactive) void deny('USER_INACTIVE');
  }, [inactive, deny]);

  const value = useSessionValue(self);

  if (query.isError && !(offline && (kept.isPending || kept.data))) {
    return <SessionLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!value || inactive) return <FullPageLoader />;
  if (!isReplenisher(value.self) && !decideAccess(value.self).allowed) {
    return (
      <CenteredMessage
        title={t('field.access.title')}
        message={t('field.access.message')}
        action={<Button onClick={() => void signOut()}>{t('field.nav.signOut')}</Button>}
      />
    );
  }
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
