CREATE TABLE "kiosk_shelf_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kiosk_shelf_photos" ADD CONSTRAINT "kiosk_shelf_photos_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_shelf_photos" ADD CONSTRAINT "kiosk_shelf_photos_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_shelf_photos_kiosk_created_idx" ON "kiosk_shelf_photos" USING btree ("kiosk_id","created_at");--> statement-breakpoint
-- uploadShelfPhoto takes an idempotency key like the other field operations (ADR 0024, ADR 0026).
ALTER TABLE "field_operation_keys" DROP CONSTRAINT "field_operation_keys_operation_check";--> statement-breakpoint
ALTER TABLE "field_operation_keys" ADD CONSTRAINT "field_operation_keys_operation_check" CHECK ("field_operation_keys"."operation" IN ('addCellStock', 'dateCellStock', 'recordWaste', 'createRefill', 'uploadShelfPhoto'));--> statement-breakpoint
-- Hand-written: shelf photos are sent by people one at a time, so they are audited (ADR 0012).
SELECT audit_attach_all();
