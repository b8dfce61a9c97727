import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema/platform.ts';

/**
 * oidc-provider storage in our database, so sessions and codes survive restarts and are shared by
 * every server instance. One class per model name (Session, AuthorizationCode, Grant, …).
 */
export function createAdapterFactory(db: Db) {
  return class DbAdapter implements Adapter {
    private readonly type: string;

    constructor(type: string) {
      this.type = type;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
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

    private async findWhere(where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), where));
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: true } : {}) };
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** Removes expired rows; run periodically. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}
