import { DURATIONS, type Language } from '@kiosk/common/constants';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../generated/gql.ts';
import type { GetSelfQuery } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { isSessionExpired } from '../../lib/session-expiry.ts';

const SET_USER_LANGUAGE = graphql(`
  mutation SetUserLanguage($lang: Language!) {
    setUserLanguage(lang: $lang) {
      _id
      language
    }
  }
`);

/** Switches the UI language at once and saves it on the user (setUserLanguage). */
export function useChangeLanguage(): (language: Language) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (lang: Language) => request('organizations', SET_USER_LANGUAGE, { lang }),
    onMutate: (lang) => {
      applyLanguage(lang);
      queryClient.setQueryData<GetSelfQuery>(queryKeys.self, (previous) =>
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
