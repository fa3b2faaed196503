package chat

import (
	"context"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Reserve counts one question against the caller's limits before it is answered: the user's
// day (PerDay, and PerMinute within it) and the address's last minute (PerAddress). Each count
// is a stream appended at the version read, so parallel questions are counted one by one and
// the limits hold across replicas. A question that then fails still counts: it cost an answer.
func (s *Service) Reserve(ctx context.Context, meta events.Metadata) error {
	if meta.ActorUserID == "" {
		return apperr.LoginRequired()
	}
	// The quota streams of a busy address take many writers at once: 200 lost races are allowed.
	_, err := command.Retry(ctx, 200, "操作太频繁，请稍后再试", func() (command.Result, error) {
		now := s.now()
		day, err := s.window(ctx, meta.ActorUserID+"-", "20060102", beijing.Zone, now)
		if err != nil {
			return command.Result{}, err
		}
		if day.total >= PerDay {
			return command.Result{}, apperr.TooMany("今天的提问次数已用完，明天再来吧")
		}
		if day.lastMinute >= PerMinute {
			return command.Result{}, apperr.TooMany("提问太频繁，请稍后再试")
		}
		appends := []events.Append{day.append(meta)}
		if meta.ClientIP != "" {
			hour, err := s.window(ctx, "ip-"+meta.ClientIP+"-", "2006010215", time.UTC, now)
			if err != nil {
				return command.Result{}, err
			}
			if hour.lastMinute >= PerAddress {
				return command.Result{}, apperr.TooMany("提问太频繁，请稍后再试")
			}
			appends = append(appends, hour.append(meta))
		}
		res, err := s.store.Append(ctx, meta, appends...)
		return command.ResultOf(res, day.stream), err
	})
	return err
}

// quota is one period's count stream and what it holds.
type quota struct {
	stream            string
	version           int
	total, lastMinute int
}

func (q quota) append(meta events.Metadata) events.Append {
	return events.Append{StreamID: q.stream, ExpectedVersion: q.version,
		Events: []events.Event{events.ChatQuotaUsed{UserID: meta.ActorUserID}}}
}

// window reads the period's count stream; in the first minute of a period the one before
// counts for the last minute too, so the minute's limit does not reset on the hour.
func (s *Service) window(ctx context.Context, prefix, layout string, zone *time.Location, now time.Time) (quota, error) {
	q := quota{stream: events.ChatQuotaStream(prefix + now.In(zone).Format(layout))}
	envs, err := s.store.Load(ctx, q.stream)
	if err != nil {
		return q, err
	}
	q.version, q.total = len(envs), len(envs)
	if prev := now.Add(-time.Minute); prev.In(zone).Format(layout) != now.In(zone).Format(layout) {
		older, err := s.store.Load(ctx, events.ChatQuotaStream(prefix+prev.In(zone).Format(layout)))
		if err != nil {
			return q, err
		}
		envs = append(envs, older...)
	}
	for _, e := range envs {
		if now.Sub(e.RecordedAt) < time.Minute {
			q.lastMinute++
		}
	}
	return q, nil
}
