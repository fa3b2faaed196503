package llmtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// stream writes the turn the way OpenAI does: a role chunk, one chunk per
// text piece, each tool call's id and name first and then its argument
// fragments, a finish chunk, and "data: [DONE]".
func (s *Server) stream(w http.ResponseWriter, r *http.Request, model string, turn Turn) {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	flusher, _ := w.(http.Flusher)
	send := func(delta map[string]any, finish any) {
		chunk := map[string]any{"id": "chatcmpl-llmtest", "object": "chat.completion.chunk", "model": model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}}
		b, _ := json.Marshal(chunk)
		fmt.Fprintf(w, "data: %s\n\n", b)
		if flusher != nil {
			flusher.Flush()
		}
	}
	send(map[string]any{"role": "assistant", "content": ""}, nil)
	for _, p := range turn.Text {
		send(map[string]any{"content": p}, nil)
	}
	for i, c := range turn.Calls {
		send(map[string]any{"tool_calls": []any{map[string]any{"index": i, "id": c.ID, "type": "function",
			"function": map[string]any{"name": c.Name, "arguments": ""}}}}, nil)
		for _, a := range c.Args {
			send(map[string]any{"tool_calls": []any{map[string]any{"index": i,
				"function": map[string]any{"arguments": a}}}}, nil)
		}
	}
	if turn.Stall {
		select {
		case <-r.Context().Done():
		case <-s.closing:
		}
		return
	}
	finish := "stop"
	if len(turn.Calls) > 0 {
		finish = "tool_calls"
	}
	send(map[string]any{}, finish)
	fmt.Fprint(w, "data: [DONE]\n\n")
}

// writeWhole answers one chat.completion object.
func writeWhole(w http.ResponseWriter, model string, turn Turn) {
	msg := map[string]any{"role": "assistant", "content": strings.Join(turn.Text, "")}
	finish := "stop"
	if len(turn.Calls) > 0 {
		finish = "tool_calls"
		if len(turn.Text) == 0 {
			msg["content"] = nil
		}
		var calls []any
		for _, c := range turn.Calls {
			calls = append(calls, map[string]any{"id": c.ID, "type": "function",
				"function": map[string]any{"name": c.Name, "arguments": c.Arguments()}})
		}
		msg["tool_calls"] = calls
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"id": "chatcmpl-llmtest", "object": "chat.completion", "model": model,
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}}})
}
