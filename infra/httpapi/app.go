package httpapi

import (
	"context"
	"time"
	qadmission "zhiyuan/query/admission"

	"zhiyuan/command/account"
	cassess "zhiyuan/command/assessment"
	"zhiyuan/command/card"
	ccareer "zhiyuan/command/career"
	cchat "zhiyuan/command/chat"
	ccontent "zhiyuan/command/content"
	ccourse "zhiyuan/command/course"
	cexpert "zhiyuan/command/expert"
	"zhiyuan/command/operator"
	"zhiyuan/command/payment"
	"zhiyuan/command/profile"
	csite "zhiyuan/command/siteconfig"
	cwish "zhiyuan/command/wishtable"
	"zhiyuan/infra/uploads"
	"zhiyuan/query"
	qassess "zhiyuan/query/assessment"
	"zhiyuan/query/assistant"
	"zhiyuan/query/audit"
	qcareer "zhiyuan/query/career"
	qcatalog "zhiyuan/query/catalog"
	qchat "zhiyuan/query/chat"
	qcontent "zhiyuan/query/content"
	qcourses "zhiyuan/query/courses"
	qexperts "zhiyuan/query/experts"
	qmembership "zhiyuan/query/membership"
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
	Payments   *payment.Service
	Cards      *card.Service
	ContentCmd *ccontent.Service
	ExpertCmd  *cexpert.Service
	CareerCmd  *ccareer.Service
	CourseCmd  *ccourse.Service
	ChatCmd    *cchat.Service
	Uploads    *uploads.Dir // the console's uploaded files (command side)
	// PrivateUploads are course media, served at addresses Media signs.
	PrivateUploads *uploads.Dir
	Media          *MediaSigner
	Operators      *operator.Service
	Site           *csite.Service
	Captcha        Captchas
	// PayNotices verifies the payment provider's notifications (nil: payments are off).
	PayNotices PayNotices
	// DevPayURL is the local WeChat Pay simulator's page (development profile only).
	DevPayURL string

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
	Members          *qmembership.Handler
	Content          *qcontent.Handler
	Experts          *qexperts.Handler
	Chats            *qchat.Handler
	Assistant        *assistant.Engine
	// Speech turns recorded questions into words (nil: not configured).
	Speech  assistant.Speech
	Career  *qcareer.Handler
	Courses *qcourses.Handler
	Auth    *session.Authenticator
	Waiter  query.Waiter
	// WaitOwner names the user whose command wrote the event at a position: a
	// query waits only for its own user's writes (wait.go).
	WaitOwner func(ctx context.Context, position int64) (string, error)

	// ConfigPosition is the site configuration's log position when the process
	// started: WebConfig waits for it, so a fresh installation never serves an
	// empty configuration while its projection is still catching up.
	ConfigPosition int64
}
