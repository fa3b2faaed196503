package account

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// CodeLogin is Auth/ValidateCodeLoginOrRegister: a correct, fresh, unused code
// logs the phone's account in, registering it first if the phone is new.
type CodeLogin struct {
	Phone       string
	Code        string
	CaptchaID   string
	CaptchaCode string
	// PolicyVersion: the 用户协议 / 隐私政策 version the user agreed to on the login page.
	PolicyVersion string
}

func (s *Service) LoginByCode(ctx context.Context, meta events.Metadata, c CodeLogin) (Login, error) {
	c.Phone, c.Code = strings.TrimSpace(c.Phone), strings.TrimSpace(c.Code)
	if !validPhone(c.Phone) {
		return Login{}, apperr.Invalid(msgPhone)
	}
	if !validCode(c.Code) {
		return Login{}, apperr.Invalid(msgCodeFormat)
	}
	if err := checkPolicyVersion(c.PolicyVersion); err != nil {
		return Login{}, err // refused before the code is spent
	}
	st, err := s.verifyCode(ctx, meta, c.Phone, c.Code, c.CaptchaID, c.CaptchaCode)
	if err != nil {
		return Login{}, err
	}
	token, err := newToken()
	if err != nil {
		return Login{}, err
	}
	now := s.now()
	consumed := events.Append{StreamID: events.PhoneStream(c.Phone), ExpectedVersion: st.version,
		Events: []events.Event{events.LoginCodeConsumed{Phone: c.Phone}}}
	userID, accountVersion, accepted := st.userID, 0, ""
	var registration []events.Event
	if userID == "" {
		userID = uuid.NewString()
		consumed.Events = append(consumed.Events, events.PhoneClaimed{Phone: c.Phone, UserID: userID})
		registration = []events.Event{events.AccountRegistered{UserID: userID, Phone: c.Phone, NickName: defaultNickName(c.Phone)}}
	} else {
		acc, err := s.loadAccount(ctx, userID)
		if err != nil {
			return Login{}, err
		}
		accountVersion, accepted = acc.version, acc.policyVersion
	}
	consent := policyConsent(userID, c.PolicyVersion, accepted)
	meta.ActorUserID = userID
	session := events.SessionStarted{UserID: userID, SessionHash: TokenHash(token),
		ExpiresAt: now.Add(s.limits.SessionTTL).UTC(), Method: "sms"}
	stream := events.AccountStream(userID)
	res, err := s.store.Append(ctx, meta, consumed, events.Append{StreamID: stream, ExpectedVersion: accountVersion,
		Events: append(append(registration, consent...), session)})
	if errors.Is(err, events.ErrConflict) {
		return Login{}, apperr.Invalid(msgCodeWrong) // the same code was used concurrently
	}
	if err != nil {
		return Login{}, err
	}
	return Login{Token: token, UserID: userID, Position: res.Position, Stream: stream}, nil
}

// verifyCode checks a code against the phone's current one, recording a wrong
// try. The check is counted on the client's code guard stream before the code
// is compared (code_guard.go). The message is the same for every failure so
// nothing leaks.
func (s *Service) verifyCode(ctx context.Context, meta events.Metadata, phone, code, captchaID, captchaCode string) (phoneState, error) {
	if err := s.reserveCodeCheck(ctx, meta, phone, captchaID, captchaCode); err != nil {
		return phoneState{}, err
	}
	// A wrong try is appended at the version it was judged on; when another
	// try got there first, the phone is read again and the try judged again,
	// so every wrong try counts however many arrive at once.
	var st phoneState
	err := judgeAgain(func() error {
		var err error
		if st, err = s.loadPhone(ctx, phone); err != nil {
			return err
		}
		usable := st.codeHash != "" && !st.consumed && st.wrongTries < s.limits.CodeMaxWrongTries && s.now().Before(st.expiresAt)
		if usable && st.codeHash == s.codeHash(phone, code) {
			return nil
		}
		if usable {
			if _, err := s.store.Append(ctx, meta, events.Append{StreamID: events.PhoneStream(phone), ExpectedVersion: st.version,
				Events: []events.Event{events.LoginCodeRejected{Phone: phone}}}); err != nil {
				return err
			}
		}
		return apperr.Invalid(msgCodeWrong)
	})
	if err == nil {
		s.codePassed(ctx, meta, phone)
	}
	return st, err
}

func defaultNickName(phone string) string { return "用户" + phone[len(phone)-4:] }
