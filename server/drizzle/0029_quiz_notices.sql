ALTER TYPE "public"."notification_kind" ADD VALUE 'quiz_opened';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'quiz_closing';