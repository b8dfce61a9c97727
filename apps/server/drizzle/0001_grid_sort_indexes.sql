DROP INDEX "organizations_name_idx";--> statement-breakpoint
DROP INDEX "product_lines_org_name_idx";--> statement-breakpoint
DROP INDEX "users_first_name_idx";--> statement-breakpoint
CREATE INDEX "organizations_name_id_idx" ON "organizations" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "product_lines_name_id_idx" ON "product_lines" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "product_lines_org_name_id_idx" ON "product_lines" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_first_name_id_idx" ON "users" USING btree ("first_name","id");