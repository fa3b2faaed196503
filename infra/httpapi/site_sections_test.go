package httpapi_test

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/platform"
	"zhiyuan/infra/platform/platformtest"
)

// Two admins editing one site section from the same reading: exactly one save lands, the other
// is told the section changed and nothing of theirs is written; a save from a stale reading is
// refused likewise; the command line (no Base) still replaces the section.
func TestSiteSectionSavesNeverOverwriteEachOther(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	var admins []string
	for i := range 6 {
		e.IP = "10.171.0." + string(rune('1'+i)) // one address per person, as families sign in
		tok, id := e.Login(t, platformtest.Phone(2101+i))
		res, err := e.P.Operators.Grant(t.Context(), platform.SystemMeta("test"), id, events.RoleAdmin)
		if err != nil {
			t.Fatal(err)
		}
		e.WaitProjections(t, res.Position, "content")
		admins = append(admins, tok)
	}
	var base json.RawMessage
	e.OK(t, "/api/Admin/SiteSection", admins[0], map[string]string{"Name": "FriendLinkList"}, &base)

	codes := make([]int, len(admins))
	var wg sync.WaitGroup
	for i, tok := range admins {
		wg.Add(1)
		go func() {
			defer wg.Done()
			value := []map[string]string{{"Name": "链接" + string(rune('A'+i)), "Url": "https://example.org/"}}
			codes[i] = e.Call(t, "/api/Admin/SaveSiteSection", tok, map[string]any{"Name": "FriendLinkList", "Value": value, "Base": base}).Code
		}()
	}
	wg.Wait()
	won, lost := 0, 0
	for _, c := range codes {
		switch c {
		case 0:
			won++
		case 409:
			lost++
		}
	}
	if won != 1 || lost != len(admins)-1 {
		t.Fatalf("parallel saves from one reading: %v (want one 0, the rest 409)", codes)
	}

	// The stale reading again: refused, and the section is still the winner's.
	r := e.Call(t, "/api/Admin/SaveSiteSection", admins[0], map[string]any{"Name": "FriendLinkList", "Value": []any{}, "Base": base})
	if r.Code != 409 || !strings.Contains(r.Message, "已被其他管理员修改") {
		t.Fatalf("stale base: %d %s", r.Code, r.Message)
	}
	res, err := e.P.Site.ReplaceSection(t.Context(), platform.SystemMeta("cli"), "FriendLinkList", json.RawMessage(`[]`))
	if err != nil {
		t.Fatalf("the command line without a base: %v", err)
	}
	e.WaitProjections(t, res.Position, "siteconfig")
	var now json.RawMessage
	e.OK(t, "/api/Admin/SiteSection", admins[0], map[string]string{"Name": "FriendLinkList"}, &now)
	if strings.TrimSpace(string(now)) != "[]" {
		t.Fatalf("after the command line: %s", now)
	}
}
