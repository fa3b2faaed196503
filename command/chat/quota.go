package chat

import (
	"context"
	"time"

	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

var beijing = time.FixedZone("CST", 8*3600)

// Reserve counts one question against the caller's limits before it is answered: the user's
// day (PerDay, and PerMinute within it) and the address's minute (PerAddress). Each count is a
// stream appended at the version read, so parallel questions are counted one by one and the
// limits hold across replicas. A question that then fails still counts: it cost an answer.
func (s *Service) Reserve(ctx context.Context, meta events.Metadata) error {
	if meta.ActorUserID == "" {
		return apperr.LoginRequired()
	}
	_, err := retry(ctx, func() (command.Result, error) {
		now := s.now()
		day := events.ChatQuotaStream(meta.ActorUserID + "-" + now.In(beijing).Format("20060102"))
		envs, err := s.store.Load(ctx, day)
		if err != nil {
			return command.Result{}, err
		}
		if len(envs) >= PerDay {
			return command.Result{}, apperr.TooMany("今天的提问次数已用完，明天再来吧")
		}
		recent := 0
		for _, e := range envs {
			if now.Sub(e.RecordedAt) < time.Minute {
				recent++
			}
		}
		if recent >= PerMinute {
			return command.Result{}, apperr.TooMany("提问太频繁，请稍后再试")
		}
		appends := []events.Append{{StreamID: day, ExpectedVersion: len(envs),
			Events: []events.Event{events.ChatQuotaUsed{UserID: meta.ActorUserID}}}}
		if meta.ClientIP != "" {
			minute := events.ChatQuotaStream("ip-" + meta.ClientIP + "-" + now.UTC().Format("200601021504"))
			ipEnvs, err := s.store.Load(ctx, minute)
			if err != nil {
				return command.Result{}, err
			}
			if len(ipEnvs) >= PerAddress {
				return command.Result{}, apperr.TooMany("提问太频繁，请稍后再试")
			}
			appends = append(appends, events.Append{StreamID: minute, ExpectedVersion: len(ipEnvs),
				Events: []events.Event{events.ChatQuotaUsed{UserID: meta.ActorUserID}}})
		}
		res, err := s.store.Append(ctx, meta, appends...)
		return command.ResultOf(res, day), err
	})
	return err
}
