// Package llmtest is a scripted OpenAI-compatible server for tests of the
// llm adapters and of anything built on them.
//
// A script is a list of turns; each chat request gets the next one:
//
//	srv := llmtest.NewServer(t, "test-key",
//		llmtest.Tools(llmtest.Call{ID: "call_1", Name: "score_rank", Args: llmtest.Split(`{"score":600}`, 4)}),
//		llmtest.Text("600分", "位次为12345"))
//	client, _ := llm.New(llm.Config{BaseURL: srv.URL, APIKey: "test-key", Model: "m"})
//	... srv.Requests()[1].ToolResults()["call_1"] ...
//
// The server checks the bearer key (a wrong one gets 401 with a body that
// echoes it, as some providers do) and refuses malformed requests with 400
// the way a strict provider would. It records every request.
package llmtest

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// Server is the fake provider. Configure clients with URL and Key.
type Server struct {
	URL string // base URL, ending in /v1 like real providers'
	Key string

	t       testing.TB
	srv     *httptest.Server
	closing chan struct{}
	once    sync.Once

	mu             sync.Mutex
	turns          []Turn
	requests       []Request
	transcript     *string
	transcriptions []Transcription
}

// NewServer starts a server answering the turns in order; it is closed when
// the test ends. A request beyond the script fails the test.
func NewServer(t testing.TB, key string, turns ...Turn) *Server {
	s := &Server{Key: key, t: t, closing: make(chan struct{}), turns: turns}
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL + "/v1"
	t.Cleanup(s.Close)
	return s
}

// Add appends turns to the script.
func (s *Server) Add(turns ...Turn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.turns = append(s.turns, turns...)
}

// Remaining is the number of turns not yet answered.
func (s *Server) Remaining() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.turns)
}

// Requests returns the chat requests received so far, refused ones included.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// SetTranscript makes /audio/transcriptions answer text (until then it answers 404).
func (s *Server) SetTranscript(text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.transcript = &text
}

// Transcriptions returns the transcription requests received so far.
func (s *Server) Transcriptions() []Transcription {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Transcription(nil), s.transcriptions...)
}

// Close ends stalled streams and stops the server.
func (s *Server) Close() {
	s.once.Do(func() {
		close(s.closing)
		s.srv.Close()
	})
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/v1/chat/completions":
		s.chat(w, r)
	case r.URL.Path == "/v1/audio/transcriptions":
		s.audio(w, r)
	default:
		writeError(w, http.StatusNotFound, "unknown path "+r.URL.Path)
	}
}

// authorized answers 405 or 401 itself; the 401 body echoes the key received.
func (s *Server) authorized(w http.ResponseWriter, r *http.Request) (int, bool) {
	if r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed, "use POST")
		return http.StatusMethodNotAllowed, false
	}
	got := r.Header.Get("Authorization")
	if got != "Bearer "+s.Key {
		writeError(w, http.StatusUnauthorized, "Incorrect API key provided: "+strings.TrimPrefix(got, "Bearer "))
		return http.StatusUnauthorized, false
	}
	return 0, true
}
