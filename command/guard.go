package command

import (
	"time"

	"zhiyuan/events"
)

// Failures counts a guard stream's reserved checks (events of type started) recorded since a
// time that no pass (type passed) followed: the password and card guessing limits.
func Failures(envs []events.Envelope, since time.Time, started, passed string) int {
	n := 0
	for _, e := range envs {
		if e.RecordedAt.Before(since) {
			continue
		}
		switch e.Type {
		case started:
			n++
		case passed:
			n--
		}
	}
	return max(n, 0)
}
