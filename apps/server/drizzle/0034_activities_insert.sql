-- The ingest's activity inserts (issue 28, docs/performance.md "Third round (PostgreSQL)").
-- A time-ordered primary key (UUID version 7 layout: 48 bits of Unix milliseconds, then random bits), so a
-- batch's new keys land on the index's last pages instead of ~1000 random leaf pages. Written here because
-- PostgreSQL 15 has no uuidv7(); PGlite (18) runs the same function.
CREATE OR REPLACE FUNCTION "uuid_time_ordered"() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
        FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "kiosk_activities" ALTER COLUMN "id" SET DEFAULT uuid_time_ordered();--> statement-breakpoint
-- No query reads the activity log by kiosk_activities.org_id (the log scopes by the kiosk's organization
-- through the join, kiosks.device.repository.ts): one index less to keep up per inserted row.
DROP INDEX IF EXISTS "kiosk_activities_org_ts_idx";--> statement-breakpoint
-- Room on each page of kiosks for the ingest's updates of a kiosk's live state to stay heap-only (HOT):
-- none of the columns it sets is indexed, so a new row version on the same page updates no index.
ALTER TABLE "kiosks" SET (fillfactor = 70);
