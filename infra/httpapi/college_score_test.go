package httpapi_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"zhiyuan/infra/platform/platformtest"
)

// matchedLine is CollegeItem.MatchedLine of a list with a score query.
type matchedLine struct {
	Year                                                 int
	Track, Batch, Level, LevelName, GroupCode, GroupName string
	SchoolName                                           string
	Score, Rank                                          *int
	RankConverted                                        bool
}

type scoreCollegeRow struct {
	collegeRow
	MatchedLine *matchedLine
}

type scoreCollegePage struct {
	Total int
	List  []scoreCollegeRow
}

// The batches a score query never compares with (DOMAIN.md: special paths and later rounds), and
// the 专科 batches, written out here as the test's own oracle.
var (
	specialBatch    = regexp.MustCompile(`提前|征集|征求|艺术|体育|对口|单招|预科|专项|单列|贯通|分类考试`)
	vocationalBatch = regexp.MustCompile(`专科|高职|高专`)
)

// scoreList pages through GetCollegeList with a score query and the other filters of body.
func scoreList(t *testing.T, e *platformtest.Env, body map[string]any) scoreCollegePage {
	t.Helper()
	var all scoreCollegePage
	for page := 1; ; page++ {
		var p scoreCollegePage
		body["PageIndex"], body["PageSize"] = page, 100
		e.OK(t, "/api/College/GetCollegeList", "", body, &p)
		all.Total = p.Total
		all.List = append(all.List, p.List...)
		if len(p.List) < 100 {
			return all
		}
	}
}

// tierOf is the default order's tier: 985, then 211, then 双一流, then the rest.
func tierOf(tags string) int {
	for i, t := range []string{"985", "211", "双一流"} {
		if strings.Contains(tags, t) {
			return i
		}
	}
	return 3
}

// before says whether a comes before b in a score-query list: the higher line, then the
// smaller rank, then 985/211/双一流, 本科 before 专科, code.
func before(a, b scoreCollegeRow) bool {
	la, lb := a.MatchedLine, b.MatchedLine
	sa, sb := -1, -1
	if la.Score != nil {
		sa = *la.Score
	}
	if lb.Score != nil {
		sb = *lb.Score
	}
	if sa != sb {
		return sa > sb
	}
	if la.Rank != nil && lb.Rank != nil && *la.Rank != *lb.Rank {
		return *la.Rank < *lb.Rank
	}
	if ta, tb := tierOf(a.StrengthTags), tierOf(b.StrengthTags); ta != tb {
		return ta < tb
	}
	if a.EducationLevel != b.EducationLevel {
		return a.EducationLevel > b.EducationLevel
	}
	return a.CollegeCode < b.CollegeCode
}

// expectedLine is the school's highest ordinary 本科 line of 广东 2024 物理类 at or below the
// score, read from the school's own history (Public/LineSchooScoreList).
func expectedLine(t *testing.T, e *platformtest.Env, code string, score int) *resultRow {
	var lines schoolLines
	e.OK(t, "/api/Public/LineSchooScoreList", "", map[string]any{"ProvinceId": 44, "CollegeId": code, "Year": 2024,
		"SelectSubject": "物理"}, &lines)
	var best *resultRow
	for i := range lines.List {
		r := &lines.List[i]
		if r.Year != 2024 || r.Track != "物理类" || specialBatch.MatchString(r.Batch) || vocationalBatch.MatchString(r.Batch) ||
			r.MinScore == nil || *r.MinScore > score {
			continue
		}
		rank := func(x *resultRow) int {
			if x.MinRank != nil {
				return *x.MinRank
			}
			return *x.ConvertedRank
		}
		if best == nil || *r.MinScore > *best.MinScore || (*r.MinScore == *best.MinScore && rank(r) < rank(best)) {
			best = r
		}
	}
	return best
}

// testCollegeMatchedLines: 按最低分查询 lists each college with the line it matched, closest to
// the score first, and pages and filters that order like any other list.
func testCollegeMatchedLines(t *testing.T, e *platformtest.Env) {
	panel := map[string]any{"ProvinceId": 44, "Year": 2024, "SelectSubject": "物理", "Score": 600}
	all := scoreList(t, e, map[string]any{"SchoolHisotyScore": panel})
	if all.Total < 300 || len(all.List) != all.Total {
		t.Fatalf("广东 2024 物理类 600: total %d, %d rows", all.Total, len(all.List))
	}
	for i, c := range all.List {
		l := c.MatchedLine
		if l == nil || l.Year != 2024 || l.Track != "物理类" || l.Score == nil || *l.Score > 600 || l.Rank == nil ||
			specialBatch.MatchString(l.Batch) || vocationalBatch.MatchString(l.Batch) {
			t.Fatalf("row %d %s: matched line %+v", i, c.CollegeName, l)
		}
		if i > 0 && before(c, all.List[i-1]) {
			t.Fatalf("row %d %s (%+v) should come before row %d %s (%+v)", i, c.CollegeName, *l, i-1,
				all.List[i-1].CollegeName, *all.List[i-1].MatchedLine)
		}
	}
	if s := *all.List[0].MatchedLine.Score; s < 595 {
		t.Errorf("the first college's line is %d, far below 600", s)
	}
	// The line values against the school's admission rows: the first rows, one in the middle, the last.
	for _, i := range []int{0, 1, 2, len(all.List) / 2, len(all.List) - 1} {
		c := all.List[i]
		want := expectedLine(t, e, c.CollegeCode, 600)
		l := c.MatchedLine
		if want == nil {
			t.Fatalf("%s: no line at or below 600 in its history, but listed with %+v", c.CollegeName, *l)
		}
		rank, converted := want.MinRank, false
		if rank == nil {
			rank, converted = want.ConvertedRank, true
		}
		if *l.Score != *want.MinScore || *l.Rank != *rank || l.RankConverted != converted || l.GroupCode != want.GroupCode ||
			l.Batch != want.Batch || l.Level != want.Level || l.LevelName != want.LevelName {
			t.Errorf("%s: matched %+v (rank %d); its history's highest line at or below 600 is %+v", c.CollegeName, *l, *l.Rank, *want)
		}
	}
	// 北京大学 (hand-checked: lowest 广东 2024 物理类 line 672) at 700: its highest line at or below 700.
	var pku scoreCollegePage
	high := map[string]any{"ProvinceId": 44, "Year": 2024, "SelectSubject": "物理", "Score": 700}
	e.OK(t, "/api/College/GetCollegeList", "", map[string]any{"CollegeName": "北京大学", "SchoolHisotyScore": high}, &pku)
	want := expectedLine(t, e, "10001", 700)
	if pku.Total != 1 || want == nil || pku.List[0].MatchedLine == nil || *pku.List[0].MatchedLine.Score != *want.MinScore ||
		*want.MinScore < 672 || pku.List[0].MatchedLine.GroupCode != want.GroupCode {
		t.Errorf("北京大学 at 700: %+v, want the line %+v", pku.List, want)
	}

	// Another filter: the total counts the matching colleges after it, and the pages cut the same order.
	for _, f := range []struct {
		key  string
		val  any
		keep func(scoreCollegeRow) bool
	}{
		{"Tag", "211", func(c scoreCollegeRow) bool { return strings.Contains(c.StrengthTags, "211") }},
		{"ProvinceId", 44, func(c scoreCollegeRow) bool { return c.ProvinceId == 44 }},
	} {
		var kept []scoreCollegeRow
		for _, c := range all.List {
			if f.keep(c) {
				kept = append(kept, c)
			}
		}
		if len(kept) < 15 {
			t.Fatalf("%s=%v keeps only %d colleges", f.key, f.val, len(kept))
		}
		for page := 1; page <= 2; page++ {
			var p scoreCollegePage
			e.OK(t, "/api/College/GetCollegeList", "", map[string]any{f.key: f.val, "SchoolHisotyScore": panel,
				"PageIndex": page, "PageSize": 10}, &p)
			if p.Total != len(kept) {
				t.Errorf("%s=%v: Total %d, want %d", f.key, f.val, p.Total, len(kept))
			}
			wantPage := kept[(page-1)*10 : min(page*10, len(kept))]
			if len(p.List) != len(wantPage) {
				t.Fatalf("%s=%v page %d: %d rows, want %d", f.key, f.val, page, len(p.List), len(wantPage))
			}
			for i := range wantPage {
				if p.List[i].CollegeCode != wantPage[i].CollegeCode || p.List[i].MatchedLine == nil {
					t.Errorf("%s=%v page %d row %d: %s, want %s", f.key, f.val, page, i, p.List[i].CollegeName, wantPage[i].CollegeName)
				}
			}
		}
	}

	// 山东 publishes only ranks, at major level: a line matches at or after the score's rank,
	// the nearest rank first, printed (not converted) and named by its major.
	var rank lineRankReply
	e.OK(t, "/api/Public/LineRank", "", rankBody(37, 2025, "", 600), &rank)
	sd := scoreList(t, e, map[string]any{"SchoolHisotyScore": map[string]any{"ProvinceId": 37, "Year": 2025, "Score": 600}})
	if sd.Total < 100 || !rank.Found {
		t.Fatalf("山东 2025 600 (rank %d): %d colleges", rank.Rank, sd.Total)
	}
	for i, c := range sd.List {
		l := c.MatchedLine
		if l == nil || l.Score != nil || l.Rank == nil || *l.Rank < rank.Rank || l.RankConverted || l.Level != "major" || l.GroupName == "" {
			t.Fatalf("山东 row %d %s: %+v", i, c.CollegeName, l)
		}
		if i > 0 && *l.Rank < *sd.List[i-1].MatchedLine.Rank {
			t.Fatalf("山东 row %d %s (rank %d) after rank %d", i, c.CollegeName, *l.Rank, *sd.List[i-1].MatchedLine.Rank)
		}
	}

	// Without a score query (or with an empty one) no item carries a MatchedLine.
	for _, body := range []map[string]any{{"PageSize": 100}, {"PageSize": 100, "SchoolHisotyScore": map[string]any{}}} {
		var raw struct{ List []map[string]json.RawMessage }
		e.OK(t, "/api/College/GetCollegeList", "", body, &raw)
		if len(raw.List) != 100 {
			t.Fatalf("%v: %d rows", body, len(raw.List))
		}
		for _, c := range raw.List {
			if _, ok := c["MatchedLine"]; ok {
				t.Fatalf("%v: MatchedLine without a score query: %s", body, c["MatchedLine"])
			}
		}
	}
}
