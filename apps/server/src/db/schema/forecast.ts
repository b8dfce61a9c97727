import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  real,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * The forecast job's last run per organization (docs/forecast.md): the last local day whose sales it
 * saw (a run happens once that day has closed in the organization's time zone), and when it ran.
 */
export const forecastRuns = pgTable('forecast_runs', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The last closed local day the run's history ends with. */
  closedDay: date('closed_day', { mode: 'string' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  series: integer('series').notNull().default(0),
  durationMs: integer('duration_ms').notNull().default(0),
});

/** Per kiosk at the last run: days with sales in its history and whether that is enough to forecast it. */
export const forecastKiosks = pgTable(
  'forecast_kiosks',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id').notNull(),
    daysWithSales: integer('days_with_sales').notNull(),
    dataSufficient: boolean('data_sufficient').notNull(),
    /**
     * Correlation of the kiosk's forecast errors between its products on a day and of a product across days
     * (docs/forecast.md "Intervals"): what intervals of sums (a day of several products, a product until the
     * next visit) need beyond each day's variance.
     */
    productCorrelation: real('product_correlation').notNull().default(0),
    dayCorrelation: real('day_correlation').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kioskId] }), index('forecast_kiosks_org_idx').on(t.orgId)],
);

/**
 * Forecast units per kiosk × product × local day. Each run rewrites the days after its closed day; a day
 * that has passed keeps the forecast made the evening before it, so forecast and actual can be compared.
 */
export const forecastPoints = pgTable(
  'forecast_points',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kioskId: uuid('kiosk_id').notNull(),
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The day's point forecast: the median of its units (whole units). */
    units: numeric('units', { precision: 10, scale: 3 }).notNull(),
    /** Expected units (mean), the basis of demand and revenue figures; they add up to the kiosk's forecast. */
    expected: numeric('expected', { precision: 10, scale: 3 }).notNull(),
    /** The 80 % interval of the day's units (whole units), and their variance (for intervals of sums). */
    lower: integer('lower').notNull().default(0),
    upper: integer('upper').notNull().default(0),
    variance: numeric('variance', { precision: 14, scale: 3 }).notNull().default('0'),
    /** Expected net revenue (without tax) and cost of those units at the product's recent average price and cost. */
    revenue: numeric('revenue', { precision: 12, scale: 2 }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2 }).notNull(),
    model: text('model').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kioskId, t.productId, t.day] }),
    index('forecast_points_org_day_idx').on(t.orgId, t.day),
  ],
);
