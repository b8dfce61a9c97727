-- The current text of the database functions that make identifiers (migration 0034).
-- Repeatable (ADR 0028): applied after the migrations whenever this file changed; change a function here, not
-- in a new migration. The migrations named keep the text each had when it was first created.

-- A time-ordered UUID (version 7 layout: 48 bits of Unix milliseconds, then random bits), so a batch's new
-- keys land on an index's last pages instead of random leaf pages (kiosk_activities, docs/performance.md
-- "Third round (PostgreSQL)"). PostgreSQL 15 has no uuidv7(); PGlite runs the same function. Bits 52 and 53
-- turn gen_random_uuid()'s version 4 (0100) into 7 (0111); its variant bits stay.
CREATE OR REPLACE FUNCTION uuid_time_ordered() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
