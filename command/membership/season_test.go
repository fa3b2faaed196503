package membership_test

import (
	"context"
	"os"
	"testing"
	"time"

	"zhiyuan/command/membership"
	"zhiyuan/command/profile"
	"zhiyuan/events"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/eventlog/eventlogtest"
	"zhiyuan/infra/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

var meta = events.Metadata{ActorUserID: "system:cli", TerminalType: "cli", ClientIP: "local"}

var cst = time.FixedZone("CST", 8*3600)

// handMade is a calendar of hand-made season ends: Guangdong (44) 2027 ends on 20 August,
// 2028 on 25 August; elsewhere 31 August.
func handMade(provinceID, year int) time.Time {
	if provinceID == 44 && year == 2027 {
		return time.Date(2027, 8, 21, 0, 0, 0, 0, cst)
	}
	if provinceID == 44 && year == 2028 {
		return time.Date(2028, 8, 26, 0, 0, 0, 0, cst)
	}
	return time.Date(year, 9, 1, 0, 0, 0, 0, cst)
}

// newServices opens a migrated, empty database with the real event log, the membership and
// profile services on it, the membership on a hand-made calendar in December 2026.
func newServices(t *testing.T) (*membership.Service, *profile.Service, *eventlog.Store) {
	t.Helper()
	store, reg := eventlogtest.NewStore(t)
	m, p := membership.NewService(store, reg), profile.NewService(store, reg)
	m.UseExams(p)
	m.SetClock(func() time.Time { return time.Date(2026, 12, 7, 10, 0, 0, 0, cst) })
	m.SetCalendar(handMade)
	return m, p, store
}

func TestSeasonProductEndsAtTheBuyersSeason(t *testing.T) {
	ctx := context.Background()
	m, p, store := newServices(t)
	if err := m.SeedDefaults(ctx, meta); err != nil {
		t.Fatal(err)
	}
	season, err := m.Product(ctx, "VIP_FILLING_SEASON")
	if err != nil || season.Kind != events.ProductBySeason || season.Days != 0 || !season.OnSale {
		t.Fatalf("the shipped season product: %+v %v", season, err)
	}
	exam := func(user string, province, year int) {
		if _, err := p.UpdateExam(ctx, meta, user, profile.UpdateExam{ExamProvinceID: province, ExamYear: year,
			SelectSubjects: []string{"物理", "化学", "生物"}}); err != nil {
			t.Fatal(err)
		}
	}
	exam("s2027", 44, 2027)
	exam("s2028", 44, 2028)
	for _, c := range []struct {
		name, user, product string
		want                time.Time
	}{
		{"a 2027 student: the 2027 season's end", "s2027", "VIP_FILLING_SEASON", handMade(44, 2027)},
		{"buying again: the next season's end", "s2027", "VIP_FILLING_SEASON", handMade(44, 2028)},
		{"a 2028 student: the 2028 season's end", "s2028", "VIP_FILLING_SEASON", handMade(44, 2028)},
		{"no profile: the calendar's coming season, nationally", "visitor", "VIP_FILLING_SEASON", handMade(0, 2027)},
		{"a quarter: 92 days", "s2027", "VIP_SEASON", time.Date(2027, 3, 9, 10, 0, 0, 0, cst)},
	} {
		got, err := m.Give(ctx, meta, c.user, c.product, "测试")
		if err != nil || !got.ExpireAt.Equal(c.want) {
			t.Errorf("%s: %v %v, want %v", c.name, got.ExpireAt, err, c.want)
		}
	}
	// The grant in the log carries its end, season and province; the fold reads it back.
	envs, err := store.Load(ctx, events.MembershipStream("s2028"))
	if err != nil || len(envs) != 1 {
		t.Fatalf("%d events %v", len(envs), err)
	}
	h, _, err := m.Holding(ctx, "s2028")
	if err != nil || !h.HeldUntil("VIP_FILLING_SEASON").Equal(handMade(44, 2028)) || !h.Has(events.RightExport, handMade(44, 2028).Add(-time.Second)) ||
		h.Has(events.RightExport, handMade(44, 2028)) {
		t.Fatalf("holding %+v %v", h, err)
	}
	reg := events.NewRegistry()
	ev, err := reg.Decode(envs[0])
	g, ok := ev.(events.RightsGranted)
	if err != nil || !ok || g.Kind != events.ProductBySeason || g.SeasonYear != 2028 || g.ProvinceID != 44 || g.Days != 0 ||
		!g.Until.Equal(handMade(44, 2028)) {
		t.Fatalf("the grant event %+v %v", ev, err)
	}
}

func TestSeasonProductIsSavedAndSeededBesideAnOperatorsProducts(t *testing.T) {
	ctx := context.Background()
	m, _, _ := newServices(t)
	// An older installation: the two products an operator changed, no season product yet.
	if _, err := m.SaveProduct(ctx, meta, events.ProductSaved{Code: "VIP_YEAR", Name: "年度", Price: 12800, Days: 366,
		Rights: events.RightsCodes, OnSale: true}); err != nil {
		t.Fatal(err)
	}
	if err := m.SeedDefaults(ctx, meta); err != nil {
		t.Fatal(err)
	}
	list, err := m.Products(ctx)
	if err != nil || len(list) != 3 || list[0].Code != "VIP_FILLING_SEASON" || list[0].Price != 9900 {
		t.Fatalf("products after seeding %+v %v", list, err)
	}
	if y, _ := m.Product(ctx, "VIP_YEAR"); y.Price != 12800 {
		t.Fatalf("seeding changed an operator's product: %+v", y)
	}
	// An operator's season product: days are not asked; an unknown kind is refused.
	if _, err := m.SaveProduct(ctx, meta, events.ProductSaved{Code: "GAOKAO_2028", Name: "2028志愿季", Price: 12900, Days: 30,
		Kind: events.ProductBySeason, Rights: events.RightsCodes, OnSale: true}); err != nil {
		t.Fatal(err)
	}
	if p, _ := m.Product(ctx, "GAOKAO_2028"); p.Days != 0 || p.Kind != events.ProductBySeason {
		t.Fatalf("saved %+v", p)
	}
	if _, err := m.SaveProduct(ctx, meta, events.ProductSaved{Code: "ODD", Name: "奇怪", Price: 100, Days: 30, Kind: "month",
		Rights: events.RightsCodes}); err == nil {
		t.Fatal("an unknown kind was saved")
	}
}
