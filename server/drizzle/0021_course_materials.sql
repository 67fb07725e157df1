CREATE TABLE "assignment_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"group_label" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"section" text,
	"link" text,
	"note" text,
	"file_path" text,
	"file_name" text,
	"file_size" integer,
	"file_type" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_materials_kind" CHECK ("course_materials"."kind" in ('file', 'link', 'note')),
	CONSTRAINT "course_materials_content" CHECK (("course_materials"."kind" = 'file' and "course_materials"."file_path" is not null) or ("course_materials"."kind" = 'link' and "course_materials"."link" is not null) or ("course_materials"."kind" = 'note' and "course_materials"."note" is not null))
);
--> statement-breakpoint
ALTER TABLE "assignment_attachments" ADD CONSTRAINT "assignment_attachments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_attachments" ADD CONSTRAINT "assignment_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_attachments_assignment_idx" ON "assignment_attachments" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "course_materials_course_position_idx" ON "course_materials" USING btree ("course_id","position");--> statement-breakpoint
-- hand-written: the new tables announce their writes like every other (0010), so that every process hears of them.
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_materials"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();--> statement-breakpoint
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "assignment_attachments"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();
