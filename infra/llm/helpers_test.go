package llm_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"zhiyuan/infra/llm"
	"zhiyuan/infra/llm/llmtest"
	"zhiyuan/query/assistant"
)

const testKey = "sk-test-0123456789abcdef"

func newClient(t *testing.T, srv *llmtest.Server, key string) *llm.Client {
	t.Helper()
	c, err := llm.New(llm.Config{BaseURL: srv.URL, APIKey: key, Model: "deepseek-chat"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func ask(q string) []assistant.Message {
	return []assistant.Message{{Role: "system", Content: "你是高考志愿助手。"}, {Role: "user", Content: q}}
}

// collect records the pieces passed to onText.
func collect() (*[]string, func(string)) {
	var got []string
	return &got, func(s string) { got = append(got, s) }
}

func wantUnavailable(t *testing.T, err error) {
	t.Helper()
	if !errors.Is(err, assistant.ErrModelUnavailable) {
		t.Fatalf("err = %v, want one matching ErrModelUnavailable", err)
	}
}
