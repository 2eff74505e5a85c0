CREATE TYPE "public"."mock_form" AS ENUM('full', 'short');--> statement-breakpoint
CREATE TYPE "public"."mock_status" AS ENUM('in_progress', 'completed');--> statement-breakpoint
CREATE TYPE "public"."attempt_kind" AS ENUM('practice', 'mock');--> statement-breakpoint
CREATE TABLE "mock_exam_sittings" (
	"mock_exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"board_area_id" text NOT NULL,
	"items" integer NOT NULL,
	"minutes" integer NOT NULL,
	"attempt_id" uuid,
	"repeated_items" integer DEFAULT 0 NOT NULL,
	"off_mix_items" integer DEFAULT 0 NOT NULL,
	"missing_items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mock_exam_sittings_mock_exam_id_position_pk" PRIMARY KEY("mock_exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "mock_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"form" "mock_form" NOT NULL,
	"status" "mock_status" DEFAULT 'in_progress' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "kind" "attempt_kind" DEFAULT 'practice' NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_exam_sittings" ADD CONSTRAINT "mock_exam_sittings_mock_exam_id_mock_exams_id_fk" FOREIGN KEY ("mock_exam_id") REFERENCES "public"."mock_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_exam_sittings" ADD CONSTRAINT "mock_exam_sittings_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_exams" ADD CONSTRAINT "mock_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_exam_sittings_attempt_idx" ON "mock_exam_sittings" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_exams_one_open_idx" ON "mock_exams" USING btree ("user_id") WHERE "mock_exams"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "mock_exams_user_created_idx" ON "mock_exams" USING btree ("user_id","created_at");