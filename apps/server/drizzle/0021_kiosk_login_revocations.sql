-- A kiosk's MQTT login stops being valid when its device secret is re-issued, its serial number (the
-- MQTT username) changes or the kiosk is deleted (by any path, a cascade included). The database says so
-- after the commit on the channel kiosk_device_logins with the serial number the sessions logged in
-- with; every server instance listens (kiosks.device.service.ts) and its embedded broker closes the
-- sessions whose secret is no longer the kiosk's.
CREATE FUNCTION kiosk_device_login_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiosk_device_logins', OLD.serial_number);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kiosk_device_login_changed_update AFTER UPDATE OF device_secret_hash, serial_number ON kiosks
  FOR EACH ROW
  WHEN (OLD.device_secret_hash IS DISTINCT FROM NEW.device_secret_hash OR OLD.serial_number IS DISTINCT FROM NEW.serial_number)
  EXECUTE FUNCTION kiosk_device_login_changed();
--> statement-breakpoint
CREATE TRIGGER kiosk_device_login_changed_delete AFTER DELETE ON kiosks
  FOR EACH ROW EXECUTE FUNCTION kiosk_device_login_changed();
