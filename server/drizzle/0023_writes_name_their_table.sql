-- Each announced write names its table (0010 sent an empty payload), so that what a process keeps in memory is
-- dropped only by the writes that can change it: its cached sessions by writes to "users" and ends of sessions,
-- not by every attendance mark. PostgreSQL sends one notice per table a transaction wrote.
CREATE OR REPLACE FUNCTION "announce_college_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('college_writes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
