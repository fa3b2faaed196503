package membership_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/membership"
)

var meta = events.Metadata{ActorUserID: "op-1", ClientIP: "10.0.0.1", Time: time.Date(2026, 12, 7, 1, 0, 0, 0, time.UTC)}

const productRows = `SELECT code, name, description, price, days, rights, on_sale, sort, kind FROM products ORDER BY code`

var (
	year = events.ProductSaved{Code: "VIP_YEAR", Name: "志愿填报会员（年度）", Description: "一整年", Price: 9900, Days: 366,
		Rights: events.RightsCodes, OnSale: true, Sort: 2}
	filling = events.ProductSaved{Code: "VIP_FILLING_SEASON", Name: "志愿季会员（至录取结束）", Price: 9900,
		Kind: events.ProductBySeason, Rights: []string{events.RightWishTables, events.RightShare}, OnSale: true}
)

// Given the products stream, then these rows of products: the last save of a code wins.
func TestProductsRows(t *testing.T) {
	t.Parallel()
	yearRow := []string{"VIP_YEAR", "志愿填报会员（年度）", "一整年", "9900", "366",
		"{WISH_TABLES,WISH_SHARE,WISH_SIMULATE,WISH_EXPORT,COURSES}", "true", "2", ""}
	for _, c := range []struct {
		name  string
		given func(t *testing.T, e *projectortest.Env)
		want  [][]string
	}{
		{name: "a product saved is a row", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.ProductsStream, year)
		}, want: [][]string{yearRow}},
		{name: "a season product keeps its kind and no days", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.ProductsStream, filling)
		}, want: [][]string{{"VIP_FILLING_SEASON", "志愿季会员（至录取结束）", "", "9900", "0", "{WISH_TABLES,WISH_SHARE}", "true", "0", "season"}}},
		{name: "saving a code again replaces every column, off sale included", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.ProductsStream, year)
			changed := year
			changed.Name, changed.Description, changed.Price, changed.Days = "年度会员", "", 19900, 365
			changed.Rights, changed.OnSale, changed.Sort, changed.Kind = []string{events.RightExport}, false, 7, events.ProductBySeason
			e.Given(t, meta, events.ProductsStream, changed)
		}, want: [][]string{{"VIP_YEAR", "年度会员", "", "19900", "365", "{WISH_EXPORT}", "false", "7", "season"}}},
		{name: "several products in one batch", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, events.ProductsStream, year, filling)
		}, want: [][]string{
			{"VIP_FILLING_SEASON", "志愿季会员（至录取结束）", "", "9900", "0", "{WISH_TABLES,WISH_SHARE}", "true", "0", "season"}, yearRow}},
		{name: "a batch delivered again changes nothing", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, events.ProductsStream, year)
			e.Batch(t, envs)
			e.Given(t, meta, events.ProductsStream, events.ProductSaved{Code: "VIP_YEAR", Name: "改名", Price: 1, Days: 1, Rights: []string{}})
			e.Batch(t, envs)
		}, want: [][]string{{"VIP_YEAR", "改名", "", "1", "1", "{}", "false", "0", ""}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, membership.Projection{})
			c.given(t, e)
			if got := e.Rows(t, productRows); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("rows\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// The projection reads only the products stream and the users' membership streams.
func TestProductsOtherStreams(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, membership.Projection{})
	e.Given(t, meta, "siteconfig", year)
	e.Given(t, meta, events.OrderStream("ZY1"), grant("u-1", "order", "ZY1", 30, at))
	if got := e.Rows(t, productRows); got != nil {
		t.Fatalf("products from another stream: %v", got)
	}
	if got := e.Rows(t, `SELECT source, ref FROM grants`); got != nil {
		t.Fatalf("grants from another stream: %v", got)
	}
}
