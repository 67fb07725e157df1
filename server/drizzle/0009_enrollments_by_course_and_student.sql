DROP INDEX "enrollments_course_idx";--> statement-breakpoint
CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("course_id","student_id");