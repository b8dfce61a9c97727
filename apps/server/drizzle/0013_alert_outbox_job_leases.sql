CREATE TABLE "alert_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "alert_changes_kind_check" CHECK ("alert_changes"."kind" IN ('opened', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_changes" ADD CONSTRAINT "alert_changes_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_changes_alert_kind_key" ON "alert_changes" USING btree ("alert_id","kind");--> statement-breakpoint
CREATE INDEX "alert_changes_undelivered_idx" ON "alert_changes" USING btree ("created_at") WHERE "alert_changes"."delivered_at" IS NULL;