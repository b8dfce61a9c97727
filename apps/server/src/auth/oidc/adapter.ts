import { and, eq, lt, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/platform.ts';
import { findInputProblem, isStorableText } from '../../lib/input-check.ts';

/**
 * oidc-provider storage in our database, so sessions and codes survive restarts and are shared by
 * every server instance. One class per model name (Session, AuthorizationCode, Grant, …).
 * The provider reads its form bodies itself, past the request guard, so text the database cannot
 * store (U+0000 in a code, a state …) is handled here: such a key was never stored (not found), such a
 * payload is an invalid request (400), never a failed query (500).
 */
export function createAdapterFactory(db: Db) {
  return class DbAdapter implements Adapter {
    private readonly type: string;

    constructor(type: string) {
      this.type = type;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      // Only the text matters here: the provider builds its payloads, and their nesting is its own.
      if (findInputProblem({ id, payload })?.reason === 'text') {
        throw new errors.InvalidRequest('request contains text that cannot be stored');
      }
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        type: this.type,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.type, oidcPayloads.id],
          set: { payload: row.payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt },
        });
    }

    private async findWhere(key: string, where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      if (!isStorableText(key)) return undefined;
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), where));
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: true } : {}) };
    }

    find(id: string) {
      return this.findWhere(id, eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(userCode, eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(uid, eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      if (!isStorableText(id)) return;
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      if (!isStorableText(id)) return;
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      if (!isStorableText(grantId)) return;
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** Removes expired rows; run periodically. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}
