package httpapi

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// staticHandler serves the built web app. Hashed assets are cached for a year;
// index.html never, so a deploy is picked up at once. The app routes by hash,
// so any unknown path gets index.html.
func staticHandler(dir string) http.Handler {
	fs := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		clean := filepath.Clean("/" + r.URL.Path)
		full := filepath.Join(dir, clean)
		if st, err := os.Stat(full); err != nil || st.IsDir() {
			index := filepath.Join(dir, "index.html")
			if _, err := os.Stat(index); err != nil {
				writeJSON(w, http.StatusServiceUnavailable, Envelope{Code: 503, Message: "网页尚未构建：请先运行 make web"})
				return
			}
			w.Header().Set("Cache-Control", "no-cache")
			http.ServeFile(w, r, index)
			return
		}
		if strings.HasPrefix(clean, "/assets/") || strings.Contains(filepath.Base(clean), ".") && clean != "/index.html" {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		}
		fs.ServeHTTP(w, r)
	})
}

func devSMSHandler(sms DevSMS) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		phone := r.URL.Query().Get("phone")
		ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
		defer cancel()
		text, at, ok, err := sms.Latest(ctx, phone)
		if err != nil {
			writeJSON(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
			return
		}
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"Phone": phone, "error": "no message"})
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"Phone": phone, "Text": text, "Time": at})
	}
}
