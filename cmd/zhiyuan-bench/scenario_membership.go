package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Targets of the membership issue.
const (
	orderRate    = 100
	orderTarget  = 30 * time.Millisecond
	notifyRate   = 200
	notifyTarget = 30 * time.Millisecond
	memberUsers  = 400 // each under the 5 open and 30 daily orders
)

var memberProducts = []string{"VIP_SEASON", "VIP_YEAR"}

// benchMembership measures order creation (Payment/WechatQRCodePay, which asks the local WeChat
// Pay simulator for the QR code over HTTP) at 100/s, then WeChat's notifications at 200 payments
// a second, each delivered twice by the simulator, timed inside the server.
func benchMembership(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "Membership: WeChat Pay orders and notifications"}
	f, err := startFresh(ctx, o, "membership", 15*time.Minute, "ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8")
	if err != nil {
		return nil, err
	}
	defer f.close()
	client := f.client()
	tokens, _, err := loginUsers(ctx, client, memberUsers, 8, 10*time.Minute)
	if err != nil {
		return nil, err
	}
	// The simulator's pay button; its 303 is not followed (the list page grows with every order).
	sim := &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	pay := func(orderNo string) error {
		resp, err := sim.Post(client.base+"/dev/wechatpay/pay", "application/x-www-form-urlencoded",
			strings.NewReader(url.Values{"out_trade_no": {orderNo}}.Encode()))
		if err != nil {
			return err
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther {
			return fmt.Errorf("simulator pay: HTTP %d", resp.StatusCode)
		}
		return nil
	}
	create := func(ctx context.Context, i int) (string, error) {
		u := i % memberUsers
		var s struct{ OrderNo string }
		err := client.call(ctx, "/api/Payment/WechatQRCodePay", tokens[u], fmt.Sprintf("10.79.%d.%d", u/250, 1+u%250),
			map[string]any{"ProductId": memberProducts[(i/memberUsers)%len(memberProducts)]}, &s)
		return s.OrderNo, err
	}
	probe := f.probe()

	// Orders: each created order is paid at once, off the clock, so the next one is a new order.
	openLoop(ctx, orderRate, warmUp, 400, func(ctx context.Context, i int) error {
		no, err := create(ctx, i)
		if err == nil {
			go func() { _ = pay(no) }()
		}
		return err
	})
	s0 := probe.snap()
	orders := openLoop(ctx, orderRate, o.measure, 400, func(ctx context.Context, i int) error {
		no, err := create(ctx, i+orderRate*10)
		if err == nil {
			go func() { _ = pay(no) }()
		}
		return err
	})
	orderRun := catalogRun{name: "Payment/WechatQRCodePay", res: orders, cpu: probe.since(s0)}

	// Notifications: 200 payments a second (each order created just before, not timed); the
	// simulator signs, encrypts and posts each notification twice. Timed by the server's own
	// histogram of the notify endpoint over the measured window.
	time.Sleep(2 * time.Second) // the first phase's last notifications
	base := 100_000
	openLoop(ctx, notifyRate, warmUp, 800, func(ctx context.Context, i int) error {
		no, err := create(ctx, base+i)
		if err != nil {
			return err
		}
		return pay(no)
	})
	h0, err := scrapeServerHistogram(ctx, client, "/api/Payment/WechatNotify")
	if err != nil {
		return nil, err
	}
	s1 := probe.snap()
	paid := openLoop(ctx, notifyRate, o.measure, 800, func(ctx context.Context, i int) error {
		no, err := create(ctx, base+notifyRate*10+i)
		if err != nil {
			return err
		}
		return pay(no)
	})
	time.Sleep(time.Second)
	h1, err := scrapeServerHistogram(ctx, client, "/api/Payment/WechatNotify")
	if err != nil {
		return nil, err
	}
	notifyCPU := probe.since(s1)
	h := h1.since(h0)
	p99, ok := h.pctBound(99)
	notifyPass := ok && time.Duration(p99*float64(time.Second)) <= notifyTarget && paid.errors.Load() == 0
	sec.Method = []string{
		fmt.Sprintf("`bin/zhiyuan run` (development profile: the local WeChat Pay simulator on its own loopback port, the "+
			"same protocol as WeChat) on a fresh data dir; %d signed-in students. **Orders**: `Payment/WechatQRCodePay` open-loop "+
			"at %d/s, rotating students and the two products; each answer includes the simulator's signed Native-order call. "+
			"Every order is paid on the simulator right after, off the clock, so the next request is a new order.", memberUsers, orderRate),
		fmt.Sprintf("**Notifications**: %d payments a second (an order created, then paid on the simulator's page), each notification "+
			"signed, AES-GCM encrypted and posted twice (the simulator's deliberate duplicate); the latency is the server's own "+
			"histogram of `/api/Payment/WechatNotify` (verify, decrypt, check, append the payment with its grant, answer 204) over "+
			"the measured window: bucket bounds, not exact percentiles.", notifyRate),
		fmt.Sprintf("Latency counts from the scheduled send time; %s of warm-up is discarded, then %s is measured.", warmUp, o.measure),
	}
	sec.Details = append(sec.Details, runsTable(orderRun), "- Orders: "+summarize(orders),
		fmt.Sprintf("- Payments driving the notifications: %s; CPU %s.", summarize(paid), notifyCPU),
		"- Notifications: "+h.String(), fmt.Sprintf("- Orders' %s.", orderRun.cpu))
	sec.Details = append(sec.Details, firstErrors(orderRun)...)
	measured := "no samples"
	if ok {
		measured = "p99 ≤ " + fmtSeconds(p99) + fmt.Sprintf(" (%d notifications)", h.total)
	}
	sec.Rows = []row{
		loadRow(fmt.Sprintf("Order creation p99 ≤ 30 ms at %d/s", orderRate), orderRun, orderTarget),
		{Target: fmt.Sprintf("Notification handling p99 ≤ 30 ms at %d payments/s", notifyRate), Measured: measured,
			Pass: notifyPass, Cause: missIf(!notifyPass, fmt.Sprintf("CPU during the run: %s", notifyCPU))},
	}
	return sec, nil
}
