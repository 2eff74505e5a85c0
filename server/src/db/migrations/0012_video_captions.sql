ALTER TABLE "videos" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "transcript" text;