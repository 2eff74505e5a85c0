DROP INDEX "video_progress_user_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
CREATE INDEX "study_sessions_video_idx" ON "study_sessions" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "study_sessions_material_idx" ON "study_sessions" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "video_progress_video_idx" ON "video_progress" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "video_progress_completed_idx" ON "video_progress" USING btree ("user_id","completed_at");