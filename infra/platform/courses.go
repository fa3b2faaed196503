package platform

import (
	"crypto/hmac"
	"crypto/sha256"
	"strings"
	"time"

	ccourse "zhiyuan/command/course"
	"zhiyuan/infra/httpapi"
)

// courseService is the courses' commands, with the content's review rule.
func courseService(p *Platform, cfg Config) *ccourse.Service {
	s := ccourse.NewService(p.Store, p.Registry, p.Operators)
	s.Review = !cfg.NoContentReview
	return s
}

// mediaSigner signs course media addresses with a key derived from the card key, which every
// process of an installation already shares (one secret fewer to configure). The reader cookie
// is Secure where the site is served over https: production (its public address is https).
func mediaSigner(cardKey []byte, cfg Config) *httpapi.MediaSigner {
	mac := hmac.New(sha256.New, cardKey)
	mac.Write([]byte("zhiyuan media addresses"))
	secure := !cfg.Dev() || strings.HasPrefix(cfg.PublicURL, "https://")
	return &httpapi.MediaSigner{Key: mac.Sum(nil), Now: time.Now, Secure: secure}
}
