CREATE TABLE "sales_rollups_hourly" (
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid,
	"bucket" timestamp with time zone NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"gross" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_rollups_hourly_key" UNIQUE NULLS NOT DISTINCT("org_id","kiosk_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "sales_rollups_hourly" ADD CONSTRAINT "sales_rollups_hourly_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_rollups_hourly_org_bucket_idx" ON "sales_rollups_hourly" USING btree ("org_id","bucket","kiosk_id","transactions","items","gross");--> statement-breakpoint
-- The hourly roll-ups follow the 15-minute ones (ADR 0009): every statement's change of sales_rollups,
-- summed by UTC hour, is added to sales_rollups_hourly (ordered by key, like the 15-minute upserts).
CREATE FUNCTION sales_rollups_hourly_add_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_rollups_hourly AS h (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
    SELECT org_id, kiosk_id, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00'),
           sum(transactions), sum(items), sum(gross), sum(tax), sum(cost)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_rollups_hourly_key DO UPDATE SET
      transactions = h.transactions + excluded.transactions, items = h.items + excluded.items,
      gross = h.gross + excluded.gross, tax = h.tax + excluded.tax, cost = h.cost + excluded.cost;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_rollups_hourly AS h (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
    SELECT org_id, kiosk_id, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00'),
           sum(transactions), sum(items), sum(gross), sum(tax), sum(cost)
      FROM (SELECT org_id, kiosk_id, bucket, transactions, items, gross, tax, cost FROM new_rows
            UNION ALL
            SELECT org_id, kiosk_id, bucket, -transactions, -items, -gross, -tax, -cost FROM old_rows) d
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_rollups_hourly_key DO UPDATE SET
      transactions = h.transactions + excluded.transactions, items = h.items + excluded.items,
      gross = h.gross + excluded.gross, tax = h.tax + excluded.tax, cost = h.cost + excluded.cost;
  ELSE
    INSERT INTO sales_rollups_hourly AS h (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
    SELECT org_id, kiosk_id, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00'),
           -sum(transactions), -sum(items), -sum(gross), -sum(tax), -sum(cost)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_rollups_hourly_key DO UPDATE SET
      transactions = h.transactions + excluded.transactions, items = h.items + excluded.items,
      gross = h.gross + excluded.gross, tax = h.tax + excluded.tax, cost = h.cost + excluded.cost;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_rollups_hourly_insert AFTER INSERT ON sales_rollups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_hourly_add_delta();
--> statement-breakpoint
CREATE TRIGGER sales_rollups_hourly_update AFTER UPDATE ON sales_rollups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_hourly_add_delta();
--> statement-breakpoint
CREATE TRIGGER sales_rollups_hourly_delete AFTER DELETE ON sales_rollups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_hourly_add_delta();
--> statement-breakpoint
CREATE FUNCTION sales_rollups_hourly_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_rollups_hourly;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_rollups_hourly_truncate AFTER TRUNCATE ON sales_rollups
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_hourly_truncated();
--> statement-breakpoint
-- Backfill from the 15-minute roll-ups.
INSERT INTO sales_rollups_hourly (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
SELECT org_id, kiosk_id, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00'),
       sum(transactions), sum(items), sum(gross), sum(tax), sum(cost)
  FROM sales_rollups GROUP BY 1, 2, 3;
