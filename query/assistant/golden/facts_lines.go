package golden

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"zhiyuan/data/admission"
	"zhiyuan/query/assistant"
)

// lineFact is one published batch line: the province's line of a year and track whose batch
// names contain pick, asked as say (本科线, 特控线, 一本线 …).
type lineFact struct {
	province, year int
	track          string
	pick, say      string
}

var lineFacts = []lineFact{
	{44, 2025, admission.TrackPhysics, "本科", "本科线"}, {44, 2025, admission.TrackHistory, "本科", "本科线"},
	{44, 2023, admission.TrackPhysics, "特控", "特控线"}, {44, 2020, admission.TrackScience, "本科", "本科线"},
	{41, 2025, admission.TrackPhysics, "普通本科", "本科线"}, {41, 2024, admission.TrackLiberal, "一批", "一本线"},
	{41, 2026, admission.TrackHistory, "普通本科", "本科线"}, {11, 2026, admission.TrackCombined, "普通本科", "本科线"},
	{31, 2026, admission.TrackCombined, "本科", "本科线"}, {33, 2026, admission.TrackCombined, "一段", "一段线"},
	{22, 2025, admission.TrackPhysics, "本科", "本科线"}, {32, 2026, admission.TrackPhysics, "本科", "本科线"},
	{51, 2026, admission.TrackHistory, "本科", "本科线"}, {65, 2026, admission.TrackLiberal, "一批", "一本线"},
	{46, 2026, admission.TrackCombined, "本科批", "本科线"}, {13, 2026, admission.TrackPhysics, "本科", "本科线"},
}

// batchLineCases: "广东2025年物理类本科线是多少", the line's score with its source. The line must
// be among the first twelve the answer lists (ordinary lines first, as the query orders them).
func batchLineCases(b *builder) {
	for _, f := range lineFacts {
		l, ok := f.line()
		if !ok {
			continue
		}
		p, y, t := provName(f.province), f.year, f.track
		if t == admission.TrackCombined {
			t = ""
		}
		base := Case{Kind: KindBatchLine, Intent: assistant.IntentBatchLine,
			Fact:   f.key(l),
			Values: []string{strconv.Itoa(l.Score)}, Sources: []string{l.SourceID}}
		for _, q := range []string{
			fmt.Sprintf("%s%d年%s%s是多少", p, y, t, f.say),
			fmt.Sprintf("%d年%s%s%s多少分", y, p, t, f.say),
			fmt.Sprintf("%s%s%d年%s的批次线", p, provSuffix(f.province), y, t),
		} {
			c := base
			c.Question = q
			b.add(c)
		}
	}
}

func (f lineFact) key(l admission.BatchLine) string {
	return fmt.Sprintf("%s/%d/%d/%s/%s", KindBatchLine, f.province, f.year, f.track, l.Batch)
}

// line finds the fact's line among those an answer lists.
func (f lineFact) line() (admission.BatchLine, bool) {
	var shown []admission.BatchLine
	for _, l := range admission.AllBatchLines() {
		if l.ProvinceID == f.province && l.Year == f.year && (f.track == admission.TrackCombined || l.Track == "" || sameTrack(l.Track, f.track)) {
			shown = append(shown, l)
		}
	}
	sort.SliceStable(shown, func(i, j int) bool { return lineOrder(shown[i]) < lineOrder(shown[j]) })
	if len(shown) > 12 {
		shown = shown[:12]
	}
	for _, l := range shown {
		if lineOrder(l) == 0 && strings.Contains(l.Batch, f.pick) {
			return l, true
		}
	}
	return admission.BatchLine{}, false
}

// lineOrder: ordinary lines first, then special-type lines, then art, sport and the rest.
func lineOrder(l admission.BatchLine) int {
	switch {
	case l.Category == "普通类" || strings.Contains(l.LineKind, "普通生源"):
		return 0
	case strings.HasPrefix(l.Category, "特殊类型"):
		return 1
	}
	return 2
}

// sameTrack: 物理类 and 理科 are the same kind of candidate, as are 历史类 and 文科.
func sameTrack(a, b string) bool {
	group := func(t string) string {
		switch t {
		case admission.TrackPhysics, admission.TrackScience:
			return "sci"
		case admission.TrackHistory, admission.TrackLiberal:
			return "lib"
		}
		return t
	}
	return group(a) == group(b)
}

// schoolFact is a college's lines in a province, a year and a track (综合: every row of the year).
type schoolFact struct {
	college        string // the catalogue name
	province, year int
	track          string
}

var schoolFacts = []schoolFact{
	{"浙江大学", 44, 2025, admission.TrackPhysics}, {"华南理工大学", 44, 2025, admission.TrackHistory},
	{"深圳大学", 44, 2024, admission.TrackPhysics}, {"郑州大学", 41, 2024, admission.TrackScience},
	{"河南大学", 41, 2024, admission.TrackLiberal}, {"南京大学", 32, 2025, admission.TrackPhysics},
	{"北京大学", 11, 2025, admission.TrackCombined}, {"武汉大学", 42, 2025, admission.TrackHistory},
	{"浙江大学", 65, 2025, admission.TrackScience}, {"郑州大学", 46, 2025, admission.TrackCombined},
}

// schoolLineCases: "浙江大学2025年在广东物理类的投档线", the highest school or group line of the
// year and track (the answer lists them highest first) with its source.
func schoolLineCases(b *builder) {
	for _, f := range schoolFacts {
		top, src, newest, ok := f.top()
		if !ok {
			continue
		}
		c, p, y, t := f.college, provName(f.province), f.year, f.track
		if t == admission.TrackCombined {
			t = ""
		}
		base := Case{Kind: KindSchoolLine, Intent: assistant.IntentSchoolLine,
			Fact:   f.key(),
			Values: []string{strconv.Itoa(top)}, Sources: src}
		qs := []string{
			fmt.Sprintf("%s%d年在%s%s的投档线", c, y, p, t),
			strings.TrimSuffix(fmt.Sprintf("%d年%s在%s的录取分数线是多少，%s", y, c, p, t), "，"),
			fmt.Sprintf("%s%s考生，%s%d年录取最低分是多少", p, t, c, y),
		}
		if y == newest {
			qs = append(qs, fmt.Sprintf("%s在%s%s的投档线是多少", c, p, t))
		}
		for _, q := range qs {
			c := base
			c.Question = q
			b.add(c)
		}
	}
}

// top is what an answer must carry: the highest school or group line of the year and track,
// its sources, and the newest year with a line of the track (the year an answer without one
// shows); ok is false when no whole score is published or the top rows cite different sources.
func (f schoolFact) top() (top int, sources []string, newest int, ok bool) {
	top, src := -1, map[string]bool{}
	for _, r := range loadedRows().results[pairKey{collegeCode(f.college), f.province}] {
		if !f.matches(r.track) {
			continue
		}
		newest = max(newest, r.year)
		if r.year != f.year || r.value < top {
			continue
		}
		if r.value > top {
			top, src = r.value, map[string]bool{}
		}
		src[r.source] = true
	}
	if top <= 0 || len(src) != 1 {
		return 0, nil, 0, false
	}
	return top, keys(src), newest, true
}

func (f schoolFact) key() string {
	return fmt.Sprintf("%s/%s/%d/%d/%s", KindSchoolLine, collegeCode(f.college), f.province, f.year, f.track)
}

func (f schoolFact) matches(track string) bool {
	return f.track == admission.TrackCombined || sameTrack(track, f.track)
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
