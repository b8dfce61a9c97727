import { DURATIONS, type Language } from '@kiosk/common/constants';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SET_USER_LANGUAGE,
  type SetUserLanguageMutation,
  type SetUserLanguageVariables,
} from '../../features/account/account.mutations.ts';
import { selfQueryKey, type GetSelfQuery } from '../../features/account/account.queries.ts';
import { request } from '../../lib/graphql-client.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { isSessionExpired } from '../../lib/session-expiry.ts';

/** Switches the UI language at once and saves it on the user (setUserLanguage). */
export function useChangeLanguage(): (language: Language) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (lang: Language) =>
      request<SetUserLanguageMutation, SetUserLanguageVariables>('organizations', SET_USER_LANGUAGE, { lang }),
    onMutate: (lang) => {
      applyLanguage(lang);
      queryClient.setQueryData<GetSelfQuery>(selfQueryKey, (previous) =>
        previous ? { getSelf: { ...previous.getSelf, language: lang } } : previous,
      );
    },
    onError: () => {
      // An expired session has its own dialog; a second message would only repeat it.
      if (isSessionExpired()) return;
      notifications.show({
        color: 'red',
        message: t('layout.language.saveFailed'),
        autoClose: DURATIONS.generalToastMs,
      });
    },
  });
  return mutation.mutate;
}
