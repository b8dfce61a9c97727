import { and, arrayContains, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpointRow = typeof webhookEndpoints.$inferInsert;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDeliveryRow = typeof webhookDeliveries.$inferInsert;

/** A claimed delivery with what sending it needs of its endpoint. */
export interface DueDelivery {
  delivery: WebhookDeliveryRow;
  endpoint: WebhookEndpointRow;
}

/** Webhook endpoints (per organization) and their deliveries (the outbox and the log). */
export function createWebhooksRepository(db: Db) {
  return {
    /** Endpoints of these organizations (null = all), newest first. */
    endpoints(orgIds: readonly string[] | null): Promise<WebhookEndpointRow[]> {
      if (orgIds && orgIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(webhookEndpoints)
        .where(orgIds ? inArray(webhookEndpoints.orgId, [...orgIds]) : undefined)
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    },

    async endpoint(id: string): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    async insertEndpoint(row: NewWebhookEndpointRow): Promise<WebhookEndpointRow> {
      const [created] = await db.insert(webhookEndpoints).values(row).returning();
      if (!created) throw new Error('webhook endpoint not stored');
      return created;
    },

    async updateEndpoint(id: string, set: Partial<NewWebhookEndpointRow>): Promise<WebhookEndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row;
    },

    async deleteEndpoint(id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /**
     * Enabled endpoints subscribed to the event type: those of the event's organization, and those of
     * its ancestors that asked for their sub-organizations' events too.
     */
    subscribers(orgId: string, type: string): Promise<WebhookEndpointRow[]> {
      const ancestors = sql`(
        WITH RECURSIVE chain(id, parent_id) AS (
          SELECT id, parent_id FROM organizations WHERE id = ${orgId}
          UNION
          SELECT o.id, o.parent_id FROM organizations o JOIN chain ON o.id = chain.parent_id
        )
        SELECT id FROM chain WHERE id <> ${orgId}
      )`;
      return db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            or(
              eq(webhookEndpoints.orgId, orgId),
              and(eq(webhookEndpoints.includeSubOrganizations, true), sql`${webhookEndpoints.orgId} IN ${ancestors}`),
            ),
            eq(webhookEndpoints.enabled, true),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        );
    },

    /** In parts of at most 2,000 rows (five parameters each: under PostgreSQL's 65,535). */
    async insertDeliveries(rows: readonly NewWebhookDeliveryRow[]): Promise<void> {
      for (let start = 0; start < rows.length; start += 2_000) {
        await db
          .insert(webhookDeliveries)
          .values(rows.slice(start, start + 2_000))
          .onConflictDoNothing();
      }
    },

    /** An endpoint's deliveries, newest first, and how many it has. */
    async deliveries(endpointId: string, skip: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpointId))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .offset(skip)
          .limit(limit),
        db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
      ]);
      return { total: total?.n ?? 0, rows };
    },

    /**
     * Claims due deliveries for sending: locked rows other instances skip, leased until `leaseUntil` (a
     * crashed sender's claim runs out and the delivery is sent again — receivers dedupe by webhook-id).
     */
    async claimDue(at: Date, leaseUntil: Date, limit: number): Promise<DueDelivery[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, at)))
          .orderBy(asc(webhookDeliveries.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (!due.length) return [];
        const claimed = await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: leaseUntil })
          .where(
            inArray(
              webhookDeliveries.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        const endpoints = await tx
          .select()
          .from(webhookEndpoints)
          .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
        const byId = new Map(endpoints.map((row) => [row.id, row]));
        return claimed.flatMap((delivery) => {
          const endpoint = byId.get(delivery.endpointId);
          return endpoint ? [{ delivery, endpoint }] : [];
        });
      });
    },

    async updateDelivery(id: string, set: Partial<NewWebhookDeliveryRow>): Promise<void> {
      await db.update(webhookDeliveries).set(set).where(eq(webhookDeliveries.id, id));
    },

    /** The endpoint answered: it is no longer failing. */
    async endpointAnswered(id: string): Promise<void> {
      await db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, id));
    },

    /** The endpoint failed at `at`: answers since when it has been failing. */
    async endpointFailed(id: string, at: Date): Promise<Date> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, id))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? at;
    },

    /** Disables a failing endpoint (once: false when it already was) and gives up its pending deliveries. */
    async disableFailing(id: string, reason: string): Promise<WebhookEndpointRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
          .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
          .returning();
        if (row) {
          await tx
            .update(webhookDeliveries)
            .set({ status: 'failed', lastError: reason })
            .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
        }
        return row;
      });
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
