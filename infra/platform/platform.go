package platform

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"
	padmission "zhiyuan/projections/admission"
	pcatalog "zhiyuan/projections/catalog"
	"zhiyuan/query/search/port"

	"github.com/ThreeDotsLabs/watermill"
	"github.com/ThreeDotsLabs/watermill/message"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"zhiyuan/command/account"
	"zhiyuan/command/admissionimport"
	cassess "zhiyuan/command/assessment"
	"zhiyuan/command/card"
	ccareer "zhiyuan/command/career"
	ccontent "zhiyuan/command/content"
	cexpert "zhiyuan/command/expert"
	cmembership "zhiyuan/command/membership"
	"zhiyuan/command/operator"
	"zhiyuan/command/payment"
	"zhiyuan/command/profile"
	csite "zhiyuan/command/siteconfig"
	cwish "zhiyuan/command/wishtable"
	"zhiyuan/events"
	"zhiyuan/infra/bus"
	"zhiyuan/infra/captcha"
	"zhiyuan/infra/eventlog"
	"zhiyuan/infra/httpapi"
	"zhiyuan/infra/postgres"
	"zhiyuan/infra/projector"
	"zhiyuan/infra/sms"
	"zhiyuan/infra/uploads"
	panalytics "zhiyuan/projections/analytics"
	passess "zhiyuan/projections/assessments"
	paudit "zhiyuan/projections/audit"
	pcards "zhiyuan/projections/cards"
	pcareer "zhiyuan/projections/career"
	pchats "zhiyuan/projections/chats"
	pcontent "zhiyuan/projections/content"
	pcourses "zhiyuan/projections/courses"
	pexperts "zhiyuan/projections/experts"
	pmembership "zhiyuan/projections/membership"
	porders "zhiyuan/projections/orders"
	pprofiles "zhiyuan/projections/profiles"
	psearch "zhiyuan/projections/search"
	psessions "zhiyuan/projections/sessions"
	psite "zhiyuan/projections/siteconfig"
	pwish "zhiyuan/projections/wishtables"
	qadmission "zhiyuan/query/admission"
	qassess "zhiyuan/query/assessment"
	qaudit "zhiyuan/query/audit"
	qcareer "zhiyuan/query/career"
	qcatalog "zhiyuan/query/catalog"
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

// Platform is one process's wiring: the database, the event store, the
// projections and every use case behind the HTTP API.
type Platform struct {
	// CatalogPosition is the log position of the catalogue's last event: the
	// catalogue read models are complete once their projections reach it.
	CatalogPosition int64
	// AdmissionPosition is the same for the admission data.
	AdmissionPosition int64
	Config            Config
	Log               *slog.Logger
	WLog              watermill.LoggerAdapter
	DB                *postgres.DB
	Registry          *events.Registry
	Store             *eventlog.Store
	Runtime           *projector.Runtime
	Index             port.Index
	Site              *csite.Service
	App               *httpapi.App
	Membership        *cmembership.Service
	MembershipRM      *postgres.MembershipReadModel
	Operators         *operator.Service
	// SeasonImport is the operators' import of official data files (zhiyuan import);
	// AdmissionRM lists what it imported.
	SeasonImport *admissionimport.Service
	AdmissionRM  *postgres.AdmissionReadModel
	Content      *ccontent.Service
	ContentRM    *postgres.ContentReadModel
	// ContentPosition is the log position of the shipped content's last event.
	ContentPosition int64
	pay             *payments
	SMS             account.SMSSender
	LocalSMS        *postgres.LocalSMS
	Metrics         *prometheus.Registry
	ready           bool
	catalogReady    atomic.Bool
	imported        bool // this start wrote shipped data to the log (settle.go)
	settle          settler
	tail            *eventlog.Tail
	tailOnce        sync.Once
	health          dbHealth
}

// Open connects to Postgres, migrates, ensures the read models and seeds the
// default site configuration on a fresh installation.
func Open(ctx context.Context, cfg Config, log *slog.Logger) (*Platform, error) {
	p := &Platform{Config: cfg, Log: log, WLog: watermill.NewSlogLogger(log), Registry: events.NewRegistry(),
		Metrics: prometheus.NewRegistry()}
	p.Metrics.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	db, err := postgres.Open(ctx, cfg.DatabaseURL, 20)
	if err != nil {
		return nil, err
	}
	p.DB = db
	if err := postgres.Migrate(db); err != nil {
		db.Close()
		return nil, err
	}
	p.Store = eventlog.NewStore(db, p.Registry)
	if p.Index, err = openIndex(cfg); err != nil {
		db.Close()
		return nil, err
	}
	p.Runtime = projector.New(db, p.Store, p.Registry, log, psessions.Projection{}, pprofiles.Projection{},
		paudit.Projection{}, psite.Projection{}, pcatalog.Projection{}, psearch.New(p.Index),
		padmission.Projection{}, pwish.Projection{}, passess.Projection{}, panalytics.Projection{},
		pmembership.Projection{}, porders.Projection{}, pcards.Projection{}, pcontent.Projection{}, pexperts.Projection{},
		pcareer.Projection{}, pcourses.Projection{}, pchats.Projection{})
	if err := p.Runtime.Ensure(ctx); err != nil {
		p.Close()
		return nil, err
	}
	if err := p.Runtime.Register(p.Metrics); err != nil {
		p.Close()
		return nil, err
	}
	p.LocalSMS = postgres.NewLocalSMS(db)
	p.SMS = p.LocalSMS
	if !cfg.Dev() {
		p.SMS = sms.NewHTTPProvider(cfg.SMSURL, cfg.SMSKey)
	}
	p.Site = csite.NewService(p.Store, p.Registry)
	if _, err := p.Site.SeedDefaults(ctx, SystemMeta("seed")); err != nil {
		p.Close()
		return nil, fmt.Errorf("seed site configuration: %w", err)
	}
	p.Membership = cmembership.NewService(p.Store, p.Registry)
	if err := p.Membership.SeedDefaults(ctx, SystemMeta("seed")); err != nil {
		p.Close()
		return nil, fmt.Errorf("seed products: %w", err)
	}
	p.Operators = operator.NewService(p.Store, p.Registry)
	p.SeasonImport = admissionimport.NewService(p.Store, p.Registry)
	p.Content = ccontent.NewService(p.Store, p.Registry, p.Operators)
	p.Content.Review = !cfg.NoContentReview
	if !cfg.SkipContent {
		if p.ContentPosition, err = importContent(ctx, p.Content); err != nil {
			p.Close()
			return nil, fmt.Errorf("import content: %w", err)
		}
	}
	if !cfg.SkipCatalog {
		if p.CatalogPosition, err = importCatalog(ctx, p); err != nil {
			p.Close()
			return nil, fmt.Errorf("import catalogue: %w", err)
		}
	}
	if !cfg.SkipAdmission {
		if p.AdmissionPosition, err = importAdmission(ctx, p); err != nil {
			p.Close()
			return nil, fmt.Errorf("import admission data: %w", err)
		}
	}
	if p.imported {
		p.settle.start(p)
	}
	// After the imports, so the rebuild replays them too.
	p.Runtime.RebuildOutdated(ctx)
	key, err := codeKey(cfg)
	if err != nil {
		p.Close()
		return nil, fmt.Errorf("SMS code key: %w", err)
	}
	cKey, err := cardKey(cfg)
	if err != nil {
		p.Close()
		return nil, fmt.Errorf("card key: %w", err)
	}
	if p.pay, err = openPayments(cfg, log); err != nil {
		p.Close()
		return nil, fmt.Errorf("WeChat Pay: %w", err)
	}
	users := postgres.NewUsersReadModel(db)
	caps := postgres.NewCaptchaStore(db, 5*time.Minute)
	capSvc := captcha.New(caps)
	p.MembershipRM = postgres.NewMembershipReadModel(db)
	p.ContentRM = postgres.NewContentReadModel(db)
	catalogRM := postgres.NewCatalogReadModel(db)
	admissionRM := postgres.NewAdmissionReadModel(db)
	p.AdmissionRM = admissionRM
	admission := qadmission.NewHandler(admissionRM)
	admissionResults := qadmission.NewResultsHandler(admission, postgres.NewAdmissionResultsReadModel(db))
	recommendations := recommend.NewHandler(postgres.NewRecommendReadModel(db, admissionRM))
	profiles := profile.NewService(p.Store, p.Registry)
	wishes := qwish.NewHandler(postgres.NewWishTableReadModel(db, p.Registry), recommendations)
	p.Membership.UseExams(profiles) // a season product ends with the buyer's exam year's season
	p.App = &httpapi.App{
		Accounts:   account.NewService(p.Store, p.Registry, p.SMS, capSvc, account.DefaultLimits(), key),
		Profiles:   profiles,
		WishTables: cwish.NewService(p.Store, p.Registry, p.Membership, wishes), // majors are checked against the plans
		Payments:   payment.NewService(p.Store, p.Registry, p.Membership, p.pay.gateway),
		Cards:      card.NewService(p.Store, p.Registry, p.Membership, capSvc, cKey, card.DefaultLimits()),
		PayNotices: p.pay,
		ContentCmd: p.Content,
		ExpertCmd:  cexpert.NewService(p.Store, p.Registry, p.Operators),
		CareerCmd:  ccareer.NewService(p.Store, p.Registry),
		CourseCmd:  courseService(p, cfg),
		Uploads:    &uploads.Dir{Root: filepath.Join(cfg.DataDir, "uploads")},
		// Course media live apart from the public uploads: nothing serves that directory openly.
		PrivateUploads: &uploads.Dir{Root: filepath.Join(cfg.DataDir, "media")},
		Media:          mediaSigner(cKey, cfg),
		Operators:      p.Operators,
		Site:           p.Site,
		Content:        qcontent.NewHandler(p.ContentRM),
		Experts:        qexperts.NewHandler(postgres.NewExpertsReadModel(db), p.ContentRM),
		Career:         qcareer.NewHandler(postgres.NewCareerReadModel(db)),
		Courses:        qcourses.NewHandler(postgres.NewCoursesReadModel(db), p.ContentRM),
		Members:        qmembership.NewHandler(p.MembershipRM),
		Tests:          cassess.NewService(p.Store, p.Registry),
		Captcha:        capSvc,
		SiteConfig:     qsite.NewHandler(postgres.NewSiteConfigReadModel(db)),
		Users:          user.NewHandler(users),
		Audit:          qaudit.NewHandler(users),
		Colleges: qcatalog.NewColleges(catalogRM, qsearch.CollegeCodes{Index: p.Index}).WithLines(admissionResults).
			WithRanking(admissionResults),
		Majors:           qcatalog.NewMajors(catalogRM, catalogRM, catalogRM),
		Professions:      qcatalog.NewProfessions(catalogRM, catalogRM),
		Search:           qsearch.NewHandler(p.Index),
		Admission:        admission,
		AdmissionResults: admissionResults,
		Recommend:        recommendations,
		Wishes:           wishes,
		TestResults: qassess.NewHandler(postgres.NewAssessmentReadModel(db), postgres.NewAnalyticsReadModel(db),
			postgres.NewPlanCoverageReadModel(db)),
		Auth:      session.NewAuthenticator(users, account.TokenHash),
		Waiter:    projector.NewWaiter(db, 3*time.Second).WithProgress(p.Runtime.Progress()),
		WaitOwner: p.Store.ActorAt,
	}
	if envs, err := p.Store.Load(ctx, events.SiteConfigStream); err == nil && len(envs) > 0 {
		p.App.ConfigPosition = envs[len(envs)-1].Position
	}
	if err := wireChat(p, cfg, db); err != nil {
		return nil, err
	}
	if p.pay.sim != nil {
		p.App.DevPayURL = httpapi.DevPayPrefix + "/pay"
	}
	p.ready = true
	return p, nil
}

func openIndex(cfg Config) (port.Index, error) {
	if cfg.Search == "elasticsearch" {
		return openElastic(cfg.ElasticURL)
	}
	return openBleve(filepath.Join(cfg.DataDir, "search"))
}

// SystemMeta is the metadata of writes made by the system or an operator's CLI.
func SystemMeta(what string) events.Metadata {
	return events.Metadata{ActorUserID: "system:" + what, TerminalType: "cli", ClientIP: "local", Time: time.Now().UTC()}
}

// HTTPOptions configures the HTTP handler serving the given sides.
func (p *Platform) HTTPOptions(sides ...httpapi.Side) *httpapi.Options {
	o := &httpapi.Options{App: p.App, Sides: sides, Logger: p.Log, Registry: p.Metrics, TrustedProxies: p.Config.TrustedProxies,
		Admin: p.Config.AdminOnMain(), Database: p.Health(),
		Ready: func(ctx context.Context) error {
			if !p.ready {
				return fmt.Errorf("starting")
			}
			if err := p.catalogLoaded(ctx); err != nil {
				return err
			}
			return p.DB.Pool.Ping(ctx)
		}}
	if p.Config.Dev() {
		o.DevSMS = p.LocalSMS
		if p.pay != nil && p.pay.sim != nil {
			o.DevPay = p.pay.sim
		}
	}
	return o
}

// Tail is this process's one reader of the log, started on first use.
func (p *Platform) Tail() *eventlog.Tail {
	p.tailOnce.Do(func() { p.tail = eventlog.NewTail(p.Store, p.Log) })
	return p.tail
}

// Subscribers picks the bus the projectors read.
func (p *Platform) Subscribers() projector.SubscriberFactory {
	if p.Config.Bus == "kafka" {
		return bus.Kafka(p.Config.KafkaBrokers, p.WLog)
	}
	return bus.Embedded(p.Tail(), p.WLog)
}

// Relay moves the log to Kafka.
func (p *Platform) Relay() (*bus.Relay, error) {
	return bus.NewRelay(p.DB, p.Tail(), p.Config.KafkaBrokers, p.WLog)
}

// ProjectorRouter is a watermill router running every projection.
func (p *Platform) ProjectorRouter() (*message.Router, error) {
	router, err := message.NewRouter(message.RouterConfig{CloseTimeout: 10 * time.Second}, p.WLog)
	if err != nil {
		return nil, err
	}
	return router, p.Runtime.AddHandlers(router, p.Subscribers())
}

func (p *Platform) Close() {
	p.health.stop()
	p.settle.stop()
	if p.pay != nil {
		p.pay.close()
	}
	if p.tail != nil {
		p.tail.Close()
	}
	if p.Store != nil {
		p.Store.Close()
	}
	if p.Index != nil {
		_ = p.Index.Close()
	}
	if p.DB != nil {
		p.DB.Close()
	}
}
