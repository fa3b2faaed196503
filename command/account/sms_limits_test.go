package account_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mojocn/base64Captcha"

	"zhiyuan/command/account"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/captcha"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/eventlog/eventlogtest"
)

// sentBox is the SMS gateway as the tests see it: the texts handed to it.
type sentBox struct {
	mu   sync.Mutex
	sent map[string][]string
}

func (b *sentBox) Send(_ context.Context, phone, text string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sent[phone] = append(b.sent[phone], text)
	return nil
}

func (b *sentBox) count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, texts := range b.sent {
		n += len(texts)
	}
	return n
}

// code is the digits of the last text sent to a phone.
func (b *sentBox) code(t *testing.T, phone string) string {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	texts := b.sent[phone]
	if len(texts) == 0 {
		t.Fatalf("no code sent to %s", phone)
	}
	text := texts[len(texts)-1]
	i := strings.Index(text, "验证码是")
	return text[i+len("验证码是") : i+len("验证码是")+6]
}

// smsEnv is the account service on the real event log, the real captcha service on the
// library's memory store, and an SMS box.
type smsEnv struct {
	svc     *account.Service
	store   *eventlog.Store
	box     *sentBox
	caps    *captcha.Service
	answers base64Captcha.Store
}

func newSMSEnv(t *testing.T) *smsEnv {
	store, reg := eventlogtest.NewStore(t)
	answers := base64Captcha.NewMemoryStore(1000, 5*time.Minute)
	e := &smsEnv{store: store, box: &sentBox{sent: map[string][]string{}}, caps: captcha.New(answers), answers: answers}
	e.svc = account.NewService(store, reg, e.box, e.caps, account.DefaultLimits(), []byte(strings.Repeat("k", 32)))
	return e
}

// captcha issues a captcha and reads its answer (the test plays a human who can read it).
func (e *smsEnv) captcha(t *testing.T) (id, answer string) {
	t.Helper()
	id, _, err := e.caps.Generate()
	if err != nil {
		t.Fatal(err)
	}
	return id, e.answers.Get(id, false)
}

// streamTypes counts a stream's events by type.
func (e *smsEnv) streamTypes(t *testing.T, stream string) map[string]int {
	t.Helper()
	envs, err := e.store.Load(context.Background(), stream)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, env := range envs {
		out[env.Type]++
	}
	return out
}

// atOnce runs n calls together and returns their errors in call order.
func atOnce(n int, call func(i int) error) []error {
	out := make([]error, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out[i] = call(i)
		}()
	}
	close(start)
	wg.Wait()
	return out
}

func codeOf(err error) int {
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return ae.Code
	}
	return -1
}

func phone(n int) string { return fmt.Sprintf("137%08d", n) }

// Sixty codes asked for at once from one address, each for its own phone and each with a
// right captcha: exactly the hourly allowance (30) is sent, the rest are refused with 429.
func TestParallelSendCodeHoldsTheHourlyCapPerAddress(t *testing.T) {
	e := newSMSEnv(t)
	meta := events.Metadata{ClientIP: "10.60.0.1"}
	type answer struct{ id, code string }
	caps := make([]answer, 60)
	for i := range caps {
		caps[i].id, caps[i].code = e.captcha(t)
	}
	errs := atOnce(60, func(i int) error {
		return e.svc.SendCode(context.Background(), meta, account.SendCode{Phone: phone(6000 + i), CaptchaID: caps[i].id, CaptchaCode: caps[i].code})
	})
	sent, refused := 0, 0
	for i, err := range errs {
		switch {
		case err == nil:
			sent++
		case codeOf(err) == apperr.CodeTooMany:
			refused++
		default:
			t.Fatalf("send %d: %v", i, err)
		}
	}
	limit := e.svc.Limits().IPPerHour
	if sent != limit || refused != 60-limit || e.box.count() != limit {
		t.Fatalf("%d sent (%d texts) and %d refused, want %d sent and %d refused", sent, e.box.count(), refused, limit, 60-limit)
	}
	if n := e.streamTypes(t, events.SMSGuardStream("ip:10.60.0.1"))[events.LoginCodeRequested{}.EventType()]; n != limit {
		t.Fatalf("%d sends recorded on the address, want %d", n, limit)
	}
	// Another address is not held by this one's cap.
	if err := e.svc.SendCode(context.Background(), events.Metadata{ClientIP: "10.60.0.2"}, account.SendCode{Phone: phone(6100)}); err != nil {
		t.Fatalf("another address: %v", err)
	}
}

// Twenty codes asked for at once from one address without a captcha: the captcha threshold
// (3) is sent, every other request is asked for a captcha.
func TestParallelSendCodeAsksForACaptchaAfterThree(t *testing.T) {
	e := newSMSEnv(t)
	meta := events.Metadata{ClientIP: "10.61.0.1"}
	errs := atOnce(20, func(i int) error {
		return e.svc.SendCode(context.Background(), meta, account.SendCode{Phone: phone(6200 + i)})
	})
	sent, captcha := 0, 0
	for i, err := range errs {
		switch {
		case err == nil:
			sent++
		case codeOf(err) == apperr.CodeCaptchaRequired:
			captcha++
		default:
			t.Fatalf("send %d: %v", i, err)
		}
	}
	if want := e.svc.Limits().CaptchaAfterIPSMS; sent != want || captcha != 20-want || e.box.count() != want {
		t.Fatalf("%d sent (%d texts), %d asked for a captcha; want %d sent", sent, e.box.count(), captcha, want)
	}
}

// Codes for one phone asked for at once from many addresses: one is sent (one a minute).
func TestParallelSendCodeToOnePhoneSendsOne(t *testing.T) {
	e := newSMSEnv(t)
	errs := atOnce(10, func(i int) error {
		return e.svc.SendCode(context.Background(), events.Metadata{ClientIP: fmt.Sprintf("10.62.0.%d", i+1)}, account.SendCode{Phone: phone(6300)})
	})
	sent := 0
	for i, err := range errs {
		switch {
		case err == nil:
			sent++
		case codeOf(err) != apperr.CodeTooMany:
			t.Fatalf("send %d: %v", i, err)
		}
	}
	if sent != 1 || e.box.count() != 1 {
		t.Fatalf("%d sent (%d texts) to one phone at once, want 1", sent, e.box.count())
	}
}

// Twenty wrong codes sent at once from one address: no more than the captcha threshold (3) are
// compared, the rest are asked for a captcha; with a captcha the right code still logs in, and
// that pass is not counted as a failure.
func TestParallelWrongCodesFromOneAddressAskForACaptcha(t *testing.T) {
	e := newSMSEnv(t)
	ctx := context.Background()
	p := phone(6400)
	if err := e.svc.SendCode(ctx, events.Metadata{ClientIP: "10.63.9.9"}, account.SendCode{Phone: p}); err != nil {
		t.Fatal(err)
	}
	right := e.box.code(t, p)
	errs := atOnce(20, func(i int) error {
		wrong := fmt.Sprintf("%06d", i)
		if wrong == right {
			wrong = "999999"
		}
		_, err := e.svc.LoginByCode(ctx, events.Metadata{ClientIP: "10.63.0.1"}, account.CodeLogin{Phone: p, Code: wrong})
		return err
	})
	wrong, captcha := 0, 0
	for i, err := range errs {
		switch codeOf(err) {
		case apperr.CodeInvalid:
			wrong++
		case apperr.CodeCaptchaRequired:
			captcha++
		default:
			t.Fatalf("guess %d: %v", i, err)
		}
	}
	threshold := e.svc.Limits().CaptchaAfterFails
	guard := e.streamTypes(t, events.CodeGuardStream("ip:10.63.0.1"))
	rejected := e.streamTypes(t, events.PhoneStream(p))[events.LoginCodeRejected{}.EventType()]
	if wrong != threshold || captcha != 20-threshold || guard[events.CodeCheckStarted{}.EventType()] != threshold || rejected != threshold {
		t.Fatalf("%d codes compared (%d checks recorded, %d wrong tries on the phone), %d asked for a captcha; want %d compared",
			wrong, guard[events.CodeCheckStarted{}.EventType()], rejected, captcha, threshold)
	}
	if _, err := e.svc.LoginByCode(ctx, events.Metadata{ClientIP: "10.63.0.1"}, account.CodeLogin{Phone: p, Code: right}); codeOf(err) != apperr.CodeCaptchaRequired {
		t.Fatalf("the right code without a captcha after %d failures: %v", threshold, err)
	}
	id, answer := e.captcha(t)
	login, err := e.svc.LoginByCode(ctx, events.Metadata{ClientIP: "10.63.0.1"}, account.CodeLogin{Phone: p, Code: right, CaptchaID: id, CaptchaCode: answer})
	if err != nil || login.Token == "" {
		t.Fatalf("the right code with a captcha: %v", err)
	}
	if n := e.streamTypes(t, events.CodeGuardStream("ip:10.63.0.1"))[events.CodeCheckPassed{}.EventType()]; n != 1 {
		t.Fatalf("%d passes recorded, want 1", n)
	}
}
