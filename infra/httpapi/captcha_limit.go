package httpapi

import (
	"sync"
	"time"

	"golang.org/x/time/rate"

	"zhiyuan/events/apperr"
)

// Captchas are issued to anonymous callers and each one is a row in the
// store, so issuing is rate-limited (golang.org/x/time/rate token buckets):
// per client address, enough for a person who fails a few logins, and per
// process, which bounds the store at about perProcess × the captcha's 5
// minutes of life however many addresses ask.
const (
	captchasPerIPMinute  = 30
	captchasPerProcessS  = 50
	captchaLimiterMaxIPs = 50000 // addresses remembered before idle ones are forgotten
)

type captchaLimiter struct {
	mu     sync.Mutex
	perIP  map[string]*ipBucket
	global *rate.Limiter
}

type ipBucket struct {
	lim  *rate.Limiter
	seen time.Time
}

var captchaLimits = newCaptchaLimiter()

func newCaptchaLimiter() *captchaLimiter {
	return &captchaLimiter{perIP: map[string]*ipBucket{},
		global: rate.NewLimiter(captchasPerProcessS, captchasPerProcessS)}
}

// allow takes one captcha for ip, or says why not.
func (l *captchaLimiter) allow(ip string, now time.Time) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.perIP[ip]
	if b == nil {
		if len(l.perIP) >= captchaLimiterMaxIPs {
			l.forgetIdle(now)
		}
		b = &ipBucket{lim: rate.NewLimiter(rate.Every(time.Minute/captchasPerIPMinute), captchasPerIPMinute)}
		l.perIP[ip] = b
	}
	b.seen = now
	if !b.lim.AllowN(now, 1) {
		return apperr.TooMany("获取图形验证码过于频繁，请稍后再试")
	}
	if !l.global.AllowN(now, 1) {
		return apperr.TooMany("服务器繁忙，请稍后重试")
	}
	return nil
}

// forgetIdle drops addresses whose bucket has refilled (idle over a minute).
func (l *captchaLimiter) forgetIdle(now time.Time) {
	for ip, b := range l.perIP {
		if now.Sub(b.seen) > time.Minute {
			delete(l.perIP, ip)
		}
	}
}
