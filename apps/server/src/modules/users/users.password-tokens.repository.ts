import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordTokens } from '../../db/schema/users.ts';

export type PasswordTokenRow = typeof passwordTokens.$inferSelect;

/** One-time set-password tokens; only their sha256 is stored. */
export function createPasswordTokensRepository(db: Db) {
  return {
    async insert(row: { tokenHash: string; userId: string; purpose: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordTokens).values(row);
    },

    /** The token if it is unused and not expired. */
    async findUsable(tokenHash: string): Promise<PasswordTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(passwordTokens)
        .where(
          and(
            eq(passwordTokens.tokenHash, tokenHash),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, new Date()),
          ),
        );
      return row;
    },

    /** Marks the token used if it still is usable; returns its user id, or undefined when it was not (race-safe). */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordTokens.tokenHash, tokenHash),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordTokens.userId });
      return row?.userId;
    },

    /** Earlier invitations of the user stop working when a new one is sent. */
    async revokeForUser(userId: string): Promise<void> {
      await db
        .update(passwordTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    },
  };
}

export type PasswordTokensRepository = ReturnType<typeof createPasswordTokensRepository>;
