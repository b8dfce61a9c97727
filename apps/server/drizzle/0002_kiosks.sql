CREATE TABLE "kiosks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"notes" text,
	"pin" integer,
	"technician_pin" integer,
	"location" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"components" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qrcode" text,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone,
	"door" text DEFAULT 'unknown' NOT NULL,
	"session_type" text DEFAULT 'none' NOT NULL,
	"session_since" timestamp with time zone,
	"temperatures" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"temperatures_updated" timestamp with time zone,
	"in_service" boolean DEFAULT true NOT NULL,
	"ip_address" text,
	"firmware" text,
	"uptime" integer,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_pins_check" CHECK ("kiosks"."pin" BETWEEN 0 AND 9999 AND "kiosks"."technician_pin" BETWEEN 0 AND 9999),
	CONSTRAINT "kiosks_door_check" CHECK ("kiosks"."door" IN ('open', 'closed', 'unknown')),
	CONSTRAINT "kiosks_session_check" CHECK ("kiosks"."session_type" IN ('none', 'replenisher', 'purchase')),
	CONSTRAINT "kiosks_temperatures_check" CHECK (cardinality("kiosks"."temperatures") <= 4)
);
--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_serial_number_key" ON "kiosks" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "kiosks_name_id_idx" ON "kiosks" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "kiosks_org_name_id_idx" ON "kiosks" USING btree ("org_id",lower("name"),"id");