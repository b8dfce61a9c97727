import type { Currency } from '@kiosk/common/constants';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Self } from '../../features/account/account.queries.ts';
import { createMoneyFormatter, type MoneyFormatter } from '../../lib/format.ts';
import { isLanguage } from '../../lib/i18n.ts';

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
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(() => createMoneyFormatter(currency, language), [currency, language]);
}
