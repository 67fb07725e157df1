CREATE INDEX "announcements_event_date_idx" ON "announcements" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "virtual_sessions_created_idx" ON "virtual_sessions" USING btree ("created_at");