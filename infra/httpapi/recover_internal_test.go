package httpapi

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestPanicBecomesALoggedErrorEnvelope(t *testing.T) {
	t.Parallel()
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	h := requestID(recoverer(log, http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") })))
	srv := httptest.NewServer(h)
	defer srv.Close()
	resp, err := http.Post(srv.URL+"/api/X/Y", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatalf("connection dropped: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 500 || !strings.Contains(string(b), `"Code":500`) || !strings.Contains(string(b), "服务器内部错误") {
		t.Fatalf("panic answer: %d %s", resp.StatusCode, b)
	}
	if !strings.Contains(logs.String(), "boom") || !strings.Contains(logs.String(), "request_id") {
		t.Fatalf("panic not logged: %s", logs.String())
	}
}
