ALTER TABLE "questions" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "citation" text;