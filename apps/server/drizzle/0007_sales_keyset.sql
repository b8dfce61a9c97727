DROP INDEX "transactions_org_created_idx";--> statement-breakpoint
DROP INDEX "transactions_kiosk_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "transactions_org_card_idx" ON "transactions" USING btree ("org_id","member_card_id","created") WHERE "transactions"."member_card_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_org_created_idx" ON "transactions" USING btree ("org_id","created","id");--> statement-breakpoint
CREATE INDEX "transactions_kiosk_created_idx" ON "transactions" USING btree ("kiosk_id","created","id");