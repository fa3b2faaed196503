package llm_test

import (
	"context"
	"strings"
	"testing"

	"zhiyuan/infra/llm"
	"zhiyuan/infra/llm/llmtest"
)

// Providers echo keys in their error texts; ours must never repeat them.
func TestAPIKeyNeverInErrors(t *testing.T) {
	const wrong = "sk-wrong-SECRET-42424242"
	echo := `{"error":{"message":"key ` + testKey + ` is suspended"}}`
	cases := []struct {
		name string
		key  string
		turn llmtest.Turn
	}{
		{"401 echoing the key", wrong, llmtest.Text("unused")},
		{"500 echoing the key", testKey, llmtest.Fail(500, echo)},
		{"key straddling the excerpt cut", testKey, llmtest.Fail(500, strings.Repeat("x", 190)+testKey)},
		{"error event in stream", testKey, llmtest.Turn{Raw: "data: " + echo + "\n\n"}},
		{"bad JSON answer echoing the key", testKey, llmtest.Turn{Raw: "data: {" + testKey + "\n\n"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := llmtest.NewServer(t, testKey, tc.turn)
			_, err := newClient(t, srv, tc.key).Complete(ctxT(t), ask("q"), nil, nil)
			wantUnavailable(t, err)
			assertNoKey(t, err, tc.key)
		})
	}
	t.Run("JSON error answer", func(t *testing.T) {
		srv := rawServer(t, "application/json", echo)
		c, _ := llm.New(llm.Config{BaseURL: srv.URL, APIKey: testKey, Model: "m"})
		_, err := c.Complete(ctxT(t), ask("q"), nil, nil)
		wantUnavailable(t, err)
		assertNoKey(t, err, testKey)
	})
	t.Run("transcription 401", func(t *testing.T) {
		srv := llmtest.NewServer(t, testKey)
		srv.SetTranscript("unused")
		tr, _ := llm.NewTranscriber(llm.Config{BaseURL: srv.URL, APIKey: wrong, Model: "whisper-1"})
		_, err := tr.Transcribe(context.Background(), "a.webm", []byte("x"))
		wantUnavailable(t, err)
		assertNoKey(t, err, wrong)
	})
}

func assertNoKey(t *testing.T, err error, key string) {
	t.Helper()
	// Any 8-character run of the key's secret part counts as a leak.
	for i := 3; i+8 <= len(key); i++ {
		if strings.Contains(err.Error(), key[i:i+8]) {
			t.Fatalf("error repeats part of the key %q: %v", key[i:i+8], err)
		}
	}
}
