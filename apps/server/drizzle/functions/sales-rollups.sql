-- The current text of the database functions of sales roll-ups (dashboard and sales figures: sales_rollups,
-- hourly and daily levels; migrations 0009, 0012).
-- Repeatable (ADR 0028): applied after the migrations whenever this file changed; change a function here, not
-- in a new migration. The migrations named keep the text each had when it was first created.

-- Sales roll-ups kept by triggers (ADR 0009). Inserts are statement-level with transition tables (a CSV
-- import or a bulk insert adds one aggregated upsert per bucket); updates and deletes are row-level. Upserts
-- are ordered by key so concurrent writers lock buckets in the same order.
CREATE OR REPLACE FUNCTION sales_rollup_bucket(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $$;

CREATE OR REPLACE FUNCTION sales_rollup_item_tax(price numeric, rate numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT round(price * rate / (100 + rate), 2) $$;

CREATE OR REPLACE FUNCTION sales_rollup_add(
  p_org uuid, p_kiosk uuid, p_bucket timestamptz, p_transactions integer, p_items integer,
  p_gross numeric, p_tax numeric, p_cost numeric
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_rollups AS r (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
  VALUES (p_org, p_kiosk, p_bucket, p_transactions, p_items, p_gross, p_tax, p_cost)
  ON CONFLICT ON CONSTRAINT sales_rollups_key DO UPDATE SET
    transactions = r.transactions + excluded.transactions,
    items = r.items + excluded.items,
    gross = r.gross + excluded.gross,
    tax = r.tax + excluded.tax,
    cost = r.cost + excluded.cost
$$;

-- The whole contribution of one sale (its items not refunded, its total net of refunds), times sign.
CREATE OR REPLACE FUNCTION sales_rollup_apply_sale(t transactions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lines record;
  refunded numeric;
BEGIN
  SELECT count(*) FILTER (WHERE ri.id IS NULL)::integer AS items,
         coalesce(sum(sales_rollup_item_tax(i.price, i.tax)) FILTER (WHERE ri.id IS NULL), 0) AS tax,
         coalesce(sum(i.cost) FILTER (WHERE ri.id IS NULL), 0) AS cost
    INTO lines
    FROM transaction_items i LEFT JOIN refund_items ri ON ri.transaction_item_id = i.id
   WHERE i.transaction_id = t.id;
  SELECT coalesce(sum(total), 0) INTO refunded FROM refunds WHERE transaction_id = t.id;
  PERFORM sales_rollup_add(t.org_id, t.kiosk_id, sales_rollup_bucket(t.created), sign, sign * lines.items,
    sign * (t.total - refunded), sign * lines.tax, sign * lines.cost);
END $$;

-- One item's contribution (when not refunded) to its sale's bucket, times sign; nothing when the sale is gone
-- (a deleted sale took its whole contribution with it).
CREATE OR REPLACE FUNCTION sales_rollup_apply_item(p_transaction uuid, p_price numeric, p_tax numeric, p_cost numeric, sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t transactions;
BEGIN
  SELECT * INTO t FROM transactions WHERE id = p_transaction;
  IF FOUND THEN
    PERFORM sales_rollup_add(t.org_id, t.kiosk_id, sales_rollup_bucket(t.created), 0, sign,
      0, sign * sales_rollup_item_tax(p_price, p_tax), sign * p_cost);
  END IF;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_transactions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollups AS r (org_id, kiosk_id, bucket, transactions, gross)
  SELECT org_id, kiosk_id, sales_rollup_bucket(created), count(*)::integer, sum(total)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT sales_rollups_key DO UPDATE SET
    transactions = r.transactions + excluded.transactions, gross = r.gross + excluded.gross;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_transaction_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM sales_rollup_apply_sale(OLD, -1);
    RETURN OLD;
  END IF;
  PERFORM sales_rollup_apply_sale(OLD, -1);
  PERFORM sales_rollup_apply_sale(NEW, 1);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_transactions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_rollups;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new item is never refunded yet (its refund needs it first).
  INSERT INTO sales_rollups AS r (org_id, kiosk_id, bucket, items, tax, cost)
  SELECT t.org_id, t.kiosk_id, sales_rollup_bucket(t.created), count(*)::integer,
         sum(sales_rollup_item_tax(n.price, n.tax)), sum(n.cost)
    FROM new_rows n JOIN transactions t ON t.id = n.transaction_id
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT sales_rollups_key DO UPDATE SET
    items = r.items + excluded.items, tax = r.tax + excluded.tax, cost = r.cost + excluded.cost;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A refunded item counts nowhere, before and after (the refund took it off).
  IF EXISTS (SELECT 1 FROM refund_items WHERE transaction_item_id = OLD.id) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
  END IF;
  PERFORM sales_rollup_apply_item(OLD.transaction_id, OLD.price, OLD.tax, OLD.cost, -1);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM sales_rollup_apply_item(NEW.transaction_id, NEW.price, NEW.tax, NEW.cost, 1);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_refunds_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollups AS r (org_id, kiosk_id, bucket, gross)
  SELECT t.org_id, t.kiosk_id, sales_rollup_bucket(t.created), -sum(n.total)
    FROM new_rows n JOIN transactions t ON t.id = n.transaction_id
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT sales_rollups_key DO UPDATE SET gross = r.gross + excluded.gross;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t transactions;
BEGIN
  SELECT * INTO t FROM transactions WHERE id = OLD.transaction_id;
  IF FOUND THEN
    PERFORM sales_rollup_add(t.org_id, t.kiosk_id, sales_rollup_bucket(t.created), 0, 0, OLD.total, 0, 0);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  SELECT * INTO t FROM transactions WHERE id = NEW.transaction_id;
  IF FOUND THEN
    PERFORM sales_rollup_add(t.org_id, t.kiosk_id, sales_rollup_bucket(t.created), 0, 0, -NEW.total, 0, 0);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_refund_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A refunded item is no longer sold: its unit, tax and cost come off its sale's bucket.
  INSERT INTO sales_rollups AS r (org_id, kiosk_id, bucket, items, tax, cost)
  SELECT t.org_id, t.kiosk_id, sales_rollup_bucket(t.created), -count(*)::integer,
         -sum(sales_rollup_item_tax(i.price, i.tax)), -sum(i.cost)
    FROM new_rows n
    JOIN transaction_items i ON i.id = n.transaction_item_id
    JOIN transactions t ON t.id = i.transaction_id
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT sales_rollups_key DO UPDATE SET
    items = r.items + excluded.items, tax = r.tax + excluded.tax, cost = r.cost + excluded.cost;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollup_refund_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i transaction_items;
BEGIN
  -- Un-refunding an item puts it back; nothing when the item (or its sale) is gone with it.
  SELECT * INTO i FROM transaction_items WHERE id = OLD.transaction_item_id;
  IF FOUND THEN
    PERFORM sales_rollup_apply_item(i.transaction_id, i.price, i.tax, i.cost, 1);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT * INTO i FROM transaction_items WHERE id = NEW.transaction_item_id;
    IF FOUND THEN
      PERFORM sales_rollup_apply_item(i.transaction_id, i.price, i.tax, i.cost, -1);
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- Open dashboards hear of every change of the roll-ups: one live notice per organization and statement on
-- the live bus's database channel (lib/live.ts: channel kiosk_console_live, { channel, notice }).
CREATE OR REPLACE FUNCTION sales_rollups_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
BEGIN
  FOR org IN SELECT DISTINCT org_id FROM changed_rows LOOP
    PERFORM pg_notify('kiosk_console_live', json_build_object(
      'channel', 'sales-changed',
      'notice', json_build_object('id', org, 'orgId', org, 'aspects', json_build_array('sales'))
    )::text);
  END LOOP;
  RETURN NULL;
END $$;

-- The hourly roll-ups follow the 15-minute ones (ADR 0009): every statement's change of sales_rollups,
-- summed by UTC hour, is added to sales_rollups_hourly (ordered by key, like the 15-minute upserts).
CREATE OR REPLACE FUNCTION sales_rollups_hourly_add_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_rollups_hourly AS h (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
    SELECT org_id, kiosk_id, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00'),
           sum(transactions), sum(items), sum(gross), sum(tax), sum(cost)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_rollups_hourly_key DO UPDATE SET
      transactions = h.transactions + excluded.transactions, items = h.items + excluded.items,
      gross = h.gross + excluded.gross, tax = h.tax + excluded.tax, cost = h.cost + excluded.cost;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sales_rollups_hourly AS h (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
    SELECT org_id, kiosk_id, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00'),
           sum(transactions), sum(items), sum(gross), sum(tax), sum(cost)
      FROM (SELECT org_id, kiosk_id, bucket, transactions, items, gross, tax, cost FROM new_rows
            UNION ALL
            SELECT org_id, kiosk_id, bucket, -transactions, -items, -gross, -tax, -cost FROM old_rows) d
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_rollups_hourly_key DO UPDATE SET
      transactions = h.transactions + excluded.transactions, items = h.items + excluded.items,
      gross = h.gross + excluded.gross, tax = h.tax + excluded.tax, cost = h.cost + excluded.cost;
  ELSE
    INSERT INTO sales_rollups_hourly AS h (org_id, kiosk_id, bucket, transactions, items, gross, tax, cost)
    SELECT org_id, kiosk_id, date_bin('1 hour', bucket, timestamptz '2000-01-01 00:00:00+00'),
           -sum(transactions), -sum(items), -sum(gross), -sum(tax), -sum(cost)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT sales_rollups_hourly_key DO UPDATE SET
      transactions = h.transactions + excluded.transactions, items = h.items + excluded.items,
      gross = h.gross + excluded.gross, tax = h.tax + excluded.tax, cost = h.cost + excluded.cost;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_rollups_hourly_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_rollups_hourly;
  RETURN NULL;
END $$;
