package llmtest

import "encoding/json"

// Request is one chat-completions request the server received, as sent.
// The typed fields are zero when the body was not JSON.
type Request struct {
	Raw         []byte    `json:"-"` // the body as received
	Status      int       `json:"-"` // what the server answered
	Model       string    `json:"model"`
	Messages    []Message `json:"messages"`
	Tools       []Tool    `json:"tools"`
	Stream      bool      `json:"stream"`
	Temperature *float64  `json:"temperature"` // nil when absent
}

// Message is a message in the protocol's shape. Content is nil for JSON null
// (an assistant message that only calls tools); array content is refused.
type Message struct {
	Role       string     `json:"role"`
	Content    *string    `json:"content"`
	ToolCalls  []ToolCall `json:"tool_calls"`
	ToolCallID string     `json:"tool_call_id"`
}

// Text is the content, "" for null.
func (m Message) Text() string {
	if m.Content == nil {
		return ""
	}
	return *m.Content
}

// ToolCall is an assistant message's tool call as sent back.
type ToolCall struct {
	ID       string   `json:"id"`
	Type     string   `json:"type"`
	Function Function `json:"function"`
}

// Function is a called function; Arguments is JSON text.
type Function struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// Tool is a tool offered to the model.
type Tool struct {
	Type     string       `json:"type"`
	Function ToolFunction `json:"function"`
}

// ToolFunction describes an offered function; Parameters is a JSON Schema.
type ToolFunction struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Parameters  json.RawMessage `json:"parameters"`
}

// ToolResults returns the tool messages of the request by tool_call_id.
func (r Request) ToolResults() map[string]string {
	out := map[string]string{}
	for _, m := range r.Messages {
		if m.Role == "tool" {
			out[m.ToolCallID] = m.Text()
		}
	}
	return out
}

// Transcription is one /audio/transcriptions request the server received.
type Transcription struct {
	Status         int // what the server answered
	Filename       string
	Model          string
	ResponseFormat string
	Audio          []byte
}
