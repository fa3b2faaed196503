package llmtest

import (
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
)

func (s *Server) chat(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	req := Request{Raw: raw}
	jsonErr := json.Unmarshal(raw, &req)

	status, turn, ok := s.pick(w, r, &req, jsonErr)
	s.mu.Lock()
	req.Status = status
	s.requests = append(s.requests, req)
	s.mu.Unlock()
	if ok {
		s.answer(w, r, req, turn)
	}
}

// pick checks the request and takes the next turn; when it cannot, it has
// already answered and returns ok false.
func (s *Server) pick(w http.ResponseWriter, r *http.Request, req *Request, jsonErr error) (int, Turn, bool) {
	if status, ok := s.authorized(w, r); !ok {
		return status, Turn{}, false
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		writeError(w, http.StatusBadRequest, "Content-Type must be application/json")
		return http.StatusBadRequest, Turn{}, false
	}
	if jsonErr != nil {
		writeError(w, http.StatusBadRequest, "body is not a chat request: "+jsonErr.Error())
		return http.StatusBadRequest, Turn{}, false
	}
	if err := req.validate(); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return http.StatusBadRequest, Turn{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.turns) == 0 {
		s.t.Errorf("llmtest: chat request %d has no turn left in the script", len(s.requests)+1)
		writeError(w, http.StatusInternalServerError, "llmtest: script exhausted")
		return http.StatusInternalServerError, Turn{}, false
	}
	turn := s.turns[0]
	s.turns = s.turns[1:]
	status := http.StatusOK
	if turn.Status != 0 {
		status = turn.Status
	}
	return status, turn, true
}

func (s *Server) answer(w http.ResponseWriter, r *http.Request, req Request, turn Turn) {
	switch {
	case turn.Status != 0:
		if turn.Body == "" {
			writeError(w, turn.Status, fmt.Sprintf("scripted HTTP %d", turn.Status))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(turn.Status)
		io.WriteString(w, turn.Body)
	case turn.Raw != "":
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, turn.Raw)
	case turn.JSON || !req.Stream:
		writeWhole(w, req.Model, turn)
	default:
		s.stream(w, r, req.Model, turn)
	}
}

// writeError answers the OpenAI error shape.
func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
		"message": msg, "type": "invalid_request_error", "code": status}})
}
