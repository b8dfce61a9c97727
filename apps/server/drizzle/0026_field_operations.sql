CREATE TABLE "kiosk_cell_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cell_row_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"added" integer NOT NULL,
	"best_before" date,
	"source" text NOT NULL,
	"session_id" text,
	"refill_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_cell_batches_quantity_check" CHECK ("kiosk_cell_batches"."quantity" >= 0 AND "kiosk_cell_batches"."added" >= "kiosk_cell_batches"."quantity")
);
--> statement-breakpoint
CREATE TABLE "kiosk_waste" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"cell_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"unit_cost" numeric(12, 2) NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"batches" jsonb NOT NULL,
	"refill_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_waste_units_check" CHECK ("kiosk_waste"."units" > 0),
	CONSTRAINT "kiosk_waste_reason_check" CHECK ("kiosk_waste"."reason" IN ('expired', 'damaged', 'quality', 'recall', 'other'))
);
--> statement-breakpoint
ALTER TABLE "kiosk_cell_batches" ADD CONSTRAINT "kiosk_cell_batches_cell_row_id_kiosk_cells_id_fk" FOREIGN KEY ("cell_row_id") REFERENCES "public"."kiosk_cells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_waste" ADD CONSTRAINT "kiosk_waste_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_cell_batches_cell_idx" ON "kiosk_cell_batches" USING btree ("cell_row_id");--> statement-breakpoint
CREATE INDEX "kiosk_cell_batches_kiosk_idx" ON "kiosk_cell_batches" USING btree ("kiosk_id");--> statement-breakpoint
CREATE INDEX "kiosk_waste_org_at_idx" ON "kiosk_waste" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "kiosk_waste_kiosk_at_idx" ON "kiosk_waste" USING btree ("kiosk_id","created_at");--> statement-breakpoint
-- Hand-written: existing stock becomes one "unknown date" batch per cell (docs/field-operations.md, ADR 0023).
-- Their added time is the cell's last refill of the product (the expiry rule's clock before batches), else now.
INSERT INTO "kiosk_cell_batches" ("cell_row_id", "kiosk_id", "org_id", "product_id", "quantity", "added", "source", "created_at")
  SELECT c."id", c."kiosk_id", c."org_id", c."product_id", c."count", c."count", 'count',
    coalesce((SELECT max(coalesce(r."session_closed_at", r."created")) FROM "refill_items" i
      JOIN "refills" r ON r."id" = i."refill_id"
      WHERE r."kiosk_id" = c."kiosk_id" AND i."cell_id" = c."cell_id" AND i."product_line_id" = c."product_id"
        AND i."count" > 0), now())
  FROM "kiosk_cells" c
  WHERE c."count" > 0 AND c."product_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written: batches and waste are changed by users, so they are audited like every other table (ADR 0012).
SELECT audit_attach_all();
