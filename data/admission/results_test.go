package admission

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

var (
	resultsOnce sync.Once
	resultsAll  []AdmissionResult
	resultsErr  error
)

// allResults reads the whole file once for the tests.
func allResults(t *testing.T) []AdmissionResult {
	t.Helper()
	resultsOnce.Do(func() {
		resultsErr = EachResult(func(r AdmissionResult) error { resultsAll = append(resultsAll, r); return nil })
	})
	if resultsErr != nil {
		t.Fatal(resultsErr)
	}
	return resultsAll
}

func TestResultCountAndDigest(t *testing.T) {
	rs := allResults(t)
	if len(rs) != ResultCount {
		t.Errorf("results: %d, want %d", len(rs), ResultCount)
	}
	if d := ResultsDigest(); !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(d) || d != ResultsDigest() {
		t.Errorf("digest %q", d)
	}
	stop := errors.New("stop")
	n := 0
	err := EachResult(func(AdmissionResult) error {
		if n++; n == 3 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 3 {
		t.Errorf("EachResult did not stop: %v after %d rows", err, n)
	}
}

// Every row names its source, a known level, and keeps the published score text.
func TestEveryResultIsWellFormed(t *testing.T) {
	for _, r := range allResults(t) {
		if s, ok := SourceOf(r.SourceID); !ok || s.Kind != KindAdmissionResult {
			t.Fatalf("%+v: source %q not an admission_result source", r, r.SourceID)
		}
		if r.Level != LevelMajor && r.Level != LevelGroup && r.Level != LevelSchool {
			t.Fatalf("%+v: level %q", r, r.Level)
		}
		if r.Level != LevelMajor && r.MajorCode != "" {
			t.Fatalf("%+v: a major code on a %s row", r, r.Level)
		}
		if r.MinScore != 0 && r.MinScoreText != strconv.Itoa(r.MinScore) {
			t.Fatalf("%+v: score %d, text %q", r, r.MinScore, r.MinScoreText)
		}
		if r.MinScore == 0 && r.MinScoreText != "" && !strings.Contains(r.MinScoreText, ".") {
			t.Fatalf("%+v: score text %q not read", r, r.MinScoreText)
		}
		if r.Year < 2019 || r.Year > 2026 || r.ProvinceID < 11 {
			t.Fatalf("%+v: year or province", r)
		}
	}
}

// refusesConversion are rank tables whose source asks that admission lines not be converted
// through them (usage: 不自动换算院校投档/录取最低位次).
var refusesConversion = map[string]bool{"sohu-xinjiang-rank-2025-cb85600e32": true}

// converted_rank is exactly the rank Lookup answers for the min score, and empty whenever
// Lookup has no rank (no table, above the top, below the floor, or no whole score) or the
// table's source refuses the conversion, or the score printed is a control line (a 浙江 major
// that did not fill its quota).
func TestConvertedRanksAgreeWithLookup(t *testing.T) {
	converted := 0
	for _, r := range allResults(t) {
		want := 0
		if r.MinScore > 0 && !strings.Contains(r.Note, "分数线为第一段控制线") {
			if l := Lookup(r.ProvinceID, r.Year, r.Track, r.MinScore); l.Status.Ranked() && !refusesConversion[l.Table.SourceID] {
				want = l.Rank
			}
		}
		if r.ConvertedRank != want {
			t.Fatalf("%+v: converted rank %d, Lookup says %d", r, r.ConvertedRank, want)
		}
		if want > 0 {
			converted++
		}
	}
	if converted < 100000 {
		t.Errorf("only %d converted ranks", converted)
	}
}

// min_rank comes only from the source tables: sources that publish no rank have none.
func TestNoPublishedRankIsConverted(t *testing.T) {
	scoreOnly := func(s Source) bool {
		return strings.Contains(s.Quality, "score-only") || strings.HasPrefix(s.ID, "official-jiangsu-undergraduate-")
	}
	withRank, withBandRank, sourcesChecked := 0, 0, map[string]bool{}
	for _, r := range allResults(t) {
		s, _ := SourceOf(r.SourceID)
		if scoreOnly(s) {
			sourcesChecked[s.ID] = true
			if r.MinRank != 0 {
				t.Fatalf("%+v: a rank from a score-only source", r)
			}
		}
		if r.MinRank > 0 {
			withRank++
		}
		if r.BandRank > 0 {
			withBandRank++
			if r.MinRank > 0 || !strings.HasPrefix(r.SourceID, "gaokaoagent-") {
				t.Errorf("%s %d %s: a band rank beside a printed rank, or outside the GaokaoAgent rows", r.SchoolName, r.Year, r.MajorName)
			}
		}
	}
	if len(sourcesChecked) < 20 {
		t.Errorf("only %d score-only sources checked", len(sourcesChecked))
	}
	if withRank != resultsWithRank {
		t.Errorf("rows with a published rank: %d, want %d", withRank, resultsWithRank)
	}
	if withBandRank != resultsWithBandRank {
		t.Errorf("rows with a band rank: %d, want %d", withBandRank, resultsWithBandRank)
	}
}

// resultsWithRank: 浙江 47,838 + 山东 60,909 + 广东 official 13,990 + 59,778 native ranks
// of the 27-province file (2019–2025), and 2026: 浙江 17,403 + 山东 23,852 + 广东 6,014; resultsWithBandRank: the GaokaoAgent rows with a whole
// 最低分平均排位, kept apart.
const (
	resultsWithRank     = 229784
	resultsWithBandRank = 38373
)

// Sources the review found wanting carry a caveat for readers; sound ones carry none.
func TestSourceCaveats(t *testing.T) {
	for id, want := range map[string]string{
		"official-yunnan-daily-admission-2024":                  "日报",
		"official-neimenggu-vocational-application-2024-round1": "预计投档线",
		"official-hubei-undergraduate-filing-2025-history":      "未载明",
		"official-heilongjiang-undergraduate-2025-physics":      "加分",
	} {
		s, ok := SourceOf(id)
		if !ok || !strings.Contains(s.Caveat, want) {
			t.Errorf("%s: caveat %q, want one saying %s", id, s.Caveat, want)
		}
	}
	for _, id := range []string{"official-zhejiang-first-segment-2025", "official-shandong-regular-first-choice-2025"} {
		if s, ok := SourceOf(id); !ok || s.Caveat != "" {
			t.Errorf("%s: found %v, caveat %q; want a sound official source without one", id, ok, s.Caveat)
		}
	}
}

// 浙江's official filing lines print a score and a rank: the rank must fall inside the band
// the 一分一段 table gives the score. 浙江 2023 and 2024 tables are a third-party compilation and
// 2025 a copy, so this is the check that they are the official tables. The six 2023 rows that
// disagree print ranks 3,000–4,200 below their score's band (浙江万里学院 计算机类 545 at
// 115,797, band 111,578–112,696): faults of the filing table's rows, not of the rank table,
// whose neighbours agree.
func TestZhejiangPrintedRanksFallInTheTableBand(t *testing.T) {
	in, out := map[int]int{}, map[int]int{}
	for _, r := range allResults(t) {
		if r.ProvinceID != 33 || r.MinRank == 0 || r.MinScore == 0 {
			continue
		}
		l := Lookup(r.ProvinceID, r.Year, r.Track, r.MinScore)
		if l.Status.Ranked() && l.RankBest <= r.MinRank && r.MinRank <= l.RankWorst {
			in[r.Year]++
		} else {
			out[r.Year]++
		}
	}
	want := map[int][2]int{2023: {15882, 6}, 2024: {15385, 0}, 2025: {16565, 0}}
	for y, w := range want {
		if in[y] != w[0] || out[y] != w[1] {
			t.Errorf("浙江 %d: %d inside the band, %d outside; want %d and %d", y, in[y], out[y], w[0], w[1])
		}
	}
}
