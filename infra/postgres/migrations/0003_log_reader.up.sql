-- The events table is its own outbox: readers follow it by position (infra/eventlog).

-- A position is taken only after the writing transaction has its id. The log
-- reader proves a missing position will never appear by seeing every
-- transaction id older than a snapshot's xmax end; that proof needs the writer
-- of any position to hold an id older than the position's allocation.
CREATE FUNCTION events_next_position() RETURNS BIGINT LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM pg_current_xact_id();
    RETURN nextval('events_position_seq');
END $$;
ALTER TABLE events ALTER COLUMN position SET DEFAULT events_next_position();

-- Where each reader of the log outside a read model (the Kafka relay) stands:
-- every position up to it has been handed on.
CREATE TABLE log_cursors (
    consumer_group TEXT PRIMARY KEY,
    position       BIGINT      NOT NULL,
    updated_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The watermill-sql outbox and its second copy of every event are gone.
DROP TABLE IF EXISTS "watermill_events_outbox";
DROP TABLE IF EXISTS "watermill_offsets_events_outbox";
