// Package apperr is the error contract shared by the command and query sides
// and mapped by the HTTP layer to the response envelope. Messages are what a
// user reads, so they are in Chinese.
package apperr

import "errors"

// Codes of the response envelope (SPEC §7: 0 success, 112 login required).
const (
	CodeOK              = 0
	CodeLoginRequired   = 112
	CodeCaptchaRequired = 113
	CodeInvalid         = 400
	CodeMembersOnly     = 402
	CodeForbidden       = 403
	CodeNotFound        = 404
	CodeConflict        = 409
	CodeTooLarge        = 413
	CodeTooMany         = 429
	CodeInternal        = 500
	CodeUnavailable     = 503
)

// Error is an error a user is meant to read.
type Error struct {
	Code    int
	Message string
	Data    any
}

func (e *Error) Error() string { return e.Message }

func Invalid(msg string) *Error   { return &Error{Code: CodeInvalid, Message: msg} }
func Conflict(msg string) *Error  { return &Error{Code: CodeConflict, Message: msg} }
func TooMany(msg string) *Error   { return &Error{Code: CodeTooMany, Message: msg} }
func NotFound(msg string) *Error  { return &Error{Code: CodeNotFound, Message: msg} }
func Forbidden(msg string) *Error { return &Error{Code: CodeForbidden, Message: msg} }

// LoginRequired answers a missing, expired or revoked token.
func LoginRequired() *Error {
	return &Error{Code: CodeLoginRequired, Message: "登录已失效，请重新登录"}
}

// CaptchaRequired asks the client to show a captcha and try again.
func CaptchaRequired(msg string) *Error {
	return &Error{Code: CodeCaptchaRequired, Message: msg, Data: map[string]bool{"NeedCaptcha": true}}
}

// MembersOnly answers a call that needs a member's right the user does not hold; the page
// shows the message and a way to /openvip.
func MembersOnly(msg string, rights ...string) *Error {
	return &Error{Code: CodeMembersOnly, Message: msg, Data: map[string]any{"NeedRights": rights, "Url": "/openvip"}}
}

// StaleVersion is the answer to an update based on an outdated read.
func StaleVersion() *Error {
	return Conflict("数据已被修改（可能在其他设备上），请刷新后重试")
}

// As extracts an *Error from an error chain.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
