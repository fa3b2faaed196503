package golden

import (
	"fmt"
	"strconv"

	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/query/assistant"
)

// rankFact is a score asked about in one province's table of a year and track. The scores are
// picked inside each table's published range; rankCases keeps only those the table places.
type rankFact struct {
	province, year int
	track          string
	score          int
}

// Three exam modes: 3+1+2 (物理类/历史类), 3+3 (综合) and the old 文/理 tables.
var rankFacts = []rankFact{
	{44, 2025, admission.TrackPhysics, 600}, {44, 2025, admission.TrackHistory, 550},
	{44, 2026, admission.TrackPhysics, 580}, {44, 2019, admission.TrackScience, 550},
	{41, 2025, admission.TrackPhysics, 580}, {41, 2024, admission.TrackScience, 600},
	{32, 2025, admission.TrackHistory, 560}, {42, 2025, admission.TrackPhysics, 600},
	{13, 2025, admission.TrackHistory, 520}, {53, 2026, admission.TrackPhysics, 500},
	{33, 2025, admission.TrackCombined, 620}, {37, 2024, admission.TrackCombined, 550},
	{11, 2025, admission.TrackCombined, 600}, {31, 2025, admission.TrackCombined, 500},
	{46, 2025, admission.TrackCombined, 650}, {65, 2025, admission.TrackScience, 500},
	{51, 2024, admission.TrackLiberal, 550}, {22, 2022, admission.TrackLiberal, 520},
}

func (f rankFact) key() string {
	return fmt.Sprintf("%s/%d/%d/%s/%d", KindScoreRank, f.province, f.year, f.track, f.score)
}

// rankCases: "广东2025年物理类600分排多少名" and its rephrasings, the rank from the table.
func rankCases(b *builder) {
	for _, f := range rankFacts {
		r := admission.Lookup(f.province, f.year, f.track, f.score)
		if !r.Status.Ranked() {
			continue
		}
		base := Case{Kind: KindScoreRank, Fact: f.key(), Intent: assistant.IntentScoreRank,
			Values: []string{strconv.Itoa(r.Rank)}, Sources: []string{r.Table.SourceID}}
		for _, q := range rankPhrasings(f) {
			c := base
			c.Question = q
			b.add(c)
		}
		for _, c := range profileRankCases(f, base) {
			b.add(c)
		}
	}
}

func rankPhrasings(f rankFact) []string {
	p, y, s := provName(f.province), f.year, f.score
	t, short := f.track, trackShort(f.track)
	if f.track == admission.TrackCombined {
		t = ""
	}
	qs := []string{
		fmt.Sprintf("%s%d年%s%d分排多少名", p, y, t, s),
		fmt.Sprintf("%d%s%s%d分位次是多少", y, p, short, s),
		fmt.Sprintf("我是%s%s考生，%d年考了%d分，排第几名", p, t, y, s),
		fmt.Sprintf("%s%s%d年高考%s%d分在一分一段表里是第几名", p, provSuffix(f.province), y, t, s),
	}
	if y == newestRankYear(f.province) { // no year: the newest table is meant
		qs = append(qs, fmt.Sprintf("%s%s%d分能排多少名", p, t, s))
	}
	if f.track == admission.TrackPhysics && f.province == 41 { // 理科 said for 物理类 in a 3+1+2 year
		qs = append(qs, fmt.Sprintf("%s%d年理科%d分排名多少", p, y, s))
	}
	return qs
}

// profileRankCases: the profile fills what the question leaves out.
func profileRankCases(f rankFact, base Case) []Case {
	var out []Case
	add := func(pr assistant.Profile, q string) {
		c := base
		c.Profile, c.Question = pr, q
		out = append(out, c)
	}
	switch f.key() {
	case rankFact{44, 2025, admission.TrackPhysics, 600}.key():
		add(assistant.Profile{ProvinceId: 44, Track: f.track, Score: f.score}, "2025年我能排多少名")
		// The profile's exam year is the year meant when the question names none.
		add(assistant.Profile{ProvinceId: 44, Year: 2025, Track: f.track, Score: f.score}, "我的分数排多少名")
	case rankFact{41, 2025, admission.TrackPhysics, 580}.key():
		add(assistant.Profile{ProvinceId: 41, Track: f.track}, "2025年考了580分排多少名")
	case rankFact{33, 2025, admission.TrackCombined, 620}.key():
		add(assistant.Profile{ProvinceId: 33}, "2025年620分排第几名")
	}
	return out
}

// equivalentFact is a score of the province's newest table carried to an earlier year.
type equivalentFact struct {
	province int
	track    string
	score    int
	toYear   int
}

var equivalentFacts = []equivalentFact{
	{44, admission.TrackPhysics, 600, 2025}, {33, admission.TrackCombined, 620, 2024},
	{37, admission.TrackCombined, 560, 2025}, {41, admission.TrackPhysics, 580, 2025},
	{22, admission.TrackPhysics, 550, 2024}, {44, admission.TrackHistory, 550, 2024},
	{32, admission.TrackPhysics, 600, 2025}, {42, admission.TrackPhysics, 600, 2025},
	{11, admission.TrackCombined, 600, 2025}, {65, admission.TrackScience, 500, 2025},
	{51, admission.TrackPhysics, 550, 2025},
}

// equivalentCases: "广东物理类600分相当于2025年多少分", from the newest table (the engine's
// reading of a score without a year) to the year asked.
func equivalentCases(b *builder) {
	for _, f := range equivalentFacts {
		from := newestRankYear(f.province)
		cur := admission.Lookup(f.province, from, f.track, f.score)
		eq := admission.Equivalent(f.province, f.track, from, f.score, f.toYear)
		if !cur.Status.Ranked() || eq.Status != admission.InBand {
			continue
		}
		p, t, s, to := provName(f.province), f.track, f.score, f.toYear
		if t == admission.TrackCombined {
			t = ""
		}
		base := Case{Kind: KindEquivalent, Intent: assistant.IntentEquivalent,
			Fact:    f.key(from),
			Values:  []string{strconv.Itoa(cur.Rank), strconv.Itoa(eq.Score)},
			Sources: dedupe(cur.Table.SourceID, eq.Table.SourceID)}
		for _, q := range []string{
			fmt.Sprintf("%s%s%d分相当于%d年多少分", p, t, s, to),
			fmt.Sprintf("%s%s%d分的等位分是多少（换算到%d年）", p, t, s, to),
			fmt.Sprintf("%s%d年%s%d分相当于%d年多少分", p, from, t, s, to),
			fmt.Sprintf("%s%s%d分的等位分是多少", p, t, s),
		} {
			c := base
			c.Question = q
			b.add(c)
		}
	}
}

func (f equivalentFact) key(from int) string {
	return fmt.Sprintf("%s/%d/%s/%d/%d-%d", KindEquivalent, f.province, f.track, f.score, from, f.toYear)
}

func provName(id int) string {
	p, ok := data.ProvinceByID(id)
	if !ok {
		panic(fmt.Sprintf("golden: no province %d", id))
	}
	return p.Name
}

// provSuffix is how the province's full name ends: 广东省, 北京市, 新疆维吾尔自治区 (written 新疆自治区).
func provSuffix(id int) string {
	switch id {
	case 11, 12, 31, 50:
		return "市"
	case 15, 45, 54, 64, 65:
		return "自治区"
	}
	return "省"
}

// trackShort is the track as families say it: 物理, 历史, 理科, 文科 ("" for 综合).
func trackShort(track string) string {
	switch track {
	case admission.TrackPhysics:
		return "物理"
	case admission.TrackHistory:
		return "历史"
	case admission.TrackCombined:
		return ""
	}
	return track
}

// newestRankYear is the province's newest year with a rank table of any track.
func newestRankYear(province int) int {
	y := 0
	for _, t := range admission.Tables() {
		if t.ProvinceID == province && t.Year > y {
			y = t.Year
		}
	}
	return y
}

func dedupe(ids ...string) []string {
	var out []string
	seen := map[string]bool{}
	for _, id := range ids {
		if id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
