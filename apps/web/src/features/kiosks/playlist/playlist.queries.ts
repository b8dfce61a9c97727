/**
 * A kiosk's playlist (spec §7 createPlayList, updatePlayList, deletePlayListContent): its read and the
 * three changes. Each change queues `apply_playlist`, so the kiosk's commands are refreshed as well.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql.ts';
import type { KioskPlayListQuery, PlayListItemUpdate } from '../../../generated/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { requestWithFiles } from '../../../lib/graphql-upload.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

const KIOSK_PLAYLIST = graphql(`
  query KioskPlayList($kioskId: ID!) {
    getKioskWithCapacities(id: $kioskId) {
      _id
      name
    }
    getPlayList(kioskId: $kioskId) {
      kioskId
      items {
        name
        uri
        duration
        type
        enabled
        order
        mediaType
      }
    }
  }
`);

const CREATE_PLAYLIST = graphql(`
  mutation CreatePlayList($kioskId: ID!, $data: PlayListItemInput!, $media: File!) {
    createPlayList(kioskId: $kioskId, data: $data, media: $media) {
      kioskId
      items {
        name
        uri
        duration
        type
        enabled
        order
        mediaType
      }
    }
  }
`);

const UPDATE_PLAYLIST = graphql(`
  mutation UpdatePlayList($kioskId: ID!, $items: [PlayListItemUpdate!]!) {
    updatePlayList(kioskId: $kioskId, items: $items) {
      kioskId
    }
  }
`);

const DELETE_PLAYLIST_CONTENT = graphql(`
  mutation DeletePlayListContent($kioskId: ID!, $uri: String!) {
    deletePlayListContent(kioskId: $kioskId, uri: $uri) {
      kioskId
    }
  }
`);

export type PlayListItem = KioskPlayListQuery['getPlayList']['items'][number];

/** Below the kiosk's detail key: refreshing the kiosk refreshes its playlist too. */
export const playlistKey = (kioskId: string) => [...queryKeys.kiosks.detail(kioskId), 'playlist'] as const;

export function useKioskPlayList(kioskId: string) {
  return useQuery({
    queryKey: playlistKey(kioskId),
    queryFn: () => request('kiosk', KIOSK_PLAYLIST, { kioskId }),
  });
}

const changed = (kioskId: string) => [playlistKey(kioskId), queryKeys.kiosks.commands(kioskId)];

export function useCreatePlayListItem(kioskId: string) {
  return useInvalidatingMutation(
    (variables: { name: string; duration: number; media: File }) =>
      requestWithFiles('kiosk', CREATE_PLAYLIST, {
        kioskId,
        data: { name: variables.name, duration: variables.duration },
        media: variables.media,
      }),
    { invalidates: [queryKeys.kiosks.commands(kioskId)] },
  );
}

export function useUpdatePlayList(kioskId: string) {
  return useInvalidatingMutation(
    (items: PlayListItemUpdate[]) => request('kiosk', UPDATE_PLAYLIST, { kioskId, items }),
    { invalidates: changed(kioskId), leaving: true },
  );
}

export function useDeletePlayListContent(kioskId: string) {
  return useInvalidatingMutation((uri: string) => request('kiosk', DELETE_PLAYLIST_CONTENT, { kioskId, uri }), {
    invalidates: [queryKeys.kiosks.commands(kioskId)],
  });
}
