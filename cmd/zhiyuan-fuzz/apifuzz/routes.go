// Package apifuzz is the standing adversarial suite of the HTTP API: it sends
// hostile requests to every route of a running server and checks that each is
// answered (no 5xx, no dropped connection), that API answers are well-formed
// envelopes, that no refused request changed the event log, and that no answer
// leaks another user's data. cmd/zhiyuan-fuzz runs it at full size (make fuzz);
// its own test runs a short round inside make test.
package apifuzz

import (
	"fmt"
	"net/http"
	"sort"

	"github.com/gorilla/mux"

	"zhiyuan/infra/httpapi"
)

// Route classes, the rows of the report.
const (
	ClassCommandPublic = "command, no login"
	ClassCommandLogin  = "command, login"
	ClassQueryPublic   = "query, no login"
	ClassQueryLogin    = "query, login"
	ClassOps           = "operational (not an envelope)"
	ClassUnknownAPI    = "unknown /api path"
	ClassOther         = "other path (SPA or 404)"
	ClassRawHTTP       = "malformed HTTP (raw socket)"
)

// Surface says what the server under test serves besides the API table.
type Surface struct {
	Sides   []httpapi.Side // the halves it serves (both in the embedded mode)
	DevSMS  bool           // /dev/sms (development profile)
	Metrics bool           // /metrics
	WebDir  bool           // the SPA at / (answers HTML, not envelopes)
}

// Route is one route the walk found.
type Route struct {
	Path     string
	Class    string
	Side     httpapi.Side
	Login    bool
	Envelope bool // every answer must be a {Code, Data, Message} envelope
	Prefix   bool // a catch-all prefix: the fuzzer sends made-up paths below it
}

// Router registers on a gorilla/mux router what httpapi.NewHandler registers
// for a surface: the operational endpoints, every row of httpapi.Routes served
// by the sides, the /api/ catch-all and the SPA. NewHandler hides its router
// behind middleware, so this mirrors its registration from the same route
// table; CheckRouting (run before every fuzz round) proves each path it walks
// is served by the real server.
func Router(s Surface) *mux.Router {
	r := mux.NewRouter()
	h := http.NotFoundHandler()
	r.Handle("/healthz", h).Name(ClassOps)
	r.Handle("/readyz", h).Name(ClassOps)
	if s.Metrics {
		r.Handle("/metrics", h).Name(ClassOps)
	}
	if s.DevSMS {
		r.Handle("/dev/sms", h).Name(ClassOps)
	}
	for _, rt := range httpapi.Routes {
		if serves(s.Sides, rt.Side) {
			r.Handle(rt.Path, h).Name("api")
		}
	}
	r.PathPrefix("/api/").Handler(h).Name(ClassUnknownAPI)
	r.PathPrefix("/").Handler(h).Name(ClassOther)
	return r
}

// Walk enumerates the routes of a surface with mux's Walk.
func Walk(s Surface) ([]Route, error) {
	table := map[string]httpapi.Route{}
	for _, rt := range httpapi.Routes {
		table[rt.Path] = rt
	}
	var out []Route
	err := Router(s).Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		tpl, err := route.GetPathTemplate()
		if err != nil {
			return err
		}
		switch name := route.GetName(); name {
		case "api":
			rt, ok := table[tpl]
			if !ok {
				return fmt.Errorf("walked %s, which is not in httpapi.Routes", tpl)
			}
			out = append(out, Route{Path: tpl, Class: apiClass(rt), Side: rt.Side, Login: rt.Login, Envelope: true})
		case ClassUnknownAPI:
			out = append(out, Route{Path: tpl, Class: name, Envelope: true, Prefix: true})
		case ClassOther:
			// Without the SPA the router's NotFoundHandler answers an envelope.
			out = append(out, Route{Path: tpl, Class: name, Envelope: !s.WebDir, Prefix: true})
		default:
			out = append(out, Route{Path: tpl, Class: name})
		}
		return nil
	})
	sort.SliceStable(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, err
}

func apiClass(rt httpapi.Route) string {
	switch {
	case rt.Side == httpapi.CommandSide && rt.Login:
		return ClassCommandLogin
	case rt.Side == httpapi.CommandSide:
		return ClassCommandPublic
	case rt.Login:
		return ClassQueryLogin
	}
	return ClassQueryPublic
}

func serves(sides []httpapi.Side, s httpapi.Side) bool {
	for _, x := range sides {
		if x == s {
			return true
		}
	}
	return false
}
