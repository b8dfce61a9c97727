-- A sale's payment method (packages/common/src/payments.ts `paymentMethodOf`, which this must equal): a sale
-- opened with a member card is a member-card sale; else the card type (lower case: visa, or an imported
-- file's card / cash); else the payment provider unless it only says "import"; else unknown. Reports'
-- payment-method figures and the sales export read it.
CREATE FUNCTION sale_payment_method(member_card_id text, payment_card_type text, card_type text, payment_provider text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN nullif(btrim(member_card_id), '') IS NOT NULL THEN 'membercard'
    ELSE coalesce(lower(nullif(btrim(payment_card_type), '')), lower(nullif(btrim(card_type), '')),
                  nullif(lower(nullif(btrim(payment_provider), '')), 'import'), 'unknown') END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_payment_method(t transactions) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT sale_payment_method(t.member_card_id, t.payment_card_type, t.card_type, t.payment_provider)
$$;
--> statement-breakpoint
-- The member card now decides the method too: a change of it moves the sale's count.
DROP TRIGGER report_transactions_update ON transactions;
--> statement-breakpoint
CREATE TRIGGER report_transactions_update AFTER UPDATE ON transactions FOR EACH ROW
  WHEN ((OLD.org_id, OLD.kiosk_id, OLD.created, OLD.payment_card_type, OLD.card_type, OLD.payment_provider, OLD.member_card_id)
        IS DISTINCT FROM (NEW.org_id, NEW.kiosk_id, NEW.created, NEW.payment_card_type, NEW.card_type, NEW.payment_provider, NEW.member_card_id))
  EXECUTE FUNCTION report_transaction_changed();
--> statement-breakpoint
-- The roll-ups counted member-card sales as unknown and kept the card types' spelling: counted again (the
-- daily level empties with the hourly one and follows its inserts).
TRUNCATE report_payment_rollups;
--> statement-breakpoint
INSERT INTO report_payment_rollups (org_id, kiosk_id, method, bucket, transactions)
SELECT t.org_id, t.kiosk_id, report_payment_method(t), report_hour(t.created), count(*)::integer
  FROM transactions t GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
