import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeyJtis, apiKeys } from '../../db/schema/users.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;

/** Personal API keys and the JWT ids they used (replay protection). */
export function createApiKeysRepository(db: Db) {
  return {
    async insert(row: NewApiKeyRow): Promise<ApiKeyRow> {
      const [created] = await db.insert(apiKeys).values(row).returning();
      if (!created) throw new Error('api key not stored');
      return created;
    },

    /** The user's keys that are not revoked, newest first. */
    listOf(userId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    /** A key that is not revoked (any user: authentication). */
    async active(id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
      return row;
    },

    /** Revokes one of the user's keys and clears its secret; false when there is none. */
    async revoke(userId: string, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: at, secretEncrypted: '', secretHash: '' })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    /** Sealed secrets (not yet cleared by a revocation) not sealed with the current key. */
    sealedOutside(currentPrefix: string): Promise<{ id: string; secretEncrypted: string }[]> {
      return db
        .select({ id: apiKeys.id, secretEncrypted: apiKeys.secretEncrypted })
        .from(apiKeys)
        .where(
          and(
            ne(apiKeys.secretEncrypted, ''),
            sql`left(${apiKeys.secretEncrypted}, ${currentPrefix.length}) <> ${currentPrefix}`,
          ),
        );
    },

    /** Replaces a sealed secret if it is still the one read (another instance may have moved it already). */
    async replaceSealed(id: string, before: string, after: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ secretEncrypted: after })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.secretEncrypted, before)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    /** Records a JWT id; false when the key already used it (a replay). */
    async useJti(keyId: string, jti: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(apiKeyJtis)
        .values({ keyId, jti, expiresAt })
        .onConflictDoNothing()
        .returning({ jti: apiKeyJtis.jti });
      return rows.length > 0;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
          ),
        );
    },

    /** JWT ids whose token expired can never be replayed: forgotten. */
    async purgeJtis(before: Date): Promise<void> {
      await db.delete(apiKeyJtis).where(lt(apiKeyJtis.expiresAt, before));
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
