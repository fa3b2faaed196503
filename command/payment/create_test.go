package payment_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"sync"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command/payment"
	"zhiyuan/events"
)

var (
	userOrders = events.UserOrdersStream(user)
	orderNoRE  = regexp.MustCompile(`^ZY[0-9]{14}[A-HJ-NP-Za-km-z2-9]{10}$`)
)

// open is an order of a product already in the user's index, in a state, expiring at a time.
func open(h history, no string, p events.ProductSaved, expires time.Time, more ...events.Event) history {
	created := events.OrderCreated{OrderNo: no, UserID: user, ProductCode: p.Code, ProductName: p.Name, Amount: p.Price,
		Kind: p.Kind, Days: p.Days, Rights: p.Rights, ExpiresAt: expires.UTC()}
	return h.with(userOrders, events.OrderOpened{OrderNo: no, ProductCode: p.Code, ExpiresAt: expires.UTC()}).
		with(events.OrderStream(no), append([]events.Event{created}, more...)...)
}

// newOrder is what a new order of the product appends, created at now.
func newOrder(no string, p events.ProductSaved, now time.Time) streams {
	expires := now.Add(payment.OrderLifetime).UTC()
	return streams{
		userOrders: {events.OrderOpened{OrderNo: no, ProductCode: p.Code, ExpiresAt: expires}},
		events.OrderStream(no): {events.OrderCreated{OrderNo: no, UserID: user, ProductCode: p.Code, ProductName: p.Name,
			Amount: p.Price, Kind: p.Kind, Days: p.Days, Rights: p.Rights, ExpiresAt: expires}, prepared(no)},
	}
}

// Given a user's orders, when they buy a product, then a new order and its QR code, the open
// order again, or this error.
func TestCreate(t *testing.T) {
	t.Parallel()
	// The user's order index is read back by the time it was recorded: the clock is the real one.
	now := time.Now().Truncate(time.Second)
	fiveOpen := history{}
	for i := range payment.MaxOpenOrders {
		fiveOpen = open(fiveOpen, fmt.Sprintf("Q%d", i), quarterProduct, now.Add(10*time.Minute), prepared(fmt.Sprintf("Q%d", i)))
	}
	thirty := history{}
	for i := range payment.MaxOrdersDay {
		thirty = open(thirty, fmt.Sprintf("E%d", i), quarterProduct, now.Add(-time.Minute))
	}
	for _, c := range []struct {
		name    string
		today   time.Time
		given   history
		product string
		reuse   string // the open order answered again
		wantErr string
		then    func(no string) streams
	}{
		{name: "a product on sale: an order and its QR code", product: "VIP_YEAR",
			then: func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "a season product's order carries its kind and no days", product: "VIP_FILLING_SEASON",
			then: func(no string) streams { return newOrder(no, seasonProduct, now) }},
		{name: "an unknown product", product: "VIP_NONE", wantErr: "商品不存在或已下架"},
		{name: "a product off sale", product: "VIP_OLD", wantErr: "商品不存在或已下架"},
		{name: "a double click answers the open order", product: "VIP_YEAR", reuse: "A1",
			given: open(nil, "A1", yearProduct, now.Add(10*time.Minute), prepared("A1"))},
		{name: "an open order with just over two minutes left is answered again", product: "VIP_YEAR", reuse: "A1",
			given: open(nil, "A1", yearProduct, now.Add(2*time.Minute+time.Second), prepared("A1"))},
		{name: "an open order with two minutes left is not: a new order", product: "VIP_YEAR",
			given: open(nil, "A1", yearProduct, now.Add(2*time.Minute), prepared("A1")),
			then:  func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "an open order of another product", product: "VIP_YEAR",
			given: open(nil, "A1", quarterProduct, now.Add(10*time.Minute), prepared("A1")),
			then:  func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "a paid order of the same product", product: "VIP_YEAR",
			given: open(nil, "A1", yearProduct, now.Add(10*time.Minute), prepared("A1"), paidEv("A1", 9900)),
			then:  func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "five unpaid orders open", product: "VIP_YEAR", given: fiveOpen, wantErr: "未支付的订单过多，请先完成或等待其过期"},
		{name: "four unpaid orders and a paid one", product: "VIP_YEAR",
			given: open(fiveOpen[:8], "Q4", quarterProduct, now.Add(10*time.Minute), paidEv("Q4", 4900)),
			then:  func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "four unpaid orders and a closed one", product: "VIP_YEAR",
			given: open(fiveOpen[:8], "Q4", quarterProduct, now.Add(10*time.Minute), events.OrderClosed{OrderNo: "Q4", Reason: events.ClosePayError}),
			then:  func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "four unpaid orders and an expired one", product: "VIP_YEAR",
			given: open(fiveOpen[:8], "Q4", quarterProduct, now.Add(-time.Second)),
			then:  func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "thirty orders today", product: "VIP_YEAR", given: thirty, wantErr: "今日下单次数过多，请明天再试"},
		{name: "twenty-nine orders today", product: "VIP_YEAR", given: thirty[:2*payment.MaxOrdersDay-2],
			then: func(no string) streams { return newOrder(no, yearProduct, now) }},
		{name: "thirty orders, all recorded more than a day ago", product: "VIP_YEAR", given: thirty, today: now.Add(25 * time.Hour),
			then: func(no string) streams { return newOrder(no, yearProduct, now.Add(25*time.Hour)) }},
		{name: "an open order whose QR code never came", product: "VIP_YEAR", given: open(nil, "A1", yearProduct, now.Add(10*time.Minute)),
			wantErr: "微信支付暂时不可用，请稍后再试"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			today := now
			if !c.today.IsZero() {
				today = c.today
			}
			e := newEnv(t, today, nil)
			e.given(t, c.given)
			from := e.watch(t, userOrders)
			got, err := e.svc.Create(context.Background(), meta, user, c.product)
			no := ""
			if evs, _ := e.sc.Since(t, userOrders, from[userOrders]); len(evs) == 1 {
				no = evs[0].(events.OrderOpened).OrderNo
				from[events.OrderStream(no)] = 0
			}
			var then streams
			if c.then != nil {
				then = c.then(no)
			}
			e.check(t, from, err, optional(c.wantErr), then, meta)
			switch {
			case c.wantErr != "":
			case c.reuse != "":
				want := payment.Started{OrderNo: c.reuse, CodeUrl: prepared(c.reuse).CodeURL, Amount: yearProduct.Price,
					ProductName: yearProduct.Name, ExpireAt: c.given[0].evs[0].(events.OrderOpened).ExpiresAt}
				if !reflect.DeepEqual(got, want) || len(e.gw.prepaid) != 0 {
					t.Fatalf("answered %+v after %d prepays, want %+v and none", got, len(e.gw.prepaid), want)
				}
			default:
				checkStarted(t, e, got, no, today)
			}
		})
	}
}

// checkStarted: the new order's number, its QR code, and WeChat asked once for its price.
func checkStarted(t *testing.T, e *env, got payment.Started, no string, now time.Time) {
	t.Helper()
	if !orderNoRE.MatchString(no) || no[2:16] != now.In(beijing.Zone).Format("20060102150405") {
		t.Fatalf("order number %q", no)
	}
	created, envs := e.sc.Since(t, events.OrderStream(no), 0)
	o := created[0].(events.OrderCreated)
	want := payment.Started{OrderNo: no, CodeUrl: prepared(no).CodeURL, Amount: o.Amount, ProductName: o.ProductName,
		ExpireAt: now.Add(15 * time.Minute).UTC(), Position: envs[len(envs)-1].Position}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("started %+v, want %+v", got, want)
	}
	wantPrepay := []payment.Prepay{{OrderNo: no, Description: o.ProductName, Total: o.Amount, ExpiresAt: want.ExpireAt}}
	if !reflect.DeepEqual(e.gw.prepaid, wantPrepay) {
		t.Fatalf("prepaid %+v, want %+v", e.gw.prepaid, wantPrepay)
	}
}

// optional is a wanted message, or no error at all.
func optional(msg string) any {
	if msg == "" {
		return nil
	}
	return msg
}

// When WeChat refuses the payment, the order is recorded and closed, and the user is told to retry.
func TestCreateGatewayDown(t *testing.T) {
	t.Parallel()
	now := time.Now().Truncate(time.Second)
	e := newEnv(t, now, nil)
	e.gw.prepayErr = errors.New("connection refused")
	from := e.watch(t, userOrders)
	_, err := e.svc.Create(context.Background(), meta, user, "VIP_YEAR")
	evs, _ := e.sc.Since(t, userOrders, 0)
	no := evs[0].(events.OrderOpened).OrderNo
	from[events.OrderStream(no)] = 0
	then := newOrder(no, yearProduct, now)
	then[events.OrderStream(no)][1] = events.OrderClosed{OrderNo: no, Reason: events.ClosePrepayFailed}
	e.check(t, from, err, "微信支付暂时不可用，请稍后再试", then, meta)
	// The closed order is not offered again: the next click makes a new one.
	e.gw.prepayErr = nil
	again, err := e.svc.Create(context.Background(), meta, user, "VIP_YEAR")
	if err != nil || again.OrderNo == no {
		t.Fatalf("after the gateway's refusal: %+v %v", again, err)
	}
}

// Parallel clicks make one order: every click answers it.
func TestCreateParallelClicks(t *testing.T) {
	t.Parallel()
	e := newEnv(t, time.Now().Truncate(time.Second), nil)
	const clicks = 4
	got := make([]payment.Started, clicks)
	errs := make([]error, clicks)
	var wg sync.WaitGroup
	for i := range clicks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], errs[i] = e.svc.Create(context.Background(), meta, user, "VIP_YEAR")
		}()
	}
	wg.Wait()
	opened, _ := e.sc.Since(t, userOrders, 0)
	if len(opened) != 1 || len(e.gw.prepaid) != 1 {
		t.Fatalf("%d orders opened, %d prepays, want one of each", len(opened), len(e.gw.prepaid))
	}
	for i := range clicks {
		if errs[i] != nil || got[i].OrderNo != opened[0].(events.OrderOpened).OrderNo || got[i].CodeUrl == "" {
			t.Fatalf("click %d: %+v %v", i, got[i], errs[i])
		}
	}
}
