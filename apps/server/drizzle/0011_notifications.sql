CREATE TABLE "notification_mail_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_rule_types" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"mc" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notification_rule_types_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"all_kiosks" boolean DEFAULT true NOT NULL,
	"channels" text[] DEFAULT '{email,mc}'::text[] NOT NULL,
	"kiosk_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_subscriptions_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"org_id" uuid NOT NULL,
	"kiosk_id" uuid NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_mail_state" ADD CONSTRAINT "notification_mail_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_rule_types" ADD CONSTRAINT "notification_rule_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_subscriptions" ADD CONSTRAINT "notification_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_mails_user_alert_kind_unique" ON "notification_mails" USING btree ("user_id","alert_id","kind");--> statement-breakpoint
CREATE INDEX "notification_mails_pending_idx" ON "notification_mails" USING btree ("user_id","created_at") WHERE "notification_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notification_rule_types_type_idx" ON "notification_rule_types" USING btree ("type");--> statement-breakpoint
CREATE INDEX "notification_subscriptions_type_idx" ON "notification_subscriptions" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_alert_kind_unique" ON "notifications" USING btree ("user_id","alert_id","kind");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;