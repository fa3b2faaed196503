package payment

import (
	"crypto/rand"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command"
	"zhiyuan/command/membership"
	"zhiyuan/events"
)

// Limits (README "会员"): how long an order can be paid, and how many a user may open.
const (
	OrderLifetime = 15 * time.Minute
	reuseMargin   = 2 * time.Minute // an open order is offered again only with this much time left
	MaxOpenOrders = 5
	MaxOrdersDay  = 30
	appendTries   = 4
)

// Service runs the order commands.
type Service struct {
	store      command.EventStore
	registry   *events.Registry
	membership *membership.Service
	gateway    Gateway
	now        func() time.Time
}

func NewService(store command.EventStore, reg *events.Registry, m *membership.Service, g Gateway) *Service {
	return &Service{store: store, registry: reg, membership: m, gateway: g, now: time.Now}
}

// SetClock replaces the clock (tests of expiry).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

const orderAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

// newOrderNo is ZY, the Beijing time to the second and 10 random characters (26 in all,
// within WeChat's 6–32 characters of [A-Za-z0-9]).
func newOrderNo(now time.Time) string {
	b := make([]byte, 10)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = orderAlphabet[int(b[i])%len(orderAlphabet)]
	}
	return "ZY" + now.In(beijing.Zone).Format("20060102150405") + string(b)
}
