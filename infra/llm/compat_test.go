package llm_test

import (
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/infra/llm"
	"zhiyuan/query/assistant"
)

// Streams as servers other than OpenAI send them.
func TestStreamDialects(t *testing.T) {
	for _, tc := range []struct {
		name  string
		raw   string
		text  string
		calls []assistant.ToolCall
	}{
		{"crlf, comments, event fields, usage chunk, no space after data:",
			": keep-alive\r\n\r\nevent: message\r\ndata:{\"choices\":[{\"delta\":{\"content\":\"你好\"}}]}\r\n\r\n" +
				"data: {\"choices\":[],\"usage\":{\"total_tokens\":9}}\r\n\r\ndata: [DONE]\r\n\r\n",
			"你好", nil},
		{"finish_reason but no [DONE]",
			"data: {\"choices\":[{\"delta\":{\"content\":\"完\"},\"finish_reason\":\"stop\"}]}\n\n",
			"完", nil},
		{"ollama: index 0 reused for a second whole call",
			"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c1\",\"type\":\"function\",\"function\":{\"name\":\"a\",\"arguments\":\"{\\\"x\\\":1}\"}}]}}]}\n\n" +
				"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c2\",\"type\":\"function\",\"function\":{\"name\":\"b\",\"arguments\":\"{}\"}}]}}]}\n\n" +
				"data: [DONE]\n\n",
			"", []assistant.ToolCall{{ID: "c1", Name: "a", Arguments: `{"x":1}`}, {ID: "c2", Name: "b", Arguments: "{}"}}},
		{"fresh id on every fragment, arguments as an object, no id at all",
			"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"k1\",\"function\":{\"name\":\"a\",\"arguments\":\"{\\\"p\\\":\"}}]}}]}\n\n" +
				"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"k2\",\"function\":{\"arguments\":\"\\\"广东\\\"}\"}}]}}]}\n\n" +
				"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":1,\"function\":{\"name\":\"b\",\"arguments\":{\"y\":2}}}]}}]}\n\n" +
				"data: [DONE]\n\n",
			"", []assistant.ToolCall{{ID: "k1", Name: "a", Arguments: `{"p":"广东"}`}, {ID: "call_1", Name: "b", Arguments: `{"y":2}`}}},
		{"fragments without index",
			"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"c1\",\"function\":{\"name\":\"a\",\"arguments\":\"{\\\"s\\\"\"}}]}}]}\n\n" +
				"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"function\":{\"arguments\":\":600}\"}}]}}]}\n\n" +
				"data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"c2\",\"function\":{\"name\":\"b\",\"arguments\":\"\"}}]}}]}\n\n" +
				"data: [DONE]\n\n",
			"", []assistant.ToolCall{{ID: "c1", Name: "a", Arguments: `{"s":600}`}, {ID: "c2", Name: "b", Arguments: "{}"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := rawServer(t, "text/event-stream", tc.raw)
			out, err := clientFor(t, srv).Complete(ctxT(t), ask("q"), nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			if out.Content != tc.text || !reflect.DeepEqual(out.ToolCalls, tc.calls) {
				t.Errorf("got %+v, want text %q calls %+v", out, tc.text, tc.calls)
			}
		})
	}
}

func TestJSONAnswerWithWrongContentType(t *testing.T) {
	srv := rawServer(t, "text/plain; charset=utf-8",
		"\n{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"整段\"},\"finish_reason\":\"stop\"}]}")
	out, err := clientFor(t, srv).Complete(ctxT(t), ask("q"), nil, nil)
	if err != nil || out.Content != "整段" {
		t.Errorf("got %+v, %v", out, err)
	}
}

func TestOversizedAnswerIsRefused(t *testing.T) {
	big := make([]byte, 5<<20)
	for i := range big {
		big[i] = 'a'
	}
	srv := rawServer(t, "text/event-stream", "data: {\"choices\":[{\"delta\":{\"content\":\""+string(big)+"\"}}]}\n\ndata: [DONE]\n\n")
	_, err := clientFor(t, srv).Complete(ctxT(t), ask("q"), nil, nil)
	wantUnavailable(t, err)
	if !strings.Contains(err.Error(), "larger than 4 MiB") {
		t.Errorf("err = %v, want it to say the answer was too large", err)
	}
}

func rawServer(t *testing.T, contentType, body string) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return srv
}

func clientFor(t *testing.T, srv *httptest.Server) *llm.Client {
	c, err := llm.New(llm.Config{BaseURL: srv.URL, Model: "local"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
