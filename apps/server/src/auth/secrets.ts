import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/platform.ts';

/**
 * A server secret created on first start and shared by every instance through the database. When two
 * instances start at once, the first insert wins and both read the same value back.
 */
export async function loadOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!stored) throw new Error(`secret ${name} could not be stored`);
  return stored.value as T;
}
