package httpapi_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

type started struct {
	OrderNo, CodeUrl, AmountText string
	Amount, Position             int64
	DevPayUrl                    string
}

type orderStatus struct {
	OrderNo, State, StateText string
	Amount                    int64
}

type heldProduct struct {
	ProductId, ProductName string
	ExpireAt               time.Time
}

type loginRights struct {
	RightsList      []struct{ RightsCode string }
	UserProductList []heldProduct
}

// grants counts the RightsGranted events in a user's membership stream (the log, not a read model).
func grants(t *testing.T, e *platformtest.Env, userID string) int {
	t.Helper()
	envs, err := e.P.Store.Load(context.Background(), events.MembershipStream(userID))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, env := range envs {
		if env.Type == (events.RightsGranted{}).EventType() {
			n++
		}
	}
	return n
}

// status reads an order's status after the write at a position (the page sends it as waitPosition).
func status(t *testing.T, e *platformtest.Env, tok, orderNo string, after int64) orderStatus {
	t.Helper()
	var s orderStatus
	r := e.Call(t, "/api/Payment/PaymentStatus", tok, map[string]string{"OrderNo": orderNo}, "waitPosition", strconv.FormatInt(after, 10))
	if r.Code != 0 {
		t.Fatalf("status: Code %d %s", r.Code, r.Message)
	}
	_ = json.Unmarshal(r.Data, &s)
	return s
}

// awaitState polls the order's status as the payment page does (a new order may not be
// projected yet: Code 404 until it is).
func awaitState(t *testing.T, e *platformtest.Env, tok, orderNo, state string) {
	t.Helper()
	platformtest.Eventually(t, 20*time.Second, "order "+orderNo+" "+state, func() bool {
		var s orderStatus
		r := e.Call(t, "/api/Payment/PaymentStatus", tok, map[string]string{"OrderNo": orderNo})
		_ = json.Unmarshal(r.Data, &s)
		return r.Code == 0 && s.State == state
	})
}

func buy(t *testing.T, e *platformtest.Env, tok, product string) started {
	t.Helper()
	var s started
	e.OK(t, "/api/Payment/WechatQRCodePay", tok, map[string]string{"ProductId": product}, &s)
	return s
}

func products(t *testing.T, e *platformtest.Env, tok string) []heldProduct {
	t.Helper()
	var out []heldProduct
	e.OK(t, "/api/User/GetUserProducts", tok, map[string]any{}, &out)
	return out
}

// TestMembershipPayments buys through the local WeChat Pay simulator: the QR order, the
// signed and encrypted notifications (retried, duplicated, stormed), the rights they grant
// once, stacking, an amount mismatch, the reactor's query, close and refund paths.
func TestMembershipPayments(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	sim := e.P.PaymentSimulator()
	e.IP = "10.190.0.1"
	tok, uid := e.Login(t, platformtest.Phone(1900))

	t.Run("products", func(t *testing.T) {
		var list []struct {
			ProductId, PriceText string
			Price                int64
			Rights               []struct{ RightsCode, RightsName string }
		}
		e.OK(t, "/api/Web/GetProductList", "", map[string]any{}, &list)
		if len(list) != 3 || list[0].ProductId != "VIP_FILLING_SEASON" || list[1].ProductId != "VIP_SEASON" || list[1].PriceText != "49.00" ||
			len(list[1].Rights) != len(events.RightsCodes) || list[1].Rights[0].RightsName == "" {
			t.Fatalf("products %+v", list)
		}
		if r := e.Call(t, "/api/Web/GetProductDetail", "", map[string]string{"ProductId": "NOPE"}); r.Code != 404 {
			t.Fatalf("unknown product: %+v", r)
		}
		var opts []struct{ Value, Name string }
		e.OK(t, "/api/Options/GetProductOptions", "", nil, &opts)
		if len(opts) != 3 {
			t.Fatalf("options %+v", opts)
		}
		if r := e.Call(t, "/api/Payment/WechatQRCodePay", tok, map[string]string{"ProductId": "NOPE"}); r.Code != 404 {
			t.Fatalf("buying an unknown product: %+v", r)
		}
	})

	var first started
	t.Run("pay once, notified twice, granted once", func(t *testing.T) {
		first = buy(t, e, tok, "VIP_SEASON")
		if !strings.HasPrefix(first.CodeUrl, "weixin://wxpay/bizpayurl?pr=") || first.Amount != 4900 || !strings.Contains(first.DevPayUrl, first.OrderNo) {
			t.Fatalf("started %+v", first)
		}
		if again := buy(t, e, tok, "VIP_SEASON"); again.OrderNo != first.OrderNo || again.CodeUrl != first.CodeUrl {
			t.Fatalf("a second click made another order: %s vs %s", again.OrderNo, first.OrderNo)
		}
		if s := status(t, e, tok, first.OrderNo, first.Position); s.State != "NOTPAY" || s.StateText != "待支付" {
			t.Fatalf("status %+v", s)
		}
		if err := sim.Pay(first.OrderNo); err != nil {
			t.Fatal(err)
		}
		awaitState(t, e, tok, first.OrderNo, "PAID")
		// The simulator delivers once more after the acknowledgement (Duplicates).
		platformtest.Eventually(t, 10*time.Second, "the duplicate delivery", func() bool { return len(sim.Deliveries(first.OrderNo)) >= 2 })
		for _, d := range sim.Deliveries(first.OrderNo) {
			if d.Status != 204 {
				t.Fatalf("delivery answered %d", d.Status)
			}
		}
		if n := grants(t, e, uid); n != 1 {
			t.Fatalf("%d grants after a duplicated notification", n)
		}
		var ld loginRights
		e.OK(t, "/api/Auth/LoginStatus", tok, map[string]any{}, &ld)
		if len(ld.RightsList) != len(events.RightsCodes) || len(ld.UserProductList) != 1 || ld.UserProductList[0].ProductName != "志愿填报会员（季度）" {
			t.Fatalf("login data after paying: %+v", ld)
		}
	})

	t.Run("a storm of the same notification grants once", func(t *testing.T) {
		statuses, err := sim.Storm(first.OrderNo, 24)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range statuses {
			if s != 204 {
				t.Fatalf("storm statuses %v", statuses)
			}
		}
		if n := grants(t, e, uid); n != 1 {
			t.Fatalf("%d grants after the storm", n)
		}
	})

	t.Run("a second purchase extends the first", func(t *testing.T) {
		before := products(t, e, tok)[0].ExpireAt
		s := buy(t, e, tok, "VIP_SEASON")
		if err := sim.Pay(s.OrderNo); err != nil {
			t.Fatal(err)
		}
		awaitState(t, e, tok, s.OrderNo, "PAID")
		after := products(t, e, tok)[0].ExpireAt
		if d := after.Sub(before); d < 92*24*time.Hour-time.Minute || d > 92*24*time.Hour+time.Minute {
			t.Fatalf("expiry moved by %v, want 92 days", d)
		}
	})

	t.Run("an amount mismatch grants nothing and is recorded", func(t *testing.T) {
		s := buy(t, e, tok, "VIP_YEAR")
		if err := sim.PayAmount(s.OrderNo, 1); err != nil {
			t.Fatal(err)
		}
		awaitState(t, e, tok, s.OrderNo, "MISMATCH")
		if n := grants(t, e, uid); n != 2 {
			t.Fatalf("%d grants after a mismatching payment", n)
		}
	})

	t.Run("untrusted notifications change nothing", func(t *testing.T) {
		for _, c := range []struct {
			body    string
			headers []string
			want    int
		}{
			{`{"id":"x"}`, nil, 401},
			{`not json`, []string{"Wechatpay-Serial", sim.PlatformSerial(), "Wechatpay-Timestamp", "1", "Wechatpay-Nonce", "n", "Wechatpay-Signature", "AAAA"}, 401},
			{`{}`, []string{"Wechatpay-Serial", "UNKNOWN", "Wechatpay-Timestamp", "1", "Wechatpay-Nonce", "n", "Wechatpay-Signature", "AAAA"}, 401},
		} {
			r := e.CallRaw(t, "/api/Payment/WechatNotify", c.body, c.headers...)
			if r.Status != c.want || !strings.Contains(string(r.Body), `"FAIL"`) {
				t.Fatalf("%q answered %d %s", c.body, r.Status, r.Body)
			}
		}
		if n := grants(t, e, uid); n != 2 {
			t.Fatalf("%d grants", n)
		}
	})

	reactor := e.P.PaymentReactor()
	reactor.QueryAfter = 0
	ctx := context.Background()
	t.Run("the reactor finds a lost notification and closes an expired order", func(t *testing.T) {
		lost := buy(t, e, tok, "VIP_YEAR")
		if err := sim.PayQuietly(lost.OrderNo); err != nil {
			t.Fatal(err)
		}
		expired := buy(t, e, tok, "VIP_SEASON")
		if err := sim.Expire(expired.OrderNo); err != nil {
			t.Fatal(err)
		}
		e.P.App.Payments.SetClock(func() time.Time { return time.Now().Add(16 * time.Minute) })
		defer e.P.App.Payments.SetClock(time.Now)
		e.WaitProjections(t, expired.Position, "orders")
		if err := reactor.Tick(ctx); err != nil {
			t.Fatal(err)
		}
		awaitState(t, e, tok, lost.OrderNo, "PAID")
		if n := grants(t, e, uid); n != 3 {
			t.Fatalf("%d grants after the query found the payment", n)
		}
		awaitState(t, e, tok, expired.OrderNo, "CLOSED")
		if o, _ := sim.Order(expired.OrderNo); o.State != "CLOSED" {
			t.Fatalf("the simulator's order is %s, want CLOSED", o.State)
		}
	})

	t.Run("refund revokes the rights it paid for", func(t *testing.T) {
		before := products(t, e, tok)
		if _, err := e.P.App.Payments.RequestRefund(ctx, platform.SystemMeta("operator"), first.OrderNo, "用户申请退款"); err != nil {
			t.Fatal(err)
		}
		awaitState(t, e, tok, first.OrderNo, "REFUNDING")
		if err := reactor.Tick(ctx); err != nil {
			t.Fatal(err)
		}
		awaitState(t, e, tok, first.OrderNo, "REFUNDED")
		if err := reactor.Tick(ctx); err != nil { // a retry after success sends nothing new
			t.Fatal(err)
		}
		o, _ := sim.Order(first.OrderNo)
		if o.Refunded != 4900 || len(o.Refunds) != 1 {
			t.Fatalf("simulator refunds %+v", o)
		}
		platformtest.Eventually(t, 10*time.Second, "the season product shortened", func() bool {
			after := products(t, e, tok)
			for i := range after {
				for j := range before {
					if after[i].ProductId == "VIP_SEASON" && before[j].ProductId == "VIP_SEASON" {
						return before[j].ExpireAt.Sub(after[i].ExpireAt) > 91*24*time.Hour
					}
				}
			}
			return false
		})
	})

	t.Run("a rotated platform certificate is downloaded, the old one still trusted", func(t *testing.T) {
		old := sim.PlatformSerial()
		next, err := sim.RotateCertificate(0)
		if err != nil {
			t.Fatal(err)
		}
		before := grants(t, e, uid)
		s := buy(t, e, tok, "VIP_SEASON")
		if err := sim.Pay(s.OrderNo); err != nil {
			t.Fatal(err)
		}
		awaitState(t, e, tok, s.OrderNo, "PAID")
		// The first delivery, signed under the new serial, was taken at once: the site
		// downloaded the certificates when it met the unknown serial.
		if d := sim.Deliveries(s.OrderNo); len(d) == 0 || d[0].Status != 204 || sim.PlatformSerial() != next {
			t.Fatalf("deliveries %+v", d)
		}
		h, body, err := sim.SignedPaymentNotification(s.OrderNo, old)
		if err != nil {
			t.Fatal(err)
		}
		var headers []string
		for k := range h {
			headers = append(headers, k, h.Get(k))
		}
		if r := e.CallRaw(t, "/api/Payment/WechatNotify", string(body), headers...); r.Status != 204 {
			t.Fatalf("a notification signed with the old certificate answered %d %s", r.Status, r.Body)
		}
		if n := grants(t, e, uid); n != before+1 {
			t.Fatalf("%d grants, want %d", n, before+1)
		}
	})
}
