-- The admin users tab's search (trigram index); pg_trgm is a trusted extension (PostgreSQL 13+): the
-- database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || chr(31) || "email" || chr(31) || coalesce("team_number", '') || chr(31) || coalesce("section_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "users_review_center_idx" ON "users" USING btree ("review_center");--> statement-breakpoint
CREATE INDEX "users_subscription_idx" ON "users" USING btree ("subscription");--> statement-breakpoint
CREATE INDEX "users_team_section_idx" ON "users" USING btree ("team_number","section_number");