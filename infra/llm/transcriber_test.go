package llm_test

import (
	"errors"
	"testing"

	"zhiyuan/infra/llm"
	"zhiyuan/infra/llm/llmtest"
	"zhiyuan/query/assistant"
)

func newTranscriber(t *testing.T, srv *llmtest.Server) *llm.Transcriber {
	t.Helper()
	tr, err := llm.NewTranscriber(llm.Config{BaseURL: srv.URL, APIKey: testKey, Model: "paraformer-v2"})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestTranscribe(t *testing.T) {
	srv := llmtest.NewServer(t, testKey)
	srv.SetTranscript(" 广东物理类600分排多少名\n")
	audio := []byte("\x1aE\xdf\xa3 fake webm bytes \x00\xff")
	text, err := newTranscriber(t, srv).Transcribe(ctxT(t), `C:\tmp\voice "1".webm`, audio)
	if err != nil {
		t.Fatal(err)
	}
	if text != "广东物理类600分排多少名" {
		t.Errorf("text = %q", text)
	}
	got := srv.Transcriptions()
	if len(got) != 1 {
		t.Fatalf("%d transcription requests", len(got))
	}
	r := got[0]
	if r.Filename != `voice "1".webm` || r.Model != "paraformer-v2" || r.ResponseFormat != "json" || string(r.Audio) != string(audio) {
		t.Errorf("request = %+v", r)
	}
}

func TestTranscribeFailuresAreUnavailable(t *testing.T) {
	srv := llmtest.NewServer(t, testKey) // no transcript set: 404
	_, err := newTranscriber(t, srv).Transcribe(ctxT(t), "a.wav", []byte("x"))
	var se *llm.StatusError
	if !errors.Is(err, assistant.ErrModelUnavailable) || !errors.As(err, &se) || se.Status != 404 {
		t.Errorf("err = %v", err)
	}

	bad := rawServer(t, "application/json", `{"words":"no text field"}`)
	tr, _ := llm.NewTranscriber(llm.Config{BaseURL: bad.URL, Model: "m"})
	if _, err := tr.Transcribe(ctxT(t), "a.wav", []byte("x")); !errors.Is(err, assistant.ErrModelUnavailable) {
		t.Errorf("answer without text: err = %v", err)
	}
}
