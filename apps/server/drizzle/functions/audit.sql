-- The current text of the database functions of the audit trail (row-change trigger and its attachment to
-- every audited table; migrations 0017, 0024, 0027, 0030).
-- Repeatable (ADR 0028): applied after the migrations whenever this file changed; change a function here, not
-- in a new migration. The migrations named keep the text each had when it was first created.

-- Hand-written (ADR 0012): secrets masked in every recorded value, at any depth of a jsonb column;
-- numbers recorded as their exact text.
CREATE OR REPLACE FUNCTION audit_mask(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'object' THEN (
      SELECT coalesce(jsonb_object_agg(key, CASE
        WHEN lower(key) ~ '(password|secret|token|hash|credential|apikey|api_key|pin$)' AND item <> 'null'::jsonb THEN '"••••"'::jsonb
        ELSE audit_mask(item) END), '{}'::jsonb)
      FROM jsonb_each(value) AS each(key, item))
    WHEN 'array' THEN (SELECT coalesce(jsonb_agg(audit_mask(item) ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(value) WITH ORDINALITY AS each(item, n))
    -- Numbers as their exact text (money keeps its scale: "1.00", never 1).
    WHEN 'number' THEN to_jsonb(value #>> '{}')
    ELSE value END
$$;

-- Hand-written (ADR 0012): an audited table's row change, recorded only inside an audited unit of work
-- (the transaction-local setting audit.entry names its entry); device ingest and jobs pay one
-- current_setting call per row. At most 1000 rows per entry are recorded (bulk imports).
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry text := current_setting('audit.entry', true);
  recorded integer;
  old_row jsonb;
  new_row jsonb;
  before_values jsonb;
  after_values jsonb;
  row_org text;
  any_row jsonb;
BEGIN
  IF entry IS NULL OR entry = '' THEN
    RETURN NULL;
  END IF;
  recorded := coalesce(nullif(current_setting('audit.count', true), ''), '0')::integer + 1;
  PERFORM set_config('audit.count', recorded::text, true);
  IF recorded > 1000 THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(key, old_row -> key), jsonb_object_agg(key, value)
      INTO before_values, after_values
      FROM jsonb_each(new_row) WHERE (old_row -> key) IS DISTINCT FROM value AND key <> 'updated_at';
    IF before_values IS NULL THEN
      PERFORM set_config('audit.count', (recorded - 1)::text, true);
      RETURN NULL;
    END IF;
  ELSE
    before_values := old_row;
    after_values := new_row;
  END IF;
  any_row := coalesce(new_row, old_row);
  row_org := CASE
    WHEN TG_TABLE_NAME = 'organizations' THEN any_row ->> 'id'
    WHEN any_row ? 'org_id' THEN any_row ->> 'org_id'
    WHEN any_row ? 'kiosk_id' THEN (SELECT org_id::text FROM kiosks WHERE id = (any_row ->> 'kiosk_id')::uuid)
    WHEN TG_TABLE_NAME = 'users' THEN
      (SELECT org_id::text FROM memberships WHERE user_id = (any_row ->> 'id')::uuid ORDER BY org_id LIMIT 1)
    WHEN any_row ? 'user_id' THEN
      (SELECT org_id::text FROM memberships WHERE user_id = (any_row ->> 'user_id')::uuid ORDER BY org_id LIMIT 1)
  END;
  INSERT INTO audit_changes (entry_id, table_name, row_id, action, org_id, before, after)
  VALUES (entry::uuid, TG_TABLE_NAME, any_row ->> 'id', lower(TG_OP), row_org::uuid,
          audit_mask(before_values), audit_mask(after_values));
  RETURN NULL;
END
$$;

-- Hand-written (ADR 0012): audit_attach_all (migration 0017) as before, its exclusions read from
-- audit_excluded_tables. This list itself stays audited: a change to what is audited is recorded when
-- made inside an audited unit (migrations are not one, so they record nothing). Instances starting at once
-- both attach the tables new since the last migration that attached them: one at a time (an advisory lock
-- held until the caller's transaction ends), so the second finds the triggers and creates none.
CREATE OR REPLACE FUNCTION audit_attach_all() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  name text;
  attached integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(72430017);
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
