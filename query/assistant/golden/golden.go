// Package golden is the golden set of the assistant (智能问答): questions generated from the
// shipped data in data/admission and data/catalog, each with the value and the source its
// answer must carry, and the questions the assistant must ask about, decline or refuse
// (missing information, an unknown school, a future year, out of scope, prompt injection,
// 保证录取). Every fact is asked in several phrasings; the cases are split into a development
// part and a held-back part by a stable hash of the fact, so all phrasings of one fact fall in
// the same part. A third, blind part (blind.go) was written apart from the engine, with facts
// and phrasings of its own, and is never tuned against. Grade checks one answer against its
// case. Nothing here needs a database: the expected values come from the data packages' own
// loaders and lookups, an oracle independent of the read models the engine queries.
package golden

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"sync"

	"zhiyuan/query/assistant"
)

// Splits of the set.
const (
	SplitDev   = "dev"   // for the engine's owner to tune against
	SplitHeld  = "held"  // held back: measures what tuning did not see
	SplitBlind = "blind" // written apart from the engine, never tuned against
)

// Kinds of case: the fact kinds first, then the ones the assistant must not answer with data.
const (
	KindScoreRank     = "score_rank"
	KindEquivalent    = "equivalent"
	KindBatchLine     = "batch_line"
	KindSchoolLine    = "school_line"
	KindPlan          = "plan"
	KindMajorInfo     = "major_info"
	KindCollegeInfo   = "college_info"
	KindMissing       = "missing"
	KindUnknownSchool = "unknown_school"
	KindFutureYear    = "future_year"
	KindNoData        = "no_data" // the portal has no data for what is asked
	KindOutOfScope    = "out_of_scope"
	KindInjection     = "injection"
	KindGuarantee     = "guarantee"
	KindGreeting      = "greeting"
	KindHelp          = "help"
)

// FactKinds are the kinds whose cases carry a value from the data.
var FactKinds = []string{KindScoreRank, KindEquivalent, KindBatchLine, KindSchoolLine, KindPlan, KindMajorInfo, KindCollegeInfo}

// What an answer's numbers may be (Case.Numbers).
const (
	NumbersAny   = ""      // not checked beyond Answer.Unsourced
	NumbersNone  = "none"  // the answer carries no number at all
	NumbersAsked = "asked" // only numbers the question (or the profile) states
)

// Case is one question of the golden set and what its answer must satisfy.
type Case struct {
	ID       string
	Split    string // SplitDev or SplitHeld, by a hash of Fact; SplitBlind for the blind cases
	Kind     string
	Fact     string // the fact asked, phrasing aside: every phrasing of it shares the key
	Question string
	Profile  assistant.Profile
	Intent   string   // the expected intent
	OrIntent []string // other intents that are right as well (an unknown school may be asked about)
	Values   []string // each must appear in the answer; a number must appear as a whole number
	Sources  []string // citation ids each of which must be among the answer's citations
	Missing  []string // slots the answer must ask for
	// NoCitations: the answer cites nothing (a refusal, a question back, no data).
	NoCitations bool
	Numbers     string // NumbersAny, NumbersNone or NumbersAsked
}

// IsFact tells a case that asks for a value of the data.
func (c Case) IsFact() bool {
	for _, k := range FactKinds {
		if c.Kind == k {
			return true
		}
	}
	return false
}

var (
	once  sync.Once
	cases []Case
)

// Cases is the golden set, generated from the shipped data; the same data gives the same
// cases in the same order. The slice is a copy.
func Cases() []Case {
	once.Do(func() {
		b := &builder{seen: map[string]int{}}
		rankCases(b)
		equivalentCases(b)
		batchLineCases(b)
		schoolLineCases(b)
		planCases(b)
		catalogCases(b)
		refusalCases(b)
		blindCases(b)
		cases = b.cases
	})
	return append([]Case(nil), cases...)
}

// builder numbers the phrasings of each fact and places the fact in its split.
type builder struct {
	cases []Case
	seen  map[string]int
}

func (b *builder) add(c Case) { b.place(c, split(c.Fact)) }

// addBlind adds a case of the blind part, whatever the hash of its fact says.
func (b *builder) addBlind(c Case) { b.place(c, SplitBlind) }

func (b *builder) place(c Case, part string) {
	b.seen[c.Fact]++
	c.ID = fmt.Sprintf("%s#%d", c.Fact, b.seen[c.Fact])
	c.Split = part
	b.cases = append(b.cases, c)
}

// split places a fact by a stable hash: about 70% dev, 30% held.
func split(fact string) string {
	sum := sha256.Sum256([]byte("zhiyuan-golden/" + fact))
	if binary.BigEndian.Uint64(sum[:8])%10 < 7 {
		return SplitDev
	}
	return SplitHeld
}
