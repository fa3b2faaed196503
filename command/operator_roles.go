package command

import (
	"context"
	"strings"
	"unicode/utf8"

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
