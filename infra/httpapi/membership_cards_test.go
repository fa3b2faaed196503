package httpapi_test

import (
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"zhiyuan/command/card"
	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// TestActivationCards: a batch issued for a product, redeemed once (two users racing for one
// card: exactly one wins), one generic answer for every failure, the guessing limits (captcha,
// then a lock) per user, per card and per network, and a voided batch.
func TestActivationCards(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	ctx := context.Background()
	batch, err := e.P.App.Cards.Issue(ctx, platform.SystemMeta("test"), "VIP_YEAR", 6, time.Now().Add(90*24*time.Hour), "测试批次")
	if err != nil {
		t.Fatal(err)
	}
	if len(batch.Cards) != 6 || !card.ValidNumber(batch.Cards[0].Number) || len(batch.Cards[0].Secret) != card.SecretLen {
		t.Fatalf("batch %+v", batch)
	}
	redeem := func(tok string, c card.Printed, extra ...string) platformtest.Reply {
		body := map[string]string{"CardNo": card.PrintNumber(c.Number), "CardPwd": card.PrintSecret(c.Secret)}
		for i := 0; i+1 < len(extra); i += 2 {
			body[extra[i]] = extra[i+1]
		}
		return e.Call(t, "/api/User/ActivationCard", tok, body)
	}
	const generic = "卡号或卡密错误，或该卡已被使用、已作废、已过期"

	e.IP = "10.191.0.1"
	tokA, uidA := e.Login(t, platformtest.Phone(1910))
	t.Run("redeem once", func(t *testing.T) {
		r := redeem(tokA, batch.Cards[0])
		if r.Code != 0 {
			t.Fatalf("redeem: %+v", r)
		}
		var ld loginRights
		e.OK(t, "/api/Auth/LoginStatus", tokA, map[string]any{}, &ld)
		if len(ld.RightsList) != len(events.RightsCodes) || len(ld.UserProductList) != 1 {
			t.Fatalf("rights after a card: %+v", ld)
		}
		// The page reads the card after its activation (waitPosition: the activation's position).
		var done struct{ Position int64 }
		_ = json.Unmarshal(r.Data, &done)
		var detail struct{ ProductId string }
		d := e.Call(t, "/api/User/GetCardDetail", tokA, map[string]string{"CardNo": batch.Cards[0].Number},
			"waitPosition", strconv.FormatInt(done.Position, 10))
		_ = json.Unmarshal(d.Data, &detail)
		if d.Code != 0 || detail.ProductId != "VIP_YEAR" {
			t.Fatalf("card detail %+v", d)
		}
		if r := redeem(tokA, batch.Cards[0]); r.Code != 400 || r.Message != generic {
			t.Fatalf("a used card: %+v", r)
		}
	})

	t.Run("two users, one card: exactly one wins", func(t *testing.T) {
		var toks []string
		for i := 0; i < 6; i++ {
			e.IP = "10.191.1." + strconv.Itoa(i+1)
			tok, _ := e.Login(t, platformtest.Phone(1920+i))
			toks = append(toks, tok)
		}
		var wins atomic.Int32
		var wg sync.WaitGroup
		for _, tok := range toks {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if r := redeem(tok, batch.Cards[1]); r.Code == 0 {
					wins.Add(1)
				} else if r.Code != 400 && r.Code != 409 {
					t.Errorf("loser answered %+v", r)
				}
			}()
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Fatalf("%d users activated one card", wins.Load())
		}
		envs, _ := e.P.Store.Load(ctx, events.CardStream(batch.Cards[1].Number))
		n := 0
		for _, env := range envs {
			if env.Type == (events.CardRedeemed{}).EventType() {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%d CardRedeemed events", n)
		}
	})

	t.Run("another user's card detail is not found", func(t *testing.T) {
		e.IP = "10.191.2.1"
		tok, _ := e.Login(t, platformtest.Phone(1930))
		if r := e.Call(t, "/api/User/GetCardDetail", tok, map[string]string{"CardNo": batch.Cards[0].Number}); r.Code != 404 {
			t.Fatalf("someone else's card: %+v", r)
		}
	})

	t.Run("guessing: captcha, then a lock, every attempt recorded", func(t *testing.T) {
		e.IP = "10.191.3.1"
		tok, uid := e.Login(t, platformtest.Phone(1940))
		wrong := card.Printed{Number: batch.Cards[2].Number, Secret: "ABCDEFGHJKMNPQRS"}
		for i := 0; i < 2; i++ {
			if r := redeem(tok, wrong); r.Code != 400 || r.Message != generic {
				t.Fatalf("guess %d: %+v", i, r)
			}
		}
		if r := redeem(tok, wrong); r.Code != 113 {
			t.Fatalf("third failure in an hour without a captcha: %+v", r)
		}
		// Parallel guesses with captchas cannot pass the limit together: each attempt is
		// counted before its secret is checked.
		var wg sync.WaitGroup
		for i := 0; i < 12; i++ {
			id, answer := captchaAnswer(t, e)
			wg.Add(1)
			go func() {
				defer wg.Done()
				redeem(tok, wrong, "CaptchaId", id, "CaptchaCode", answer)
			}()
		}
		wg.Wait()
		id, answer := captchaAnswer(t, e)
		if r := redeem(tok, batch.Cards[2], "CaptchaId", id, "CaptchaCode", answer); r.Code != 429 {
			t.Fatalf("after the day's failures the user is not locked: %+v", r)
		}
		envs, _ := e.P.Store.Load(ctx, events.CardGuardStream("user:"+uid))
		attempts := 0
		for _, env := range envs {
			if env.Type == (events.CardAttempted{}).EventType() {
				attempts++
			}
		}
		if attempts > 10 || attempts < 3 {
			t.Fatalf("%d attempts counted for a limit of 10", attempts)
		}
		// The card was guessed at more than 5 times: its right secret is refused today.
		e.IP = "10.191.3.2"
		tok2, _ := e.Login(t, platformtest.Phone(1941))
		if r := redeem(tok2, batch.Cards[2]); r.Code != 400 || r.Message != generic {
			t.Fatalf("a locked card activated: %+v", r)
		}
	})

	t.Run("voided batch", func(t *testing.T) {
		if err := e.P.App.Cards.Void(ctx, platform.SystemMeta("test"), batch.BatchID, "批次遗失"); err != nil {
			t.Fatal(err)
		}
		e.IP = "10.191.4.1"
		tok, _ := e.Login(t, platformtest.Phone(1950))
		if r := redeem(tok, batch.Cards[3]); r.Code != 400 || r.Message != generic {
			t.Fatalf("a voided card activated: %+v", r)
		}
		if r := e.Call(t, "/api/User/ActivationCard", tok, map[string]string{"CardNo": "", "CardPwd": ""}); r.Code != 400 {
			t.Fatalf("empty card: %+v", r)
		}
		if grants(t, e, uidA) != 1 {
			t.Fatal("the first user's grant changed")
		}
	})
}
