// Package membership projects the products on sale and what each user holds: every grant, and
// from them each right's and each product's expiry (the fold the command side uses).
package membership

import (
	"context"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/projections"
)

type Projection struct{}

func (Projection) Name() string { return "membership" }

func (Projection) Tables() []string {
	return []string{
		`CREATE TABLE IF NOT EXISTS products (
			code TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, price BIGINT NOT NULL,
			days INT NOT NULL, rights TEXT[] NOT NULL, on_sale BOOLEAN NOT NULL, sort INT NOT NULL)`,
		`CREATE TABLE IF NOT EXISTS grants (
			source TEXT NOT NULL, ref TEXT NOT NULL, user_id TEXT NOT NULL, product_code TEXT NOT NULL,
			product_name TEXT NOT NULL, rights TEXT[] NOT NULL, days INT NOT NULL, at TIMESTAMPTZ NOT NULL,
			revoked BOOLEAN NOT NULL DEFAULT false, position BIGINT NOT NULL, PRIMARY KEY (source, ref))`,
		`CREATE INDEX IF NOT EXISTS grants_user ON grants (user_id, position)`,
		// Season products (kind 'season'): a grant ends at its until, not after its days.
		`ALTER TABLE products ADD COLUMN IF NOT EXISTS kind TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE grants ADD COLUMN IF NOT EXISTS kind TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE grants ADD COLUMN IF NOT EXISTS until TIMESTAMPTZ`,
		`CREATE TABLE IF NOT EXISTS rights (
			user_id TEXT NOT NULL, code TEXT NOT NULL, expire_at TIMESTAMPTZ NOT NULL, PRIMARY KEY (user_id, code))`,
		`CREATE TABLE IF NOT EXISTS holdings (
			user_id TEXT NOT NULL, product_code TEXT NOT NULL, product_name TEXT NOT NULL, expire_at TIMESTAMPTZ NOT NULL,
			PRIMARY KEY (user_id, product_code))`,
	}
}

// Reads: the products stream and the users' membership streams.
func (Projection) Reads(streamID string) bool {
	return streamID == events.ProductsStream || strings.HasPrefix(streamID, events.MembershipStream(""))
}

func (Projection) Handle(ctx context.Context, tx projections.Tx, env events.Envelope, ev events.Event) error {
	switch e := ev.(type) {
	case events.ProductSaved:
		return tx.Exec(ctx, `INSERT INTO products (code, name, description, price, days, rights, on_sale, sort, kind)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name,
			description = EXCLUDED.description, price = EXCLUDED.price, days = EXCLUDED.days, rights = EXCLUDED.rights,
			on_sale = EXCLUDED.on_sale, sort = EXCLUDED.sort, kind = EXCLUDED.kind`,
			e.Code, e.Name, e.Description, e.Price, e.Days, e.Rights, e.OnSale, e.Sort, e.Kind)
	case events.RightsGranted:
		var until *time.Time
		if !e.Until.IsZero() {
			until = &e.Until
		}
		if err := tx.Exec(ctx, `INSERT INTO grants (source, ref, user_id, product_code, product_name, rights, days, at, position, kind, until)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (source, ref) DO NOTHING`,
			e.Source, e.Ref, e.UserID, e.ProductCode, e.ProductName, e.Rights, e.Days, e.At, env.Position, e.Kind, until); err != nil {
			return err
		}
		return refold(ctx, tx, e.UserID)
	case events.RightsRevoked:
		if err := tx.Exec(ctx, `UPDATE grants SET revoked = true WHERE source = $1 AND ref = $2`, e.Source, e.Ref); err != nil {
			return err
		}
		return refold(ctx, tx, e.UserID)
	}
	return nil
}

// refold recomputes a user's rights and products from their grants.
func refold(ctx context.Context, tx projections.Tx, userID string) error {
	rows, err := tx.Query(ctx, `SELECT source, ref, product_code, product_name, rights, days, at, revoked, kind, until FROM grants
		WHERE user_id = $1 ORDER BY position`, userID)
	if err != nil {
		return err
	}
	var grants []events.RightsGranted
	revoked := map[string]bool{}
	for rows.Next() {
		var g events.RightsGranted
		var r bool
		var until *time.Time
		if err := rows.Scan(&g.Source, &g.Ref, &g.ProductCode, &g.ProductName, &g.Rights, &g.Days, &g.At, &r, &g.Kind, &until); err != nil {
			rows.Close()
			return err
		}
		if until != nil {
			g.Until = *until
		}
		grants = append(grants, g)
		revoked[events.GrantKey(g.Source, g.Ref)] = r
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	h := events.FoldGrants(grants, revoked)
	var codes []string
	var until []time.Time
	for code, t := range h.Rights {
		codes, until = append(codes, code), append(until, t)
	}
	var products, names []string
	var expires []time.Time
	for _, p := range h.Products {
		products, names, expires = append(products, p.Code), append(names, p.Name), append(expires, p.ExpireAt)
	}
	if err := tx.Exec(ctx, `DELETE FROM rights WHERE user_id = $1`, userID); err != nil {
		return err
	}
	if err := tx.Exec(ctx, `DELETE FROM holdings WHERE user_id = $1`, userID); err != nil {
		return err
	}
	if err := tx.Exec(ctx, `INSERT INTO rights (user_id, code, expire_at) SELECT $1, c, t FROM unnest($2::text[], $3::timestamptz[]) AS x(c, t)`,
		userID, codes, until); err != nil {
		return err
	}
	return tx.Exec(ctx, `INSERT INTO holdings (user_id, product_code, product_name, expire_at)
		SELECT $1, c, n, t FROM unnest($2::text[], $3::text[], $4::timestamptz[]) AS x(c, n, t)`, userID, products, names, expires)
}
