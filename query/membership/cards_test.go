package membership

import (
	"context"
	"testing"
	"time"

	"zhiyuan/events"
)

// cardsRM answers the cards and grants of one user; other reads are not used here.
type cardsRM struct {
	ReadModel
	cards   []CardRow
	grants  []events.RightsGranted
	revoked map[string]bool
}

func (r cardsRM) CardsOf(context.Context, string, int) ([]CardRow, error) { return r.cards, nil }
func (r cardsRM) Grants(context.Context, string) ([]events.RightsGranted, map[string]bool, error) {
	return r.grants, r.revoked, nil
}

func TestMyCardsStates(t *testing.T) {
	t0 := time.Date(2026, 7, 1, 0, 0, 0, 0, time.UTC)
	day := 24 * time.Hour
	row := func(number string, at time.Time) CardRow {
		return CardRow{Number: number, ProductCode: "VIP", ProductName: "会员", Days: 30, RedeemedAt: &at}
	}
	grant := func(number string, at time.Time) events.RightsGranted {
		return events.RightsGranted{Source: events.GrantByCard, Ref: number, ProductCode: "VIP", ProductName: "会员",
			Rights: []string{events.RightExport}, Days: 30, At: at}
	}
	h := NewHandler(cardsRM{
		cards: []CardRow{row("400000000004", t0.Add(50*day)), row("300000000003", t0.Add(40*day)), row("200000000002", t0.Add(10*day)),
			row("100000000001", t0)},
		grants:  []events.RightsGranted{grant("100000000001", t0), grant("200000000002", t0.Add(10*day)), grant("300000000003", t0.Add(40*day))},
		revoked: map[string]bool{events.GrantKey(events.GrantByCard, "300000000003"): true},
	})
	h.now = func() time.Time { return t0.Add(45 * day) }
	got, err := h.MyCards(context.Background(), "u1")
	if err != nil || len(got) != 4 {
		t.Fatalf("%v %+v", err, got)
	}
	want := []struct{ no, state, text string }{
		{"4000 **** 0004", CardProcessing, "处理中"}, // activated, its grant not projected yet
		{"3000 **** 0003", CardRevoked, "已撤销"},
		{"2000 **** 0002", CardActive, "生效中"}, // days 30–60: stacked after the first card
		{"1000 **** 0001", CardExpired, "已到期"},
	}
	for i, w := range want {
		if got[i].CardNo != w.no || got[i].State != w.state || got[i].StateText != w.text {
			t.Errorf("card %d: %+v, want %v", i, got[i], w)
		}
	}
	if s := got[2]; s.ValidFrom == nil || !s.ValidFrom.Equal(t0.Add(30*day)) || !s.ValidUntil.Equal(t0.Add(60*day)) {
		t.Errorf("stacked card %+v", s)
	}
	if got[0].ValidUntil != nil || got[1].ValidUntil != nil {
		t.Errorf("a card without a counted grant has a validity: %+v %+v", got[0], got[1])
	}
	h.now = func() time.Time { return t0.Add(5 * day) }
	if got, _ := h.MyCards(context.Background(), "u1"); got[2].State != CardPending || got[2].StateText != "待生效" {
		t.Errorf("a card whose time starts later: %+v", got[2])
	}
}
