ALTER TABLE "newsfeed_comments" DROP CONSTRAINT "newsfeed_comments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "newsfeed_comments" ADD CONSTRAINT "newsfeed_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Comments left by users deleted before this change (their user_id was set to null) go too.
DELETE FROM "newsfeed_comments" WHERE "user_id" IS NULL;