package command

import (
	"context"
	"strings"
	"unicode/utf8"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// Roles is the operators' console's role check (command/operator), as the content, course and
// expert services use it.
type Roles interface {
	Need(ctx context.Context, userID string, roles ...string) error
}

// Reason trims an operator's reason for a step (退回, 下线, 暂停 …) and refuses an empty or
// over-long one, naming the step.
func Reason(reason, what string) (string, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > 200 {
		return "", apperr.Invalid("请填写" + what + "原因（不超过 200 个字）")
	}
	return reason, nil
}

// NeedPublisher checks that an actor may publish: a reviewer, or with review off an editor too.
func NeedPublisher(ctx context.Context, r Roles, actor string, review bool) error {
	if review {
		return r.Need(ctx, actor, events.RoleReviewer)
	}
	return r.Need(ctx, actor, events.RoleReviewer, events.RoleEditor)
}

// OwnRevision reports whether publishing would let an actor approve their own revision: with
// review on, the one who wrote it (author) is not to publish it, unless they are an admin.
func OwnRevision(ctx context.Context, r Roles, actor, author string, review bool) bool {
	return review && author == actor && r.Need(ctx, actor, events.RoleAdmin) != nil
}
