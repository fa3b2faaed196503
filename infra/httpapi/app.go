package httpapi

import (
	"context"
	"time"
	qadmission "zhiyuan/query/admission"

	"zhiyuan/command/account"
	cassess "zhiyuan/command/assessment"
	"zhiyuan/command/profile"
	cwish "zhiyuan/command/wishtable"
	"zhiyuan/query"
	qassess "zhiyuan/query/assessment"
	"zhiyuan/query/audit"
	qcatalog "zhiyuan/query/catalog"
	"zhiyuan/query/recommend"
	qsearch "zhiyuan/query/search"
	"zhiyuan/query/session"
	qsite "zhiyuan/query/siteconfig"
	"zhiyuan/query/user"
	qwish "zhiyuan/query/wishtable"
)

// Captchas issues image captchas.
type Captchas interface {
	Generate() (id, image string, err error)
}

// DevSMS reads the local SMS store (development profile only).
type DevSMS interface {
	Latest(ctx context.Context, phone string) (string, time.Time, bool, error)
}

// App lists every use case the HTTP API reaches, command side and query side.
type App struct {
	Accounts   *account.Service
	Profiles   *profile.Service
	WishTables *cwish.Service
	Tests      *cassess.Service
	Captcha    Captchas

	SiteConfig       *qsite.Handler
	Users            *user.Handler
	Audit            *audit.Handler
	Colleges         *qcatalog.Colleges
	Majors           *qcatalog.Majors
	Professions      *qcatalog.Professions
	Search           *qsearch.Handler
	Admission        *qadmission.Handler
	AdmissionResults *qadmission.ResultsHandler
	Recommend        *recommend.Handler
	Wishes           *qwish.Handler
	TestResults      *qassess.Handler
	Auth             *session.Authenticator
	Waiter           query.Waiter
	// WaitOwner names the user whose command wrote the event at a position: a
	// query waits only for its own user's writes (wait.go).
	WaitOwner func(ctx context.Context, position int64) (string, error)

	// ConfigPosition is the site configuration's log position when the process
	// started: WebConfig waits for it, so a fresh installation never serves an
	// empty configuration while its projection is still catching up.
	ConfigPosition int64
}
