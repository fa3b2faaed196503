// Package cards projects the activation card batches and each card's state for operators
// (zhiyuan cards list / export) and for a user's own activated cards (User/GetCardDetail).
// Secrets are not here: the log holds only their keyed hashes, and this read model none.
package cards

import (
	"context"
	"strings"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "cards" }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS batches (
			batch_id TEXT PRIMARY KEY, product_code TEXT NOT NULL, product_name TEXT NOT NULL, days INT NOT NULL,
			rights TEXT[] NOT NULL, count INT NOT NULL, expires_at TIMESTAMPTZ NOT NULL, note TEXT NOT NULL,
			issued_at TIMESTAMPTZ NOT NULL, voided BOOLEAN NOT NULL DEFAULT false, void_reason TEXT NOT NULL DEFAULT '')`,
		`CREATE TABLE IF NOT EXISTS cards (
			number TEXT PRIMARY KEY, batch_id TEXT NOT NULL, redeemed_by TEXT NOT NULL DEFAULT '',
			redeemed_at TIMESTAMPTZ, attempts INT NOT NULL DEFAULT 0)`,
		`CREATE INDEX IF NOT EXISTS cards_batch ON cards (batch_id, number)`,
		`CREATE INDEX IF NOT EXISTS cards_user ON cards (redeemed_by) WHERE redeemed_by <> ''`,
	}
}

// Reads: the batch and card streams (the guard streams are the log's business).
func (Projection) Reads(streamID string) bool {
	return strings.HasPrefix(streamID, events.CardBatchStream("")) || strings.HasPrefix(streamID, events.CardStream(""))
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.CardBatchIssued:
		return tx.Exec(ctx, `INSERT INTO batches (batch_id, product_code, product_name, days, rights, count, expires_at, note, issued_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (batch_id) DO NOTHING`,
			e.BatchID, e.ProductCode, e.ProductName, e.Days, e.Rights, e.Count, e.ExpiresAt, e.Note, env.Meta.Time)
	case events.CardIssued:
		return tx.Exec(ctx, `INSERT INTO cards (number, batch_id) VALUES ($1, $2) ON CONFLICT (number) DO NOTHING`, e.Number, e.BatchID)
	case events.CardBatchVoided:
		return tx.Exec(ctx, `UPDATE batches SET voided = true, void_reason = $2 WHERE batch_id = $1`, e.BatchID, e.Reason)
	case events.CardRedeemed:
		return tx.Exec(ctx, `UPDATE cards SET redeemed_by = $2, redeemed_at = $3 WHERE number = $1`, e.Number, e.UserID, env.Meta.Time)
	case events.CardAttempted:
		return tx.Exec(ctx, `UPDATE cards SET attempts = attempts + 1 WHERE number = $1`, e.Number)
	}
	return nil
}
