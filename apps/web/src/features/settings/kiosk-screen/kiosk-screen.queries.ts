/** The kiosk screen of an organization (spec Settings → Kiosk UI; §7 createKioskLandingPage). */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql.ts';
import type { KioskLandingPageInput } from '../../../generated/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { requestWithFiles } from '../../../lib/graphql-upload.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

const KIOSK_SCREEN = graphql(`
  query OrganizationKioskScreen($id: ID!) {
    getOrganizationById(id: $id) {
      _id
      name
      kioskInitScreen {
        headerURI
        headerTextColor
        bgURI
        bgColor
        bodyTextColor
      }
    }
  }
`);

const SAVE_KIOSK_SCREEN = graphql(`
  mutation CreateKioskLandingPage($orgId: ID!, $data: KioskLandingPageInput!, $header: File, $background: File) {
    createKioskLandingPage(orgId: $orgId, data: $data, header: $header, background: $background) {
      organization {
        _id
      }
      offlineKiosks
    }
  }
`);

/** Below the organization's detail key, so refreshing the organization refreshes its screen too. */
const screenKey = (orgId: string) => [...queryKeys.organizations.detail(orgId), 'kiosk-screen'] as const;

export function useKioskScreen(orgId: string | null) {
  return useQuery({
    queryKey: screenKey(orgId ?? ''),
    queryFn: () => request('organizations', KIOSK_SCREEN, { id: orgId ?? '' }),
    enabled: Boolean(orgId),
  });
}

export function useSaveKioskScreen(orgId: string) {
  return useInvalidatingMutation(
    (variables: { data: KioskLandingPageInput; header: File | null; background: File | null }) =>
      requestWithFiles('organizations', SAVE_KIOSK_SCREEN, {
        orgId,
        data: variables.data,
        ...(variables.header ? { header: variables.header } : {}),
        ...(variables.background ? { background: variables.background } : {}),
      }),
    { invalidates: [queryKeys.organizations.detail(orgId), queryKeys.kiosks.all] },
  );
}
