ALTER TABLE "videos" ADD COLUMN "processing_status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing_lease_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "rendition_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "rendition_size" bigint;--> statement-breakpoint
CREATE INDEX "videos_processing_idx" ON "videos" USING btree ("processing_status") WHERE "videos"."processing_status" = 'processing';--> statement-breakpoint
-- Lectures uploaded before background processing get their data-saver rendition from the sweep.
UPDATE "videos" SET "processing_status" = 'processing' WHERE "file_key" IS NOT NULL;
