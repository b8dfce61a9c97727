-- The current text of the database function that deletes a deleted kiosk's raw device rows (migration 0035).
-- Repeatable (ADR 0028): applied after the migrations whenever this file changed; change a function here, not
-- in a new migration. The migrations named keep the text each had when it was first created.

-- The activity log and the temperature readings have no foreign key to kiosks (an insert would look its kiosk
-- up for every row; the ingest locks its kiosks instead, docs/performance.md "Sixth round"): a kiosk's
-- deletion (by any path, an organization's cascade included) deletes its rows in the same statement's
-- transaction, as the cascade did. A server-written entry (a command, a network change) that another
-- transaction inserted for the kiosk while it was being deleted is left without its kiosk; no screen shows it
-- (the log reads through the kiosk) and the retention job deletes it with its month.
CREATE OR REPLACE FUNCTION kiosk_device_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM kiosk_activities a USING gone WHERE a.kiosk_id = gone.id;
  DELETE FROM kiosk_temperatures t USING gone WHERE t.kiosk_id = gone.id;
  RETURN NULL;
END $$;
