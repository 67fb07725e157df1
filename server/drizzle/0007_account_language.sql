CREATE TYPE "public"."locale" AS ENUM('en', 'ur');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "locale";