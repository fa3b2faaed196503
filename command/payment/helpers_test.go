package payment_test

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/membership"
	"zhiyuan/command/payment"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog/eventlogtest"
)

const user = "u-1"

var (
	meta = events.Metadata{ActorUserID: user, ClientIP: "10.0.0.1"}
	// December 2026: families prepare for the 2027 exam.
	december2026 = time.Date(2026, 12, 7, 9, 0, 0, 0, beijing.Zone)

	yearProduct = events.ProductSaved{Code: "VIP_YEAR", Name: "志愿填报会员（年度）", Price: 9900, Days: 366,
		Rights: events.RightsCodes, OnSale: true, Sort: 2}
	quarterProduct = events.ProductSaved{Code: "VIP_SEASON", Name: "志愿填报会员（季度）", Price: 4900, Days: 92,
		Rights: events.RightsCodes, OnSale: true, Sort: 1}
	seasonProduct = events.ProductSaved{Code: "VIP_FILLING_SEASON", Name: "志愿季会员（至录取结束）", Price: 9900,
		Kind: events.ProductBySeason, Rights: []string{events.RightWishTables, events.RightShare}, OnSale: true}
	offSale = events.ProductSaved{Code: "VIP_OLD", Name: "旧会员", Price: 100, Days: 30, Rights: events.RightsCodes}
)

// handMade is a calendar of hand-made season ends: Guangdong (44) 2027 ends on 20 August,
// 2028 on 25 August; every other season on 31 August.
func handMade(provinceID, year int) time.Time {
	switch {
	case provinceID == 44 && year == 2027:
		return time.Date(2027, 8, 21, 0, 0, 0, 0, beijing.Zone)
	case provinceID == 44 && year == 2028:
		return time.Date(2028, 8, 26, 0, 0, 0, 0, beijing.Zone)
	}
	return time.Date(year, 9, 1, 0, 0, 0, 0, beijing.Zone)
}

// exams is the buyers' profiles: each user's exam province and year.
type exams map[string][2]int

func (e exams) ExamOf(_ context.Context, userID string) (int, int, error) {
	x := e[userID]
	return x[0], x[1], nil
}

// gateway is a hand-driven payment provider that records what it was asked.
type gateway struct {
	mu         sync.Mutex
	prepayErr  error
	queries    map[string]payment.GatewayOrder
	queryErr   map[string]error
	closeErr   error
	refund     payment.GatewayRefund
	refundErr  error
	prepaid    []payment.Prepay
	queried    []string
	closed     []string
	refundsAsk []payment.RefundRequest
}

func (g *gateway) Prepay(_ context.Context, p payment.Prepay) (string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.prepaid = append(g.prepaid, p)
	if g.prepayErr != nil {
		return "", g.prepayErr
	}
	return "weixin://wxpay/bizpayurl?pr=" + p.OrderNo, nil
}

func (g *gateway) Query(_ context.Context, orderNo string) (payment.GatewayOrder, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.queried = append(g.queried, orderNo)
	if err := g.queryErr[orderNo]; err != nil {
		return payment.GatewayOrder{}, err
	}
	return g.queries[orderNo], nil
}

func (g *gateway) Close(_ context.Context, orderNo string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.closed = append(g.closed, orderNo)
	return g.closeErr
}

func (g *gateway) Refund(_ context.Context, r payment.RefundRequest) (payment.GatewayRefund, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.refundsAsk = append(g.refundsAsk, r)
	return g.refund, g.refundErr
}

// env is the payment service on the real event log, with the real membership service beside it
// (on the hand-made calendar and the given profiles) and a hand-driven gateway.
type env struct {
	sc  eventlogtest.Scenario
	svc *payment.Service
	gw  *gateway
}

func newEnv(t *testing.T, now time.Time, profiles exams) *env {
	t.Helper()
	sc := eventlogtest.NewScenario(t)
	m := membership.NewService(sc.Store, sc.Registry)
	m.SetClock(func() time.Time { return now })
	m.SetCalendar(handMade)
	m.UseExams(profiles)
	gw := &gateway{}
	svc := payment.NewService(sc.Store, sc.Registry, m, gw)
	svc.SetClock(func() time.Time { return now })
	sc.Given(t, events.ProductsStream, yearProduct, quarterProduct, seasonProduct, offSale)
	return &env{sc: sc, svc: svc, gw: gw}
}

// history is events already in streams, appended in this order.
type history []struct {
	stream string
	evs    []events.Event
}

// with answers a new history: h itself is never changed, so tables may share a prefix.
func (h history) with(stream string, evs ...events.Event) history {
	return append(slices.Clip(h), struct {
		stream string
		evs    []events.Event
	}{stream, evs})
}

func (e *env) given(t *testing.T, h history) {
	t.Helper()
	for _, x := range h {
		e.sc.Given(t, x.stream, x.evs...)
	}
}

// streams maps a stream to its events.
type streams map[string][]events.Event

// watch records streams' versions before a command, to read what it appended after.
func (e *env) watch(t *testing.T, ids ...string) map[string]int {
	t.Helper()
	from := map[string]int{}
	for _, id := range ids {
		from[id] = e.sc.Version(t, id)
	}
	return from
}

// appended answers what the watched streams got since watch, and every appended envelope.
func (e *env) appended(t *testing.T, from map[string]int) (streams, []events.Envelope) {
	t.Helper()
	got, all := streams{}, []events.Envelope(nil)
	for id, v := range from {
		evs, envs := e.sc.Since(t, id, v)
		if len(evs) > 0 {
			got[id] = evs
		}
		all = append(all, envs...)
	}
	return got, all
}

// check compares the command's error (a product message, or an error it wraps) and what the
// watched streams got with what was wanted; every appended event carries the caller's metadata.
func (e *env) check(t *testing.T, from map[string]int, err error, wantErr any, then streams, caller events.Metadata) {
	t.Helper()
	switch w := wantErr.(type) {
	case nil:
		if err != nil {
			t.Fatal(err)
		}
	case string:
		if a, ok := apperr.As(err); !ok || a.Message != w {
			t.Fatalf("error %v, want %q", err, w)
		}
	case error:
		if !errors.Is(err, w) {
			t.Fatalf("error %v, want %v", err, w)
		}
	}
	if then == nil {
		then = streams{}
	}
	got, envs := e.appended(t, from)
	if !reflect.DeepEqual(got, then) {
		t.Fatalf("appended %#v\nwant %#v", got, then)
	}
	for _, env := range envs {
		if env.Meta.ActorUserID != caller.ActorUserID || env.Meta.ClientIP != caller.ClientIP {
			t.Fatalf("%s recorded as %+v, want %+v", env.Type, env.Meta, caller)
		}
	}
}

// order is an order of the year product by the user, created at now and open for 15 minutes.
func order(no string, now time.Time) events.OrderCreated {
	return events.OrderCreated{OrderNo: no, UserID: user, ProductCode: yearProduct.Code, ProductName: yearProduct.Name,
		Amount: yearProduct.Price, Days: yearProduct.Days, Rights: yearProduct.Rights, ExpiresAt: now.Add(15 * time.Minute).UTC()}
}

func prepared(no string) events.OrderPrepared {
	return events.OrderPrepared{OrderNo: no, CodeURL: "weixin://wxpay/bizpayurl?pr=" + no}
}

func paidEv(no string, amount int64) events.OrderPaid {
	return events.OrderPaid{OrderNo: no, TransactionID: "T-" + no, Amount: amount, PaidAt: december2026.Add(time.Minute).UTC(), Via: payment.ViaNotify}
}

// yearGrant is the grant an order of the year product makes at the clock's time.
func yearGrant(no string, at time.Time) events.RightsGranted {
	return events.RightsGranted{UserID: user, Source: events.GrantByOrder, Ref: no, ProductCode: yearProduct.Code,
		ProductName: yearProduct.Name, Rights: yearProduct.Rights, Days: yearProduct.Days, At: at.UTC()}
}
