DROP INDEX "attendance_one_per_class";--> statement-breakpoint
ALTER TABLE "attendance_records" ADD COLUMN "start_time" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_one_per_meeting" ON "attendance_records" USING btree ("student_id","course_id","date","session_type","start_time");--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_start_time_format" CHECK ("attendance_records"."start_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9])?$');--> statement-breakpoint
-- hand-written: every existing record stays, as the day's one class of its session type (start_time ''). A
-- record of a virtual class moves to that class's meeting (its start on the college's clocks, Pakistan time,
-- the default of TZ_COLLEGE) when the course held exactly one completed virtual class that day, so that the
-- class's meeting and its earlier record are one; with two or more that day it cannot be told which, and it
-- stays the day's class. No two records can meet: before this migration a student had one virtual record per
-- course and day.
UPDATE "attendance_records" AS r
SET "start_time" = to_char(s."scheduled_at" AT TIME ZONE 'Asia/Karachi', 'HH24:MI')
FROM "virtual_sessions" AS s
WHERE r."session_type" = 'virtual'
  AND r."start_time" = ''
  AND s."course_id" = r."course_id"
  AND s."status" = 'completed'
  AND (s."scheduled_at" AT TIME ZONE 'Asia/Karachi')::date = r."date"
  AND (
    SELECT count(*) FROM "virtual_sessions" AS o
    WHERE o."course_id" = r."course_id"
      AND o."status" = 'completed'
      AND (o."scheduled_at" AT TIME ZONE 'Asia/Karachi')::date = r."date"
  ) = 1;
