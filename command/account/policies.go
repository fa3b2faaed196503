package account

import (
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// PolicyVersion is the version of the 用户协议 and 隐私政策 the web app shows
// (web/src/features/policy/texts.ts POLICY_VERSION): the date they last changed in substance.
const PolicyVersion = "2026-11-24"

const msgPolicyOutdated = "用户协议或隐私政策已更新，请刷新页面后重新阅读并同意"

// policyConsent is the consent a login records: none when the client sent no version (an API
// client that shows no texts) or when this version was accepted before; an outdated version is
// refused, since the user agreed to texts that are no longer the ones in force.
func policyConsent(userID, sent, accepted string) ([]events.Event, error) {
	switch {
	case sent == "":
		return nil, nil
	case sent != PolicyVersion:
		return nil, apperr.Invalid(msgPolicyOutdated)
	case sent == accepted:
		return nil, nil
	}
	return []events.Event{events.PoliciesAccepted{UserID: userID, Version: sent}}, nil
}
