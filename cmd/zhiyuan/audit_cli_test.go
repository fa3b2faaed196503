package main

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/events/apperr"
	"zhiyuan/query/wishtable"
)

// -to with a date includes that whole day (Beijing); with a time it is that moment.
func TestAuditEndDateIsInclusive(t *testing.T) {
	for _, c := range []struct {
		in   string
		end  bool
		want time.Time
	}{
		{"2026-12-07", true, time.Date(2026, 12, 8, 0, 0, 0, 0, beijing.Zone)},
		{"2026-12-07", false, time.Date(2026, 12, 7, 0, 0, 0, 0, beijing.Zone)},
		{"2026-12-07T21:00", true, time.Date(2026, 12, 7, 21, 0, 0, 0, beijing.Zone)},
	} {
		got, err := parseAuditTime(c.in, c.end)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("%s (end %v): %v %v, want %v", c.in, c.end, got, err, c.want)
		}
	}
	_, err := parseAuditTime("2026-13-40", true)
	if e, ok := apperr.As(err); !ok || e.Code != apperr.CodeInvalid || !strings.Contains(e.Message, "无效") {
		t.Errorf("a bad time: %v, want 400 with its Chinese message", err)
	}
}

// The admin listener answers an operator's bad input with its status and Chinese message, and
// the CLI prints that message, not "server answered 500".
func TestAdminAnswersInputErrorsWithTheirMessage(t *testing.T) {
	srv := httptest.NewServer(withAdmin(http.NotFoundHandler(), "tok", nil))
	defer srv.Close()
	q := url.Values{"kind": {"table"}, "id": {"x"}, "to": {"昨天"}} // refused before anything is read
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/admin/audit?"+q.Encode(), nil)
	req.Header.Set("X-Admin-Token", "tok")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("bad -to: HTTP %d %s, want 400", resp.StatusCode, body)
	}
	if err := adminError(resp.StatusCode, body); err == nil || !strings.HasPrefix(err.Error(), `时间 "昨天" 无效`) {
		t.Errorf("the CLI prints %q", err)
	}
	for _, c := range []struct {
		err    error
		status int
		prints string
	}{
		{apperr.NotFound("没有编号为 \"x\" 的志愿表"), 404, "没有编号为 \"x\" 的志愿表"},
		{apperr.Invalid("请给出用户编号"), 400, "请给出用户编号"},
		{errors.New("connection refused"), 500, "服务器出错（HTTP 500）：connection refused"},
	} {
		rec := httptest.NewRecorder()
		answer(rec, nil, c.err)
		if rec.Code != c.status {
			t.Errorf("%v: HTTP %d, want %d", c.err, rec.Code, c.status)
		}
		if got := adminError(rec.Code, rec.Body.Bytes()); got.Error() != c.prints {
			t.Errorf("%v: the CLI prints %q, want %q", c.err, got, c.prints)
		}
	}
}

// A sharing row names the actor, the change with the role and who was given access.
func TestAuditRowNamesWhoWasGivenAccess(t *testing.T) {
	a := &wishtable.Audit{Total: 1, List: []wishtable.Change{{Version: 3, Time: time.Date(2026, 12, 7, 10, 0, 0, 0, beijing.Zone),
		Summary: "按手机号共享：可编辑", Actor: wishtable.Person{UserId: "u-owner", NickName: "小明", Phone: "139****0001"},
		RoleName: "创建者", Subject: &wishtable.Person{UserId: "u-mum", NickName: "妈妈", Phone: "139****0002"},
		TerminalType: "pc", ClientIP: "10.0.0.1", TableId: "t1", TableName: "全家一起填"}}}
	out := captureStdout(t, func() {
		if err := printAudit(a, nil); err != nil {
			t.Fatal(err)
		}
	})
	for _, want := range []string{"SUBJECT", "u-owner 小明 139****0001", "按手机号共享：可编辑", "u-mum 妈妈 139****0002"} {
		if !strings.Contains(out, want) {
			t.Errorf("the audit row lacks %q:\n%s", want, out)
		}
	}
}

func captureStdout(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stdout
	os.Stdout = w
	done := make(chan string)
	go func() { b, _ := io.ReadAll(r); done <- string(b) }()
	f()
	os.Stdout = old
	w.Close()
	return <-done
}
