-- Terms and course offerings (docs/decisions/0033-a-course-is-an-offering-in-one-term.md). The courses table becomes the offerings
-- (every record's course_id keeps pointing at it); what never changes moves to catalogue_courses; a view named
-- courses joins the two so that every reader keeps its shape. A database of the previous release is split by
-- term: each record goes to the offering of the term its date falls in (the month rule: Fall 1 September -
-- 31 January, Spring 1 February - 31 August, in Asia/Karachi), results and exam permissions to the term that
-- taught them, enrolments without records to the current term.
CREATE TYPE "public"."term_season" AS ENUM('Fall', 'Spring', 'Summer');--> statement-breakpoint
CREATE TABLE "catalogue_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"credits" integer DEFAULT 3 NOT NULL,
	"semester" integer DEFAULT 1 NOT NULL,
	"department_id" uuid,
	"credit_hours" real,
	"prerequisites" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_credits_range" CHECK ("catalogue_courses"."credits" between 1 and 6),
	CONSTRAINT "courses_semester_range" CHECK ("catalogue_courses"."semester" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" "term_season" NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_dates_order" CHECK ("terms"."starts_on" <= "terms"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_no_overlap" EXCLUDE USING gist (daterange("starts_on", "ends_on", '[]') WITH &&);--> statement-breakpoint
CREATE FUNCTION "_term_start"(d date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN extract(month FROM d) >= 9 THEN make_date(extract(year FROM d)::int, 9, 1)
              WHEN extract(month FROM d) = 1 THEN make_date(extract(year FROM d)::int - 1, 9, 1)
              ELSE make_date(extract(year FROM d)::int, 2, 1) END
$$;--> statement-breakpoint
CREATE FUNCTION "_day"(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (t AT TIME ZONE 'Asia/Karachi')::date
$$;--> statement-breakpoint
INSERT INTO "catalogue_courses" ("id", "code", "name", "description", "credits", "semester", "department_id",
  "credit_hours", "prerequisites", "archived_at", "created_at", "updated_at")
SELECT "id", "code", "name", "description", "credits", "semester", "department_id", "credit_hours", "prerequisites",
  "archived_at", "created_at", "updated_at" FROM "courses";--> statement-breakpoint
CREATE TABLE "_teaching_days" AS
  SELECT "course_id", "student_id", "date" AS "day" FROM "attendance_records"
  UNION ALL SELECT a."course_id", s."student_id", "_day"(a."due_date") FROM "submissions" s
    JOIN "assignments" a ON a."id" = s."assignment_id"
  UNION ALL SELECT "course_id", NULL::uuid, "_day"("due_date") FROM "assignments"
  UNION ALL SELECT "course_id", NULL::uuid, "_day"("created_at") FROM "course_materials"
  UNION ALL SELECT "course_id", NULL::uuid, "_day"("created_at") FROM "course_announcements"
  UNION ALL SELECT "course_id", NULL::uuid, "_day"("scheduled_at") FROM "virtual_sessions";--> statement-breakpoint
CREATE TABLE "_course_terms" AS SELECT DISTINCT "course_id", "_term_start"("day") AS "term_start" FROM "_teaching_days";--> statement-breakpoint
CREATE TABLE "_result_terms" AS
  SELECT r."kind", r."row_id", r."course_id", r."student_id",
         coalesce((SELECT max(ct."term_start") FROM "_course_terms" ct
                    WHERE ct."course_id" = r."course_id" AND ct."term_start" <= r."day"),
                  "_term_start"(r."day")) AS "term_start"
    FROM (SELECT 'grade' AS "kind", "id" AS "row_id", "course_id", "student_id", "_day"("created_at") AS "day" FROM "grades"
          UNION ALL SELECT 'permission', NULL::uuid, "course_id", "student_id", "_day"("granted_at") FROM "exam_permissions") r;--> statement-breakpoint
INSERT INTO "_course_terms" SELECT DISTINCT "course_id", "term_start" FROM "_result_terms"
  EXCEPT SELECT "course_id", "term_start" FROM "_course_terms";--> statement-breakpoint
CREATE TABLE "_student_terms" AS
  SELECT DISTINCT "course_id", "student_id", "_term_start"("day") AS "term_start" FROM "_teaching_days" WHERE "student_id" IS NOT NULL
  UNION SELECT "course_id", "student_id", "term_start" FROM "_result_terms";--> statement-breakpoint
INSERT INTO "_course_terms"
  SELECT c."id", "_term_start"("_day"(now())) FROM "courses" c
   WHERE NOT EXISTS (SELECT 1 FROM "_course_terms" ct WHERE ct."course_id" = c."id")
      OR EXISTS (SELECT 1 FROM "enrollments" e WHERE e."course_id" = c."id"
                  AND NOT EXISTS (SELECT 1 FROM "_student_terms" st
                                   WHERE st."course_id" = e."course_id" AND st."student_id" = e."student_id"))
  EXCEPT SELECT "course_id", "term_start" FROM "_course_terms";--> statement-breakpoint
INSERT INTO "terms" ("season", "year", "name", "starts_on", "ends_on", "started_at")
  SELECT CASE WHEN extract(month FROM t) = 9 THEN 'Fall'::"term_season" ELSE 'Spring'::"term_season" END,
         extract(year FROM t)::int,
         CASE WHEN extract(month FROM t) = 9 THEN 'Fall ' ELSE 'Spring ' END || extract(year FROM t)::int,
         t,
         CASE WHEN extract(month FROM t) = 9 THEN make_date(extract(year FROM t)::int + 1, 1, 31)
              ELSE make_date(extract(year FROM t)::int, 8, 31) END,
         now()
    FROM (SELECT DISTINCT "term_start" AS t FROM "_course_terms"
          UNION SELECT "_term_start"("_day"(now())) WHERE EXISTS (SELECT 1 FROM "courses")) terms_taught;--> statement-breakpoint
CREATE TABLE "_offering_map" AS
  SELECT ct."course_id", ct."term_start", t."id" AS "term_id",
         CASE WHEN ct."term_start" = max(ct."term_start") OVER (PARTITION BY ct."course_id") THEN ct."course_id"
              ELSE gen_random_uuid() END AS "offering_id"
    FROM "_course_terms" ct JOIN "terms" t ON t."starts_on" = ct."term_start";--> statement-breakpoint
ALTER TABLE "courses" RENAME TO "course_offerings";--> statement-breakpoint
DROP INDEX "courses_code_unique";--> statement-breakpoint
DROP INDEX "courses_semester_department_idx";--> statement-breakpoint
DROP INDEX "courses_department_idx";--> statement-breakpoint
ALTER TABLE "course_offerings" ADD COLUMN "catalogue_course_id" uuid;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD COLUMN "term_id" uuid;--> statement-breakpoint
UPDATE "course_offerings" o SET "catalogue_course_id" = o."id", "term_id" = m."term_id"
  FROM "_offering_map" m WHERE m."offering_id" = o."id";--> statement-breakpoint
INSERT INTO "course_offerings" ("id", "code", "name", "credits", "semester", "catalogue_course_id", "term_id",
  "instructor_id", "is_virtual", "schedule_days", "schedule_time", "schedule_room", "created_at", "updated_at")
  SELECT m."offering_id", o."code", o."name", o."credits", o."semester", o."id", m."term_id", o."instructor_id",
         o."is_virtual", o."schedule_days", o."schedule_time", o."schedule_room", o."created_at", o."updated_at"
    FROM "_offering_map" m JOIN "course_offerings" o ON o."id" = m."course_id"
   WHERE m."offering_id" <> m."course_id";--> statement-breakpoint
UPDATE "attendance_records" r SET "course_id" = m."offering_id" FROM "_offering_map" m
  WHERE m."course_id" = r."course_id" AND m."term_start" = "_term_start"(r."date") AND m."offering_id" <> r."course_id";--> statement-breakpoint
UPDATE "assignments" r SET "course_id" = m."offering_id" FROM "_offering_map" m
  WHERE m."course_id" = r."course_id" AND m."term_start" = "_term_start"("_day"(r."due_date")) AND m."offering_id" <> r."course_id";--> statement-breakpoint
UPDATE "course_materials" r SET "course_id" = m."offering_id" FROM "_offering_map" m
  WHERE m."course_id" = r."course_id" AND m."term_start" = "_term_start"("_day"(r."created_at")) AND m."offering_id" <> r."course_id";--> statement-breakpoint
UPDATE "course_announcements" r SET "course_id" = m."offering_id" FROM "_offering_map" m
  WHERE m."course_id" = r."course_id" AND m."term_start" = "_term_start"("_day"(r."created_at")) AND m."offering_id" <> r."course_id";--> statement-breakpoint
UPDATE "virtual_sessions" r SET "course_id" = m."offering_id" FROM "_offering_map" m
  WHERE m."course_id" = r."course_id" AND m."term_start" = "_term_start"("_day"(r."scheduled_at")) AND m."offering_id" <> r."course_id";--> statement-breakpoint
UPDATE "grades" r SET "course_id" = m."offering_id" FROM "_result_terms" rt, "_offering_map" m
  WHERE rt."kind" = 'grade' AND rt."row_id" = r."id" AND m."course_id" = rt."course_id"
    AND m."term_start" = rt."term_start" AND m."offering_id" <> r."course_id";--> statement-breakpoint
UPDATE "exam_permissions" r SET "course_id" = m."offering_id" FROM "_result_terms" rt, "_offering_map" m
  WHERE rt."kind" = 'permission' AND rt."course_id" = r."course_id" AND rt."student_id" = r."student_id"
    AND m."course_id" = rt."course_id" AND m."term_start" = rt."term_start" AND m."offering_id" <> r."course_id";--> statement-breakpoint
INSERT INTO "enrollments" ("student_id", "course_id", "created_at")
  SELECT e."student_id", m."offering_id", e."created_at" FROM "enrollments" e
    JOIN "_student_terms" st ON st."course_id" = e."course_id" AND st."student_id" = e."student_id"
    JOIN "_offering_map" m ON m."course_id" = st."course_id" AND m."term_start" = st."term_start"
   WHERE m."offering_id" <> e."course_id";--> statement-breakpoint
DELETE FROM "enrollments" e
  WHERE EXISTS (SELECT 1 FROM "_student_terms" st WHERE st."course_id" = e."course_id" AND st."student_id" = e."student_id")
    AND NOT EXISTS (SELECT 1 FROM "_student_terms" st JOIN "_offering_map" m
                     ON m."course_id" = st."course_id" AND m."term_start" = st."term_start"
                     WHERE st."student_id" = e."student_id" AND m."offering_id" = e."course_id");--> statement-breakpoint
ALTER TABLE "course_offerings" ALTER COLUMN "catalogue_course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_offerings" ALTER COLUMN "term_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "_teaching_days", "_course_terms", "_result_terms", "_student_terms", "_offering_map";--> statement-breakpoint
DROP FUNCTION "_term_start"(date);--> statement-breakpoint
DROP FUNCTION "_day"(timestamptz);--> statement-breakpoint
ALTER TABLE "course_offerings" DROP CONSTRAINT "courses_credits_range";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP CONSTRAINT "courses_semester_range";--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_records" DROP CONSTRAINT "attendance_records_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_announcements" DROP CONSTRAINT "course_announcements_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_materials" DROP CONSTRAINT "course_materials_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_offerings" DROP CONSTRAINT "courses_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "course_offerings" DROP CONSTRAINT "courses_instructor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "exam_permissions" DROP CONSTRAINT "exam_permissions_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "grades" DROP CONSTRAINT "grades_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "registration_courses" DROP CONSTRAINT "registration_courses_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "virtual_sessions" DROP CONSTRAINT "virtual_sessions_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "graduated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_courses" ADD CONSTRAINT "catalogue_courses_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_unique" ON "catalogue_courses" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "catalogue_courses_semester_department_idx" ON "catalogue_courses" USING btree ("semester","department_id");--> statement-breakpoint
CREATE INDEX "catalogue_courses_department_idx" ON "catalogue_courses" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_name_unique" ON "terms" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "terms_starts_on_idx" ON "terms" USING btree ("starts_on");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_catalogue_course_id_catalogue_courses_id_fk" FOREIGN KEY ("catalogue_course_id") REFERENCES "public"."catalogue_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_permissions" ADD CONSTRAINT "exam_permissions_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_courses" ADD CONSTRAINT "registration_courses_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_sessions" ADD CONSTRAINT "virtual_sessions_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_offerings_one_per_term" ON "course_offerings" USING btree ("catalogue_course_id","term_id");--> statement-breakpoint
CREATE INDEX "course_offerings_term_idx" ON "course_offerings" USING btree ("term_id");--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "credits";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "semester";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "department_id";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "credit_hours";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "prerequisites";--> statement-breakpoint
ALTER TABLE "course_offerings" DROP COLUMN "archived_at";--> statement-breakpoint
CREATE VIEW "courses" AS
  SELECT o."id", o."catalogue_course_id", o."term_id", t."name" AS "term_name", t."closed_at" AS "term_closed_at",
         c."code", c."name", c."description", c."credits", c."semester", c."department_id", o."instructor_id",
         o."is_virtual", o."schedule_days", o."schedule_time", o."schedule_room", c."credit_hours",
         c."prerequisites", c."archived_at", o."created_at", o."updated_at"
    FROM "course_offerings" o
    JOIN "catalogue_courses" c ON c."id" = o."catalogue_course_id"
    JOIN "terms" t ON t."id" = o."term_id";--> statement-breakpoint
-- Writes to the new tables are announced like every other's (migrations 0010 and 0023).
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();--> statement-breakpoint
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terms"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();
