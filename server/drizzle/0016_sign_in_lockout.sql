-- Sign-ins from a known device, and failed password checks that slow further attempts down rather than lock the
-- account (modules/auth/login-throttle.ts). Both tables are written on sign-in attempts and no answer a process
-- keeps in memory shows them, so, like the session store and rate_limits, their writes are not announced.
-- The owner of an account is told of attempts on it (wrong passwords, a registration with its e-mail).
ALTER TYPE "public"."notification_kind" ADD VALUE 'account_security';--> statement-breakpoint
CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_slowdowns" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"slowed_until" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;