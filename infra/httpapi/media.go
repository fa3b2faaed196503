package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/uploads"
)

// Course media (lesson videos and courseware) are private uploads: UploadMediaPath takes them,
// and MediaPrefix serves one only at an address signed for a reader the lesson is open to,
// valid for a few hours and, given to a signed-in reader, only in that reader's browser and
// only while the session it was given in lasts.
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

// SessionLive reports whether the session stored under a token hash is still live.
type SessionLive func(ctx context.Context, tokenHash string) (bool, error)

// mediaHandler serves a private file at a valid signed address, in the browser of the reader it
// names and only while the session it was given in lasts (byte ranges too, for video seeking),
// inert as the public uploads are; any other request is 404, without saying why.
func mediaHandler(dir *uploads.Dir, signer *MediaSigner, live SessionLive) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, MediaPrefix)
		session, ok := signer.allows(r, name)
		if ok && session != "" {
			var err error
			if ok, err = live(r.Context(), session); err != nil {
				http.Error(w, "暂时无法播放，请稍后重试", http.StatusServiceUnavailable)
				return
			}
		}
		if !ok {
			http.NotFound(w, r)
			return
		}
		serveFile(w, r, dir, name, func(h http.Header) {
			h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
			h.Set("Cache-Control", "private, max-age=3600")
		})
	})
}

// sessionLive asks the sessions read model; without one no reader's session is live.
func (a *App) sessionLive(ctx context.Context, tokenHash string) (bool, error) {
	if a.Auth == nil {
		return false, nil
	}
	return a.Auth.Live(ctx, tokenHash)
}
