CREATE TABLE "kiosk_cells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"cell_id" text NOT NULL,
	"planogram_position" integer NOT NULL,
	"product_id" uuid,
	"surface_size" text DEFAULT 'N50' NOT NULL,
	"price_tag" text,
	"tag_id" text,
	"count" integer DEFAULT 0 NOT NULL,
	"max_qty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_cells_counts_check" CHECK ("kiosk_cells"."max_qty" >= 0 AND "kiosk_cells"."planogram_position" >= 0),
	CONSTRAINT "kiosk_cells_surface_check" CHECK ("kiosk_cells"."surface_size" IN ('N33', 'N50'))
);
--> statement-breakpoint
CREATE TABLE "kiosk_signal_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"repeating" text NOT NULL,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_signal_rules_repeating_check" CHECK ("kiosk_signal_rules"."repeating" IN ('daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "refill_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refill_id" uuid NOT NULL,
	"cell_id" text NOT NULL,
	"product_line_id" uuid,
	"name" text NOT NULL,
	"article_number" text,
	"weight" integer,
	"count" integer NOT NULL,
	"refill_cost" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"session_closed_at" timestamp with time zone,
	"created_by" uuid,
	"note" text,
	CONSTRAINT "refills_type_check" CHECK ("refills"."type" IN ('AUTOMATIC', 'MISSION_CONTROL', 'TABLET', 'PRODUCTS_RETURNED'))
);
--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "controller" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "accepted_payment" jsonb;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "esl" text;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "playlist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kiosk_cells" ADD CONSTRAINT "kiosk_cells_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_cells" ADD CONSTRAINT "kiosk_cells_product_id_product_lines_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_signal_rules" ADD CONSTRAINT "kiosk_signal_rules_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_items" ADD CONSTRAINT "refill_items_refill_id_refills_id_fk" FOREIGN KEY ("refill_id") REFERENCES "public"."refills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refills" ADD CONSTRAINT "refills_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refills" ADD CONSTRAINT "refills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_cells_cell_key" ON "kiosk_cells" USING btree ("kiosk_id","cell_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_cells_position_key" ON "kiosk_cells" USING btree ("kiosk_id","planogram_position");--> statement-breakpoint
CREATE INDEX "kiosk_cells_product_idx" ON "kiosk_cells" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "kiosk_cells_org_idx" ON "kiosk_cells" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "kiosk_signal_rules_kiosk_idx" ON "kiosk_signal_rules" USING btree ("kiosk_id");--> statement-breakpoint
CREATE INDEX "refill_items_refill_idx" ON "refill_items" USING btree ("refill_id");--> statement-breakpoint
CREATE INDEX "refill_items_product_idx" ON "refill_items" USING btree ("product_line_id");--> statement-breakpoint
CREATE INDEX "refills_org_created_idx" ON "refills" USING btree ("org_id","created");--> statement-breakpoint
CREATE INDEX "refills_kiosk_created_idx" ON "refills" USING btree ("kiosk_id","created");