package postgres

import (
	"context"
	"strings"
	"sync/atomic"
	"time"
)

// CaptchaStore keeps captcha answers in Postgres so any command-api instance
// can check a captcha another one issued. It implements base64Captcha.Store.
type CaptchaStore struct {
	db    *DB
	ttl   time.Duration
	swept atomic.Int64 // when expired rows were last deleted (unix ns)
}

const sweepEvery = 10 * time.Second

func NewCaptchaStore(db *DB, ttl time.Duration) *CaptchaStore { return &CaptchaStore{db: db, ttl: ttl} }

func (s *CaptchaStore) Set(id, value string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err := s.db.Pool.Exec(ctx, `INSERT INTO captchas (id, answer, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
		ON CONFLICT (id) DO UPDATE SET answer = EXCLUDED.answer, expires_at = EXCLUDED.expires_at`,
		id, value, s.ttl.Seconds())
	// Expired rows are swept on a write at most every sweepEvery, not on each.
	if now := time.Now().UnixNano(); now-s.swept.Load() > int64(sweepEvery) && s.swept.CompareAndSwap(s.swept.Load(), now) {
		_, _ = s.db.Pool.Exec(ctx, `DELETE FROM captchas WHERE expires_at < now()`)
	}
	return err
}

func (s *CaptchaStore) Get(id string, clear bool) string {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var answer string
	q := `SELECT answer FROM captchas WHERE id = $1 AND expires_at > now()`
	if clear {
		q = `DELETE FROM captchas WHERE id = $1 AND expires_at > now() RETURNING answer`
	}
	if err := s.db.Pool.QueryRow(ctx, q, id).Scan(&answer); err != nil {
		return ""
	}
	return answer
}

// Verify checks an answer once: the captcha is deleted whether or not it matched.
func (s *CaptchaStore) Verify(id, answer string, clear bool) bool {
	v := s.Get(id, clear)
	return v != "" && strings.EqualFold(v, strings.TrimSpace(answer))
}
