-- Every committed write to the college's tables is announced on the channel "college_writes", so that each
-- server process sharing this database can drop the answers it keeps in memory (plugins/response-cache.ts).
-- PostgreSQL delivers a notification only when its transaction commits, and one per transaction however many
-- statements wrote. The session store's own rows change on every request and no kept answer shows them.
CREATE FUNCTION "announce_college_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('college_writes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'auth_sessions'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER "announce_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "announce_college_write"()',
      t.tablename
    );
  END LOOP;
END;
$$;
