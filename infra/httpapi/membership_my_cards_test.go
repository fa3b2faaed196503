package httpapi_test

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"zhiyuan/command/card"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

type myCard struct {
	CardNo, ProductId, ProductName, State, StateText string
	Days                                             int
	ActivatedAt                                      time.Time
	ValidFrom, ValidUntil                            *time.Time
}

// TestMyActivatedCards: User/GetMyCards lists the caller's own activated cards, newest first,
// numbers masked, each with the product time it gave (a second card starts where the first ends).
func TestMyActivatedCards(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	batch, err := e.P.App.Cards.Issue(context.Background(), platform.SystemMeta("test"), "VIP_YEAR", 3, time.Now().Add(90*24*time.Hour), "测试批次")
	if err != nil {
		t.Fatal(err)
	}
	type activated struct {
		ExpireAt time.Time
		Position int64
	}
	redeem := func(tok string, c card.Printed) activated {
		var a activated
		e.OK(t, "/api/User/ActivationCard", tok, map[string]string{"CardNo": card.PrintNumber(c.Number), "CardPwd": card.PrintSecret(c.Secret)}, &a)
		return a
	}
	list := func(tok string, after int64) ([]myCard, string) {
		r := e.Call(t, "/api/User/GetMyCards", tok, map[string]any{}, "waitPosition", strconv.FormatInt(after, 10))
		var out []myCard
		if r.Code != 0 || json.Unmarshal(r.Data, &out) != nil {
			t.Fatalf("GetMyCards: %d %s %s", r.Code, r.Message, r.Data)
		}
		return out, string(r.Data)
	}

	e.IP = "10.192.0.1"
	tokA, _ := e.Login(t, platformtest.Phone(1960))
	if got, _ := list(tokA, 0); len(got) != 0 {
		t.Fatalf("before any card: %+v", got)
	}
	first := redeem(tokA, batch.Cards[0])
	second := redeem(tokA, batch.Cards[1])
	got, raw := list(tokA, second.Position)
	if len(got) != 2 {
		t.Fatalf("two activated cards, listed %+v", got)
	}
	newest, older := got[0], got[1]
	if newest.CardNo != mask(batch.Cards[1].Number) || older.CardNo != mask(batch.Cards[0].Number) {
		t.Fatalf("numbers %q %q, want the newest first, masked", newest.CardNo, older.CardNo)
	}
	for _, c := range batch.Cards {
		if strings.Contains(raw, c.Number) {
			t.Fatalf("a full card number in the answer: %s", raw)
		}
	}
	if older.ProductId != "VIP_YEAR" || older.ProductName == "" || older.Days <= 0 || older.ActivatedAt.IsZero() {
		t.Fatalf("card %+v", older)
	}
	if older.ValidUntil == nil || !sameTime(*older.ValidUntil, first.ExpireAt) || older.State != "ACTIVE" || older.StateText != "生效中" {
		t.Fatalf("first card %+v, activation said until %v", older, first.ExpireAt)
	}
	// The second card's time starts where the first one's ends.
	if newest.ValidFrom == nil || !newest.ValidFrom.Equal(*older.ValidUntil) || !sameTime(*newest.ValidUntil, second.ExpireAt) ||
		newest.State != "PENDING" || newest.StateText != "待生效" {
		t.Fatalf("second card %+v, first until %v", newest, older.ValidUntil)
	}

	// Only one's own cards: another user sees theirs alone, a third none, a visitor must log in.
	e.IP = "10.192.0.2"
	tokB, _ := e.Login(t, platformtest.Phone(1961))
	b := redeem(tokB, batch.Cards[2])
	if got, _ := list(tokB, b.Position); len(got) != 1 || got[0].CardNo != mask(batch.Cards[2].Number) || got[0].State != "ACTIVE" {
		t.Fatalf("the other user's list: %+v", got)
	}
	if got, _ := list(tokA, b.Position); len(got) != 2 {
		t.Fatalf("another user's activation changed the first list: %+v", got)
	}
	tokC, _ := e.Login(t, platformtest.Phone(1962))
	if got, _ := list(tokC, 0); len(got) != 0 {
		t.Fatalf("a user without cards: %+v", got)
	}
	if r := e.Call(t, "/api/User/GetMyCards", "", map[string]any{}); r.Code != 112 {
		t.Fatalf("a visitor: %d %s", r.Code, r.Message)
	}
}

func mask(number string) string { return number[:4] + " **** " + number[8:] }

// sameTime compares a time read back from Postgres (microseconds) with the command's answer.
func sameTime(a, b time.Time) bool { return a.Sub(b).Abs() < time.Millisecond }
