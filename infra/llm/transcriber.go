package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"path"
	"strings"

	"zhiyuan/query/assistant"
)

// Transcriber is an assistant.Speech over {BaseURL}/audio/transcriptions.
type Transcriber struct {
	ep    endpoint
	model string
}

var _ assistant.Speech = (*Transcriber)(nil)

// NewTranscriber checks cfg and returns a transcriber for {BaseURL}/audio/transcriptions.
func NewTranscriber(cfg Config) (*Transcriber, error) {
	base, err := cfg.endpoint()
	if err != nil {
		return nil, err
	}
	return &Transcriber{ep: endpoint{url: base + "/audio/transcriptions", key: cfg.APIKey, http: cfg.httpClient()},
		model: cfg.Model}, nil
}

// Transcribe sends the recording; filename's extension tells the provider the
// format (e.g. "voice.webm"). Failures match assistant.ErrModelUnavailable.
func (t *Transcriber) Transcribe(ctx context.Context, filename string, audio []byte) (string, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile("file", cleanFilename(filename))
	if err == nil {
		_, err = fw.Write(audio)
	}
	for _, f := range [][2]string{{"model", t.model}, {"response_format", "json"}} {
		if err == nil {
			err = mw.WriteField(f[0], f[1])
		}
	}
	if err == nil {
		err = mw.Close()
	}
	if err != nil {
		return "", unavailable(ctx, "encode audio", err)
	}
	resp, err := t.ep.post(ctx, mw.FormDataContentType(), "application/json", &body)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", unavailable(ctx, "read transcription", err)
	}
	var ans struct {
		Text *string `json:"text"`
	}
	if err := json.Unmarshal(raw, &ans); err != nil || ans.Text == nil {
		return "", unavailable(ctx, "read transcription",
			errors.New("not a {\"text\"} answer: "+excerpt(string(raw), t.ep.key)))
	}
	return strings.TrimSpace(*ans.Text), nil
}

// cleanFilename keeps the base name only; providers need a name with an extension.
func cleanFilename(name string) string {
	name = path.Base(strings.ReplaceAll(name, "\\", "/"))
	if name == "." || name == "/" || name == "" {
		return "audio"
	}
	return name
}
