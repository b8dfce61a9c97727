import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forecastKiosks, forecastPoints, forecastRuns } from '../../db/schema/forecast.ts';

export type NewForecastPoint = typeof forecastPoints.$inferInsert;
export type KioskStatus = typeof forecastKiosks.$inferInsert;

/** Inserts points in batches of 1,000; a point of the same kiosk, product and day is replaced. */
async function upsertPoints(tx: Db, points: readonly NewForecastPoint[]) {
  for (let i = 0; i < points.length; i += 1000) {
    await tx
      .insert(forecastPoints)
      .values(points.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [forecastPoints.kioskId, forecastPoints.productId, forecastPoints.day],
        set: {
          units: sql`excluded.units`,
          expected: sql`excluded.expected`,
          lower: sql`excluded.lower`,
          upper: sql`excluded.upper`,
          variance: sql`excluded.variance`,
          revenue: sql`excluded.revenue`,
          cost: sql`excluded.cost`,
          model: sql`excluded.model`,
        },
      });
  }
}

/** The forecast module's tables: the last run, the kiosks' data status and the stored daily forecasts. */
export function createForecastRepository(db: Db) {
  return {
    async run(orgId: string) {
      const [row] = await db.select().from(forecastRuns).where(eq(forecastRuns.orgId, orgId));
      return row ?? null;
    },

    /**
     * Stores one run in one transaction: the run, the kiosks' status, and the points of the days after the
     * closed day (replacing that run's future; the days up to it keep the forecast made before them).
     */
    async saveRun(run: {
      orgId: string;
      closedDay: string;
      series: number;
      durationMs: number;
      kiosks: readonly KioskStatus[];
      points: readonly NewForecastPoint[];
    }) {
      await db.transaction(async (tx) => {
        await tx
          .insert(forecastRuns)
          .values({ orgId: run.orgId, closedDay: run.closedDay, series: run.series, durationMs: run.durationMs })
          .onConflictDoUpdate({
            target: forecastRuns.orgId,
            set: { closedDay: run.closedDay, series: run.series, durationMs: run.durationMs, computedAt: sql`now()` },
          });
        await tx.delete(forecastKiosks).where(eq(forecastKiosks.orgId, run.orgId));
        if (run.kiosks.length) await tx.insert(forecastKiosks).values([...run.kiosks]);
        await tx
          .delete(forecastPoints)
          .where(and(eq(forecastPoints.orgId, run.orgId), gt(forecastPoints.day, run.closedDay)));
        await upsertPoints(tx, run.points);
      });
    },

    /** Stores forecasts of days already closed (the backfill of a first run), replacing what was there. */
    async savePastPoints(points: readonly NewForecastPoint[]) {
      await db.transaction((tx) => upsertPoints(tx, points));
    },

    kiosks: (orgId: string) => db.select().from(forecastKiosks).where(eq(forecastKiosks.orgId, orgId)),

    /** The last run's status of kiosks whatever their organization (the pick lists' port; the caller checked them). */
    kioskStatuses: (kioskIds: readonly string[]) =>
      kioskIds.length
        ? db
            .select()
            .from(forecastKiosks)
            .where(inArray(forecastKiosks.kioskId, [...kioskIds]))
        : Promise.resolve([]),

    /**
     * Stored points of kiosks (and products) for local days from..to: of an organization's kiosks, or (orgId
     * null, the pick lists' port) of kiosks whatever their organization, whose caller checked them.
     */
    points(
      orgId: string | null,
      from: string,
      to: string,
      kioskIds: readonly string[],
      productIds?: readonly string[],
    ) {
      if (!kioskIds.length) return Promise.resolve([]);
      return db
        .select({
          kioskId: forecastPoints.kioskId,
          productId: forecastPoints.productId,
          day: forecastPoints.day,
          units: forecastPoints.units,
          expected: forecastPoints.expected,
          lower: forecastPoints.lower,
          upper: forecastPoints.upper,
          variance: forecastPoints.variance,
          revenue: forecastPoints.revenue,
          cost: forecastPoints.cost,
        })
        .from(forecastPoints)
        .where(
          and(
            orgId === null ? undefined : eq(forecastPoints.orgId, orgId),
            gte(forecastPoints.day, from),
            lte(forecastPoints.day, to),
            inArray(forecastPoints.kioskId, [...kioskIds]),
            productIds?.length ? inArray(forecastPoints.productId, [...productIds]) : undefined,
          ),
        );
    },

    /**
     * The stored points of a selection summed in SQL, per the columns asked for (none: one total): what a
     * forecast screen shows, so a request holds at most days × kiosks rows (the revenue and the comparison)
     * or kiosks × products (demand, top lists), never one row per kiosk, product and day.
     */
    async pointSums(
      orgId: string,
      from: string,
      to: string,
      kioskIds: readonly string[],
      productIds: readonly string[] | undefined,
      by: readonly ('day' | 'kioskId' | 'productId')[],
    ): Promise<PointSum[]> {
      if (!kioskIds.length) return [];
      const columns = { day: forecastPoints.day, kioskId: forecastPoints.kioskId, productId: forecastPoints.productId };
      const groups = by.map((key) => columns[key]);
      const query = db
        .select({
          day: by.includes('day') ? forecastPoints.day : sql<string>`''`,
          kioskId: by.includes('kioskId') ? forecastPoints.kioskId : sql<string>`''`,
          productId: by.includes('productId') ? forecastPoints.productId : sql<string>`''`,
          expected: sql<string>`coalesce(sum(${forecastPoints.expected}), 0)::text`,
          // The interval of a sum needs Σσ² and Σσ of its points (forecast.bands.ts).
          variance: sql<string>`coalesce(sum(${forecastPoints.variance}), 0)::text`,
          sd: sql<string>`coalesce(sum(sqrt(greatest(${forecastPoints.variance}, 0))), 0)::text`,
          revenue: sql<string>`coalesce(sum(${forecastPoints.revenue}), 0)::text`,
          cost: sql<string>`coalesce(sum(${forecastPoints.cost}), 0)::text`,
          points: sql<number>`count(*)::int`,
        })
        .from(forecastPoints)
        .where(
          and(
            eq(forecastPoints.orgId, orgId),
            gte(forecastPoints.day, from),
            lte(forecastPoints.day, to),
            inArray(forecastPoints.kioskId, [...kioskIds]),
            productIds?.length ? inArray(forecastPoints.productId, [...productIds]) : undefined,
          ),
        )
        .$dynamic();
      const rows = await (groups.length ? query.groupBy(...groups) : query);
      return rows.filter((row) => row.points > 0);
    },
  };
}

/** Summed points of a group (day, kiosk, product: '' when not grouped by it); money and units as decimal text. */
export interface PointSum {
  day: string;
  kioskId: string;
  productId: string;
  expected: string;
  /** Σ of the points' variances and of their standard deviations (forecast.bands.ts). */
  variance: string;
  sd: string;
  revenue: string;
  cost: string;
  points: number;
}

export type ForecastRepository = ReturnType<typeof createForecastRepository>;
