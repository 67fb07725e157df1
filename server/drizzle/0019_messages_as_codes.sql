ALTER TABLE "activities" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "said" jsonb;