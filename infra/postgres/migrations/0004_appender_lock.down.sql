CREATE OR REPLACE FUNCTION events_next_position() RETURNS BIGINT LANGUAGE plpgsql VOLATILE AS $$
BEGIN
    PERFORM pg_current_xact_id();
    RETURN nextval('events_position_seq');
END $$;
