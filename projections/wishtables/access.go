package wishtables

import (
	"context"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

// applyAccess keeps who may read a table and the state of its invitation links.
func applyAccess(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.WishMemberSet:
		if err := tx.Exec(ctx, `INSERT INTO members (table_id, user_id, role, via, since) VALUES ($1,$2,$3,$4,$5)
			ON CONFLICT (table_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
			e.TableID, e.UserID, e.Role, e.Via, env.RecordedAt); err != nil {
			return err
		}
		if e.LinkID != "" {
			return tx.Exec(ctx, `UPDATE links SET state = 'used', used_by = $3 WHERE table_id = $1 AND link_id = $2`,
				e.TableID, e.LinkID, e.UserID)
		}
	case events.WishMemberRemoved:
		return tx.Exec(ctx, `DELETE FROM members WHERE table_id = $1 AND user_id = $2`, e.TableID, e.UserID)
	case events.WishLinkCreated:
		return tx.Exec(ctx, `INSERT INTO links (table_id, link_id, role, expires_at, created_at, state)
			VALUES ($1,$2,$3,$4,$5,'open') ON CONFLICT DO NOTHING`,
			e.TableID, e.LinkID, e.Role, time.Unix(e.ExpiresAt, 0).UTC(), env.RecordedAt)
	case events.WishLinkRevoked:
		return tx.Exec(ctx, `UPDATE links SET state = 'revoked' WHERE table_id = $1 AND link_id = $2`, e.TableID, e.LinkID)
	}
	return nil
}
