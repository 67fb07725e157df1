-- The same rows as 0025's view (every offering has its catalogue course and its term: both columns are not null
-- and foreign keys), but joined with left joins, which PostgreSQL may drop when a statement reads no column of
-- them (most read nothing of the term) and may not reorder: planning a page's one statement through the view
-- takes half the time (docs/decisions/0031-statements-prepared-once-per-connection.md).
CREATE OR REPLACE VIEW "courses" AS
  SELECT o."id", o."catalogue_course_id", o."term_id", t."name" AS "term_name", t."closed_at" AS "term_closed_at",
         c."code", c."name", c."description", c."credits", c."semester", c."department_id", o."instructor_id",
         o."is_virtual", o."schedule_days", o."schedule_time", o."schedule_room", c."credit_hours",
         c."prerequisites", c."archived_at", o."created_at", o."updated_at"
    FROM "course_offerings" o
    LEFT JOIN "catalogue_courses" c ON c."id" = o."catalogue_course_id"
    LEFT JOIN "terms" t ON t."id" = o."term_id";
