ALTER TABLE "transactions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_kiosk_session_key" ON "transactions" USING btree ("kiosk_id","session_id");
--> statement-breakpoint
UPDATE "transactions" SET "payment_status" = CASE WHEN "is_paid" THEN 'paid' ELSE 'pending' END;
