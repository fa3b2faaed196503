package apifuzz

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// actors are the accounts the suite made before the round.
type actors struct {
	own          string   // A's valid session token
	spare        []string // more sessions of A, each spent once on a call that may end it
	ownID        string
	loginName    string
	foreignID    string // B's user id: sent as if it were A's
	foreignPhone string
	markers      []string // B's nickname and student name: no answer to anyone else may hold them
	revoked      string   // C's token after C logged out
}

// gen makes requests from a seeded source, so a run can be repeated.
type gen struct {
	r      *rand.Rand
	actors *actors
	pool   map[string][]any    // ids seen in answers, by field name
	read   map[string][]string // fields each route is known to read, by path (see learn)
}

func newGen(seed uint64, a *actors) *gen {
	return &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), actors: a, pool: map[string][]any{}, read: map[string][]string{}}
}

func (g *gen) phone() string { return fmt.Sprintf("1%d%09d", 3+g.r.IntN(7), g.r.IntN(1e9)) }

// pooled picks an id seen in an answer, else the fallback.
func (g *gen) pooled(name string, fallback any) any {
	if p := g.pool[name]; len(p) > 0 && g.r.IntN(4) > 0 {
		return p[g.r.IntN(len(p))]
	}
	return fallback
}

// harvestKeys are the answer fields whose values make good request values.
var harvestKeys = map[string]string{"Id": "Id", "ID": "ID", "CollegeId": "CollegeId", "Code": "Code",
	"BatchId": "BatchId", "Batch": "Batch", "CategoryCode": "CategoryCode", "ClassCode": "ClassCode",
	"CaptchaId": "CaptchaId", "MajorCode": "Code", "IndustryId": "ID", "ProfessionId": "ID", "SchoolId": "Id"}

// harvest remembers ids from an answer (at most 64 per field).
func (g *gen) harvest(body []byte) {
	var v any
	if json.Unmarshal(body, &v) != nil {
		return
	}
	budget := 200
	var walk func(v any)
	walk = func(v any) {
		if budget--; budget < 0 {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if name, ok := harvestKeys[k]; ok {
					switch e.(type) {
					case string, float64:
						if p := g.pool[name]; len(p) < 64 {
							g.pool[name] = append(p, e)
						} else {
							p[g.r.IntN(len(p))] = e
						}
					}
				}
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(v)
}

// forgedToken is a token header value that must never authenticate.
func (g *gen) forgedToken() string {
	random := make([]byte, 32)
	for i := range random {
		random[i] = byte(g.r.Uint32())
	}
	sum := sha256.Sum256([]byte(g.actors.own))
	return pick(g,
		hex.EncodeToString(random),                  // well-formed, unknown
		hex.EncodeToString(sum[:]),                  // the stored hash of a real token
		g.actors.revoked,                            // ended by logout
		g.actors.own[:len(g.actors.own)/2],          // truncated
		strings.ToUpper(g.actors.own),               // case changed
		g.actors.own+"00",                           // extended
		g.actors.foreignID,                          // a user id, not a token
		"Bearer "+g.actors.own,                      // wrong scheme
		strings.Repeat("f", 4096),                   // long
		"eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.", // an unsigned JWT
		"null", "undefined", "0", "' OR '1'='1",
	)
}

// body makes a real-looking body: a random subset of every field.
func (g *gen) body() map[string]any {
	b := map[string]any{}
	for _, f := range fields {
		if g.r.IntN(10) < 6 {
			b[f.name] = f.gen(g)
		}
	}
	return b
}

// fieldName picks a field to break: mostly one the route is known to read
// (see learn), else any field of the API, now and then a made-up name.
func (g *gen) fieldName(rt Route) string {
	switch n := g.r.IntN(10); {
	case n == 0:
		return pick(g, "userid", "USERID", "__proto__", "constructor", "", " Phone", "phone", "Phone\u0000", "日期")
	case n < 7 && len(g.read[rt.Path]) > 0:
		return pick(g, g.read[rt.Path]...)
	}
	return fields[g.r.IntN(len(fields))].name
}

var typeError = regexp.MustCompile(`^参数 ([A-Za-z]+) 的类型不正确$`)

// learn notes, from a refusal that names a field of the wrong type, that the
// route reads that field: later requests to the route break it more often.
func (g *gen) learn(rt Route, message string) {
	m := typeError.FindStringSubmatch(message)
	if m == nil {
		return
	}
	for _, f := range g.read[rt.Path] {
		if f == m[1] {
			return
		}
	}
	g.read[rt.Path] = append(g.read[rt.Path], m[1])
}
