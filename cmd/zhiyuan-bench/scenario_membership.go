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
// Pay simulator for the QR code over HTTP) at 100/s, then the handling of WeChat's notifications
// at 200 payments a second, each delivered twice, and for reference the same end to end with the
// simulator signing inside the server's process.
func benchMembership(ctx context.Context, o options) (*section, error) {
	sec := &section{Title: "Membership: WeChat Pay orders and notifications"}
	f, err := startFresh(ctx, o, "membership", 15*time.Minute, "ZHIYUAN_TRUSTED_PROXIES=127.0.0.0/8")
	if err != nil {
		return nil, err
	}
	defer f.close()
	client := f.client()
	// Enough students for every notification's order to be a new one: two open orders each.
	users := max(memberUsers, notifyRate*int((warmUp+o.measure).Seconds())/len(memberProducts)+1)
	tokens, _, err := loginUsers(ctx, client, users, 8, 10*time.Minute)
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
		return createOrder(ctx, client, tokens, i%memberUsers, memberProducts[(i/memberUsers)%len(memberProducts)])
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

	// Notifications: every order paid quietly and its signed notification handed over before the
	// clock starts; then 200 payments a second, each notification posted twice (as WeChat's
	// retries do), timed from the scheduled send.
	time.Sleep(2 * time.Second) // the order phase's last notifications, so no open order is offered again
	notices, prepTook, err := prepareNotices(ctx, client, tokens, len(tokens)*len(memberProducts))
	if err != nil {
		return nil, err
	}
	warmN := notifyRate * int(warmUp.Seconds())
	deliver := func(from int) func(ctx context.Context, i int) error {
		return func(ctx context.Context, i int) error { return postNotice(ctx, client, notices[from+i/2]) }
	}
	openLoop(ctx, 2*notifyRate, warmUp, 800, deliver(0))
	h0, err := scrapeServerHistogram(ctx, client, "/api/Payment/WechatNotify")
	if err != nil {
		return nil, err
	}
	s1 := probe.snap()
	handled := openLoop(ctx, 2*notifyRate, o.measure, 800, deliver(warmN))
	notifyRun := catalogRun{name: "Payment/WechatNotify (each twice)", res: handled, cpu: probe.since(s1)}
	h1, err := scrapeServerHistogram(ctx, client, "/api/Payment/WechatNotify")
	if err != nil {
		return nil, err
	}
	notifyRun.server = "the server's own histogram: " + h1.since(h0).String()

	// End to end, for reference: an order created and paid on the simulator's page, which signs,
	// encrypts and posts its notification twice from inside the same process.
	time.Sleep(2 * time.Second)
	base := 100_000
	openLoop(ctx, notifyRate, warmUp, 800, func(ctx context.Context, i int) error {
		no, err := create(ctx, base+i)
		if err != nil {
			return err
		}
		return pay(no)
	})
	h2, err := scrapeServerHistogram(ctx, client, "/api/Payment/WechatNotify")
	if err != nil {
		return nil, err
	}
	s2 := probe.snap()
	paid := openLoop(ctx, notifyRate, o.measure, 800, func(ctx context.Context, i int) error {
		no, err := create(ctx, base+notifyRate*10+i)
		if err != nil {
			return err
		}
		return pay(no)
	})
	time.Sleep(time.Second)
	h3, err := scrapeServerHistogram(ctx, client, "/api/Payment/WechatNotify")
	if err != nil {
		return nil, err
	}
	e2eCPU := probe.since(s2)
	e2e := h3.since(h2)
	e2eP99, e2eOK := e2e.pctBound(99)
	sec.Method = []string{
		fmt.Sprintf("`bin/zhiyuan run` (development profile: the local WeChat Pay simulator on its own loopback port, the "+
			"same protocol as WeChat) on a fresh data dir; %d signed-in students. **Orders**: `Payment/WechatQRCodePay` open-loop "+
			"at %d/s, rotating the first %d students and the two products; each answer includes the simulator's signed Native-order call. "+
			"Every order is paid on the simulator right after, off the clock, so the next request is a new order.", len(tokens), orderRate, memberUsers),
		fmt.Sprintf("**Notifications**: before the clock starts, %d orders (two per student, one of each product) are created and "+
			"paid quietly on the simulator, which hands over each success notification signed and AES-GCM encrypted "+
			"(`POST /dev/wechatpay/notice`; %s); in production WeChat signs on its own machines, so its signing is not the "+
			"merchant's cost. Then %d payments a second: each notification is posted to `/api/Payment/WechatNotify` twice, "+
			"as WeChat's retries do (%d posts a second; verify the signature, decrypt, check merchant, order and amount, "+
			"append the payment with its grant once, answer 204).", len(notices), prepTook.Round(time.Second), notifyRate, 2*notifyRate),
		fmt.Sprintf("**End to end, for reference**: %d payments a second, each an order created and then paid on the simulator's "+
			"page, which signs, encrypts and posts its notification twice from inside the server's process; timed by the "+
			"server's own histogram of the notify endpoint (bucket bounds, not exact percentiles).", notifyRate),
		fmt.Sprintf("Latency counts from the scheduled send time; %s of warm-up is discarded, then %s is measured.", warmUp, o.measure),
	}
	sec.Details = append(sec.Details, runsTable(orderRun, notifyRun), "- Orders: "+summarize(orders),
		"- Notifications: "+summarize(handled)+"; "+notifyRun.server+fmt.Sprintf("; %s.", notifyRun.cpu),
		fmt.Sprintf("- End to end: the payments driving them %s; the server's own histogram of the notify endpoint: %s; %s.",
			summarize(paid), e2e.String(), e2eCPU),
		fmt.Sprintf("- Orders' %s.", orderRun.cpu))
	sec.Details = append(sec.Details, firstErrors(orderRun, notifyRun)...)
	e2eMeasured := "no samples"
	if e2eOK {
		e2eMeasured = "p99 ≤ " + fmtSeconds(e2eP99) + fmt.Sprintf(" (%d notifications, the server's histogram)", e2e.total)
	}
	sec.Rows = []row{
		loadRow(fmt.Sprintf("Order creation p99 ≤ 30 ms at %d/s", orderRate), orderRun, orderTarget),
		loadRow(fmt.Sprintf("Notification handling p99 ≤ 30 ms at %d payments/s (each delivered twice)", notifyRate), notifyRun, notifyTarget),
		{Target: fmt.Sprintf("Notifications end to end at %d payments/s, the simulator signing in the server's process", notifyRate),
			Measured: e2eMeasured, Info: true},
	}
	return sec, nil
}
