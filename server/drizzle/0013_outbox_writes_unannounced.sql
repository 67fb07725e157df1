-- The outbox is claimed and marked once or twice per mail, ten to twenty times a second while an announcement
-- leaves; no answer a process keeps in memory shows it, so its writes are not announced (like the session
-- store's and the limits'), and other processes keep their answers while mail goes out.
DROP TRIGGER "announce_write" ON "email_outbox";
