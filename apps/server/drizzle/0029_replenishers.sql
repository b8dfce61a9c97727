CREATE TABLE "kiosk_replenishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_operation_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_operation_keys_operation_check" CHECK ("field_operation_keys"."operation" IN ('addCellStock', 'dateCellStock', 'recordWaste'))
);
--> statement-breakpoint
ALTER TABLE "kiosk_replenishers" ADD CONSTRAINT "kiosk_replenishers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_replenishers" ADD CONSTRAINT "kiosk_replenishers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_replenishers" ADD CONSTRAINT "kiosk_replenishers_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_operation_keys" ADD CONSTRAINT "field_operation_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_operation_keys" ADD CONSTRAINT "field_operation_keys_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_replenishers_user_kiosk_key" ON "kiosk_replenishers" USING btree ("user_id","kiosk_id");--> statement-breakpoint
CREATE INDEX "kiosk_replenishers_kiosk_idx" ON "kiosk_replenishers" USING btree ("kiosk_id");--> statement-breakpoint
CREATE INDEX "kiosk_replenishers_org_idx" ON "kiosk_replenishers" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "field_operation_keys_user_key" ON "field_operation_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "field_operation_keys_created_idx" ON "field_operation_keys" USING btree ("created_at");--> statement-breakpoint
-- Hand-written: assignments and applied field operations are changed by users, so they are audited (ADR 0012).
SELECT audit_attach_all();
