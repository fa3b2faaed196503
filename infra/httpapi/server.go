package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/pprof"
	"time"

	"github.com/gorilla/mux"
	"github.com/klauspost/compress/gzhttp"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"zhiyuan/events/apperr"
)

// Options configure one HTTP process.
type Options struct {
	App    *App
	Sides  []Side // which halves this process serves (both in the embedded default)
	DevSMS DevSMS // non-nil only in the development profile: serves /dev/sms
	// DevPay is the local WeChat Pay simulator (development profile only), served at
	// DevPayPrefix beside /dev/sms.
	DevPay   http.Handler
	WebDir   string // the built web app, served at / ("" = none)
	Logger   *slog.Logger
	Registry *prometheus.Registry
	Ready    func(ctx context.Context) error
	// Database is the health of the process's database (nil: none, the web gateway):
	// /healthz and /readyz answer 503 and API calls 503 while it is away.
	Database  Database
	BodyLimit int64
	// Admin serves /metrics, /debug/pprof/ and /dev/ on this handler too: only for a
	// listener nobody off the machine reaches, and there only to direct local
	// connections (local_only.go); the admin listener serves them to anyone who reaches it.
	Admin bool
	// TrustedProxies may name the client in X-Forwarded-For (ZHIYUAN_TRUSTED_PROXIES).
	TrustedProxies TrustedProxies
}

// DevPayPrefix is where the development profile serves the WeChat Pay simulator's page.
const DevPayPrefix = "/dev/wechatpay"

// NewHandler builds the router with every middleware.
func NewHandler(o Options) http.Handler {
	if o.BodyLimit == 0 {
		o.BodyLimit = 1 << 20
	}
	m := newMetrics(o.Registry)
	// No path cleaning: mux would answer /api/A/..%2FB with a bare redirect to
	// /api/B; an unclean path is simply an unknown endpoint (404 envelope).
	r := mux.NewRouter().SkipClean(true)
	healthRoutes(r, o)
	if o.Admin {
		adminRoutes(r, o, localOnly)
	}
	for _, route := range Routes {
		if serves(o.Sides, route.Side) {
			r.Handle(route.Path, apiHandler(o, route, m))
		}
	}
	if serves(o.Sides, CommandSide) {
		r.Handle(NotifyPath, notifyHandler(o, m))
		if o.App != nil && o.App.Uploads != nil {
			r.PathPrefix(UploadsPrefix).Handler(uploadsHandler(o.App.Uploads))
		}
		if o.App != nil && o.App.PrivateUploads != nil && o.App.Media != nil {
			r.PathPrefix(MediaPrefix).Handler(mediaHandler(o.App.PrivateUploads, o.App.Media, o.App.sessionLive))
		}
	}
	r.PathPrefix("/api/").Handler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusNotFound, Envelope{Code: apperr.CodeNotFound, Message: "接口不存在"})
	}))
	if o.WebDir != "" {
		r.PathPrefix("/").Handler(staticHandler(o.WebDir))
	} else {
		r.NotFoundHandler = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			writeJSON(w, http.StatusNotFound, Envelope{Code: apperr.CodeNotFound, Message: "页面不存在"})
		})
	}
	// gzhttp (klauspost/compress) compresses answers the client accepts gzipped:
	// the web app's JavaScript shrinks about threefold.
	return gzhttp.GzipHandler(requestID(recoverer(o.Logger, r)))
}

// NewAdminHandler serves the admin listener (ZHIYUAN_ADMIN_ADDR): health,
// /metrics and, in development, /dev/sms; nothing of the API.
func NewAdminHandler(o Options) http.Handler {
	r := mux.NewRouter()
	healthRoutes(r, o)
	adminRoutes(r, o, func(h http.Handler) http.Handler { return h })
	r.NotFoundHandler = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusNotFound, Envelope{Code: apperr.CodeNotFound, Message: "页面不存在"})
	})
	return requestID(recoverer(o.Logger, r))
}

func healthRoutes(r *mux.Router, o Options) {
	r.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		if o.Database != nil {
			if err := o.Database.Err(); err != nil {
				writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "reason": err.Error()})
				return
			}
		}
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	r.HandleFunc("/readyz", func(w http.ResponseWriter, req *http.Request) {
		if o.Database != nil {
			if err := o.Database.Err(); err != nil {
				writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "not ready", "reason": err.Error()})
				return
			}
		}
		if o.Ready != nil {
			if err := o.Ready(req.Context()); err != nil {
				writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "not ready", "reason": err.Error()})
				return
			}
		}
		writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	})
}

// adminRoutes serves the operator paths, each through guard (localOnly on the main listener).
func adminRoutes(r *mux.Router, o Options, guard func(http.Handler) http.Handler) {
	if o.Registry != nil {
		r.Handle("/metrics", guard(promhttp.HandlerFor(o.Registry, promhttp.HandlerOpts{})))
	}
	r.Handle("/debug/pprof/profile", guard(http.HandlerFunc(pprof.Profile)))
	r.PathPrefix("/debug/pprof/").Handler(guard(http.HandlerFunc(pprof.Index)))
	if o.DevSMS != nil {
		r.Handle("/dev/sms", guard(devSMSHandler(o.DevSMS)))
	}
	if o.DevPay != nil {
		r.PathPrefix(DevPayPrefix + "/").Handler(guard(http.StripPrefix(DevPayPrefix, o.DevPay)))
	}
}

func serves(sides []Side, s Side) bool {
	for _, x := range sides {
		if x == s {
			return true
		}
	}
	return false
}

// NewServer wraps a handler with the timeouts every listener uses.
func NewServer(addr string, h http.Handler) *http.Server {
	return &http.Server{Addr: addr, Handler: h, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second, MaxHeaderBytes: 64 << 10}
}
