-- A student's attempts at a course are counted per catalogue course, whichever term's offering holds them: a
-- repeat in a later term is the next attempt, and its final replaces the earlier one in every GPA. Before this
-- release attempts were counted per course, which migration 0025 made the catalogue course, so no two results
-- share a catalogue course, exam and attempt.
ALTER TABLE "grades" ADD COLUMN "catalogue_course_id" uuid;--> statement-breakpoint
UPDATE "grades" g SET "catalogue_course_id" = o."catalogue_course_id" FROM "course_offerings" o WHERE o."id" = g."course_id";--> statement-breakpoint
ALTER TABLE "grades" ALTER COLUMN "catalogue_course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_catalogue_course_id_catalogue_courses_id_fk" FOREIGN KEY ("catalogue_course_id") REFERENCES "public"."catalogue_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "grades_one_per_attempt";--> statement-breakpoint
CREATE UNIQUE INDEX "grades_one_per_attempt" ON "grades" USING btree ("student_id","catalogue_course_id","exam_type","attempt");
