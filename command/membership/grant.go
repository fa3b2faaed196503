package membership

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

// Given answers the product's new expiry and the grant's log position.
type Given struct {
	ExpireAt time.Time
	Position int64
}

// Give grants a product to a user by an operator's decision (a compensation, a school's
// licence), with the reason recorded in the grant's reference.
func (s *Service) Give(ctx context.Context, meta events.Metadata, userID, productCode, reason string) (Given, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > 80 {
		return Given{}, apperr.Invalid("请写明赠送原因（80 字以内）")
	}
	if strings.TrimSpace(userID) == "" {
		return Given{}, apperr.Invalid("请指定用户")
	}
	p, err := s.Product(ctx, productCode)
	if err != nil {
		return Given{}, err
	}
	id := make([]byte, 6)
	_, _ = rand.Read(id)
	for try := 0; try < 4; try++ {
		grant, expire, err := s.GrantAppend(ctx, events.RightsGranted{UserID: userID, Source: events.GrantByOperator,
			Ref: hex.EncodeToString(id) + ":" + reason, ProductCode: p.Code, ProductName: p.Name, Rights: p.Rights, Days: p.Days, Kind: p.Kind})
		if err != nil {
			return Given{}, err
		}
		res, err := s.store.Append(ctx, meta, grant)
		if errors.Is(err, events.ErrConflict) {
			continue
		}
		return Given{ExpireAt: expire, Position: res.Position}, err
	}
	return Given{}, apperr.Conflict("请稍后再试")
}
