import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { memberCards } from '../../db/schema/users.ts';

export function createMemberCardsRepository(db: Db) {
  // Read by getSelf and every users grid page.
  const cardsOfUsers = prepared(() =>
    db
      .select({ userId: memberCards.userId, cardId: memberCards.cardId })
      .from(memberCards)
      .where(sql`${memberCards.userId} = ANY(${sql.placeholder('userIds')}::uuid[])`)
      .orderBy(asc(memberCards.createdAt), asc(memberCards.cardId)),
  );

  return {
    /** Card ids per user, oldest first. */
    async cardsOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return result;
      const rows = await cardsOfUsers.execute({ userIds: [...userIds] });
      for (const row of rows) result.get(row.userId)?.push(row.cardId);
      return result;
    },

    /** Who holds each of these cards (card id → user id); cards nobody holds are absent. */
    async owners(cardIds: readonly string[]): Promise<Map<string, string>> {
      if (cardIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: memberCards.userId, cardId: memberCards.cardId })
        .from(memberCards)
        .where(inArray(memberCards.cardId, [...cardIds]));
      return new Map(rows.map((r) => [r.cardId, r.userId]));
    },

    /** Adds the cards in one transaction; a card held by anyone makes the unique index refuse the whole batch. */
    async add(userId: string, cardIds: readonly string[]): Promise<void> {
      if (cardIds.length === 0) return;
      await db.transaction(async (tx) => {
        for (const cardId of cardIds) await tx.insert(memberCards).values({ userId, cardId });
      });
    },

    async remove(userId: string, cardIds: readonly string[]): Promise<void> {
      if (cardIds.length === 0) return;
      await db
        .delete(memberCards)
        .where(and(eq(memberCards.userId, userId), inArray(memberCards.cardId, [...cardIds])));
    },
  };
}

export type MemberCardsRepository = ReturnType<typeof createMemberCardsRepository>;
