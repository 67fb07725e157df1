ALTER TYPE "public"."notification_kind" ADD VALUE 'submission_returned';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'submission_comment';--> statement-breakpoint
CREATE TABLE "course_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_announcements_section_length" CHECK ("course_announcements"."section" is null or char_length("course_announcements"."section") = 1)
);
--> statement-breakpoint
CREATE TABLE "submission_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"body" text,
	"marks_obtained" numeric(7, 2),
	"is_late" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "return_marks_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_announcements" ADD CONSTRAINT "course_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_events" ADD CONSTRAINT "submission_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_announcements_course_created_idx" ON "course_announcements" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_events_submission_idx" ON "submission_events" USING btree ("submission_id","created_at");--> statement-breakpoint
-- hand-written: the new tables announce their writes like every other (0010), so that every process hears of them.
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_announcements"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();--> statement-breakpoint
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "submission_events"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();
