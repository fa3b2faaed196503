package llm_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/infra/llm"
	"zhiyuan/infra/llm/llmtest"
	"zhiyuan/query/assistant"
)

func TestStreamedTextReachesOnTextPieceByPiece(t *testing.T) {
	// "data: [DONE]" inside the text must not end the stream.
	pieces := []string{"2025年广东", "物理类600分，", "", "位次\n为12345 [1]。", "data: [DONE]"}
	srv := llmtest.NewServer(t, testKey, llmtest.Text(pieces...))
	got, onText := collect()
	out, err := newClient(t, srv, testKey).Complete(ctxT(t), ask("广东物理类600分排多少名"), nil, onText)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"2025年广东", "物理类600分，", "位次\n为12345 [1]。", "data: [DONE]"}
	if !reflect.DeepEqual(*got, want) {
		t.Errorf("onText got %q, want %q", *got, want)
	}
	if out.Content != strings.Join(want, "") || len(out.ToolCalls) != 0 {
		t.Errorf("completion = %+v", out)
	}
	req := srv.Requests()[0]
	if req.Model != "deepseek-chat" || !req.Stream || req.Temperature == nil || *req.Temperature != 0 {
		t.Errorf("request model=%q stream=%v temperature=%v", req.Model, req.Stream, req.Temperature)
	}
	if bytes.Contains(req.Raw, []byte(`"tools"`)) {
		t.Errorf("no tools given, yet the request has a tools field: %s", req.Raw)
	}
	if len(req.Messages) != 2 || req.Messages[1].Role != "user" || req.Messages[1].Text() != "广东物理类600分排多少名" {
		t.Errorf("messages = %+v", req.Messages)
	}
}

var tools = []assistant.ToolSpec{
	{Name: "score_rank", Description: "查一分一段表",
		Parameters: json.RawMessage(`{"type":"object","properties":{"province":{"type":"string"},"score":{"type":"integer"}},"required":["score"]}`)},
	{Name: "help", Description: "网站使用"}, // no parameters: an empty object schema is sent
}

func TestToolCallsInFragmentsAndTheirResultsSentBack(t *testing.T) {
	args1 := `{"province":"广东","score":600}`
	args2 := `{"topic":"志愿填报"}`
	srv := llmtest.NewServer(t, testKey,
		llmtest.Tools(
			llmtest.Call{ID: "call_a", Name: "score_rank", Args: llmtest.Split(args1, 5)},
			llmtest.Call{ID: "call_b", Name: "help", Args: llmtest.Split(args2, 3)}),
		llmtest.Text("600分位次为12345 [1]。"))
	c := newClient(t, srv, testKey)

	got, onText := collect()
	msgs := ask("广东600分")
	first, err := c.Complete(ctxT(t), msgs, tools, onText)
	if err != nil {
		t.Fatal(err)
	}
	wantCalls := []assistant.ToolCall{
		{ID: "call_a", Name: "score_rank", Arguments: args1},
		{ID: "call_b", Name: "help", Arguments: args2},
	}
	if !reflect.DeepEqual(first.ToolCalls, wantCalls) || first.Content != "" || len(*got) != 0 {
		t.Fatalf("first round = %+v, text %q", first, *got)
	}

	msgs = append(msgs, assistant.Message{Role: "assistant", ToolCalls: first.ToolCalls},
		assistant.Message{Role: "tool", ToolCallID: "call_a", Content: `{"rank":12345}`},
		assistant.Message{Role: "tool", ToolCallID: "call_b", Content: "见帮助中心"})
	second, err := c.Complete(ctxT(t), msgs, tools, onText)
	if err != nil {
		t.Fatal(err)
	}
	if second.Content != "600分位次为12345 [1]。" || len(second.ToolCalls) != 0 {
		t.Errorf("second round = %+v", second)
	}

	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests", len(reqs))
	}
	sent := reqs[0].Tools
	if len(sent) != 2 || sent[0].Type != "function" || sent[0].Function.Name != "score_rank" ||
		sent[0].Function.Description != "查一分一段表" || sent[1].Function.Name != "help" {
		t.Fatalf("tools sent = %+v", sent)
	}
	assertJSONEqual(t, sent[0].Function.Parameters, tools[0].Parameters)
	assertJSONEqual(t, sent[1].Function.Parameters, json.RawMessage(`{"type":"object","properties":{}}`))

	back := reqs[1].Messages[2]
	if back.Role != "assistant" || back.Content != nil || len(back.ToolCalls) != 2 {
		t.Fatalf("assistant message sent back = %+v", back)
	}
	for i, tc := range back.ToolCalls {
		if tc.ID != wantCalls[i].ID || tc.Type != "function" || tc.Function.Name != wantCalls[i].Name ||
			tc.Function.Arguments != wantCalls[i].Arguments {
			t.Errorf("tool_calls[%d] sent back = %+v", i, tc)
		}
	}
	results := reqs[1].ToolResults()
	if results["call_a"] != `{"rank":12345}` || results["call_b"] != "见帮助中心" {
		t.Errorf("tool results sent = %v", results)
	}
}

func assertJSONEqual(t *testing.T, got, want json.RawMessage) {
	t.Helper()
	var g, w any
	if json.Unmarshal(got, &g) != nil || json.Unmarshal(want, &w) != nil || !reflect.DeepEqual(g, w) {
		t.Errorf("JSON = %s, want %s", got, want)
	}
}

func TestNonStreamingAnswer(t *testing.T) {
	srv := llmtest.NewServer(t, testKey,
		llmtest.Turn{Text: []string{"整段", "回答"}, JSON: true},
		llmtest.Turn{Calls: []llmtest.Call{{ID: "c1", Name: "score_rank", Args: []string{`{"score":`, `600}`}}}, JSON: true})
	c := newClient(t, srv, testKey)

	got, onText := collect()
	out, err := c.Complete(ctxT(t), ask("q"), tools, onText)
	if err != nil {
		t.Fatal(err)
	}
	if out.Content != "整段回答" || !reflect.DeepEqual(*got, []string{"整段回答"}) {
		t.Errorf("completion %+v, onText %q", out, *got)
	}
	out, err = c.Complete(ctxT(t), ask("q"), tools, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []assistant.ToolCall{{ID: "c1", Name: "score_rank", Arguments: `{"score":600}`}}
	if !reflect.DeepEqual(out.ToolCalls, want) {
		t.Errorf("tool calls = %+v", out.ToolCalls)
	}
}

func TestHTTPErrorsAreUnavailable(t *testing.T) {
	for _, tc := range []struct {
		name   string
		turn   llmtest.Turn
		key    string
		status int
		says   string
	}{
		{"wrong key", llmtest.Text("unused"), "sk-wrong-key-98765", 401, "Incorrect API key"},
		{"server error", llmtest.Fail(500, "<html>upstream overloaded</html>"), testKey, 500, "upstream overloaded"},
		{"rate limited", llmtest.Fail(429, ""), testKey, 429, "scripted HTTP 429"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := llmtest.NewServer(t, testKey, tc.turn)
			_, err := newClient(t, srv, tc.key).Complete(ctxT(t), ask("q"), nil, nil)
			wantUnavailable(t, err)
			var se *llm.StatusError
			if !errors.As(err, &se) || se.Status != tc.status || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("err = %v, want HTTP %d saying %q", err, tc.status, tc.says)
			}
		})
	}
}

func TestLongErrorBodyIsCut(t *testing.T) {
	srv := llmtest.NewServer(t, testKey, llmtest.Fail(502, strings.Repeat("网关错误 ", 1000)))
	_, err := newClient(t, srv, testKey).Complete(ctxT(t), ask("q"), nil, nil)
	var se *llm.StatusError
	if !errors.As(err, &se) {
		t.Fatalf("err = %v", err)
	}
	if n := len([]rune(se.Excerpt)); n > 201 || !strings.HasSuffix(se.Excerpt, "…") {
		t.Errorf("excerpt of %d runes: %q", n, se.Excerpt)
	}
}

func TestMalformedAnswersAreUnavailable(t *testing.T) {
	for _, tc := range []struct{ name, raw, says string }{
		{"bad json", "data: {\"choices\":[{\"delta\":{\"content\":\"a\"}}\n\n", "bad stream event"},
		{"cut before done", "data: {\"choices\":[{\"delta\":{\"content\":\"半句\"}}]}\n\n", "before [DONE]"},
		{"error in stream", "data: {\"error\":{\"message\":\"content filtered\",\"type\":\"policy\"}}\n\ndata: [DONE]\n\n",
			"content filtered"},
		{"empty answer", "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n",
			"empty answer"},
		{"call without name", "data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"c\",\"function\":{\"arguments\":\"{}\"}}]}}]}\n\n" +
			"data: [DONE]\n\n", "no name"},
		{"not sse at all", "<html>502 Bad Gateway</html>", "before [DONE]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := llmtest.NewServer(t, testKey, llmtest.Turn{Raw: tc.raw})
			out, err := newClient(t, srv, testKey).Complete(ctxT(t), ask("q"), nil, nil)
			wantUnavailable(t, err)
			if !strings.Contains(err.Error(), tc.says) {
				t.Errorf("err = %v, want it to say %q", err, tc.says)
			}
			if out.Content != "" || out.ToolCalls != nil {
				t.Errorf("a failed completion carries %+v", out)
			}
		})
	}
}

func TestNewValidates(t *testing.T) {
	for _, cfg := range []llm.Config{
		{BaseURL: "ftp://example.com/v1", Model: "m"},
		{BaseURL: "api.deepseek.com", Model: "m"},
		{BaseURL: "https://user:pass@example.com/v1", Model: "m"},
		{BaseURL: "https://example.com/v1", Model: ""},
		{BaseURL: "https://example.com/v1", Model: "m", APIKey: "sk-abc\r\nX-Evil: 1"},
	} {
		if _, err := llm.New(cfg); !errors.Is(err, llm.ErrConfig) {
			t.Errorf("New(%+v) err = %v, want ErrConfig", cfg, err)
		} else if cfg.APIKey != "" && strings.Contains(err.Error(), cfg.APIKey) {
			t.Errorf("config error repeats the key: %v", err)
		}
	}
	c, err := llm.New(llm.Config{BaseURL: "http://127.0.0.1:8080/v1/", Model: "qwen-plus"})
	if err != nil || c.Name() != "qwen-plus" {
		t.Errorf("New = %v, %v", c, err)
	}
}
