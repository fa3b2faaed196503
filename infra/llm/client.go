package llm

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"mime"

	"zhiyuan/query/assistant"
)

// Client is an assistant.Model over an OpenAI-compatible chat-completions endpoint.
type Client struct {
	ep    endpoint
	model string
}

var _ assistant.Model = (*Client)(nil)

// New checks cfg and returns a client for {BaseURL}/chat/completions.
func New(cfg Config) (*Client, error) {
	base, err := cfg.endpoint()
	if err != nil {
		return nil, err
	}
	return &Client{ep: endpoint{url: base + "/chat/completions", key: cfg.APIKey, http: cfg.httpClient()},
		model: cfg.Model}, nil
}

// Name is the provider's model name.
func (c *Client) Name() string { return c.model }

// Complete sends the conversation with the tools, streaming, at temperature 0.
// onText (may be nil) receives each text piece as it arrives; the returned
// Completion holds the whole text and the tool calls. Any failure matches
// assistant.ErrModelUnavailable.
func (c *Client) Complete(ctx context.Context, msgs []assistant.Message, tools []assistant.ToolSpec, onText func(string)) (assistant.Completion, error) {
	body, err := json.Marshal(newChatRequest(c.model, msgs, tools))
	if err != nil {
		return assistant.Completion{}, unavailable(ctx, "encode request", err)
	}
	resp, err := c.ep.post(ctx, "application/json", "text/event-stream, application/json", bytes.NewReader(body))
	if err != nil {
		return assistant.Completion{}, err
	}
	defer resp.Body.Close()

	br := bufio.NewReader(resp.Body)
	read := readStream
	mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	switch mt {
	case "application/json": // the server ignored stream:true
		read = readWhole
	case "text/event-stream":
	default:
		if b, err := firstByte(br); err == nil && b == '{' {
			read = readWhole
		}
	}
	out, err := read(br, c.ep.key, onText)
	if err != nil {
		return assistant.Completion{}, unavailable(ctx, "read answer", err)
	}
	if ctx.Err() != nil { // cancelled while the last bytes arrived: the caller has moved on
		return assistant.Completion{}, unavailable(ctx, "read answer", nil)
	}
	return out, nil
}
