// Package llm is the production adapter for the assistant's model and speech
// ports: an OpenAI-compatible chat-completions client (DeepSeek, DashScope/Qwen,
// vLLM, llama-server) with streamed text and tool calls, and an
// /audio/transcriptions client. Standard library only.
//
// Every provider failure (non-2xx, malformed answer, transport error,
// cancellation) matches assistant.ErrModelUnavailable, so the engine falls
// back to its rules. Error texts never contain the API key.
package llm
