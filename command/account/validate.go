package account

import (
	"errors"
	"regexp"
	"strings"
	"unicode"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

var (
	phonePattern     = regexp.MustCompile(`^1[3-9]\d{9}$`)
	codePattern      = regexp.MustCompile(`^\d{6}$`)
	loginNamePattern = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]{3,19}$`)
)

const (
	msgPhone      = "请输入正确的手机号码"
	msgCodeFormat = "请输入6位数字验证码"
	msgCodeWrong  = "验证码错误或已失效，请重新获取"
	msgLoginName  = "登录名须为4-20位字母、数字或下划线，并以字母开头"
	msgPassword   = "密码须为8-32位，且同时包含字母和数字"
	msgBadLogin   = "登录名或密码错误"
	msgCaptcha    = "请输入图形验证码"
	msgCaptchaBad = "图形验证码错误，请重新输入"
	msgBusy       = "请求过于频繁，请稍后重试"
)

// maxConflictRetries bounds how often a command judges again after another
// request changed the same stream first; past it the caller is asked to retry.
const maxConflictRetries = 50

// judgeAgain runs try, which reads streams, decides and appends at the
// versions it read, again each time another request changed one of them
// first (events.ErrConflict), so concurrent requests are judged one by one;
// past maxConflictRetries the caller is asked to retry.
func judgeAgain(try func() error) error {
	for attempt := 0; ; attempt++ {
		err := try()
		if !errors.Is(err, events.ErrConflict) {
			return err
		}
		if attempt >= maxConflictRetries {
			return apperr.TooMany(msgBusy)
		}
	}
}

func validPhone(p string) bool { return phonePattern.MatchString(p) }
func validCode(c string) bool  { return codePattern.MatchString(c) }

func validLoginName(n string) bool { return loginNamePattern.MatchString(n) }

func validPassword(p string) bool {
	if len(p) < 8 || len(p) > 32 {
		return false
	}
	var letter, digit bool
	for _, r := range p {
		switch {
		case r > unicode.MaxASCII || unicode.IsSpace(r):
			return false
		case unicode.IsLetter(r):
			letter = true
		case unicode.IsDigit(r):
			digit = true
		}
	}
	return letter && digit
}

func lowerName(n string) string { return strings.ToLower(n) }
