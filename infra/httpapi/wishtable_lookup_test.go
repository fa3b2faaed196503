package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"zhiyuan/command/wishtable"
	"zhiyuan/events"
	"zhiyuan/infra/platform/platformtest"
)

// testWishPhoneLookups: sharing by phone says whether a number is registered, so one user may
// look up only PhoneLookupsPerDay numbers a day. Parallel calls are counted one by one: exactly
// that many are looked up, every other one is refused with 429 and changes nothing.
func testWishPhoneLookups(t *testing.T, e *platformtest.Env) {
	owner, ownerID := newWishUser(t, e, 12)
	tb := gdTable(t, owner, "按手机号共享")
	extra := 7
	n := wishtable.PhoneLookupsPerDay + extra
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			phone := fmt.Sprintf("1391%07d", 7700000+i) // none of them registered
			codes[i] = owner.call(t, "/api/WishTable/ShareByPhone", map[string]any{"TableId": tb.TableId, "Phone": phone,
				"Role": "viewer"}).Code
		}()
	}
	wg.Wait()
	looked, refused := 0, 0
	for _, c := range codes {
		switch c {
		case 404:
			looked++
		case 429:
			refused++
		default:
			t.Fatalf("a lookup answered %d (all answers %v)", c, codes)
		}
	}
	if looked != wishtable.PhoneLookupsPerDay || refused != extra {
		t.Fatalf("%d looked up and %d refused, want %d and %d", looked, refused, wishtable.PhoneLookupsPerDay, extra)
	}
	var counted int
	if err := e.P.DB.Pool.QueryRow(context.Background(), `SELECT count(*) FROM events WHERE stream_id LIKE $1`,
		events.WishPhoneLookupStream(ownerID, "")+"%").Scan(&counted); err != nil {
		t.Fatal(err)
	}
	if counted != wishtable.PhoneLookupsPerDay {
		t.Fatalf("%d lookups counted, want %d", counted, wishtable.PhoneLookupsPerDay)
	}
	// The day's limit holds for a registered number too, and the table is unchanged.
	_, _ = newWishUser(t, e, 13)
	r := owner.call(t, "/api/WishTable/ShareByPhone", map[string]any{"TableId": tb.TableId, "Phone": platformtest.Phone(1713),
		"Role": "viewer"})
	if r.Code != 429 || !strings.Contains(r.Message, "邀请链接") {
		t.Fatalf("the 21st lookup: %d %s", r.Code, r.Message)
	}
	if d := owner.detail(t, tb.TableId, tb.Position); len(d.Members) != 0 || d.Table.Version != tb.Version {
		t.Fatalf("refused lookups changed the table: %d members, version %d (was %d)", len(d.Members), d.Table.Version, tb.Version)
	}
}
