package membership

import (
	"context"
	"time"

	"zhiyuan/events"
)

// MyCard is one entry of User/GetMyCards: a card the user activated, its number masked, and
// the product time it gave (it starts where the time already held ran out).
type MyCard struct {
	CardNo                 string // masked as 1234 **** 9012
	ProductId, ProductName string
	Days                   int
	ActivatedAt            time.Time
	ValidFrom, ValidUntil  *time.Time // null when its grant was taken back or is not readable yet
	State, StateText       string
}

// Card states: the card's time runs now, comes after the time already held, ran out, was
// taken back, or its grant is not in the membership read model yet (a moment after activating).
const (
	CardActive     = "ACTIVE"
	CardPending    = "PENDING"
	CardExpired    = "EXPIRED"
	CardRevoked    = "REVOKED"
	CardProcessing = "PROCESSING"
)

var cardStateText = map[string]string{CardActive: "生效中", CardPending: "待生效", CardExpired: "已到期", CardRevoked: "已撤销",
	CardProcessing: "处理中"}

// MyCardsMax is how many cards User/GetMyCards answers (the newest).
const MyCardsMax = 100

// MyCards is User/GetMyCards: the cards the user activated, newest first, only their own.
func (h *Handler) MyCards(ctx context.Context, userID string) ([]MyCard, error) {
	cards, err := h.rm.CardsOf(ctx, userID, MyCardsMax)
	if err != nil || len(cards) == 0 {
		return []MyCard{}, err
	}
	grants, revoked, err := h.rm.Grants(ctx, userID)
	if err != nil {
		return nil, err
	}
	spans := events.FoldGrants(grants, revoked).Spans
	now := h.now()
	out := make([]MyCard, 0, len(cards))
	for _, c := range cards {
		m := MyCard{CardNo: MaskCardNo(c.Number), ProductId: c.ProductCode, ProductName: c.ProductName, Days: c.Days, State: CardProcessing}
		if c.RedeemedAt != nil {
			m.ActivatedAt = *c.RedeemedAt
		}
		key := events.GrantKey(events.GrantByCard, c.Number)
		if revoked[key] {
			m.State = CardRevoked
		}
		if s, ok := spans[key]; ok {
			from, until := s.From, s.Until
			m.ValidFrom, m.ValidUntil = &from, &until
			switch {
			case !until.After(now):
				m.State = CardExpired
			case from.After(now):
				m.State = CardPending
			default:
				m.State = CardActive
			}
		}
		m.StateText = cardStateText[m.State]
		out = append(out, m)
	}
	return out, nil
}

// MaskCardNo shows a card number's first and last four digits: 123456789012 → 1234 **** 9012.
func MaskCardNo(number string) string {
	if len(number) < 9 {
		return "****"
	}
	return number[:4] + " **** " + number[len(number)-4:]
}
