package account_test

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"zhiyuan/command/account"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// texts keeps the last SMS per phone (the embedded default stores them locally too).
type texts struct {
	mu   sync.Mutex
	last map[string]string
}

func (t *texts) Send(_ context.Context, phone, text string) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.last[phone] = text
	return nil
}

type noCaptcha struct{}

func (noCaptcha) Verify(context.Context, string, string) bool { return false }

type linkEnv struct {
	svc   *account.Service
	store *eventlog.Store
	sms   *texts
	clock time.Time
}

func newLinkEnv(t *testing.T) *linkEnv {
	store, reg := eventlogtest.NewStore(t)
	e := &linkEnv{store: store, sms: &texts{last: map[string]string{}}, clock: time.Now()}
	e.svc = account.NewService(store, reg, e.sms, noCaptcha{}, account.DefaultLimits(), []byte(strings.Repeat("k", 32)))
	e.svc.SetClock(func() time.Time { return e.clock })
	return e
}

func at(ip string) events.Metadata {
	return events.Metadata{ClientIP: ip, TerminalType: "0", UserAgent: "test", RequestID: "req-" + ip}
}

var sixDigits = regexp.MustCompile(`\d{6}`)

// login signs a phone in by SMS code, as the login page does.
func (e *linkEnv) login(t *testing.T, phone, ip string) account.Login {
	t.Helper()
	if err := e.svc.SendCode(t.Context(), at(ip), account.SendCode{Phone: phone}); err != nil {
		t.Fatal(err)
	}
	e.sms.mu.Lock()
	code := sixDigits.FindString(e.sms.last[phone])
	e.sms.mu.Unlock()
	l, err := e.svc.LoginByCode(t.Context(), at(ip), account.CodeLogin{Phone: phone, Code: code})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func (e *linkEnv) load(t *testing.T, stream string) []events.Envelope {
	t.Helper()
	envs, err := e.store.Load(t.Context(), stream)
	if err != nil {
		t.Fatal(err)
	}
	return envs
}

// head is the log's last position: a refusal leaves it where it was.
func (e *linkEnv) head(t *testing.T) int64 {
	t.Helper()
	h, err := e.store.Head(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// linkSession tells whether an event is a session a login link started.
func linkSession(env events.Envelope) bool {
	var s events.SessionStarted
	return env.Type == "account.session_started" && json.Unmarshal(env.Data, &s) == nil && s.Method == "link"
}

func wantRefusal(t *testing.T, err error, code int, msg string) {
	t.Helper()
	ae, ok := apperr.As(err)
	if !ok || ae.Code != code || ae.Message != msg {
		t.Fatalf("got %v, want %d %q", err, code, msg)
	}
}

// A link code signs its user in once, from wherever it is opened; the log
// keeps its hash only, and every write names the user and the address.
func TestLoginLinkSignsInOnceAndRecordsWhoAndWhere(t *testing.T) {
	e := newLinkEnv(t)
	a := e.login(t, "13900000001", "10.1.0.1")
	link, err := e.svc.CreateLoginLink(t.Context(), at("10.1.0.2"), a.UserID, a.Token)
	if err != nil {
		t.Fatal(err)
	}
	if !account.ValidLinkCode(link.Code) || !strings.HasPrefix(link.Code, "zyl.") || account.ValidLinkCode(a.Token) {
		t.Fatalf("a link code must look unlike a session token: %q vs %q", link.Code, a.Token)
	}
	if d := link.ExpiresAt.Sub(e.clock); d != 5*time.Minute {
		t.Fatalf("the code lives %v, want 5m", d)
	}
	all, err := e.store.ReadAll(t.Context(), 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	var issued *events.Envelope
	for i, env := range all {
		if strings.Contains(string(env.Data), link.Code) || strings.Contains(string(env.Data), link.Code[4:]) {
			t.Fatalf("the raw code is stored in %s: %s", env.Type, env.Data)
		}
		if env.Type == "loginlink.issued" {
			issued = &all[i]
		}
	}
	if issued == nil || issued.Meta.ActorUserID != a.UserID || issued.Meta.ClientIP != "10.1.0.2" || issued.Meta.RequestID != "req-10.1.0.2" {
		t.Fatalf("the issue is not recorded with who and where: %+v", issued)
	}

	b, err := e.svc.LoginByLink(t.Context(), at("10.1.0.3"), account.LinkLogin{Code: link.Code})
	if err != nil {
		t.Fatal(err)
	}
	if b.UserID != a.UserID || b.Token == "" || b.Token == a.Token {
		t.Fatalf("the link signed in %+v, want a new session of %s", b, a.UserID)
	}
	acc := e.load(t, events.AccountStream(a.UserID))
	last := acc[len(acc)-1]
	if !linkSession(last) ||
		last.Meta.ActorUserID != a.UserID || last.Meta.ClientIP != "10.1.0.3" {
		t.Fatalf("the link's session: %s %s %+v", last.Type, last.Data, last.Meta)
	}
	if strings.Contains(string(last.Data), b.Token) {
		t.Fatal("the new session's token is stored in the log")
	}

	before := e.head(t)
	_, err = e.svc.LoginByLink(t.Context(), at("10.1.0.4"), account.LinkLogin{Code: link.Code})
	wantRefusal(t, err, 400, "该登录链接已使用过，请重新获取")
	if e.head(t) != before {
		t.Fatal("a second redemption wrote to the log")
	}
}

// Malformed, unknown and expired codes, and an old link's session token, are
// refused with a message and change nothing.
func TestLoginLinkRefusesBadCodesAndChangesNothing(t *testing.T) {
	e := newLinkEnv(t)
	a := e.login(t, "13900000002", "10.2.0.1")
	link, err := e.svc.CreateLoginLink(t.Context(), at("10.2.0.1"), a.UserID, a.Token)
	if err != nil {
		t.Fatal(err)
	}
	before := e.head(t)
	unknown := "zyl." + strings.Repeat("A", 43)
	for _, code := range []string{"", "abc", a.Token, link.Code[4:], link.Code + "x", "ZYL." + link.Code[4:],
		link.Code[:20] + " " + link.Code[21:], "zyl." + strings.Repeat("é", 43), unknown} {
		_, err := e.svc.LoginByLink(t.Context(), at("10.2.0.2"), account.LinkLogin{Code: code})
		wantRefusal(t, err, 400, "登录链接无效，请重新获取")
	}
	e.clock = e.clock.Add(5 * time.Minute)
	_, err = e.svc.LoginByLink(t.Context(), at("10.2.0.2"), account.LinkLogin{Code: link.Code})
	wantRefusal(t, err, 400, "登录链接已过期（5分钟内有效），请重新获取")
	if e.head(t) != before {
		t.Fatal("a refused code wrote to the log")
	}
	// Surrounding blanks (a pasted link) are forgiven.
	e.clock = e.clock.Add(-time.Second)
	if _, err := e.svc.LoginByLink(t.Context(), at("10.2.0.2"), account.LinkLogin{Code: " " + link.Code + "\n"}); err != nil {
		t.Fatalf("a fresh code with a trailing newline: %v", err)
	}
}

// A link opened where another user is signed in asks first, and asking
// changes nothing; the same user, or nobody, just signs in.
func TestLoginLinkAsksBeforeReplacingAnotherUser(t *testing.T) {
	e := newLinkEnv(t)
	a := e.login(t, "13900000003", "10.3.0.1")
	b := e.login(t, "13900000004", "10.3.0.2")
	link, err := e.svc.CreateLoginLink(t.Context(), at("10.3.0.1"), a.UserID, a.Token)
	if err != nil {
		t.Fatal(err)
	}
	before := e.head(t)
	_, err = e.svc.LoginByLink(t.Context(), at("10.3.0.2"), account.LinkLogin{Code: link.Code, SignedInUserID: b.UserID})
	wantRefusal(t, err, 409, "切换到该账号？")
	ae, _ := apperr.As(err)
	if ns, ok := ae.Data.(account.NeedSwitch); !ok || !ns.NeedSwitch || ns.Account != "139****0003" {
		t.Fatalf("the question's data: %#v", ae.Data)
	}
	if e.head(t) != before {
		t.Fatal("asking wrote to the log")
	}
	got, err := e.svc.LoginByLink(t.Context(), at("10.3.0.2"), account.LinkLogin{Code: link.Code, SignedInUserID: b.UserID, Switch: true})
	if err != nil || got.UserID != a.UserID {
		t.Fatalf("after agreeing: %+v %v", got, err)
	}

	same, err := e.svc.CreateLoginLink(t.Context(), at("10.3.0.1"), a.UserID, a.Token)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := e.svc.LoginByLink(t.Context(), at("10.3.0.1"), account.LinkLogin{Code: same.Code, SignedInUserID: a.UserID}); err != nil || got.UserID != a.UserID {
		t.Fatalf("the same user signed in: %+v %v", got, err)
	}
}

// A link lives no longer than the session that asked for it.
func TestLoginLinkDiesWithItsSession(t *testing.T) {
	e := newLinkEnv(t)
	a := e.login(t, "13900000005", "10.4.0.1")
	link, err := e.svc.CreateLoginLink(t.Context(), at("10.4.0.1"), a.UserID, a.Token)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.Logout(t.Context(), at("10.4.0.1"), a.UserID, a.Token); err != nil {
		t.Fatal(err)
	}
	before := e.head(t)
	_, err = e.svc.LoginByLink(t.Context(), at("10.4.0.2"), account.LinkLogin{Code: link.Code})
	wantRefusal(t, err, 400, "登录链接已失效（生成它的登录已退出），请重新获取")
	_, err = e.svc.CreateLoginLink(t.Context(), at("10.4.0.1"), a.UserID, a.Token)
	wantRefusal(t, err, 112, "登录已失效，请重新登录")
	if e.head(t) != before {
		t.Fatal("a refused link wrote to the log")
	}
}

// One code brought by many requests at once yields exactly one session.
func TestParallelRedemptionYieldsOneSession(t *testing.T) {
	e := newLinkEnv(t)
	a := e.login(t, "13900000006", "10.5.0.1")
	link, err := e.svc.CreateLoginLink(t.Context(), at("10.5.0.1"), a.UserID, a.Token)
	if err != nil {
		t.Fatal(err)
	}
	const n = 20
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			_, errs[i] = e.svc.LoginByLink(context.Background(), at("10.5.1.1"), account.LinkLogin{Code: link.Code})
		})
	}
	close(start)
	wg.Wait()
	won := 0
	for _, err := range errs {
		if err == nil {
			won++
			continue
		}
		wantRefusal(t, err, 400, "该登录链接已使用过，请重新获取")
	}
	sessions := 0
	for _, env := range e.load(t, events.AccountStream(a.UserID)) {
		if linkSession(env) {
			sessions++
		}
	}
	all, err := e.store.ReadAll(t.Context(), 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	redeemed := 0
	for _, env := range all {
		if env.Type == "loginlink.redeemed" {
			redeemed++
		}
	}
	if won != 1 || sessions != 1 || redeemed != 1 {
		t.Fatalf("%d requests won, %d link sessions and %d redemptions in the log; want 1 each", won, sessions, redeemed)
	}
}

// A password changed on another device ends every other session, and with
// them their links; the link of the session that changed it still works.
func TestLoginLinkOfAnotherDeviceDiesWithAPasswordChange(t *testing.T) {
	e := newLinkEnv(t)
	phone := "13900000007"
	laptop := e.login(t, phone, "10.6.0.1")
	e.clock = e.clock.Add(2 * time.Minute) // the next SMS to the phone is allowed after a minute
	tablet := e.login(t, phone, "10.6.0.2")
	if _, err := e.svc.SetInitialLoginName(t.Context(), at("10.6.0.2"), tablet.UserID,
		account.SetLoginName{LoginName: "linkparent", Password: "old12345"}); err != nil {
		t.Fatal(err)
	}
	fromLaptop, err := e.svc.CreateLoginLink(t.Context(), at("10.6.0.1"), laptop.UserID, laptop.Token)
	if err != nil {
		t.Fatal(err)
	}
	fromTablet, err := e.svc.CreateLoginLink(t.Context(), at("10.6.0.2"), tablet.UserID, tablet.Token)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.UpdatePassword(t.Context(), at("10.6.0.2"), tablet.UserID, tablet.Token, "old12345", "new12345"); err != nil {
		t.Fatal(err)
	}
	_, err = e.svc.LoginByLink(t.Context(), at("10.6.0.3"), account.LinkLogin{Code: fromLaptop.Code})
	wantRefusal(t, err, 400, "登录链接已失效（生成它的登录已退出），请重新获取")
	if got, err := e.svc.LoginByLink(t.Context(), at("10.6.0.3"), account.LinkLogin{Code: fromTablet.Code}); err != nil || got.UserID != tablet.UserID {
		t.Fatalf("the link of the session that changed the password: %+v %v", got, err)
	}
}
