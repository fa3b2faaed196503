-- The event log: the system of record. One row per event, never updated or deleted.
CREATE TABLE events (
    position       BIGSERIAL PRIMARY KEY,
    id             UUID        NOT NULL UNIQUE,
    stream_id      TEXT        NOT NULL,
    version        INTEGER     NOT NULL CHECK (version > 0),
    type           TEXT        NOT NULL,
    schema_version INTEGER     NOT NULL,
    data           JSONB       NOT NULL,
    meta           JSONB       NOT NULL,
    recorded_at    TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (stream_id, version)
);
CREATE INDEX events_type_time ON events (type, recorded_at);

CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the event log is append-only';
END $$;
CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION events_append_only();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION events_append_only();

-- The transactional outbox (watermill-sql's PostgreSQL schema for topic "events_outbox"),
-- written in the same transaction as the append. Created here, never lazily in a transaction.
CREATE TABLE "watermill_events_outbox" (
    "offset"         BIGSERIAL,
    "uuid"           VARCHAR(36) NOT NULL,
    "created_at"     TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload"        JSON DEFAULT NULL,
    "metadata"       JSON DEFAULT NULL,
    "transaction_id" xid8        NOT NULL,
    PRIMARY KEY ("transaction_id", "offset")
);
CREATE TABLE "watermill_offsets_events_outbox" (
    consumer_group                VARCHAR(255) NOT NULL,
    offset_acked                  BIGINT,
    last_processed_transaction_id xid8 NOT NULL,
    PRIMARY KEY (consumer_group)
);
