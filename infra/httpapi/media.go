package httpapi

import (
	"net/http"
	"strings"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/uploads"
)

// Course media (lesson videos and courseware) are private uploads: UploadMediaPath takes them,
// and MediaPrefix serves one only at an address signed for a reader the lesson is open to,
// valid for a few hours and, given to a signed-in reader, only in that reader's browser.
const (
	UploadMediaPath = "/api/Admin/UploadMedia"
	MediaPrefix     = "/media/"
	mediaLimit      = content.MaxVideo + 1<<20
	MediaTTL        = 4 * time.Hour
)

func adminUploadMedia(a *App, c *Call) (any, error) {
	if a.PrivateUploads == nil {
		return nil, apperr.NotFound("上传未开启")
	}
	return upload(a, c, a.PrivateUploads, true)
}

// mediaHandler serves a private file at a valid signed address, in the browser of the reader it
// names (byte ranges too, for video seeking), inert as the public uploads are; any other request is
// 404, without saying why.
func mediaHandler(dir *uploads.Dir, signer *MediaSigner) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, MediaPrefix)
		if !signer.allows(r, name) {
			http.NotFound(w, r)
			return
		}
		serveFile(w, r, dir, name, func(h http.Header) {
			h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
			h.Set("Cache-Control", "private, max-age=3600")
		})
	})
}
