CREATE TABLE "alert_kiosk_states" (
	"kiosk_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_snoozes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"kiosk_name" text NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"scale_direction" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_severity_check" CHECK ("alerts"."severity" IN ('high', 'mid', 'low')),
	CONSTRAINT "alerts_scale_direction_check" CHECK ("alerts"."scale_direction" IN ('left', 'right'))
);
--> statement-breakpoint
ALTER TABLE "alert_kiosk_states" ADD CONSTRAINT "alert_kiosk_states_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_snoozes" ADD CONSTRAINT "alert_snoozes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_snoozes" ADD CONSTRAINT "alert_snoozes_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_snoozes" ADD CONSTRAINT "alert_snoozes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_snoozes_kiosk_until_idx" ON "alert_snoozes" USING btree ("kiosk_id","until");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_kiosk_type_key" ON "alerts" USING btree ("kiosk_id","type") WHERE "alerts"."end_date" IS NULL;--> statement-breakpoint
CREATE INDEX "alerts_org_start_idx" ON "alerts" USING btree ("org_id","start_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "alerts_start_idx" ON "alerts" USING btree ("start_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "alerts_kiosk_start_idx" ON "alerts" USING btree ("kiosk_id","start_date" DESC NULLS LAST);