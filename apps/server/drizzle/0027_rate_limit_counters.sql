CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");
--> statement-breakpoint
-- Hand-written (ADR 0020): rate-limit counters are written on every API request, outside any mutation;
-- like the other bulk-written tables they carry no audit trigger (the list of migration 0017, plus this one).
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
        'forecast_points', 'kiosk_temperature_hours', 'kiosk_temperature_changes', 'rate_limit_counters')
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row_change')
  LOOP
    EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION audit_row_change()', name);
    attached := attached + 1;
  END LOOP;
  RETURN attached;
END
$$;
