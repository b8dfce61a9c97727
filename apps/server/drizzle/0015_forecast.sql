CREATE TABLE "forecast_kiosks" (
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"days_with_sales" integer NOT NULL,
	"data_sufficient" boolean NOT NULL,
	CONSTRAINT "forecast_kiosks_kiosk_id_pk" PRIMARY KEY("kiosk_id")
);
--> statement-breakpoint
CREATE TABLE "forecast_points" (
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"units" numeric(10, 3) NOT NULL,
	"expected" numeric(10, 3) NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"model" text NOT NULL,
	CONSTRAINT "forecast_points_kiosk_id_product_id_day_pk" PRIMARY KEY("kiosk_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "forecast_runs" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"closed_day" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"series" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forecast_kiosks" ADD CONSTRAINT "forecast_kiosks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_points" ADD CONSTRAINT "forecast_points_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_runs" ADD CONSTRAINT "forecast_runs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecast_kiosks_org_idx" ON "forecast_kiosks" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "forecast_points_org_day_idx" ON "forecast_points" USING btree ("org_id","day");