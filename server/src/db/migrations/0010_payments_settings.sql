CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_method" text DEFAULT 'gcash' NOT NULL,
	"status" text DEFAULT 'awaiting_reference' NOT NULL,
	"gcash_reference" text,
	"reported_amount" double precision,
	"screenshot_key" text,
	"screenshot_url" text,
	"reused_reference_attempts" integer DEFAULT 0 NOT NULL,
	"admin_notes" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gcash_reference_unique" ON "payments" USING btree ("gcash_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_user" ON "payments" USING btree ("user_id") WHERE "payments"."status" in ('awaiting_reference', 'pending');--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");