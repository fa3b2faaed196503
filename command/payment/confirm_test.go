package payment_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"zhiyuan/command/payment"
	"zhiyuan/events"
)

var (
	order1   = events.OrderStream("ZY1")
	memberOf = events.MembershipStream(user)
	// notifier is the payment notification's handler.
	notifier = events.Metadata{ActorUserID: "system:wechatpay", ClientIP: "203.0.113.9"}
)

func seasonOrder(no string) events.OrderCreated {
	return events.OrderCreated{OrderNo: no, UserID: user, ProductCode: seasonProduct.Code, ProductName: seasonProduct.Name,
		Amount: seasonProduct.Price, Kind: events.ProductBySeason, Rights: seasonProduct.Rights, ExpiresAt: december2026.Add(15 * time.Minute).UTC()}
}

// seasonGrant is the grant of the season product, made in December 2026, running to a season's end.
func seasonGrant(no string, seasonYear int) events.RightsGranted {
	return events.RightsGranted{UserID: user, Source: events.GrantByOrder, Ref: no, ProductCode: seasonProduct.Code,
		ProductName: seasonProduct.Name, Rights: seasonProduct.Rights, Kind: events.ProductBySeason,
		Until: handMade(44, seasonYear).UTC(), SeasonYear: seasonYear, ProvinceID: 44, At: december2026.UTC()}
}

// Given an order, when WeChat reports its payment, then the payment and the grant in one append,
// the mismatch alone, or nothing.
func TestConfirm(t *testing.T) {
	t.Parallel()
	paid := payment.Payment{OrderNo: "ZY1", TransactionID: "T-ZY1", Total: 9900, PaidAt: december2026.Add(time.Minute)}
	opened := history{}.with(order1, order("ZY1", december2026), prepared("ZY1"))
	for _, c := range []struct {
		name     string
		profiles exams
		given    history
		when     payment.Payment
		via      string
		outcome  payment.Outcome
		wantErr  error
		then     streams
	}{
		{name: "the payment grants the order's rights", given: opened, when: paid, via: payment.ViaNotify, outcome: payment.Granted,
			then: streams{order1: {paidEv("ZY1", 9900)}, memberOf: {yearGrant("ZY1", december2026)}}},
		{name: "learnt by asking WeChat", given: opened, when: paid, via: payment.ViaQuery, outcome: payment.Granted,
			then: streams{order1: {events.OrderPaid{OrderNo: "ZY1", TransactionID: "T-ZY1", Amount: 9900,
				PaidAt: paid.PaidAt.UTC(), Via: payment.ViaQuery}}, memberOf: {yearGrant("ZY1", december2026)}}},
		{name: "a payment without its time is paid now", given: opened, via: payment.ViaNotify, outcome: payment.Granted,
			when: payment.Payment{OrderNo: "ZY1", TransactionID: "T-ZY1", Total: 9900},
			then: streams{order1: {events.OrderPaid{OrderNo: "ZY1", TransactionID: "T-ZY1", Amount: 9900, PaidAt: december2026.UTC(),
				Via: payment.ViaNotify}}, memberOf: {yearGrant("ZY1", december2026)}}},
		{name: "the grant follows what the user already holds", via: payment.ViaNotify, outcome: payment.Granted, when: paid,
			given: opened.with(memberOf, yearGrant("ZY0", december2026.AddDate(0, -1, 0))),
			then:  streams{order1: {paidEv("ZY1", 9900)}, memberOf: {yearGrant("ZY1", december2026)}}},
		{name: "the same payment again changes nothing", given: opened.with(order1, paidEv("ZY1", 9900)),
			when: paid, via: payment.ViaQuery, outcome: payment.Repeated},
		{name: "another amount is recorded and grants nothing", given: opened, via: payment.ViaNotify, outcome: payment.Mismatch,
			when: payment.Payment{OrderNo: "ZY1", TransactionID: "T-ZY1", Total: 1},
			then: streams{order1: {events.OrderPaymentMismatch{OrderNo: "ZY1", TransactionID: "T-ZY1", Expected: 9900, Paid: 1,
				Via: payment.ViaNotify}}}},
		{name: "after a mismatch, nothing more", when: paid, via: payment.ViaNotify, outcome: payment.Repeated,
			given: opened.with(order1, events.OrderPaymentMismatch{OrderNo: "ZY1", TransactionID: "T-ZY1", Expected: 9900, Paid: 1})},
		{name: "a closed order paid at WeChat counts as paid", when: paid, via: payment.ViaQuery, outcome: payment.Granted,
			given: opened.with(order1, events.OrderClosed{OrderNo: "ZY1", Reason: events.CloseExpired}),
			then: streams{order1: {events.OrderPaid{OrderNo: "ZY1", TransactionID: "T-ZY1", Amount: 9900,
				PaidAt: paid.PaidAt.UTC(), Via: payment.ViaQuery}}, memberOf: {yearGrant("ZY1", december2026)}}},
		{name: "an order this site never made", when: paid, via: payment.ViaNotify, outcome: payment.Undecided,
			wantErr: payment.ErrUnknownOrder},
		{name: "a season product bought by a 2027 student runs to the 2027 season's end", profiles: exams{user: {44, 2027}},
			given: history{}.with(order1, seasonOrder("ZY1")), when: paid, via: payment.ViaNotify, outcome: payment.Granted,
			then: streams{order1: {paidEv("ZY1", 9900)}, memberOf: {seasonGrant("ZY1", 2027)}}},
		{name: "a season product bought by a 2025 student runs to the next season still to come", profiles: exams{user: {44, 2025}},
			given: history{}.with(order1, seasonOrder("ZY1")), when: paid, via: payment.ViaNotify, outcome: payment.Granted,
			then: streams{order1: {paidEv("ZY1", 9900)}, memberOf: {seasonGrant("ZY1", 2027)}}},
		{name: "a season product bought again runs to the following season", profiles: exams{user: {44, 2027}},
			given: history{}.with(memberOf, seasonGrant("ZY0", 2027)).with(order1, seasonOrder("ZY1")),
			when:  paid, via: payment.ViaNotify, outcome: payment.Granted,
			then: streams{order1: {paidEv("ZY1", 9900)}, memberOf: {seasonGrant("ZY1", 2028)}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, december2026, c.profiles)
			e.given(t, c.given)
			from := e.watch(t, order1, memberOf)
			outcome, pos, err := e.svc.Confirm(context.Background(), notifier, c.when, c.via)
			var wantErr any
			if c.wantErr != nil {
				wantErr = c.wantErr
			}
			_, envs := e.appended(t, from)
			e.check(t, from, err, wantErr, c.then, notifier)
			if outcome != c.outcome {
				t.Fatalf("outcome %q, want %q", outcome, c.outcome)
			}
			var last int64
			for _, env := range envs {
				last = max(last, env.Position)
			}
			if pos != last {
				t.Fatalf("position %d, want the append's %d", pos, last)
			}
		})
	}
}

// However many times and however concurrently the same payment arrives, it grants once.
func TestConfirmConcurrent(t *testing.T) {
	t.Parallel()
	e := newEnv(t, december2026, nil)
	e.given(t, history{}.with(order1, order("ZY1", december2026), prepared("ZY1")))
	const deliveries = 6
	outcomes := make([]payment.Outcome, deliveries)
	errs := make([]error, deliveries)
	var wg sync.WaitGroup
	for i := range deliveries {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outcomes[i], _, errs[i] = e.svc.Confirm(context.Background(), notifier,
				payment.Payment{OrderNo: "ZY1", TransactionID: "T-ZY1", Total: 9900, PaidAt: december2026.Add(time.Minute)}, payment.ViaNotify)
		}()
	}
	wg.Wait()
	granted := 0
	for i := range deliveries {
		if errs[i] != nil || (outcomes[i] != payment.Granted && outcomes[i] != payment.Repeated) {
			t.Fatalf("delivery %d: %q %v", i, outcomes[i], errs[i])
		}
		if outcomes[i] == payment.Granted {
			granted++
		}
	}
	paid, _ := e.sc.Since(t, order1, 2)
	grants, _ := e.sc.Since(t, memberOf, 0)
	if granted != 1 || len(paid) != 1 || len(grants) != 1 {
		t.Fatalf("%d granted, %d payments and %d grants recorded, want one of each", granted, len(paid), len(grants))
	}
}

// Given an order, when it is closed as unpaid, then its close, or nothing when it is no longer unpaid.
func TestCloseUnpaid(t *testing.T) {
	t.Parallel()
	opened := history{}.with(order1, order("ZY1", december2026), prepared("ZY1"))
	for _, c := range []struct {
		name  string
		given history
		then  streams
	}{
		{name: "an unpaid order closes", given: opened,
			then: streams{order1: {events.OrderClosed{OrderNo: "ZY1", Reason: events.CloseExpired}}}},
		{name: "a paid order stays paid", given: opened.with(order1, paidEv("ZY1", 9900))},
		{name: "a closed order is not closed twice", given: opened.with(order1, events.OrderClosed{OrderNo: "ZY1", Reason: events.CloseAtWeChat})},
		{name: "an unknown order", given: nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t, december2026, nil)
			e.given(t, c.given)
			from := e.watch(t, order1)
			err := e.svc.CloseUnpaid(context.Background(), notifier, "ZY1", events.CloseExpired)
			e.check(t, from, err, nil, c.then, notifier)
		})
	}
}
