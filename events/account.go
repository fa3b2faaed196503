package events

import "time"

// Stream names. One account stream per user; one stream per phone number and per
// login name so that uniqueness is decided by the log's optimistic concurrency.
func AccountStream(userID string) string  { return "account-" + userID }
func PhoneStream(phone string) string     { return "phone-" + phone }
func LoginNameStream(lower string) string { return "loginname-" + lower }
func AuthFailureStream(ip string) string  { return "authfail-" + ip }

// PasswordGuardStream counts password checks for one key: "ip:<address>",
// "user:<id>", or "name:<lower login name>" for a name no account holds.
func PasswordGuardStream(key string) string { return "pwguard-" + key }

// SMSGuardStream counts the SMS codes sent for one client ("ip:<address>"): each
// send is appended to it at the version its limits were judged on.
func SMSGuardStream(key string) string { return "smsguard-" + key }

// CodeGuardStream counts the SMS code checks of one client ("ip:<address>"),
// reserved before the code is compared, as PasswordGuardStream does for passwords.
func CodeGuardStream(key string) string { return "codeguard-" + key }

// AccountRegistered: a phone number signed up through an SMS code.
type AccountRegistered struct {
	UserID   string `json:"user_id"`
	Phone    string `json:"phone"`
	NickName string `json:"nick_name"`
}

// LoginNameSet: the user chose their one login name and a password.
type LoginNameSet struct {
	UserID       string `json:"user_id"`
	LoginName    string `json:"login_name"`
	PasswordHash string `json:"password_hash"`
}

// PasswordChanged: by the user (update) or through an SMS code (reset).
type PasswordChanged struct {
	UserID       string `json:"user_id"`
	PasswordHash string `json:"password_hash"`
	Method       string `json:"method"`
}

// SessionStarted: a login. Only the hash of the token is ever stored.
type SessionStarted struct {
	UserID      string    `json:"user_id"`
	SessionHash string    `json:"session_hash"`
	ExpiresAt   time.Time `json:"expires_at"`
	Method      string    `json:"method"`
}

// SessionEnded: a logout, or every session revoked after a password change.
type SessionEnded struct {
	UserID      string `json:"user_id"`
	SessionHash string `json:"session_hash,omitempty"` // empty = all sessions
	// KeepSessionHash survives an "all sessions" end (the session that changed the password).
	KeepSessionHash string `json:"keep_session_hash,omitempty"`
	Reason          string `json:"reason"`
}

// PoliciesAccepted: at a login the user agreed to the 用户协议 and 隐私政策 of this version
// (the date the texts last changed in substance). Recorded once per version.
type PoliciesAccepted struct {
	UserID  string `json:"user_id"`
	Version string `json:"version"`
}

// PhoneClaimed binds a phone number to the account registered with it.
type PhoneClaimed struct {
	Phone  string `json:"phone"`
	UserID string `json:"user_id"`
}

// LoginCodeIssued: an SMS code was generated and handed to the SMS sender.
type LoginCodeIssued struct {
	Phone     string    `json:"phone"`
	CodeHash  string    `json:"code_hash"`
	ExpiresAt time.Time `json:"expires_at"`
}

// LoginCodeRejected: a wrong code was tried against the current one.
type LoginCodeRejected struct {
	Phone string `json:"phone"`
}

// LoginCodeConsumed: the current code was used and can never be used again.
type LoginCodeConsumed struct {
	Phone string `json:"phone"`
}

// LoginNameClaimed reserves a login name (case-insensitively) for one user.
type LoginNameClaimed struct {
	LoginName string `json:"login_name"`
	UserID    string `json:"user_id"`
}

// PasswordCheckStarted: a password is about to be checked (a login or a
// password change). It is appended, at the stream's version, to the guard
// streams of the client IP and of the account before the check, so
// concurrent guesses are counted one by one; a check that passes is followed
// by PasswordCheckPassed, and every started check without one is a failure.
type PasswordCheckStarted struct {
	Purpose   string `json:"purpose"` // login or update
	LoginName string `json:"login_name,omitempty"`
	UserID    string `json:"user_id,omitempty"`
	ClientIP  string `json:"client_ip"`
}

// PasswordCheckPassed: the password checked after the last PasswordCheckStarted was right.
type PasswordCheckPassed struct {
	Purpose string `json:"purpose"`
	UserID  string `json:"user_id"`
}

// LoginCodeRequested: a code was sent at this client's request. It is appended
// to the client's SMS guard stream in the same append as the phone's
// LoginCodeIssued, at the version the client's hourly and daily limits were
// counted on, so sends at once from one address are counted one by one.
type LoginCodeRequested struct {
	Phone    string `json:"phone"`
	ClientIP string `json:"client_ip"`
}

// CodeCheckStarted: an SMS code is about to be compared. It is appended to the
// client's code guard stream before the comparison; a right code is followed by
// CodeCheckPassed, and every started check without one is a failure that
// counts toward the captcha.
type CodeCheckStarted struct {
	Phone    string `json:"phone"`
	ClientIP string `json:"client_ip"`
}

// CodeCheckPassed: the code checked after the last CodeCheckStarted was right.
type CodeCheckPassed struct {
	Phone string `json:"phone"`
}

// PasswordLoginFailed counted failures per IP before the guard streams; kept
// so older logs still read.
type PasswordLoginFailed struct {
	LoginName string `json:"login_name"`
	ClientIP  string `json:"client_ip"`
}

func (AccountRegistered) EventType() string    { return "account.registered" }
func (LoginNameSet) EventType() string         { return "account.login_name_set" }
func (PasswordChanged) EventType() string      { return "account.password_changed" }
func (SessionStarted) EventType() string       { return "account.session_started" }
func (SessionEnded) EventType() string         { return "account.session_ended" }
func (PoliciesAccepted) EventType() string     { return "account.policies_accepted" }
func (PhoneClaimed) EventType() string         { return "phone.claimed" }
func (LoginCodeIssued) EventType() string      { return "phone.code_issued" }
func (LoginCodeRejected) EventType() string    { return "phone.code_rejected" }
func (LoginCodeConsumed) EventType() string    { return "phone.code_consumed" }
func (LoginNameClaimed) EventType() string     { return "loginname.claimed" }
func (PasswordLoginFailed) EventType() string  { return "auth.password_login_failed" }
func (PasswordCheckStarted) EventType() string { return "auth.password_check_started" }
func (PasswordCheckPassed) EventType() string  { return "auth.password_check_passed" }
func (LoginCodeRequested) EventType() string   { return "auth.sms_code_requested" }
func (CodeCheckStarted) EventType() string     { return "auth.sms_code_check_started" }
func (CodeCheckPassed) EventType() string      { return "auth.sms_code_check_passed" }

func registerAccount(r *Registry) {
	r.Register(AccountRegistered{}, 1)
	r.Register(LoginNameSet{}, 1)
	r.Register(PasswordChanged{}, 1)
	r.Register(SessionStarted{}, 1)
	r.Register(SessionEnded{}, 1)
	r.Register(PoliciesAccepted{}, 1)
	r.Register(PhoneClaimed{}, 1)
	r.Register(LoginCodeIssued{}, 1)
	r.Register(LoginCodeRejected{}, 1)
	r.Register(LoginCodeConsumed{}, 1)
	r.Register(LoginNameClaimed{}, 1)
	r.Register(PasswordLoginFailed{}, 1)
	r.Register(PasswordCheckStarted{}, 1)
	r.Register(PasswordCheckPassed{}, 1)
	r.Register(LoginCodeRequested{}, 1)
	r.Register(CodeCheckStarted{}, 1)
	r.Register(CodeCheckPassed{}, 1)
}
