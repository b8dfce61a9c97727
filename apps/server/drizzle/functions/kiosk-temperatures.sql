-- The current text of the database functions of the temperature log's month partitions and its roll-up
-- queue (migration 0024).
-- Repeatable (ADR 0028): applied after the migrations whenever this file changed; change a function here, not
-- in a new migration. The migrations named keep the text each had when it was first created.

-- The partition of the UTC month holding `at` (kiosk_temperatures_pYYYYMM), created when missing; the
-- default partition's readings of that month move into it. Answers whether it created one.
CREATE OR REPLACE FUNCTION kiosk_temperatures_ensure_month(at timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
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

-- Every statement that stores readings names the (kiosk, UTC hour)s it touched, in its own transaction:
-- a reading the roll-ups have not taken yet is always found in the queue.
CREATE OR REPLACE FUNCTION kiosk_temperatures_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO kiosk_temperature_changes (kiosk_id, hour)
  SELECT DISTINCT kiosk_id, date_trunc('hour', ts, 'UTC') FROM added;
  RETURN NULL;
END
$$;
