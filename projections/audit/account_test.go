package audit_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/audit"
)

var meta = events.Metadata{ActorUserID: "u-1", ClientIP: "10.0.0.1", TerminalType: "web"}

const entryRow = `SELECT user_id, type, summary FROM entries ORDER BY position`

func newEnv(t *testing.T) *projectortest.Env {
	t.Helper()
	return projectortest.New(t, audit.Projection{})
}

func registered(id, phone string) events.AccountRegistered {
	return events.AccountRegistered{UserID: id, Phone: phone, NickName: "用户" + phone[len(phone)-4:]}
}

// Given one account event, then this entry of its user's history, in words.
func TestAccountEntries(t *testing.T) {
	t.Parallel()
	acc := events.AccountStream("u-1")
	for _, c := range []struct {
		name   string
		stream string
		ev     events.Event
		want   [][]string
	}{
		{"a registration shows the masked phone", acc, registered("u-1", "13900000001"),
			[][]string{{"u-1", "account.registered", "注册账号（手机号 139****0001）"}}},
		{"a phone of another length is hidden whole", acc, registered("u-1", "+8613900000001"),
			[][]string{{"u-1", "account.registered", "注册账号（手机号 ***）"}}},
		{"a login name", acc, events.LoginNameSet{UserID: "u-1", LoginName: "ZhangSan", PasswordHash: "h"},
			[][]string{{"u-1", "account.login_name_set", "设置登录名 ZhangSan 和密码"}}},
		{"a password reset by SMS", acc, events.PasswordChanged{UserID: "u-1", PasswordHash: "h", Method: "reset"},
			[][]string{{"u-1", "account.password_changed", "通过短信验证码重置密码"}}},
		{"a password rehashed at login", acc, events.PasswordChanged{UserID: "u-1", PasswordHash: "h", Method: "rehash"},
			[][]string{{"u-1", "account.password_changed", "登录时按新的加密参数重新保存密码（密码未变）"}}},
		{"a password changed by the user", acc, events.PasswordChanged{UserID: "u-1", PasswordHash: "h", Method: "update"},
			[][]string{{"u-1", "account.password_changed", "修改密码"}}},
		{"a login by password", acc, events.SessionStarted{UserID: "u-1", SessionHash: "s", Method: "password", ExpiresAt: time.Now()},
			[][]string{{"u-1", "account.session_started", "使用登录名和密码登录"}}},
		{"a login by link", acc, events.SessionStarted{UserID: "u-1", SessionHash: "s", Method: "link", ExpiresAt: time.Now()},
			[][]string{{"u-1", "account.session_started", "通过一次性登录链接登录"}}},
		{"a login by SMS code", acc, events.SessionStarted{UserID: "u-1", SessionHash: "s", Method: "sms", ExpiresAt: time.Now()},
			[][]string{{"u-1", "account.session_started", "使用短信验证码登录"}}},
		{"a login link, on its own stream", events.LoginLinkStream("c-1"),
			events.LoginLinkIssued{UserID: "u-1", CodeHash: "c-1", SessionHash: "s", ExpiresAt: time.Now()},
			[][]string{{"u-1", "loginlink.issued", "生成一次性登录链接（5分钟内有效，只能使用一次）"}}},
		{"policies accepted", acc, events.PoliciesAccepted{UserID: "u-1", Version: "2026-09-01"},
			[][]string{{"u-1", "account.policies_accepted", "阅读并同意《用户协议》和《隐私政策》（2026-09-01 版）"}}},
		{"sessions ended by a password change", acc, events.SessionEnded{UserID: "u-1", KeepSessionHash: "s", Reason: "password_changed"},
			[][]string{{"u-1", "account.session_ended", "密码变更，其他设备上的登录已失效"}}},
		{"a logout", acc, events.SessionEnded{UserID: "u-1", SessionHash: "s", Reason: "logout"},
			[][]string{{"u-1", "account.session_ended", "退出登录"}}},
		{"a redeemed login link is not an entry", events.LoginLinkStream("c-1"), events.LoginLinkRedeemed{UserID: "u-1", CodeHash: "c-1"}, nil},
		{"an event of a stream not read is not an entry", events.PhoneStream("13900000001"),
			events.PhoneClaimed{Phone: "13900000001", UserID: "u-1"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := newEnv(t)
			e.Given(t, meta, c.stream, c.ev)
			if got := e.Rows(t, entryRow); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("entries\n%v\nwant\n%v", got, c.want)
			}
		})
	}
}

// Each entry keeps when, by whom and from where; a long user agent is cut to 300 bytes.
func TestEntryMetadata(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	long := make([]byte, 400)
	for i := range long {
		long[i] = 'a' + byte(i%26)
	}
	m := events.Metadata{ActorUserID: "op-7", TerminalType: "app", ClientIP: "2001:db8::1", UserAgent: string(long), RequestID: "req-1"}
	envs := e.Append(t, m, events.AccountStream("u-1"), events.PasswordChanged{UserID: "u-1", Method: "reset"})
	e.Batch(t, envs)
	got := e.Rows(t, `SELECT position, user_id, actor_user_id, terminal_type, client_ip, user_agent, request_id,
		time = $1 FROM entries`, envs[0].RecordedAt)
	want := [][]string{{itoa(envs[0].Position), "u-1", "op-7", "app", "2001:db8::1", string(long[:300]), "req-1", "true"}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("entry\n%v\nwant\n%v", got, want)
	}
}

// A user agent cut to 300 bytes must stay valid UTF-8, or Postgres refuses the whole batch and
// the projection stops. Here the log holds one cut inside a character (as infra/httpapi's limit()
// once cut it): the log's JSON turns the broken bytes into U+FFFD (304 bytes), and audit's
// truncate must not cut again inside a U+FFFD.
func TestEntryUserAgentCutInsideARune(t *testing.T) {
	t.Parallel()
	e := newEnv(t)
	ua := ("a" + strings.Repeat("微", 150))[:300] // as infra/httpapi's limit() hands it to the log
	e.Given(t, events.Metadata{ActorUserID: "u-1", UserAgent: ua}, events.AccountStream("u-1"),
		events.PasswordChanged{UserID: "u-1", Method: "reset"})
	got := e.Rows(t, `SELECT octet_length(user_agent) <= 300, left(user_agent, 3) FROM entries`)
	if want := [][]string{{"true", "a微微"}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("user agent %v, want %v", got, want)
	}
}
