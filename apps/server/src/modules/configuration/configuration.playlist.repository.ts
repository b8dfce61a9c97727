import { eq } from 'drizzle-orm';
import type { PlaylistItem } from '@kiosk/common/mqtt';
import type { Db } from '../../db/client.ts';
import { kiosks } from '../../db/schema/kiosks.ts';
import type { KioskRow } from './configuration.settings.repository.ts';

/** The kiosk's playlist column (shared table, ADR 0019), changed under a row lock so concurrent edits never lose one another. */
export function createKioskPlaylistRepository(db: Db) {
  return {
    /**
     * Locks the kiosk's row, hands its playlist to `next` and stores what it returns, in one transaction;
     * an error thrown by `next` leaves the playlist as it was. undefined when the kiosk is gone.
     */
    async change(
      kioskId: string,
      next: (current: PlaylistItem[]) => PlaylistItem[] | Promise<PlaylistItem[]>,
    ): Promise<KioskRow | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ playlist: kiosks.playlist })
          .from(kiosks)
          .where(eq(kiosks.id, kioskId))
          .for('update');
        if (!locked) return undefined;
        const [row] = await tx
          .update(kiosks)
          .set({ playlist: await next(locked.playlist), updatedAt: new Date() })
          .where(eq(kiosks.id, kioskId))
          .returning();
        return row;
      });
    },
  };
}

export type KioskPlaylistRepository = ReturnType<typeof createKioskPlaylistRepository>;
