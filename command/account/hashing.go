package account

import (
	"context"
	"sync"
	"time"

	"github.com/alexedwards/argon2id"

	"zhiyuan/events/apperr"
)

// passwordParams is OWASP's first recommended argon2id configuration
// (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1): about a third of the
// memory of RFC 9106's second choice for a comparable cost, which matters when
// many logins arrive at once. Hashes keep their parameters, so older ones
// still verify.
var passwordParams = &argon2id.Params{Memory: 19 * 1024, Iterations: 2, Parallelism: 1, SaltLength: 16, KeyLength: 32}

// hasher bounds how many password hashes run at once: each holds its memory
// for the whole computation, so an unbounded number is a way to exhaust the
// server. A request that finds every slot busy waits briefly, then is asked
// to retry.
type hasher struct {
	slots chan struct{}
	wait  time.Duration
}

func newHasher(slots int, wait time.Duration) *hasher {
	return &hasher{slots: make(chan struct{}, max(slots, 1)), wait: wait}
}

func (h *hasher) run(ctx context.Context, f func()) error {
	t := time.NewTimer(h.wait)
	defer t.Stop()
	select {
	case h.slots <- struct{}{}:
	case <-t.C:
		return apperr.TooMany(msgBusy)
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-h.slots }()
	f()
	return nil
}

func (s *Service) hashPassword(ctx context.Context, pw string) (string, error) {
	var hash string
	var err error
	if rerr := s.hasher.run(ctx, func() { hash, err = argon2id.CreateHash(pw, passwordParams) }); rerr != nil {
		return "", rerr
	}
	return hash, err
}

// checkPassword compares pw with hash; an account without a password (or no
// account) is compared with a decoy hash, so it takes as long as a real one.
func (s *Service) checkPassword(ctx context.Context, pw, hash string) (bool, error) {
	if hash == "" {
		hash = decoyHash()
	}
	var ok bool
	err := s.hasher.run(ctx, func() {
		match, cerr := argon2id.ComparePasswordAndHash(pw, hash)
		ok = cerr == nil && match && hash != decoyHash()
	})
	return ok, err
}

// outdated tells whether a stored hash was made with other parameters than
// today's (or cannot be read), so a successful login should store a new one.
func outdated(hash string) bool {
	p, _, _, err := argon2id.DecodeHash(hash)
	return err != nil || *p != *passwordParams
}

var decoyHash = sync.OnceValue(func() string {
	h, err := argon2id.CreateHash("decoy: no account has this password", passwordParams)
	if err != nil {
		panic(err) // crypto/rand failed: nothing can be hashed
	}
	return h
})
