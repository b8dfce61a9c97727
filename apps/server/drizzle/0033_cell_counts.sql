-- What a person counted on a cell at a visit, reconciled with the refill session's scales (docs/field-operations.md).
CREATE TABLE "kiosk_cell_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"cell_id" text NOT NULL,
	"product_id" uuid,
	"found" integer,
	"added" integer,
	"created_by" uuid,
	"counted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_cell_counts_units_check" CHECK (("kiosk_cell_counts"."found" IS NULL OR "kiosk_cell_counts"."found" >= 0) AND ("kiosk_cell_counts"."added" IS NULL OR "kiosk_cell_counts"."added" >= 0))
);
--> statement-breakpoint
ALTER TABLE "kiosk_cell_counts" ADD CONSTRAINT "kiosk_cell_counts_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_cell_counts_kiosk_counted_idx" ON "kiosk_cell_counts" USING btree ("kiosk_id","counted_at");