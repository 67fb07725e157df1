CREATE TABLE "quiz_allowances" (
	"quiz_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_allowances_quiz_id_student_id_pk" PRIMARY KEY("quiz_id","student_id"),
	CONSTRAINT "quiz_allowances_not_negative" CHECK ("quiz_allowances"."extra_minutes" >= 0 and "quiz_allowances"."extra_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_at_deadline" boolean DEFAULT false NOT NULL,
	"score" numeric(7, 2),
	"total" numeric(7, 2) NOT NULL,
	"awarded" jsonb,
	CONSTRAINT "quiz_attempts_number_min" CHECK ("quiz_attempts"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_limit_minutes" integer,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"show_answers_after_close" boolean DEFAULT false NOT NULL,
	"questions" jsonb NOT NULL,
	"total_marks" numeric(7, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_close_after_open" CHECK ("quizzes"."closes_at" > "quizzes"."opens_at"),
	CONSTRAINT "quizzes_attempts_allowed_min" CHECK ("quizzes"."attempts_allowed" >= 1),
	CONSTRAINT "quizzes_time_limit_min" CHECK ("quizzes"."time_limit_minutes" is null or "quizzes"."time_limit_minutes" >= 1)
);
--> statement-breakpoint
ALTER TABLE "quiz_allowances" ADD CONSTRAINT "quiz_allowances_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_allowances" ADD CONSTRAINT "quiz_allowances_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_course_offerings_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_unique" ON "quiz_attempts" USING btree ("quiz_id","student_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open" ON "quiz_attempts" USING btree ("quiz_id","student_id") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_attempts_open_deadline_idx" ON "quiz_attempts" USING btree ("deadline") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id","opens_at");--> statement-breakpoint
-- hand-written: the new tables announce their writes like every other (0010), so that every process hears of them.
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quizzes"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();--> statement-breakpoint
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quiz_attempts"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();--> statement-breakpoint
CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quiz_allowances"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();
