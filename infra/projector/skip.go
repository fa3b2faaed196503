package projector

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// skips reports whether the projection ignores the event's stream entirely.
func skips(p projections.Projection, env events.Envelope) bool {
	s, ok := p.(projections.Selective)
	return ok && !s.Reads(env.StreamID)
}

// skipTx records an event of a stream the projection does not read: the same
// stream version and checkpoint bookkeeping as applyTx (a redelivered event
// changes nothing; a gap counts the missing events, whose handling would be a
// no-op too), in one round trip instead of five.
func skipTx(ctx context.Context, tx pgx.Tx, schema string, env events.Envelope) error {
	s := pgx.Identifier{schema}.Sanitize()
	_, err := tx.Exec(ctx, `
		WITH cur AS (SELECT COALESCE((SELECT version FROM `+s+`._streams WHERE stream_id = $1), 0) AS have),
		up AS (
			INSERT INTO `+s+`._streams (stream_id, version, position) SELECT $1, $2, $3 FROM cur WHERE $2 > cur.have
			ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position
			RETURNING 1)
		UPDATE `+s+`._checkpoint SET position = GREATEST(position, $3),
			applied = applied + (SELECT $2::int - have FROM cur), updated_at = now()
		WHERE $2::int > (SELECT have FROM cur) AND EXISTS (SELECT 1 FROM up)`,
		env.StreamID, env.Version, env.Position)
	if err != nil {
		return fmt.Errorf("projector: record skipped event %s@%d: %w", env.StreamID, env.Version, err)
	}
	return nil
}
