// Package captcha issues and checks image captchas with base64Captcha (a
// maintained library; drawing distorted digits by hand is not our product).
package captcha

import (
	"context"

	"github.com/mojocn/base64Captcha"
)

// Service generates digit captchas and verifies answers once.
type Service struct {
	c     *base64Captcha.Captcha
	store base64Captcha.Store
}

func New(store base64Captcha.Store) *Service {
	driver := base64Captcha.NewDriverDigit(60, 180, 4, 0.6, 40)
	return &Service{c: base64Captcha.NewCaptcha(driver, store), store: store}
}

// Generate answers the id and a data: URL PNG image.
func (s *Service) Generate() (id, image string, err error) {
	id, image, _, err = s.c.Generate()
	return id, image, err
}

// Verify checks an answer; the captcha cannot be used again either way.
func (s *Service) Verify(_ context.Context, id, answer string) bool {
	if id == "" || answer == "" {
		return false
	}
	return s.store.Verify(id, answer, true)
}
