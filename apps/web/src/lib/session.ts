import type { Currency } from '@kiosk/common/constants';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.ts';
import type { GetSelfQuery } from '../generated/graphql.ts';
import { createMoneyFormatter, type MoneyFormatter } from './format.ts';
import { request } from './graphql-client.ts';
import { currentLanguage } from './i18n.ts';
import { queryKeys } from './query-keys.ts';

/** A membership as the session and the user screens show it (organization name, currency, role, status). */
graphql(`
  fragment RoleInOrganizationFields on RoleInOrganization {
    organizationId {
      _id
      name
      currency
    }
    role
    status
  }
`);

const GET_SELF = graphql(`
  query GetSelf {
    getSelf {
      _id
      firstName
      lastName
      email
      avatarUrl
      root
      status
      termsAccepted
      language
      mobile
      rolesInOrganizations {
        ...RoleInOrganizationFields
      }
    }
  }
`);

/** The signed-in user as getSelf answers. */
export type Self = GetSelfQuery['getSelf'];
export type SelfRole = Self['rolesInOrganizations'][number];

/** getSelf, loaded once per session; mutations that change the user invalidate queryKeys.self. */
export function useSelfQuery() {
  return useQuery({
    queryKey: queryKeys.self,
    queryFn: () => request('organizations', GET_SELF),
    select: (data) => data.getSelf,
    staleTime: Infinity,
  });
}

export interface SessionContextValue {
  self: Self;
  /** Spec §4: euro for root, otherwise the first admin organization's currency. */
  currency: Currency;
  /** Whether the user belongs to any organization (settings need one, spec §2). */
  hasOrganization: boolean;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The signed-in console user; only available inside the console layout. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionGate>');
  return value;
}

/** Money in the working currency, formatted for the current UI language. */
export function useMoney(): MoneyFormatter {
  const { currency } = useSession();
  useTranslation(); // re-renders on a language change
  const language = currentLanguage();
  return useMemo(() => createMoneyFormatter(currency, language), [currency, language]);
}
