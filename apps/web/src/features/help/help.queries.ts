import { HELP_LOADERS, type HelpCatalogue } from '@kiosk/common/i18n/help';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../generated/gql.ts';
import { request } from '../../lib/graphql-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const ORGANIZATION_SUPPORT = graphql(`
  query OrganizationSupport($id: ID!) {
    getOrganizationById(id: $id) {
      _id
      name
      support {
        email
        hotline
        hotlineAvailability
      }
    }
  }
`);

/** The help of the language shown; switching the language loads the other catalogue. */
export function useHelpCatalogue() {
  useTranslation(); // re-renders on a language change
  const language = currentLanguage();
  return useQuery<HelpCatalogue>({
    queryKey: queryKeys.help(language),
    queryFn: HELP_LOADERS[language],
    staleTime: Infinity,
  });
}

/** The support contact (support.email, hotline, hotlineAvailability) of the user's organization. */
export function useOrganizationSupport(orgId: string | null) {
  return useQuery({
    queryKey: queryKeys.organizations.support(orgId ?? ''),
    queryFn: orgId === null ? skipToken : () => request('organizations', ORGANIZATION_SUPPORT, { id: orgId }),
    select: (data) => data.getOrganizationById,
  });
}
