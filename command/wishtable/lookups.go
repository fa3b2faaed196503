package wishtable

import (
	"context"
	"fmt"

	"zhiyuan/beijing"
	"zhiyuan/command"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// PhoneLookupsPerDay bounds the phone numbers a user may look up a day to share tables. The
// answer says whether a number is registered (so the family knows to register first); the bound
// keeps that from being a directory of who uses the portal. A table has at most 10 members.
const PhoneLookupsPerDay = 20

var errLookups = apperr.TooMany(fmt.Sprintf("今天按手机号共享已达%d次，请明天再试，或改用邀请链接", PhoneLookupsPerDay))

// countLookup counts one lookup against the caller's day before it runs: appended at the
// version read, so parallel calls are counted one by one, across replicas too.
func (s *Service) countLookup(ctx context.Context, meta events.Metadata, tableID string) error {
	_, err := command.Retry(ctx, 50, "操作太频繁，请稍后再试", func() (command.Result, error) {
		stream := events.WishPhoneLookupStream(meta.ActorUserID, s.now().In(beijing.Zone).Format("20060102"))
		envs, err := s.store.Load(ctx, stream)
		if err != nil {
			return command.Result{}, err
		}
		if len(envs) >= PhoneLookupsPerDay {
			return command.Result{}, errLookups
		}
		res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: len(envs),
			Events: []events.Event{events.WishPhoneLookedUp{UserID: meta.ActorUserID, TableID: tableID}}})
		return command.ResultOf(res, stream), err
	})
	return err
}
