CREATE TABLE "kiosk_visit_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"weekdays" integer[] NOT NULL,
	"safety_margin_percent" integer DEFAULT 20 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_visit_schedules_margin_check" CHECK ("kiosk_visit_schedules"."safety_margin_percent" BETWEEN 0 AND 200),
	CONSTRAINT "kiosk_visit_schedules_weekdays_check" CHECK (cardinality("kiosk_visit_schedules"."weekdays") BETWEEN 1 AND 7 AND "kiosk_visit_schedules"."weekdays" <@ ARRAY[1,2,3,4,5,6,7])
);
--> statement-breakpoint
ALTER TABLE "kiosk_visit_schedules" ADD CONSTRAINT "kiosk_visit_schedules_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_visit_schedules_kiosk_key" ON "kiosk_visit_schedules" USING btree ("kiosk_id");--> statement-breakpoint
-- Hand-written: the visit schedules are edited by users, so they are audited like every other table (ADR 0012).
SELECT audit_attach_all();
