-- The current text of the database functions of report roll-ups (products and payment methods by hour and
-- day; migrations 0016, 0022) and a sale's payment method.
-- Repeatable (ADR 0028): applied after the migrations whenever this file changed; change a function here, not
-- in a new migration. The migrations named keep the text each had when it was first created.

-- A sale's payment method (packages/common/src/payments.ts `paymentMethodOf`, which this must equal): a sale
-- opened with a member card is a member-card sale; else the card type (lower case: visa, or an imported
-- file's card / cash); else the payment provider unless it only says "import"; else unknown. Reports'
-- payment-method figures and the sales export read it.
CREATE OR REPLACE FUNCTION sale_payment_method(member_card_id text, payment_card_type text, card_type text, payment_provider text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN nullif(btrim(member_card_id), '') IS NOT NULL THEN 'membercard'
    ELSE coalesce(lower(nullif(btrim(payment_card_type), '')), lower(nullif(btrim(card_type), '')),
                  nullif(lower(nullif(btrim(payment_provider), '')), 'import'), 'unknown') END
$$;

-- The reports' roll-ups (docs/reports.md), kept by triggers like the sales roll-ups (ADR 0009): per product
-- line and per payment method by UTC hour; a daily level follows the hourly one. Inserts are statement-level
-- with transition tables; updates and deletes are row-level and move a sale's or an item's whole
-- contribution. A refund counts in its sale's bucket. Upserts are ordered by key.
CREATE OR REPLACE FUNCTION report_hour(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00') $$;

CREATE OR REPLACE FUNCTION report_product_key(product_line_id uuid, name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(product_line_id::text, 'name:' || name) $$;

CREATE OR REPLACE FUNCTION report_payment_method(t transactions) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT sale_payment_method(t.member_card_id, t.payment_card_type, t.card_type, t.payment_provider)
$$;

CREATE OR REPLACE FUNCTION report_product_add(
  p_org uuid, p_kiosk uuid, p_key text, p_line uuid, p_name text, p_bucket timestamptz,
  p_items integer, p_gross numeric, p_tax numeric, p_cost numeric
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_product_rollups AS r (org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost)
  VALUES (p_org, p_kiosk, p_key, p_line, p_name, p_bucket, p_items, p_gross, p_tax, p_cost)
  ON CONFLICT ON CONSTRAINT report_product_rollups_key DO UPDATE SET
    items = r.items + excluded.items, gross = r.gross + excluded.gross,
    tax = r.tax + excluded.tax, cost = r.cost + excluded.cost
$$;

CREATE OR REPLACE FUNCTION report_payment_add(p_org uuid, p_kiosk uuid, p_method text, p_bucket timestamptz, p_n integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_payment_rollups AS r (org_id, kiosk_id, method, bucket, transactions)
  VALUES (p_org, p_kiosk, p_method, p_bucket, p_n)
  ON CONFLICT ON CONSTRAINT report_payment_rollups_key DO UPDATE SET transactions = r.transactions + excluded.transactions
$$;

-- One item's contribution to its sale's bucket, times sign: refunded → only its price minus the refunded amount.
CREATE OR REPLACE FUNCTION report_apply_item(t transactions, i transaction_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refunded numeric;
BEGIN
  SELECT amount INTO refunded FROM refund_items WHERE transaction_item_id = i.id;
  IF FOUND THEN
    PERFORM report_product_add(t.org_id, t.kiosk_id, report_product_key(i.product_line_id, i.name), i.product_line_id,
      i.name, report_hour(t.created), 0, sign * (i.price - refunded), 0, 0);
  ELSE
    PERFORM report_product_add(t.org_id, t.kiosk_id, report_product_key(i.product_line_id, i.name), i.product_line_id,
      i.name, report_hour(t.created), sign, sign * i.price, sign * sales_rollup_item_tax(i.price, i.tax), sign * i.cost);
  END IF;
END $$;

-- A sale's whole contribution (its items and its payment method), times sign.
CREATE OR REPLACE FUNCTION report_apply_sale(t transactions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i transaction_items;
BEGIN
  FOR i IN SELECT * FROM transaction_items WHERE transaction_id = t.id ORDER BY product_line_id, name LOOP
    PERFORM report_apply_item(t, i, sign);
  END LOOP;
  PERFORM report_payment_add(t.org_id, t.kiosk_id, report_payment_method(t), report_hour(t.created), sign);
END $$;

CREATE OR REPLACE FUNCTION report_transactions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_payment_rollups AS r (org_id, kiosk_id, method, bucket, transactions)
  SELECT n.org_id, n.kiosk_id, report_payment_method(n), report_hour(n.created), count(*)::integer
    FROM new_rows n GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT report_payment_rollups_key DO UPDATE SET transactions = r.transactions + excluded.transactions;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_transaction_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply_sale(OLD, -1);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  PERFORM report_apply_sale(NEW, 1);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_transactions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_product_rollups;
  DELETE FROM report_payment_rollups;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new item is never refunded yet (its refund needs it first).
  INSERT INTO report_product_rollups AS r (org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost)
  SELECT t.org_id, t.kiosk_id, report_product_key(n.product_line_id, n.name), (array_agg(n.product_line_id))[1],
         min(n.name), report_hour(t.created), count(*)::integer, sum(n.price),
         sum(sales_rollup_item_tax(n.price, n.tax)), sum(n.cost)
    FROM new_rows n JOIN transactions t ON t.id = n.transaction_id
   GROUP BY t.org_id, t.kiosk_id, 3, report_hour(t.created) ORDER BY 1, 2, 3, 6
  ON CONFLICT ON CONSTRAINT report_product_rollups_key DO UPDATE SET
    items = r.items + excluded.items, gross = r.gross + excluded.gross,
    tax = r.tax + excluded.tax, cost = r.cost + excluded.cost;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t transactions;
BEGIN
  -- Nothing when the sale is gone (a deleted sale took its whole contribution with it).
  SELECT * INTO t FROM transactions WHERE id = OLD.transaction_id;
  IF FOUND THEN
    PERFORM report_apply_item(t, OLD, -1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  SELECT * INTO t FROM transactions WHERE id = NEW.transaction_id;
  IF FOUND THEN
    PERFORM report_apply_item(t, NEW, 1);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_refund_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A refunded item is no longer sold: its unit, tax and cost come off, and the refunded amount off its price.
  INSERT INTO report_product_rollups AS r (org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost)
  SELECT t.org_id, t.kiosk_id, report_product_key(i.product_line_id, i.name), (array_agg(i.product_line_id))[1],
         min(i.name), report_hour(t.created), -count(*)::integer, -sum(n.amount),
         -sum(sales_rollup_item_tax(i.price, i.tax)), -sum(i.cost)
    FROM new_rows n
    JOIN transaction_items i ON i.id = n.transaction_item_id
    JOIN transactions t ON t.id = i.transaction_id
   GROUP BY t.org_id, t.kiosk_id, 3, report_hour(t.created) ORDER BY 1, 2, 3, 6
  ON CONFLICT ON CONSTRAINT report_product_rollups_key DO UPDATE SET
    items = r.items + excluded.items, gross = r.gross + excluded.gross,
    tax = r.tax + excluded.tax, cost = r.cost + excluded.cost;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_refund_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i transaction_items;
  t transactions;
BEGIN
  -- Un-refunding puts the item back (its unit, tax, cost and the refunded amount); nothing when it is gone.
  SELECT * INTO i FROM transaction_items WHERE id = OLD.transaction_item_id;
  IF FOUND THEN
    SELECT * INTO t FROM transactions WHERE id = i.transaction_id;
    IF FOUND THEN
      PERFORM report_product_add(t.org_id, t.kiosk_id, report_product_key(i.product_line_id, i.name), i.product_line_id,
        i.name, report_hour(t.created), 1, OLD.amount, sales_rollup_item_tax(i.price, i.tax), i.cost);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT * INTO i FROM transaction_items WHERE id = NEW.transaction_item_id;
    IF FOUND THEN
      SELECT * INTO t FROM transactions WHERE id = i.transaction_id;
      IF FOUND THEN
        PERFORM report_product_add(t.org_id, t.kiosk_id, report_product_key(i.product_line_id, i.name), i.product_line_id,
          i.name, report_hour(t.created), -1, -NEW.amount, -sales_rollup_item_tax(i.price, i.tax), -i.cost);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- The daily levels follow the hourly ones: every statement's change, summed by UTC day (ordered by key).
CREATE OR REPLACE FUNCTION report_product_rollups_daily_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_product_rollups_daily AS d (org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost)
    SELECT org_id, kiosk_id, product_key, (array_agg(product_line_id))[1], min(name),
           date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(items), sum(gross), sum(tax), sum(cost)
      FROM (SELECT org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost FROM new_rows) c
     GROUP BY org_id, kiosk_id, product_key, 6 ORDER BY 1, 2, 3, 6
    ON CONFLICT ON CONSTRAINT report_product_rollups_daily_key DO UPDATE SET
      items = d.items + excluded.items, gross = d.gross + excluded.gross,
      tax = d.tax + excluded.tax, cost = d.cost + excluded.cost;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_product_rollups_daily AS d (org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost)
    SELECT org_id, kiosk_id, product_key, (array_agg(product_line_id))[1], min(name),
           date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(items), sum(gross), sum(tax), sum(cost)
      FROM (SELECT org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost FROM new_rows UNION ALL SELECT org_id, kiosk_id, product_key, product_line_id, name, bucket, -items, -gross, -tax, -cost FROM old_rows) c
     GROUP BY org_id, kiosk_id, product_key, 6 ORDER BY 1, 2, 3, 6
    ON CONFLICT ON CONSTRAINT report_product_rollups_daily_key DO UPDATE SET
      items = d.items + excluded.items, gross = d.gross + excluded.gross,
      tax = d.tax + excluded.tax, cost = d.cost + excluded.cost;
  ELSE
    INSERT INTO report_product_rollups_daily AS d (org_id, kiosk_id, product_key, product_line_id, name, bucket, items, gross, tax, cost)
    SELECT org_id, kiosk_id, product_key, (array_agg(product_line_id))[1], min(name),
           date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(items), sum(gross), sum(tax), sum(cost)
      FROM (SELECT org_id, kiosk_id, product_key, product_line_id, name, bucket, -items, -gross, -tax, -cost FROM old_rows) c
     GROUP BY org_id, kiosk_id, product_key, 6 ORDER BY 1, 2, 3, 6
    ON CONFLICT ON CONSTRAINT report_product_rollups_daily_key DO UPDATE SET
      items = d.items + excluded.items, gross = d.gross + excluded.gross,
      tax = d.tax + excluded.tax, cost = d.cost + excluded.cost;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_payment_rollups_daily_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_payment_rollups_daily AS d (org_id, kiosk_id, method, bucket, transactions)
    SELECT org_id, kiosk_id, method, date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(transactions)
      FROM (SELECT org_id, kiosk_id, method, bucket, transactions FROM new_rows) c
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT report_payment_rollups_daily_key DO UPDATE SET transactions = d.transactions + excluded.transactions;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_payment_rollups_daily AS d (org_id, kiosk_id, method, bucket, transactions)
    SELECT org_id, kiosk_id, method, date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(transactions)
      FROM (SELECT org_id, kiosk_id, method, bucket, transactions FROM new_rows UNION ALL SELECT org_id, kiosk_id, method, bucket, -transactions FROM old_rows) c
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT report_payment_rollups_daily_key DO UPDATE SET transactions = d.transactions + excluded.transactions;
  ELSE
    INSERT INTO report_payment_rollups_daily AS d (org_id, kiosk_id, method, bucket, transactions)
    SELECT org_id, kiosk_id, method, date_bin('1 day', bucket, timestamptz '2000-01-01 00:00:00+00'), sum(transactions)
      FROM (SELECT org_id, kiosk_id, method, bucket, -transactions FROM old_rows) c
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT report_payment_rollups_daily_key DO UPDATE SET transactions = d.transactions + excluded.transactions;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_rollups_daily_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'report_product_rollups' THEN
    DELETE FROM report_product_rollups_daily;
  ELSE
    DELETE FROM report_payment_rollups_daily;
  END IF;
  RETURN NULL;
END $$;
