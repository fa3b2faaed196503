package httpapi

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"time"

	"zhiyuan/command/content"
	"zhiyuan/events/apperr"
	"zhiyuan/infra/uploads"
)

// Course media (lesson videos and courseware) are private uploads: UploadMediaPath takes them,
// and MediaPrefix serves one only at an address signed for a reader the lesson is open to,
// valid for a few hours.
const (
	UploadMediaPath = "/api/Admin/UploadMedia"
	MediaPrefix     = "/media/"
	mediaLimit      = content.MaxVideo + 1<<20
	MediaTTL        = 4 * time.Hour
)

// MediaSigner signs and checks media addresses (HMAC-SHA256 of the name and the expiry).
type MediaSigner struct {
	Key []byte
	Now func() time.Time
}

func (m *MediaSigner) sig(name string, exp int64) string {
	mac := hmac.New(sha256.New, m.Key)
	mac.Write([]byte(name + "|" + strconv.FormatInt(exp, 10)))
	return hex.EncodeToString(mac.Sum(nil))[:32]
}

// URL is a signed address of a private file, valid for MediaTTL.
func (m *MediaSigner) URL(name string) string {
	exp := m.Now().Add(MediaTTL).Unix()
	return MediaPrefix + name + "?e=" + strconv.FormatInt(exp, 10) + "&s=" + m.sig(name, exp)
}

// valid checks an address's signature and expiry.
func (m *MediaSigner) valid(name, e, s string) bool {
	exp, err := strconv.ParseInt(e, 10, 64)
	if err != nil || m.Now().Unix() > exp {
		return false
	}
	return hmac.Equal([]byte(s), []byte(m.sig(name, exp)))
}

func adminUploadMedia(a *App, c *Call) (any, error) {
	if a.PrivateUploads == nil {
		return nil, apperr.NotFound("上传未开启")
	}
	return upload(a, c, a.PrivateUploads, true)
}

// mediaHandler serves a private file at a valid signed address (byte ranges too, for video
// seeking), inert as the public uploads are; any other request is 404.
func mediaHandler(dir *uploads.Dir, signer *MediaSigner) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, MediaPrefix)
		q := r.URL.Query()
		if !signer.valid(name, q.Get("e"), q.Get("s")) {
			http.NotFound(w, r)
			return
		}
		serveFile(w, r, dir, name, func(h http.Header) {
			h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
			h.Set("Cache-Control", "private, max-age=3600")
		})
	})
}
