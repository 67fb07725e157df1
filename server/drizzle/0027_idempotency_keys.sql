-- Writes sent with an Idempotency-Key, remembered for 24 hours per account and key so that a retry gets the first
-- answer again instead of writing twice (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md). Its writes are not announced: no
-- answer a process keeps in memory shows them (like the session store's, the limits' and the outbox's).
CREATE TABLE "idempotency_keys" (
	"account_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text,
	"status" integer,
	"response_headers" jsonb,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_hash_pk" PRIMARY KEY("account_id","key_hash")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
