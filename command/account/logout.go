package account

import (
	"context"

	"zhiyuan/command"
	"zhiyuan/events"
)

// Logout is Auth/Loginout: the session's token stops working at once.
func (s *Service) Logout(ctx context.Context, meta events.Metadata, userID, token string) (command.Result, error) {
	stream := events.AccountStream(userID)
	res, err := s.store.Append(ctx, meta, events.Append{StreamID: stream, ExpectedVersion: events.AnyVersion,
		Events: []events.Event{events.SessionEnded{UserID: userID, SessionHash: TokenHash(token), Reason: "logout"}}})
	return command.ResultOf(res, stream), err
}
