-- The current text of the database functions of device logins: a kiosk's credential change closes its MQTT
-- sessions on every instance (migration 0021).
-- Repeatable (ADR 0028): applied after the migrations whenever this file changed; change a function here, not
-- in a new migration. The migrations named keep the text each had when it was first created.

-- A kiosk's MQTT login stops being valid when its device secret is re-issued, its serial number (the
-- MQTT username) changes or the kiosk is deleted (by any path, a cascade included). The database says so
-- after the commit on the channel kiosk_device_logins with the serial number the sessions logged in
-- with; every server instance listens (kiosks.device.service.ts) and its embedded broker closes the
-- sessions whose secret is no longer the kiosk's.
CREATE OR REPLACE FUNCTION kiosk_device_login_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiosk_device_logins', OLD.serial_number);
  RETURN NULL;
END $$;
