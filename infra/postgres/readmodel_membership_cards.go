package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"zhiyuan/events"
	"zhiyuan/query/membership"
)

// CardsOf lists the cards a user activated with their batch's product, newest first
// (User/GetMyCards; rm_cards.cards_user is the index).
func (m *MembershipReadModel) CardsOf(ctx context.Context, userID string, limit int) ([]membership.CardRow, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT c.number, c.batch_id, b.product_code, b.product_name, c.redeemed_by, b.days, b.rights,
		c.redeemed_at FROM rm_cards.cards c JOIN rm_cards.batches b USING (batch_id)
		WHERE c.redeemed_by = $1 ORDER BY c.redeemed_at DESC, c.number LIMIT $2`, userID, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (membership.CardRow, error) {
		var c membership.CardRow
		err := r.Scan(&c.Number, &c.BatchID, &c.ProductCode, &c.ProductName, &c.RedeemedBy, &c.Days, &c.Rights, &c.RedeemedAt)
		return c, err
	})
}

// Grants reads a user's grants in log order and the revoked ones, for events.FoldGrants.
func (m *MembershipReadModel) Grants(ctx context.Context, userID string) ([]events.RightsGranted, map[string]bool, error) {
	rows, err := m.db.Pool.Query(ctx, `SELECT source, ref, product_code, product_name, rights, days, at, revoked, kind, until
		FROM rm_membership.grants WHERE user_id = $1 ORDER BY position`, userID)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var grants []events.RightsGranted
	revoked := map[string]bool{}
	for rows.Next() {
		g := events.RightsGranted{UserID: userID}
		var r bool
		var until *time.Time
		if err := rows.Scan(&g.Source, &g.Ref, &g.ProductCode, &g.ProductName, &g.Rights, &g.Days, &g.At, &r, &g.Kind, &until); err != nil {
			return nil, nil, err
		}
		if until != nil {
			g.Until = *until
		}
		grants = append(grants, g)
		revoked[events.GrantKey(g.Source, g.Ref)] = r
	}
	return grants, revoked, rows.Err()
}
