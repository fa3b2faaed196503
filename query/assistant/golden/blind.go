package golden

import (
	"strconv"
	"strings"

	"zhiyuan/data/admission"
	"zhiyuan/data/catalog"
	"zhiyuan/query/assistant"
)

// The blind part (SplitBlind) was written apart from the engine: its facts (provinces, years,
// tracks, scores, schools and majors) are not those of the dev and held parts, and its
// phrasings are the ones families type in a chat box, written by hand for each fact
// (blind_facts.go). It is never tuned against. The values and sources come from the same
// oracle as the other parts: the data packages' loaders and lookups.

// phrasing is one way a family asks a fact. The text writes the fact's numbers as
// placeholders: {y} the year, {yy} its last two digits, {s} the score, {S} the score in
// full-width digits, {from} and {to} the years of an 等位分. fromProfile lists what the
// question leaves to the profile: P the province, Y the year, T the track, S the score.
type phrasing struct {
	text        string
	fromProfile string
}

func ph(text string) phrasing { return phrasing{text: text} }

func phWith(fromProfile, text string) phrasing {
	return phrasing{text: text, fromProfile: fromProfile}
}

// slots are what a blind fact asks about; zero where the kind has none.
type slots struct {
	province, year int
	track          string
	score          int
	from, to       int    // 等位分: the newest table's year and the year asked
	college        string // the catalogue name
}

// fill writes the question and its profile. It skips (ok false) a phrasing that names no year
// when the fact's year is not the one an answer without a year shows (newest), and panics on a
// phrasing that does not state what the fact needs: a mistake in the set, not in the data.
func (p phrasing) fill(s slots, newest int) (q string, pr assistant.Profile, ok bool) {
	has := func(field string) bool { return strings.Contains(p.fromProfile, field) }
	if has("P") {
		pr.ProvinceId = s.province
	}
	if has("Y") {
		pr.Year = s.year
		if s.from != 0 {
			pr.Year = s.from
		}
	}
	if has("T") {
		pr.Track = s.track
	}
	if has("S") {
		pr.Score = s.score
	}
	states := func(marks ...string) bool {
		for _, m := range marks {
			if strings.Contains(p.text, m) {
				return true
			}
		}
		return false
	}
	switch {
	case s.year != 0 && !states("{y}", "{yy}") && !has("Y") && s.year != newest:
		return "", pr, false // the year is not the one an answer without a year shows
	case s.to != 0 && !states("{to}"):
		panic("golden: blind 等位分 question without the year asked: " + p.text)
	case s.score != 0 && !states("{s}", "{S}") && !has("S"):
		panic("golden: blind question without its score: " + p.text)
	}
	q = strings.NewReplacer(
		"{yy}", strconv.Itoa(s.year%100), "{y}", strconv.Itoa(s.year),
		"{s}", strconv.Itoa(s.score), "{S}", fullWidth(strconv.Itoa(s.score)),
		"{from}", strconv.Itoa(s.from), "{to}", strconv.Itoa(s.to),
	).Replace(p.text)
	if strings.ContainsAny(q, "{}") {
		panic("golden: blind question with an unknown placeholder: " + p.text)
	}
	if s.province != 0 && !has("P") && !namesProvince(q, s.province) {
		panic("golden: blind question without its province: " + q)
	}
	if s.track != "" && s.track != admission.TrackCombined && !has("T") && !strings.Contains(q, trackWord(s.track)) {
		panic("golden: blind question without its track: " + q)
	}
	if s.college != "" && !namesCollege(q, s.college) {
		panic("golden: blind question without its college: " + q)
	}
	return q, pr, true
}

// provinceShort are the one-character names families commonly write for a province.
var provinceShort = map[int]string{44: "粤", 41: "豫", 37: "鲁"}

func namesProvince(q string, province int) bool {
	short := provinceShort[province]
	return strings.Contains(q, provName(province)) || short != "" && strings.Contains(q, short)
}

// trackWord is what a question about the track says at least: 物理, 历史, 理科, 文科.
func trackWord(track string) string {
	switch track {
	case admission.TrackPhysics:
		return "物理"
	case admission.TrackHistory:
		return "历史"
	}
	return track
}

// namesCollege: the question names the college by its name or by an abbreviation the
// catalogue gives it.
func namesCollege(q, name string) bool {
	if strings.Contains(q, name) {
		return true
	}
	code := collegeCode(name)
	for a, c := range catalog.Abbreviations() {
		if c == code && strings.Contains(q, a) {
			return true
		}
	}
	return false
}

func fullWidth(digits string) string {
	var b strings.Builder
	for _, r := range digits {
		if r >= '0' && r <= '9' {
			r += '０' - '0'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// blindCases adds the blind part, after the dev and held ones.
func blindCases(b *builder) {
	add := func(base Case, s slots, newest int, says []phrasing) {
		for _, p := range says {
			q, pr, ok := p.fill(s, newest)
			if !ok {
				continue
			}
			c := base
			c.Question, c.Profile = q, pr
			b.addBlind(c)
		}
	}
	for _, f := range blindRankFacts {
		r := admission.Lookup(f.province, f.year, f.track, f.score)
		if !r.Status.Ranked() {
			continue
		}
		add(Case{Kind: KindScoreRank, Fact: f.key(), Intent: assistant.IntentScoreRank,
			Values: []string{strconv.Itoa(r.Rank)}, Sources: []string{r.Table.SourceID}},
			slots{province: f.province, year: f.year, track: f.track, score: f.score}, newestRankYear(f.province), f.says)
	}
	for _, f := range blindEquivalentFacts {
		from := newestRankYear(f.province) // a score without a year is of the newest table
		cur := admission.Lookup(f.province, from, f.track, f.score)
		eq := admission.Equivalent(f.province, f.track, from, f.score, f.toYear)
		if !cur.Status.Ranked() || eq.Status != admission.InBand {
			continue
		}
		add(Case{Kind: KindEquivalent, Fact: f.key(from), Intent: assistant.IntentEquivalent,
			Values:  []string{strconv.Itoa(cur.Rank), strconv.Itoa(eq.Score)},
			Sources: dedupe(cur.Table.SourceID, eq.Table.SourceID)},
			slots{province: f.province, track: f.track, score: f.score, from: from, to: f.toYear}, 0, f.says)
	}
	for _, f := range blindLineFacts {
		l, ok := f.line()
		if !ok {
			continue
		}
		add(Case{Kind: KindBatchLine, Fact: f.key(l), Intent: assistant.IntentBatchLine,
			Values: []string{strconv.Itoa(l.Score)}, Sources: []string{l.SourceID}},
			slots{province: f.province, year: f.year, track: f.track}, newestLineYear(f.province), f.says)
	}
	for _, f := range blindSchoolFacts {
		top, src, newest, ok := f.top()
		if !ok {
			continue
		}
		add(Case{Kind: KindSchoolLine, Fact: f.key(), Intent: assistant.IntentSchoolLine,
			Values: []string{strconv.Itoa(top)}, Sources: src},
			slots{province: f.province, year: f.year, track: f.track, college: f.college}, newest, f.says)
	}
	for _, f := range blindPlanFacts {
		total, src, newest, ok := f.total()
		if !ok {
			continue
		}
		add(Case{Kind: KindPlan, Fact: f.key(), Intent: assistant.IntentPlan,
			Values: []string{strconv.Itoa(total)}, Sources: src},
			slots{province: f.province, year: f.year, track: f.track, college: f.college}, newest, f.says)
	}
	blindCatalogCases(b)
	blindRefusals.addTo(b.addBlind)
}

// blindCatalogCases: a major's code from the catalogue, a college's name and city from the MOE
// list, as catalogCases gives them.
func blindCatalogCases(b *builder) {
	for _, f := range blindMajors {
		var found []catalog.Major
		for _, m := range catalog.Majors() {
			if m.Name == f.name {
				found = append(found, m)
			}
		}
		if len(found) != 1 {
			continue
		}
		m := found[0]
		for _, q := range f.says {
			if !strings.Contains(q, f.name) {
				panic("golden: blind major question without the major: " + q)
			}
			b.addBlind(Case{Kind: KindMajorInfo, Fact: KindMajorInfo + "/" + m.Code, Question: q, Intent: assistant.IntentMajor,
				Values: []string{m.Code}, Sources: []string{"major-" + m.Code}})
		}
	}
	for _, f := range blindColleges {
		col, ok := catalog.CollegeByName(f.name)
		if !ok || col.City == "" {
			continue
		}
		for _, q := range f.says {
			if !namesCollege(q, col.Name) {
				panic("golden: blind college question without the college: " + q)
			}
			b.addBlind(Case{Kind: KindCollegeInfo, Fact: KindCollegeInfo + "/" + col.Code, Question: q, Intent: assistant.IntentCollege,
				Values: []string{col.Name, col.City}, Sources: []string{"college-" + col.Code}})
		}
	}
}

// newestLineYear is the province's newest year with batch lines.
func newestLineYear(province int) int {
	y := 0
	for _, l := range admission.AllBatchLines() {
		if l.ProvinceID == province && l.Year > y {
			y = l.Year
		}
	}
	return y
}

type blindRankFact struct {
	rankFact
	says []phrasing
}

type blindEquivalentFact struct {
	equivalentFact
	says []phrasing
}

type blindLineFact struct {
	lineFact
	says []phrasing
}

type blindSchoolFact struct {
	schoolFact
	says []phrasing
}

type blindPlanFact struct {
	planFact
	says []phrasing
}

// blindNamed is a major or a college asked about by name, with the questions as typed.
type blindNamed struct {
	name string
	says []string
}
