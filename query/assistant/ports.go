package assistant

import (
	"context"
	"encoding/json"
	"errors"
)

// Message is one message of a chat-completions conversation.
type Message struct {
	Role       string     `json:"role"` // system, user, assistant, tool
	Content    string     `json:"content"`
	ToolCalls  []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
}

// ToolCall is the model asking to run one tool; Arguments is a JSON object.
type ToolCall struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// ToolSpec describes a tool to the model; Parameters is a JSON Schema object.
type ToolSpec struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Parameters  json.RawMessage `json:"parameters"`
}

// Completion is one answer of the model: text, or tools to run first.
type Completion struct {
	Content   string
	ToolCalls []ToolCall
}

// Model is a chat-completions model that can call tools (the OpenAI-compatible protocol:
// DeepSeek, DashScope/Qwen, vLLM, llama-server). Text arrives in pieces through onText as the
// model streams it; the engine holds it back until the whole answer passed the check.
type Model interface {
	Name() string
	Complete(ctx context.Context, msgs []Message, tools []ToolSpec, onText func(string)) (Completion, error)
}

// Speech turns recorded audio into text (the /v1/audio/transcriptions protocol).
type Speech interface {
	Transcribe(ctx context.Context, filename string, audio []byte) (string, error)
}

// ErrModelUnavailable is what a model adapter answers when the provider refused or failed;
// the engine then answers from its rules.
var ErrModelUnavailable = errors.New("assistant: model unavailable")
