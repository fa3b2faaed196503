DROP TABLE "watermill_offsets_events_outbox";
DROP TABLE "watermill_events_outbox";
DROP TABLE events;
DROP FUNCTION events_append_only();
