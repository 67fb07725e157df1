-- A class's Jitsi room was named after its session id, which every list shows: without token authentication
-- anyone could open a coming class's room. New rooms carry a random part of their own (roomNameFor); classes
-- still to come get one now. Classes in progress keep theirs, so that nobody is moved out of a live room.
UPDATE "virtual_sessions"
   SET "room_name" = regexp_replace("room_name", '-[0-9a-f-]{36}$', '') || '-' || replace(gen_random_uuid()::text, '-', '')
 WHERE "status" = 'scheduled';
