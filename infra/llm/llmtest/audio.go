package llmtest

import (
	"encoding/json"
	"io"
	"net/http"
)

// audio serves /audio/transcriptions: a multipart form with file (named),
// model and response_format json.
func (s *Server) audio(w http.ResponseWriter, r *http.Request) {
	var rec Transcription
	rec.Status = s.transcribe(w, r, &rec)
	s.mu.Lock()
	s.transcriptions = append(s.transcriptions, rec)
	s.mu.Unlock()
}

func (s *Server) transcribe(w http.ResponseWriter, r *http.Request, rec *Transcription) int {
	if status, ok := s.authorized(w, r); !ok {
		return status
	}
	if err := r.ParseMultipartForm(32 << 20); err != nil {
		writeError(w, http.StatusBadRequest, "not a multipart form: "+err.Error())
		return http.StatusBadRequest
	}
	rec.Model, rec.ResponseFormat = r.FormValue("model"), r.FormValue("response_format")
	f, hdr, err := r.FormFile("file")
	if err == nil {
		defer f.Close()
		rec.Filename = hdr.Filename
		rec.Audio, err = io.ReadAll(f)
	}
	switch {
	case err != nil || rec.Filename == "":
		writeError(w, http.StatusBadRequest, "file with a filename is required")
		return http.StatusBadRequest
	case rec.Model == "":
		writeError(w, http.StatusBadRequest, "model is required")
		return http.StatusBadRequest
	case rec.ResponseFormat != "" && rec.ResponseFormat != "json":
		writeError(w, http.StatusBadRequest, "llmtest serves response_format json only")
		return http.StatusBadRequest
	}
	s.mu.Lock()
	text := s.transcript
	s.mu.Unlock()
	if text == nil {
		writeError(w, http.StatusNotFound, "llmtest: no transcript set")
		return http.StatusNotFound
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"text": *text})
	return http.StatusOK
}
