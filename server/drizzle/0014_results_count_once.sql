DROP INDEX "grades_one_per_exam";--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_attempt_min" CHECK ("grades"."attempt" >= 1);--> statement-breakpoint
-- hand-written: results that counted more than once (docs/decisions/0013-results-count-once.md).
-- Until now a result's semester was typed in and the database kept one result per student, course, SEMESTER
-- and exam type, so the same exam could be entered again under other semesters and count again. The portal
-- never recorded repeats, so those copies are not attempts: of each student's results for one exam of one
-- course, the one under the course's own semester is kept (or, if none is, the first entered); every other
-- copy is removed, written whole to the audit trail first ('grade.duplicate-removed', with the kept result's
-- id) so that an office that knows one was a genuine repeat can enter it again as attempt 2.
-- The unique index drizzle-kit generated comes last, moved after this: it needs the duplicates gone.
DO $$
DECLARE
  removed integer;
  affected integer;
BEGIN
  CREATE TEMPORARY TABLE "results_count_once" ON COMMIT DROP AS
  SELECT g."id",
         first_value(g."id") OVER per_exam AS "kept_id",
         row_number() OVER per_exam AS "rank"
    FROM "grades" g
    JOIN "courses" c ON c."id" = g."course_id"
  WINDOW per_exam AS (
    PARTITION BY g."student_id", g."course_id", g."exam_type"
    ORDER BY (g."semester" = c."semester") DESC, g."created_at", g."id"
  );

  INSERT INTO "audit_log" ("actor_name", "action", "entity", "entity_id", "summary", "before", "after")
  SELECT 'Migration 0014', 'grade.duplicate-removed', 'grade', g."id"::text,
         'Duplicate result removed: ' || c."code" || ' ' || g."exam_type" || ', semester ' || g."semester"
           || ', ' || u."name" || ': ' || g."marks_obtained"::float8 || '/' || g."total_marks"::float8 || ' ('
           || g."letter_grade" || '); the result kept is semester ' || k."semester" || ': '
           || k."marks_obtained"::float8 || '/' || k."total_marks"::float8 || ' (' || k."letter_grade" || ')',
         to_jsonb(g),
         jsonb_build_object('kept_id', k."id", 'semester', k."semester", 'marks_obtained', k."marks_obtained",
                            'total_marks', k."total_marks", 'letter_grade', k."letter_grade")
    FROM "results_count_once" d
    JOIN "grades" g ON g."id" = d."id"
    JOIN "grades" k ON k."id" = d."kept_id"
    JOIN "courses" c ON c."id" = g."course_id"
    JOIN "users" u ON u."id" = g."student_id"
   WHERE d."rank" > 1;

  DELETE FROM "grades" g USING "results_count_once" d WHERE d."id" = g."id" AND d."rank" > 1;
  GET DIAGNOSTICS removed = ROW_COUNT;
  SELECT count(DISTINCT "kept_id") INTO affected FROM "results_count_once" WHERE "rank" > 1;
  RAISE NOTICE 'results_count_once: % duplicate results removed (kept one of each of % exams), copies in the audit trail as grade.duplicate-removed', removed, affected;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "grades_one_per_attempt" ON "grades" USING btree ("student_id","course_id","exam_type","attempt");
