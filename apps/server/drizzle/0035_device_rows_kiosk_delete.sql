-- The raw device rows check no foreign key on insert (issue 28, docs/performance.md "Sixth round"): every
-- activity and temperature reading the ingest stored ran a referential-integrity lookup of its kiosk
-- (≈ 43,000 per 10 s of the ingest bench), although the ingest locks its kiosks' rows first and answers an
-- error for a kiosk that no longer exists. A deleted kiosk's rows still go with it: a statement trigger on
-- kiosks deletes them in the deleting transaction (the function's current text: functions/kiosk-device-rows.sql).
ALTER TABLE "kiosk_activities" DROP CONSTRAINT IF EXISTS "kiosk_activities_kiosk_id_kiosks_id_fk";--> statement-breakpoint
ALTER TABLE "kiosk_temperatures" DROP CONSTRAINT IF EXISTS "kiosk_temperatures_kiosk_id_kiosks_id_fk";--> statement-breakpoint
CREATE FUNCTION kiosk_device_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM kiosk_activities a USING gone WHERE a.kiosk_id = gone.id;
  DELETE FROM kiosk_temperatures t USING gone WHERE t.kiosk_id = gone.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER kiosk_device_rows_deleted AFTER DELETE ON "kiosks"
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION kiosk_device_rows_deleted();
