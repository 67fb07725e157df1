ALTER TYPE "public"."notification_kind" ADD VALUE 'registration_waiting';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'contact_message';