import type { PlaylistItem } from '@kiosk/common/mqtt';
import type { PlayList, Resolvers } from '../../generated/graphql.ts';
import { mediaTypeOf, type KioskPlaylistService } from './configuration.playlist.service.ts';

function toPlayListGraph(kioskId: string, items: PlaylistItem[]): PlayList {
  return { kioskId, items: items.map((item) => ({ ...item, mediaType: mediaTypeOf(item.uri) })) };
}

/** GraphQL ↔ playlist service (spec §7 createPlayList, updatePlayList, deletePlayListContent). */
export function createKioskPlaylistResolvers(playlist: KioskPlaylistService): Resolvers {
  return {
    Query: {
      getPlayList: async (_parent, { kioskId }, ctx) =>
        toPlayListGraph(kioskId, await playlist.get(ctx.viewer, kioskId)),
    },
    Mutation: {
      createPlayList: async (_parent, { kioskId, data, media }, ctx) =>
        toPlayListGraph(kioskId, await playlist.create(ctx.viewer, kioskId, data, media)),
      updatePlayList: async (_parent, { kioskId, items }, ctx) =>
        toPlayListGraph(kioskId, await playlist.update(ctx.viewer, kioskId, items)),
      deletePlayListContent: async (_parent, { kioskId, uri }, ctx) =>
        toPlayListGraph(kioskId, await playlist.deleteContent(ctx.viewer, kioskId, uri)),
    },
  };
}
