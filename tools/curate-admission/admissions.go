package main

import (
	"embed"
	"fmt"
	"sort"
)

// Hand-written matching inputs, embedded so the tool runs from any folder.
//
//go:embed manual/school_names.csv manual/shanghai_short_names.csv manual/source_caveats.csv
var manualFiles embed.FS

// sourceStats counts the rows read, kept and dropped per source id.
type sourceStats struct {
	readN, keptN map[string]int
	dropped      map[string]int // "source: why" → rows
}

func newSourceStats() *sourceStats {
	return &sourceStats{readN: map[string]int{}, keptN: map[string]int{}, dropped: map[string]int{}}
}

func (s *sourceStats) read(src string)      { s.readN[src]++ }
func (s *sourceStats) kept(src string)      { s.keptN[src]++ }
func (s *sourceStats) drop(src, why string) { s.dropped[src+": "+why]++ }

// admissions holds the curated results, plans and school matching.
type admissions struct {
	results          []*result
	plans            []*plan
	schools          map[schoolKey]*schoolMatch
	codes, unmatched [][]string
	sources          [][]string
	stats            *sourceStats
	multi            *multiAdmStats
	plans2026        *plans2026Stats
	hubei            *hubeiStats
	thirdParty       *thirdPartyStats
	s2026            *stats2026
	planTypes        *planTypeStats
	unreadPast       map[string]int // requirement wording of the other sources not read → rows
	converted        int
	debrisRepaired   int // rows whose parsed school name lost its stray character
}

// buildAdmissions reads every results and plans source, converts min scores to ranks
// with the curated tables and matches every school to the catalogue.
func buildAdmissions(shared string, provs map[string]province, tables []*rankTable) *admissions {
	st := newSourceStats()
	var rs []*result
	rs = append(rs, loadZhejiang(shared, provs["浙江"], st)...)
	rs = append(rs, loadShandong(shared, provs["山东"], st)...)
	rs = append(rs, loadJiangsu(shared, provs["江苏"], st)...)
	rs = append(rs, loadGuangdongOfficial(shared, provs["广东"], st)...)
	rs = append(rs, loadAgentMajors(shared, provs["广东"], st)...)
	mr, ps, ms := loadMulti(shared, provs, st)
	rs = append(rs, mr...)
	hbRows, hs := loadHubei(shared, provs["湖北"], rs, st)
	rs = append(rs, hbRows...)
	tpRows, tps := loadThirdPartyHistory(shared, provs, rs, st)
	rs = append(rs, tpRows...)
	rs26, s26 := loadResults2026(shared, provs, st)
	rs = append(rs, rs26...)
	ps = append(ps, loadAgentPlan(shared, provs["广东"], st)...)
	unread := normaliseAll(rs, ps)
	pts := assignPlanTypes(rs)
	ps26, p26 := loadPlans2026(shared, provs, ps, st)
	ps = append(ps, ps26...)
	for i, r := range rs {
		r.seq = i
	}
	for i, p := range ps {
		p.seq = i
	}
	sortResults(rs)
	sortPlans(ps)
	a := &admissions{results: rs, plans: ps, stats: st, multi: ms, plans2026: p26, unreadPast: unread, hubei: hs, thirdParty: tps,
		s2026: s26, planTypes: pts}
	a.converted = convertRanks(rs, newRankIndex(convertible(shared, tables)))
	manual, shanghai := loadManualNames(manualFiles)
	m := newMatcher(manual, shanghai)
	a.schools = matchSchools(m, rs, ps)
	a.codes, a.unmatched = schoolCodeRows(a.schools)
	a.debrisRepaired = repairDebris(m, a.schools, rs, ps)
	a.sources = admissionSources(shared, rs, ps, func(used map[string]string) [][]string {
		return append(append(p26.sources(used), tps.sources(used)...), sources2026()...)
	})
	return a
}

func (a *admissions) resultRows() [][]string {
	out := make([][]string, len(a.results))
	for i, r := range a.results {
		out[i] = r.row()
	}
	return out
}

func (a *admissions) planRows() [][]string {
	out := make([][]string, len(a.plans))
	for i, p := range a.plans {
		out[i] = p.row()
	}
	return out
}

// report prints the counts README.md quotes.
func (a *admissions) report(provs map[string]province) {
	fmt.Printf("results: %d rows, %d with a converted rank; plans: %d rows; %d school names without their parse debris\n",
		len(a.results), a.converted, len(a.plans), a.debrisRepaired)
	ids := make([]string, 0, len(a.stats.readN))
	for id := range a.stats.readN {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		fmt.Printf("  source %s: read %d, kept %d\n", id, a.stats.readN[id], a.stats.keptN[id])
	}
	printCounts("  dropped", a.stats.dropped)
	printCounts("  relabelled", a.multi.relabelled)
	printCounts("  track kept as published", a.multi.kept)
	a.plans2026.report()
	a.hubei.report()
	a.thirdParty.report()
	a.s2026.report()
	a.planTypes.report()
	n := 0
	for _, v := range a.unreadPast {
		n += v
	}
	fmt.Printf("requirements of the other sources: %d rows not read\n", n)
	printCounts("  not read", a.unreadPast)
	a.reportMatching(provs)
}

// normaliseAll writes the canonical requirement of every result and plan read so far and
// counts the wordings the rule could not read.
func normaliseAll(rs []*result, ps []*plan) map[string]int {
	unread := map[string]int{}
	for _, r := range rs {
		var ok bool
		if r.rule, ok = normaliseRequirement(r.require, r.track); !ok {
			unread[r.require]++
		}
	}
	for _, p := range ps {
		var ok bool
		if p.subjectRule, ok = normaliseRequirement(p.require, p.track); !ok {
			unread[p.require]++
		}
	}
	return unread
}
