-- A delivered mail's body is not kept: a password-reset or e-mail confirmation link in it would still be in
-- the database, and in its backups, after the person has it. The outbox keeps to whom, what subject and when.
UPDATE "email_outbox" SET "text" = '' WHERE "sent_at" IS NOT NULL;
