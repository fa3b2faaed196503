-- An appender takes a shared advisory lock (two-key form 1514690892, 1) before
-- its transaction id and its position. The log reader can then tell, in
-- pg_locks, which running transactions may still fill a hole: a long
-- transaction that never appends (a projection applying a large batch) does
-- not hold the reader back.
CREATE OR REPLACE FUNCTION events_next_position() RETURNS BIGINT LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM pg_advisory_xact_lock_shared(1514690892, 1);
    PERFORM pg_current_xact_id();
    RETURN nextval('events_position_seq');
END $$;
