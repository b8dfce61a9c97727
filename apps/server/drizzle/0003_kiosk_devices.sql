CREATE TABLE "kiosk_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"event_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "kiosk_activities_category_check" CHECK ("kiosk_activities"."category" IN ('session', 'door', 'payment', 'scale', 'terminal', 'network', 'access', 'sensor', 'command'))
);
--> statement-breakpoint
CREATE TABLE "kiosk_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"first_sent_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"resends" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "kiosk_commands_status_check" CHECK ("kiosk_commands"."status" IN ('queued', 'sent', 'delivered', 'applied', 'failed', 'timeout', 'expired', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "kiosk_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text,
	"technician" boolean DEFAULT false NOT NULL,
	"card" jsonb,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cells" jsonb,
	"payment_status" text,
	"payment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_sessions_kind_check" CHECK ("kiosk_sessions"."kind" IN ('purchase', 'refill'))
);
--> statement-breakpoint
CREATE TABLE "kiosk_temperatures" (
	"kiosk_id" uuid NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"sensors" integer[] NOT NULL,
	"uptime" integer,
	CONSTRAINT "kiosk_temperatures_kiosk_id_ts_pk" PRIMARY KEY("kiosk_id","ts"),
	CONSTRAINT "kiosk_temperatures_sensors_check" CHECK (cardinality("kiosk_temperatures"."sensors") <= 4)
);
--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "service_reason" text;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "device_secret_hash" text;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "device_secret_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosk_activities" ADD CONSTRAINT "kiosk_activities_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_commands" ADD CONSTRAINT "kiosk_commands_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_sessions" ADD CONSTRAINT "kiosk_sessions_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_temperatures" ADD CONSTRAINT "kiosk_temperatures_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_activities_event_key" ON "kiosk_activities" USING btree ("kiosk_id","event_id");--> statement-breakpoint
CREATE INDEX "kiosk_activities_kiosk_ts_idx" ON "kiosk_activities" USING btree ("kiosk_id","ts" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "kiosk_activities_org_ts_idx" ON "kiosk_activities" USING btree ("org_id","ts" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "kiosk_commands_kiosk_created_idx" ON "kiosk_commands" USING btree ("kiosk_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kiosk_commands_open_idx" ON "kiosk_commands" USING btree ("status","kiosk_id") WHERE "kiosk_commands"."status" IN ('queued', 'sent', 'delivered');--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_sessions_session_key" ON "kiosk_sessions" USING btree ("kiosk_id","session_id");--> statement-breakpoint
CREATE INDEX "kiosk_sessions_org_closed_idx" ON "kiosk_sessions" USING btree ("org_id","closed_at");