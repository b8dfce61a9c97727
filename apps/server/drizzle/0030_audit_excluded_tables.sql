CREATE TABLE "audit_excluded_tables" (
	"table_name" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
-- Hand-written (ADR 0012): the tables left without the audit trigger, as data. Until now each change to
-- the list redefined audit_attach_all (migrations 0017, 0024, 0027); from here a migration that adds a
-- bulk-written table inserts a row. The list of migration 0027, less job_leases (dropped in 0023).
INSERT INTO "audit_excluded_tables" ("table_name", "reason") VALUES
  ('audit_entries', 'the audit log itself'),
  ('audit_changes', 'the audit log itself'),
  ('oidc_payloads', 'identity-provider storage (sessions, grants, codes)'),
  ('server_secrets', 'server secrets'),
  ('kiosk_temperatures', 'written by devices in bulk'),
  ('kiosk_activities', 'written by devices in bulk'),
  ('kiosk_sessions', 'written by devices in bulk'),
  ('kiosk_temperature_hours', 'temperature roll-up, written by device ingest (ADR 0022)'),
  ('kiosk_temperature_changes', 'roll-up queue, written by device ingest (ADR 0022)'),
  ('sales_rollups', 'roll-up, derived from sales'),
  ('sales_rollups_hourly', 'roll-up, derived from sales'),
  ('report_product_rollups', 'roll-up, derived from sales'),
  ('report_product_rollups_daily', 'roll-up, derived from sales'),
  ('report_payment_rollups', 'roll-up, derived from sales'),
  ('report_payment_rollups_daily', 'roll-up, derived from sales'),
  ('alert_kiosk_states', 'alert engine state'),
  ('notification_mail_state', 'notification mail state'),
  ('alert_changes', 'outbox of alert changes'),
  ('webhook_deliveries', 'outbox of webhook deliveries'),
  ('api_key_jtis', 'used API-token ids'),
  ('forecast_runs', 'stored forecasts, written by the forecast engine'),
  ('forecast_kiosks', 'stored forecasts, written by the forecast engine'),
  ('forecast_points', 'stored forecasts, written by the forecast engine'),
  ('rate_limit_counters', 'written on every API request (ADR 0020)');
--> statement-breakpoint
-- Hand-written (ADR 0012): audit_attach_all (migration 0017) as before, its exclusions read from
-- audit_excluded_tables. This list itself stays audited: a change to what is audited is recorded when
-- made inside an audited unit (migrations are not one, so they record nothing).
CREATE OR REPLACE FUNCTION audit_attach_all() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  name text;
  attached integer := 0;
BEGIN
  FOR name IN
    SELECT c.relname FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND NOT EXISTS (SELECT 1 FROM audit_excluded_tables x WHERE x.table_name = c.relname)
      AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row_change')
  LOOP
    EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH ROW EXECUTE FUNCTION audit_row_change()', name);
    attached := attached + 1;
  END LOOP;
  RETURN attached;
END
$$;
--> statement-breakpoint
SELECT audit_attach_all();
