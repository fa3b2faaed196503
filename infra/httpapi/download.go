package httpapi

import (
	"net/http"
	"strconv"
)

// download is an answer that is a file (a wish table's xlsx or PDF), written as it is.
type download interface {
	Download() (name, contentType string, body []byte)
}

func writeDownload(w http.ResponseWriter, d download) {
	name, typ, body := d.Download()
	h := w.Header()
	h.Set("Content-Type", typ)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Content-Disposition", "attachment; filename*=UTF-8''"+name) // name is already percent-encoded
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "private, no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}
