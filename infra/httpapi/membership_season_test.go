package httpapi_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/data"
	"zhiyuan/infra/platform/platformtest"
)

type quotedProduct struct {
	ProductId, Kind, EndsOn, EndsBasis, EndsOnText, CurrentEndsOn, Warning string
	Days, SeasonYear                                                       int
}

// quoted reads the product list after the write at a position (the page sends waitPosition).
func quoted(t *testing.T, e *platformtest.Env, tok string, after int64) map[string]quotedProduct {
	t.Helper()
	var list []quotedProduct
	r := e.Call(t, "/api/Web/GetProductList", tok, map[string]any{}, "waitPosition", strconv.FormatInt(after, 10))
	if r.Code != 0 {
		t.Fatalf("product list: Code %d %s", r.Code, r.Message)
	}
	_ = json.Unmarshal(r.Data, &list)
	out := map[string]quotedProduct{}
	for _, p := range list {
		out[p.ProductId] = p
	}
	return out
}

// TestMembershipSeasonProduct quotes each product's end for a Shanxi 2027 student (Shanxi's
// admission end is carried from 2026's published date) and buys the season product through
// the local WeChat Pay simulator: the membership ends at the season's admission end.
func TestMembershipSeasonProduct(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	sim := e.P.PaymentSimulator()
	e.IP = "10.191.0.1"
	tok, _ := e.Login(t, platformtest.Phone(1911))
	var w struct{ Position int64 }
	e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": 14, "ExamYear": 2027,
		"SelectSubjects": []string{"物理", "化学", "生物"}}, &w)
	end := data.SeasonOf(14, 2027).AdmissionEnd()
	endsOn := end.End.Format(time.DateOnly)

	now := time.Now()
	list := quoted(t, e, tok, w.Position)
	s := list["VIP_FILLING_SEASON"]
	if s.Kind != "SEASON" || s.Days != 0 || s.SeasonYear != 2027 || s.EndsOn != endsOn || s.EndsBasis != end.Basis(2027) ||
		!strings.HasPrefix(s.EndsOnText, endsOn+"（") || s.Warning != "" || s.CurrentEndsOn != "" {
		t.Fatalf("the season product for a Shanxi 2027 student: %+v (calendar %s %q)", s, endsOn, end.Basis(2027))
	}
	q := list["VIP_SEASON"]
	quarterEnd := now.Add(92 * 24 * time.Hour).In(beijing.Zone).Format(time.DateOnly)
	if q.Kind != "DAYS" || q.EndsOn != quarterEnd || q.EndsOnText != quarterEnd {
		t.Fatalf("the quarter: %+v, want it to end %s", q, quarterEnd)
	}
	if filling, ok := data.SeasonOf(14, 2027).First(data.MomentFilling); ok && now.Add(92*24*time.Hour).Before(filling.Start) &&
		!strings.Contains(q.Warning, "早于2027年") {
		t.Fatalf("a quarter ending before the filling window has no warning: %+v", q)
	}
	// A visitor gets the calendar's coming season, nationally.
	if v := quoted(t, e, "", 0)["VIP_FILLING_SEASON"]; v.EndsOn == "" || v.SeasonYear != data.SeasonYear(now, 0) {
		t.Fatalf("a visitor's quote: %+v", v)
	}

	st := buy(t, e, tok, "VIP_FILLING_SEASON")
	if st.Amount != 9900 {
		t.Fatalf("started %+v", st)
	}
	if err := sim.Pay(st.OrderNo); err != nil {
		t.Fatal(err)
	}
	awaitState(t, e, tok, st.OrderNo, "PAID")
	held := products(t, e, tok)
	if want := end.End.AddDate(0, 0, 1); len(held) != 1 || !held[0].ExpireAt.Equal(want) {
		t.Fatalf("the membership after paying: %+v, want it to end at %v (the season's admission end)", held, want)
	}
	// Buying again adds on: the quote shows the current end and the next season's.
	again := quoted(t, e, tok, 0)["VIP_FILLING_SEASON"]
	if again.CurrentEndsOn != endsOn || again.SeasonYear != 2028 || again.EndsOn != data.SeasonOf(14, 2028).AdmissionEnd().End.Format(time.DateOnly) {
		t.Fatalf("buying the season again: %+v", again)
	}
}
