package account

import (
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// PolicyVersion is the version of the 用户协议 and 隐私政策 the web app shows
// (web/src/features/policy/texts.ts POLICY_VERSION): the date they last changed in substance.
const PolicyVersion = "2026-11-24"

const msgPolicyOutdated = "用户协议或隐私政策已更新，请刷新页面后重新阅读并同意"

// checkPolicyVersion refuses a consent to texts that are no longer the ones in force; none sent
// (an API client that shows no texts) is no consent, and no refusal.
func checkPolicyVersion(sent string) error {
	if sent != "" && sent != PolicyVersion {
		return apperr.Invalid(msgPolicyOutdated)
	}
	return nil
}

// policyConsent is the consent a login records, after checkPolicyVersion: none when no version
// was sent or when this version was accepted before.
func policyConsent(userID, sent, accepted string) []events.Event {
	if sent == "" || sent == accepted {
		return nil
	}
	return []events.Event{events.PoliciesAccepted{UserID: userID, Version: sent}}
}
