CREATE TYPE "public"."question_report_reason" AS ENUM('wrong_key', 'unclear', 'outdated_law', 'typo');--> statement-breakpoint
CREATE TYPE "public"."question_report_status" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TABLE "question_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"reason" "question_report_reason" NOT NULL,
	"comment" text,
	"status" "question_report_status" DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_reports_status_question_idx" ON "question_reports" USING btree ("status","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_reports_one_open_idx" ON "question_reports" USING btree ("user_id","question_id") WHERE "question_reports"."status" = 'open';