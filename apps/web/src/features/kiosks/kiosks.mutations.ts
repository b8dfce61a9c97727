/**
 * Writes of the kiosks screens (spec §7). Each hook refreshes the kiosks queries when it succeeds;
 * the screens show the toasts (spec §8).
 */
import { graphql } from '../../generated/gql.ts';
import type { KioskInput } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

const KIOSK_CREATE = graphql(`
  mutation KioskCreate($data: KioskInput!) {
    kioskCreate(data: $data) {
      _id
    }
  }
`);

const KIOSK_UPDATE = graphql(`
  mutation KioskUpdate($id: ID!, $data: KioskUpdateInput!) {
    kioskUpdate(id: $id, data: $data) {
      _id
    }
  }
`);

/** Kiosks show in the kiosks screens and by name on organization and user pages. */
const CHANGES = [queryKeys.kiosks.all, queryKeys.organizations.all, queryKeys.users.all];

/** Creates (no id) or updates a kiosk; resolves to its id. */
export function useSaveKiosk() {
  return useInvalidatingMutation(
    async ({ id, data }: { id: string | null; data: KioskInput }): Promise<string> => {
      if (id) return (await request('kiosk', KIOSK_UPDATE, { id, data })).kioskUpdate._id;
      return (await request('kiosk', KIOSK_CREATE, { data })).kioskCreate._id;
    },
    { invalidates: CHANGES },
  );
}
