ALTER TABLE "attempt_results" ALTER COLUMN "is_correct" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "test_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "auto_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "test_access_status_idx" ON "test_access" USING btree ("status");