package account

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
)

// linkState is one login link code folded from its stream.
type linkState struct {
	version     int
	userID      string
	sessionHash string
	expiresAt   time.Time
	redeemed    bool
}

func (s *Service) loadLink(ctx context.Context, codeHash string) (linkState, error) {
	var st linkState
	envs, err := s.store.Load(ctx, events.LoginLinkStream(codeHash))
	if err != nil {
		return st, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		st.version = env.Version
		switch e := ev.(type) {
		case events.LoginLinkIssued:
			st.userID, st.sessionHash, st.expiresAt = e.UserID, e.SessionHash, e.ExpiresAt
		case events.LoginLinkRedeemed:
			st.redeemed = true
		}
	})
	return st, err
}

// sessionsState is an account's sessions as its stream tells them: the
// command side decides on the log, never on the sessions read model.
type sessionsState struct {
	version  int
	phone    string
	expires  map[string]time.Time // session hash -> expiry
	ended    map[string]bool
	sessions []string // in order of start
}

func (s *Service) loadSessions(ctx context.Context, userID string) (sessionsState, error) {
	st := sessionsState{expires: map[string]time.Time{}, ended: map[string]bool{}}
	envs, err := s.store.Load(ctx, events.AccountStream(userID))
	if err != nil {
		return st, err
	}
	err = command.Replay(s.registry, envs, func(env events.Envelope, ev events.Event) {
		st.version = env.Version
		switch e := ev.(type) {
		case events.AccountRegistered:
			st.phone = e.Phone
		case events.SessionStarted:
			st.expires[e.SessionHash] = e.ExpiresAt
			st.sessions = append(st.sessions, e.SessionHash)
		case events.SessionEnded:
			if e.SessionHash != "" {
				st.ended[e.SessionHash] = true
				return
			}
			for _, h := range st.sessions { // every session so far but the one kept
				if h != e.KeepSessionHash {
					st.ended[h] = true
				}
			}
		}
	})
	return st, err
}

// live tells whether a session started, has not ended and has not expired.
func (st sessionsState) live(hash string, now time.Time) bool {
	exp, ok := st.expires[hash]
	return ok && !st.ended[hash] && now.Before(exp)
}
