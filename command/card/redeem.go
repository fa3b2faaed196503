package card

import (
	"context"
	"crypto/hmac"
	"errors"
	"strings"
	"time"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Redeem is User/ActivationCard.
type Redeem struct {
	CardNo, CardPwd        string
	CaptchaId, CaptchaCode string
}

// Redeemed answers what the card granted and the product's new expiry.
type Redeemed struct {
	CardNo      string
	ProductId   string
	ProductName string
	Kind        string // DAYS, or SEASON: the card lasts to the end of the user's filling season
	Days        int
	ExpireAt    time.Time
	Rights      []string
	Position    int64
}

// One answer for every failure: a guess learns nothing about which cards exist.
var errCard = apperr.Invalid("卡号或卡密错误，或该卡已被使用、已作废、已过期")

// Redeem activates a card for the signed-in user, once: the attempt is counted before the
// secret is checked, and the activation appends at the card's version, so of two users with
// one card exactly one wins.
func (s *Service) Redeem(ctx context.Context, meta events.Metadata, userID string, r Redeem) (Redeemed, error) {
	number, secret := Normalize(r.CardNo), Normalize(r.CardPwd)
	if number == "" || secret == "" {
		return Redeemed{}, apperr.Invalid("请输入卡号和卡密")
	}
	if len(number) > 32 || len(secret) > 32 {
		return Redeemed{}, errCard
	}
	c, err := s.reserve(ctx, meta, userID, number, r.CaptchaId, r.CaptchaCode)
	if err != nil {
		return Redeemed{}, err
	}
	for try := 0; try < 5; try++ {
		if reason := s.judge(c, number, secret); reason != "" {
			if err := s.failed(ctx, meta, userID, number, reason); err != nil {
				return Redeemed{}, err
			}
			return Redeemed{}, errCard
		}
		out, err := s.activate(ctx, meta, userID, number, c)
		if !errors.Is(err, events.ErrConflict) {
			return out, err
		}
		// Someone else's attempt or activation came between: judge the card as it is now.
		if c, err = s.loadCard(ctx, number); err != nil {
			return Redeemed{}, err
		}
		c.attempts = c.attempts[:max(len(c.attempts)-1, 0)] // this attempt's own reservation
	}
	return Redeemed{}, apperr.Conflict("激活过于频繁，请稍后再试")
}

// judge names why the secret cannot activate the card ("" when it can).
func (s *Service) judge(c cardState, number, secret string) string {
	now := s.now()
	recent := 0
	for _, at := range c.attempts {
		if at.After(now.Add(-24 * time.Hour)) {
			recent++
		}
	}
	switch {
	case c.issued == nil:
		return events.CardNoSuchCard
	case recent >= s.limits.CardPerDay:
		return events.CardLocked
	case !hmac.Equal([]byte(SecretHash(s.key, number, secret)), []byte(c.issued.SecretHash)):
		return events.CardBadSecret
	case c.redeemed != nil:
		return events.CardUsed
	case c.voided:
		return events.CardVoided
	case now.After(c.batch.ExpiresAt):
		return events.CardExpired
	}
	return ""
}

// activate appends the activation, the pass of the reserved attempt and the grant together.
func (s *Service) activate(ctx context.Context, meta events.Metadata, userID, number string, c cardState) (Redeemed, error) {
	grant, expire, err := s.membership.GrantAppend(ctx, events.RightsGranted{UserID: userID, Source: events.GrantByCard, Ref: number,
		ProductCode: c.batch.ProductCode, ProductName: c.batch.ProductName, Rights: c.batch.Rights, Days: c.batch.Days, Kind: c.batch.Kind})
	if err != nil {
		return Redeemed{}, err
	}
	passed := []events.Event{events.CardAttemptPassed{Number: number}}
	res, err := s.store.Append(ctx, meta,
		events.Append{StreamID: events.CardStream(number), ExpectedVersion: c.version,
			Events: []events.Event{events.CardRedeemed{Number: number, BatchID: c.issued.BatchID, UserID: userID}}},
		grant,
		events.Append{StreamID: events.CardGuardStream("user:" + userID), ExpectedVersion: events.AnyVersion, Events: passed},
		events.Append{StreamID: events.CardGuardStream("ip:" + meta.ClientIP), ExpectedVersion: events.AnyVersion, Events: passed})
	if err != nil {
		return Redeemed{}, err
	}
	return Redeemed{CardNo: number, ProductId: c.batch.ProductCode, ProductName: c.batch.ProductName, Kind: events.KindName(c.batch.Kind), Days: c.batch.Days,
		ExpireAt: expire, Rights: c.batch.Rights, Position: res.Position}, nil
}

// failed records why an attempt failed, for the audit; the count was made when it was reserved.
// An unrecorded failure is an error: the audit must not miss an attempt it was told about.
func (s *Service) failed(ctx context.Context, meta events.Metadata, userID, number, reason string) error {
	_, err := s.store.Append(context.WithoutCancel(ctx), meta, events.Append{StreamID: events.CardGuardStream("user:" + userID),
		ExpectedVersion: events.AnyVersion, Events: []events.Event{events.CardRedeemFailed{Number: number, UserID: userID, Reason: reason}}})
	return err
}

func (s *Service) checkCaptcha(ctx context.Context, id, answer string) error {
	if strings.TrimSpace(id) == "" || strings.TrimSpace(answer) == "" {
		return apperr.CaptchaRequired("激活失败次数较多，请输入图形验证码")
	}
	if !s.captchas.Verify(ctx, id, strings.TrimSpace(answer)) {
		return apperr.CaptchaRequired("图形验证码错误或已过期，请重新输入")
	}
	return nil
}
