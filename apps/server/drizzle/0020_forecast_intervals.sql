ALTER TABLE "forecast_kiosks" ADD COLUMN "product_correlation" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forecast_kiosks" ADD COLUMN "day_correlation" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forecast_points" ADD COLUMN "lower" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forecast_points" ADD COLUMN "upper" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forecast_points" ADD COLUMN "variance" numeric(14, 3) DEFAULT '0' NOT NULL;