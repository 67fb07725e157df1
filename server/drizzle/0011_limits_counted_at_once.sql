-- Limits count and check in one statement: an upsert on the limit's row for the subject (an account, an
-- address, a sender), so that requests arriving at once cannot all pass (lib/rate-limits.ts).
-- The table is left out of 0010's announcements, like the session store: it changes on every sign-in attempt,
-- and no answer a process keeps in memory shows it.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;
--> statement-breakpoint
-- A sign-out (or any end of a session) is announced like a write, so that every process stops trusting the
-- session at once (docs/decisions/0001-sessions-trusted-in-memory-for-two-seconds.md). Touches of last_seen_at and new sessions are not.
CREATE TRIGGER "announce_sign_out" AFTER UPDATE OF "revoked_at" OR DELETE OR TRUNCATE ON "auth_sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"();
