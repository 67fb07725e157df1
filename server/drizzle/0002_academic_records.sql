CREATE TYPE "public"."assignment_type" AS ENUM('assignment', 'quiz', 'project', 'exam');--> statement-breakpoint
CREATE TYPE "public"."attendance_status" AS ENUM('present', 'absent', 'late', 'excused');--> statement-breakpoint
CREATE TYPE "public"."exam_type" AS ENUM('midterm', 'final', 'quiz', 'assignment');--> statement-breakpoint
CREATE TYPE "public"."session_type" AS ENUM('lecture', 'lab', 'tutorial', 'virtual');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('submitted', 'graded');--> statement-breakpoint
CREATE TYPE "public"."virtual_session_status" AS ENUM('scheduled', 'ongoing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "assignment_type" DEFAULT 'assignment' NOT NULL,
	"total_marks" integer DEFAULT 100 NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_total_marks_min" CHECK ("assignments"."total_marks" >= 1)
);
--> statement-breakpoint
CREATE TABLE "attendance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"date" date NOT NULL,
	"session_type" "session_type" DEFAULT 'lecture' NOT NULL,
	"status" "attendance_status" NOT NULL,
	"remarks" text,
	"marked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"semester" integer NOT NULL,
	"exam_type" "exam_type" DEFAULT 'final' NOT NULL,
	"marks_obtained" numeric(7, 2) NOT NULL,
	"total_marks" numeric(7, 2) NOT NULL,
	"percentage" numeric(7, 2) NOT NULL,
	"letter_grade" text NOT NULL,
	"grade_point" numeric(3, 2) NOT NULL,
	"credits" integer NOT NULL,
	"remarks" text,
	"entered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grades_marks_range" CHECK ("grades"."marks_obtained" >= 0 and "grades"."marks_obtained" <= "grades"."total_marks" and "grades"."total_marks" >= 1),
	CONSTRAINT "grades_semester_range" CHECK ("grades"."semester" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "session_participants" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "session_participants_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "submission_grade_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"marks_obtained" numeric(7, 2) NOT NULL,
	"feedback" text,
	"graded_at" timestamp with time zone NOT NULL,
	"graded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"submission_text" text,
	"submission_link" text,
	"file_path" text,
	"file_name" text,
	"file_size" integer,
	"file_type" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL,
	"status" "submission_status" DEFAULT 'submitted' NOT NULL,
	"marks_obtained" numeric(7, 2),
	"feedback" text,
	"graded_at" timestamp with time zone,
	"graded_by" uuid,
	CONSTRAINT "submissions_marks_min" CHECK ("submissions"."marks_obtained" is null or "submissions"."marks_obtained" >= 0)
);
--> statement-breakpoint
CREATE TABLE "virtual_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"instructor_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" "virtual_session_status" DEFAULT 'scheduled' NOT NULL,
	"semester" integer,
	"department_id" uuid,
	"section" text,
	"max_participants" integer DEFAULT 100 NOT NULL,
	"room_name" text NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_sessions_duration_range" CHECK ("virtual_sessions"."duration_minutes" between 30 and 180),
	CONSTRAINT "virtual_sessions_participants_range" CHECK ("virtual_sessions"."max_participants" between 10 and 500)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_session_id_virtual_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."virtual_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_grade_history" ADD CONSTRAINT "submission_grade_history_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_grade_history" ADD CONSTRAINT "submission_grade_history_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_sessions" ADD CONSTRAINT "virtual_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_sessions" ADD CONSTRAINT "virtual_sessions_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_sessions" ADD CONSTRAINT "virtual_sessions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_course_due_idx" ON "assignments" USING btree ("course_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_one_per_class" ON "attendance_records" USING btree ("student_id","course_id","date","session_type");--> statement-breakpoint
CREATE INDEX "attendance_course_date_idx" ON "attendance_records" USING btree ("course_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "grades_one_per_exam" ON "grades" USING btree ("student_id","course_id","semester","exam_type");--> statement-breakpoint
CREATE INDEX "grades_course_idx" ON "grades" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "submission_grade_history_submission_idx" ON "submission_grade_history" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_assignment_student_unique" ON "submissions" USING btree ("assignment_id","student_id");--> statement-breakpoint
CREATE INDEX "submissions_student_idx" ON "submissions" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("assignment_id","status");--> statement-breakpoint
CREATE INDEX "virtual_sessions_instructor_time_idx" ON "virtual_sessions" USING btree ("instructor_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "virtual_sessions_course_time_idx" ON "virtual_sessions" USING btree ("course_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "virtual_sessions_status_time_idx" ON "virtual_sessions" USING btree ("status","scheduled_at");