-- Hand-written (ADR 0022): the raw device tables stop growing forever.
--
-- 1. kiosk_temperatures becomes a table partitioned by UTC month of `ts` (its primary key (kiosk_id, ts)
--    already holds the partition key, so "a reading is stored once" holds across partitions). A default
--    partition takes readings of months without a partition (a kiosk clock far off); the retention job
--    creates the coming months ahead and drops the months older than DEVICE_DATA_RETENTION_MONTHS.
-- 2. kiosk_temperature_hours: hourly roll-ups (per sensor min, max, sum, count) for the temperature log
--    on long ranges, kept current by a queue of touched hours (kiosk_temperature_changes) that a statement
--    trigger fills in the ingest's own transaction and the roll-up job empties.
-- 3. kiosk_activities keeps its unique (kiosk_id, event_id) — the exactly-once key, which holds no time —
--    and is pruned by batched deletes on a BRIN index of `ts`.
ALTER TABLE "kiosk_temperatures" RENAME TO "kiosk_temperatures_unpartitioned";
--> statement-breakpoint
ALTER TABLE "kiosk_temperatures_unpartitioned" RENAME CONSTRAINT "kiosk_temperatures_kiosk_id_ts_pk" TO "kiosk_temperatures_unpartitioned_pk";
--> statement-breakpoint
CREATE TABLE "kiosk_temperatures" (
	"kiosk_id" uuid NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"sensors" integer[] NOT NULL,
	"uptime" integer,
	CONSTRAINT "kiosk_temperatures_kiosk_id_ts_pk" PRIMARY KEY("kiosk_id","ts"),
	CONSTRAINT "kiosk_temperatures_sensors_check" CHECK (cardinality("kiosk_temperatures"."sensors") <= 4)
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
ALTER TABLE "kiosk_temperatures" ADD CONSTRAINT "kiosk_temperatures_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "kiosk_temperatures_default" PARTITION OF "kiosk_temperatures" DEFAULT;
--> statement-breakpoint
-- The partition of the UTC month holding `at` (kiosk_temperatures_pYYYYMM), created when missing; the
-- default partition's readings of that month move into it. Answers whether it created one.
CREATE FUNCTION kiosk_temperatures_ensure_month(at timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  lo timestamptz := date_trunc('month', at, 'UTC');
  hi timestamptz := date_trunc('month', at, 'UTC') + interval '1 month';
  name text := 'kiosk_temperatures_p' || to_char(lo AT TIME ZONE 'UTC', 'YYYYMM');
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE kiosk_temperatures INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
  EXECUTE format('WITH moved AS (DELETE FROM kiosk_temperatures_default WHERE ts >= %L AND ts < %L RETURNING *) '
    'INSERT INTO %I SELECT * FROM moved', lo, hi, name);
  EXECUTE format('ALTER TABLE kiosk_temperatures ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, lo, hi);
  RETURN true;
END
$$;
--> statement-breakpoint
-- The months the existing readings need (at most two years back, the rest waits in the default partition
-- for the retention job) and the current and next two months, then the readings themselves.
SELECT kiosk_temperatures_ensure_month(month)
FROM (
  SELECT DISTINCT date_trunc('month', ts, 'UTC') AS month FROM "kiosk_temperatures_unpartitioned"
  WHERE ts >= now() - interval '25 months' AND ts < now() + interval '3 months'
  UNION
  SELECT now() + make_interval(months => n) FROM generate_series(0, 2) AS n
) AS months
ORDER BY month;
--> statement-breakpoint
INSERT INTO "kiosk_temperatures" (kiosk_id, ts, sensors, uptime)
SELECT kiosk_id, ts, sensors, uptime FROM "kiosk_temperatures_unpartitioned";
--> statement-breakpoint
DROP TABLE "kiosk_temperatures_unpartitioned";
--> statement-breakpoint
CREATE TABLE "kiosk_temperature_hours" (
	"kiosk_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"readings" integer NOT NULL,
	"width" smallint NOT NULL,
	"mins" integer[] NOT NULL,
	"maxs" integer[] NOT NULL,
	"sums" bigint[] NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "kiosk_temperature_hours_kiosk_id_hour_pk" PRIMARY KEY("kiosk_id","hour")
);
--> statement-breakpoint
ALTER TABLE "kiosk_temperature_hours" ADD CONSTRAINT "kiosk_temperature_hours_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "kiosk_temperature_hours_hour_brin" ON "kiosk_temperature_hours" USING brin ("hour");
--> statement-breakpoint
CREATE TABLE "kiosk_temperature_changes" (
	"kiosk_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kiosk_temperature_changes_kiosk_hour_idx" ON "kiosk_temperature_changes" USING btree ("kiosk_id","hour");
--> statement-breakpoint
-- Every statement that stores readings names the (kiosk, UTC hour)s it touched, in its own transaction:
-- a reading the roll-ups have not taken yet is always found in the queue.
CREATE FUNCTION kiosk_temperatures_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kiosk_temperature_changes (kiosk_id, hour)
  SELECT DISTINCT kiosk_id, date_trunc('hour', ts, 'UTC') FROM added;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kiosk_temperatures_touched AFTER INSERT ON "kiosk_temperatures"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION kiosk_temperatures_touched();
--> statement-breakpoint
-- The existing readings' hours go through the queue like new ones.
INSERT INTO kiosk_temperature_changes (kiosk_id, hour)
SELECT DISTINCT kiosk_id, date_trunc('hour', ts, 'UTC') FROM "kiosk_temperatures";
--> statement-breakpoint
CREATE INDEX "kiosk_activities_ts_brin" ON "kiosk_activities" USING brin ("ts");
--> statement-breakpoint
-- audit_attach_all (migration 0017) as before, with the roll-ups and their queue left unaudited too.
CREATE OR REPLACE FUNCTION audit_attach_all() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  name text;
  attached integer := 0;
BEGIN
  FOR name IN
    SELECT c.relname FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND c.relname NOT IN ('audit_entries', 'audit_changes', 'oidc_payloads', 'server_secrets',
        'kiosk_temperatures', 'kiosk_activities', 'kiosk_sessions', 'sales_rollups', 'sales_rollups_hourly',
        'alert_kiosk_states', 'notification_mail_state', 'alert_changes', 'job_leases', 'api_key_jtis',
        'webhook_deliveries', 'report_product_rollups', 'report_product_rollups_daily',
        'report_payment_rollups', 'report_payment_rollups_daily', 'forecast_runs', 'forecast_kiosks',
        'forecast_points', 'kiosk_temperature_hours', 'kiosk_temperature_changes')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row_change')
  LOOP
    EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION audit_row_change()', name);
    attached := attached + 1;
  END LOOP;
  RETURN attached;
END
$$;
