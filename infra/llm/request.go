package llm

import (
	"encoding/json"

	"zhiyuan/query/assistant"
)

// emptySchema stands in for a tool without parameters; "null" is refused by providers.
var emptySchema = json.RawMessage(`{"type":"object","properties":{}}`)

// chatRequest is the body of POST /chat/completions.
type chatRequest struct {
	Model       string        `json:"model"`
	Messages    []wireMessage `json:"messages"`
	Tools       []wireTool    `json:"tools,omitempty"` // some servers refuse an empty list
	Stream      bool          `json:"stream"`
	Temperature float64       `json:"temperature"` // always sent: 0 is wanted, not the default
}

type wireMessage struct {
	Role       string         `json:"role"`
	Content    *string        `json:"content"` // null only for an assistant message that only calls tools
	ToolCalls  []wireToolCall `json:"tool_calls,omitempty"`
	ToolCallID string         `json:"tool_call_id,omitempty"`
}

type wireToolCall struct {
	ID       string       `json:"id"`
	Type     string       `json:"type"`
	Function wireFunction `json:"function"`
}

type wireFunction struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"` // a JSON object encoded as a string
}

type wireTool struct {
	Type     string   `json:"type"`
	Function wireSpec `json:"function"`
}

type wireSpec struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Parameters  json.RawMessage `json:"parameters"`
}

func newChatRequest(model string, msgs []assistant.Message, tools []assistant.ToolSpec) chatRequest {
	req := chatRequest{Model: model, Messages: make([]wireMessage, 0, len(msgs)), Stream: true}
	for _, m := range msgs {
		req.Messages = append(req.Messages, toWireMessage(m))
	}
	for _, t := range tools {
		params := t.Parameters
		if len(params) == 0 || string(params) == "null" {
			params = emptySchema
		}
		req.Tools = append(req.Tools, wireTool{Type: "function",
			Function: wireSpec{Name: t.Name, Description: t.Description, Parameters: params}})
	}
	return req
}

func toWireMessage(m assistant.Message) wireMessage {
	w := wireMessage{Role: m.Role, ToolCallID: m.ToolCallID}
	if m.Content != "" || len(m.ToolCalls) == 0 {
		content := m.Content
		w.Content = &content
	}
	for _, c := range m.ToolCalls {
		args := c.Arguments
		if args == "" {
			args = "{}"
		}
		w.ToolCalls = append(w.ToolCalls, wireToolCall{ID: c.ID, Type: "function",
			Function: wireFunction{Name: c.Name, Arguments: args}})
	}
	return w
}
