package card

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// MaxBatch is the most cards one batch holds (one append).
const MaxBatch = 2000

// Printed is one card as printed: the only time its secret exists outside the holder's hands.
type Printed struct {
	Number string
	Secret string
}

// Issued is a new batch with its cards to print.
type Issued struct {
	events.CardBatchIssued
	Cards []Printed
}

// Issue generates a batch of cards for a product (an operator's command). The secrets are
// answered once, for printing; only their keyed hashes are stored.
func (s *Service) Issue(ctx context.Context, meta events.Metadata, productCode string, count int, expires time.Time, note string) (Issued, error) {
	note = strings.TrimSpace(note)
	switch {
	case count < 1 || count > MaxBatch:
		return Issued{}, apperr.Invalid("每批卡数须在 1 到 2000 之间")
	case !expires.After(s.now()):
		return Issued{}, apperr.Invalid("卡的有效期须晚于现在")
	case utf8.RuneCountInString(note) > 100:
		return Issued{}, apperr.Invalid("备注不能超过 100 个字")
	}
	p, err := s.membership.Product(ctx, productCode)
	if err != nil {
		return Issued{}, err
	}
	id := make([]byte, 6)
	_, _ = rand.Read(id)
	out := Issued{CardBatchIssued: events.CardBatchIssued{BatchID: "B" + strings.ToUpper(hex.EncodeToString(id)), ProductCode: p.Code,
		ProductName: p.Name, Kind: p.Kind, Days: p.Days, Rights: p.Rights, Count: count, ExpiresAt: expires.UTC(), Note: note}}
	for try := 0; try < 3; try++ {
		appends := []events.Append{{StreamID: events.CardBatchStream(out.BatchID), ExpectedVersion: 0,
			Events: []events.Event{out.CardBatchIssued}}}
		out.Cards = out.Cards[:0]
		seen := map[string]bool{}
		for len(out.Cards) < count {
			c := Printed{Number: NewNumber(), Secret: NewSecret()}
			if seen[c.Number] {
				continue
			}
			seen[c.Number] = true
			out.Cards = append(out.Cards, c)
			appends = append(appends, events.Append{StreamID: events.CardStream(c.Number), ExpectedVersion: 0,
				Events: []events.Event{events.CardIssued{Number: c.Number, BatchID: out.BatchID, SecretHash: SecretHash(s.key, c.Number, c.Secret)}}})
		}
		_, err = s.store.Append(ctx, meta, appends...)
		if !errors.Is(err, events.ErrConflict) {
			return out, err
		}
		// A number already taken by an earlier batch (one in 10^11 a card): draw the batch again.
	}
	return Issued{}, err
}

// Void stops every unused card of a batch from being activated.
func (s *Service) Void(ctx context.Context, meta events.Metadata, batchID, reason string) error {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > 80 {
		return apperr.Invalid("请写明作废原因（80 字以内）")
	}
	envs, err := s.store.Load(ctx, events.CardBatchStream(batchID))
	if err != nil {
		return err
	}
	if len(envs) == 0 {
		return apperr.NotFound("没有这批卡")
	}
	for _, e := range envs {
		if e.Type == (events.CardBatchVoided{}).EventType() {
			return nil
		}
	}
	_, err = s.store.Append(ctx, meta, events.Append{StreamID: events.CardBatchStream(batchID), ExpectedVersion: envs[len(envs)-1].Version,
		Events: []events.Event{events.CardBatchVoided{BatchID: batchID, Reason: reason}}})
	if errors.Is(err, events.ErrConflict) {
		return s.Void(ctx, meta, batchID, reason)
	}
	return err
}
