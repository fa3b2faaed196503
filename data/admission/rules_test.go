package admission

import (
	"compress/gzip"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"zhiyuan/data"
)

// Every province of data/provinces.csv has exactly one rule per exam year 2021–2027.
func TestRulesCoverEveryProvinceAndYear(t *testing.T) {
	provs := data.Provinces()
	if len(provs) != 31 {
		t.Fatalf("provinces.csv: %d provinces", len(provs))
	}
	for _, p := range provs {
		for y := RulesFirstYear; y <= RulesLastYear; y++ {
			if _, ok := RuleOf(p.ID, y); !ok {
				t.Errorf("%s %d: no rule", p.Name, y)
			}
		}
	}
	if n, want := len(Rules()), 31*(RulesLastYear-RulesFirstYear+1); n != want {
		t.Errorf("rules: %d, want %d", n, want)
	}
	if _, ok := RuleOf(11, 2020); ok {
		t.Error("a rule for 2020")
	}
}

// The exam mode is the province's mode from its first new-gaokao year on and traditional
// before (data.Province.ModeFor), and the tracks follow the mode.
func TestModeAndTracksFollowProvinces(t *testing.T) {
	wantTracks := map[string][]string{
		ModeTraditional: {TrackLiberal, TrackScience},
		Mode312:         {TrackPhysics, TrackHistory},
		Mode33:          {TrackCombined}, Mode33Zhejiang: {TrackCombined}, Mode33Shanghai: {TrackCombined},
	}
	for _, r := range Rules() {
		p, ok := data.ProvinceByID(r.ProvinceID)
		if !ok {
			t.Errorf("%d/%d: province not in provinces.csv", r.ProvinceID, r.Year)
			continue
		}
		want := p.ModeFor(r.Year) // 新疆, 西藏: 3+1+2 from 2027
		if r.ExamMode != want {
			t.Errorf("%s %d: exam mode %q, want %q (first new gaokao %d)", p.Name, r.Year, r.ExamMode, want, p.FirstNewExam)
		}
		if !slices.Equal(r.Tracks, wantTracks[r.ExamMode]) {
			t.Errorf("%s %d: tracks %v for %s", p.Name, r.Year, r.Tracks, r.ExamMode)
		}
		if len(r.SourceFor(SourceMode)) == 0 {
			t.Errorf("%s %d: exam mode without a source", p.Name, r.Year)
		}
	}
}

func TestHandCheckedRules(t *testing.T) {
	cases := []struct {
		province, year int
		mode           string
		tracks         []string
		unit           string
		length         int
		adjust         string
	}{
		{33, 2025, Mode33Zhejiang, []string{"综合"}, UnitMajorCollege, 80, "no"},  // 浙江
		{44, 2025, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 45, "yes"},  // 广东
		{32, 2025, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 40, "yes"},  // 江苏
		{37, 2025, Mode33, []string{"综合"}, UnitMajorCollege, 96, "no"},          // 山东
		{41, 2024, ModeTraditional, []string{"文科", "理科"}, UnitCollege, 0, ""},   // 河南, old gaokao
		{41, 2025, Mode312, []string{"物理类", "历史类"}, "", 0, ""},                  // 河南, first new year: no table
		{13, 2025, Mode312, []string{"物理类", "历史类"}, UnitMajorCollege, 96, "no"}, // 河北
		{21, 2025, Mode312, []string{"物理类", "历史类"}, UnitMajorCollege, 112, "no"},
		{11, 2025, Mode33, []string{"综合"}, UnitMajorGroup, 30, "yes"}, // 北京
		{31, 2025, Mode33Shanghai, []string{"综合"}, UnitMajorGroup, 24, "yes"},
		{64, 2025, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 0, "yes"},     // 宁夏: group rows labelled institution
		{44, 2026, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 45, "yes"},    // 广东 2026 实施办法
		{42, 2026, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 45, "yes"},    // 湖北 2026 问答
		{41, 2026, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 48, "yes"},    // 河南 2026 工作规定
		{43, 2026, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 0, "yes"},     // 湖南: 2026 table only
		{15, 2026, Mode312, []string{"物理类", "历史类"}, "", 0, ""},                    // 内蒙古: nothing found
		{52, 2026, Mode312, []string{"物理类", "历史类"}, UnitMajorCollege, 96, "no"},   // 贵州 2026 志愿填报指南
		{53, 2026, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 40, "yes"},    // 云南 2026 百问百答
		{53, 2027, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 40, "yes"},    // carried from 2026
		{65, 2026, ModeTraditional, []string{"文科", "理科"}, UnitCollege, 18, "yes"}, // 新疆 本科一批次
		{54, 2026, ModeTraditional, []string{"文科", "理科"}, UnitCollege, 10, "yes"},
		{42, 2027, Mode312, []string{"物理类", "历史类"}, UnitMajorGroup, 45, "yes"}, // carried from 2026
		{65, 2027, Mode312, []string{"物理类", "历史类"}, "", 0, ""},                 // 新疆 new gaokao, unit unknown
		{54, 2027, Mode312, []string{"物理类", "历史类"}, "", 0, ""},
	}
	for _, c := range cases {
		r, ok := RuleOf(c.province, c.year)
		if !ok {
			t.Errorf("%d/%d: missing", c.province, c.year)
			continue
		}
		if r.ExamMode != c.mode || !slices.Equal(r.Tracks, c.tracks) || r.FillingUnit != c.unit ||
			r.ListLength != c.length || r.AdjustWithinUnit != c.adjust {
			t.Errorf("%d/%d: %s %v %q %d %q, want %s %v %q %d %q", c.province, c.year, r.ExamMode, r.Tracks,
				r.FillingUnit, r.ListLength, r.AdjustWithinUnit, c.mode, c.tracks, c.unit, c.length, c.adjust)
		}
	}
	if r, _ := RuleOf(33, 2025); !slices.Equal(r.Batches, []string{"普通类第一段"}) {
		t.Errorf("浙江 2025 batches %v", r.Batches)
	}
	if r, _ := RuleOf(37, 2025); !slices.Equal(r.Batches, []string{"常规批"}) {
		t.Errorf("山东 2025 batches %v", r.Batches)
	}
	if r, _ := RuleOf(41, 2024); !slices.Equal(r.Batches, []string{"本科一批", "本科二批", "高职高专批"}) {
		t.Errorf("河南 2024 batches %v", r.Batches)
	}
}

// oldGaokaoRule is the source text of a 院校 unit no table of the year confirms.
const oldGaokaoRule = "旧高考按院校填报（项目规则"

// domainSource is how a value taken from DOMAIN.md is cited.
const domainSource = "DOMAIN.md (portal editorial compilation)"

// publishedRule matches a source that is a published document: it gives its URL.
var publishedRule = regexp.MustCompile(`https?://[!-~]+`)

// recountedTable matches a unit source that names an official table recounted below
// ("院校专业组级 4177 行").
var recountedTable = regexp.MustCompile(`级 [0-9]+ 行`)

// domainLengths are DOMAIN.md's list lengths ("verify each year"): used only in a year an
// official table shows the province filling the unit DOMAIN.md names.
var domainLengths = map[int]struct {
	unit string
	n    int
}{
	44: {UnitMajorGroup, 45}, 32: {UnitMajorGroup, 40}, 11: {UnitMajorGroup, 30}, 31: {UnitMajorGroup, 24},
	33: {UnitMajorCollege, 80}, 37: {UnitMajorCollege, 96}, 13: {UnitMajorCollege, 96}, 21: {UnitMajorCollege, 112},
}

// Every value carries its source, and the values hang together.
func TestEveryValueHasASource(t *testing.T) {
	for _, r := range Rules() {
		name := fmt.Sprintf("%d/%d", r.ProvinceID, r.Year)
		unitSrc := r.SourceFor(SourceUnit)
		if (r.FillingUnit != "") != (len(unitSrc) > 0) {
			t.Errorf("%s: filling unit %q with unit sources %q", name, r.FillingUnit, unitSrc)
		}
		if r.ExamMode == ModeTraditional && r.FillingUnit != UnitCollege {
			t.Errorf("%s: old gaokao with unit %q", name, r.FillingUnit)
		}
		if r.ExamMode != ModeTraditional && r.FillingUnit == UnitCollege {
			t.Errorf("%s: new gaokao filling by 院校", name)
		}
		for _, s := range unitSrc {
			if strings.HasPrefix(s, oldGaokaoRule) && r.ExamMode != ModeTraditional {
				t.Errorf("%s: old-gaokao rule cited in a new-gaokao year", name)
			}
		}
		lenSrc := r.SourceFor(SourceListLength)
		if (r.ListLength > 0) != (len(lenSrc) > 0) {
			t.Errorf("%s: list length %d with sources %q", name, r.ListLength, lenSrc)
		}
		// A length is DOMAIN.md's (only where a table of the year confirms its unit) or the
		// year's own published rule, a document the source names with its URL.
		for _, s := range lenSrc {
			if s == domainSource {
				d, ok := domainLengths[r.ProvinceID]
				if !ok || d.unit != r.FillingUnit || d.n != r.ListLength {
					t.Errorf("%s: list length %d (%s) is not DOMAIN.md's", name, r.ListLength, r.FillingUnit)
				}
			} else if !publishedRule.MatchString(s) || !strings.Contains(s, fmt.Sprint(r.RuleYear)) {
				t.Errorf("%s: list length source %q names no %d document with its URL", name, s, r.RuleYear)
			}
		}
		if d, ok := domainLengths[r.ProvinceID]; ok && r.FillingUnit == d.unit && r.ListLength != d.n {
			t.Errorf("%s: %s confirmed but the length is %d, not DOMAIN.md's %d", name, d.unit, r.ListLength, d.n)
		}
		wantAdjust := map[string]string{UnitMajorGroup: "yes", UnitMajorCollege: "no"}[r.FillingUnit]
		if r.FillingUnit == UnitCollege { // DOMAIN.md says nothing: only a document of the year
			wantAdjust = r.AdjustWithinUnit
		}
		if r.AdjustWithinUnit != wantAdjust || (r.AdjustWithinUnit != "") != (len(r.SourceFor(SourceAdjust)) > 0) {
			t.Errorf("%s: adjust %q for %q, sources %q", name, r.AdjustWithinUnit, r.FillingUnit, r.SourceFor(SourceAdjust))
		}
		majSrc := r.SourceFor(SourceMajors)
		if (r.MajorsPerUnit > 0) != (len(majSrc) > 0) || (r.MajorsPerUnit > 0 && r.FillingUnit == UnitMajorCollege) {
			t.Errorf("%s: %d majors per %q with sources %q", name, r.MajorsPerUnit, r.FillingUnit, majSrc)
		}
		for _, s := range majSrc {
			if !publishedRule.MatchString(s) || !strings.Contains(s, fmt.Sprint(r.MajorsPerUnit)+"个") {
				t.Errorf("%s: majors source %q does not give %d", name, s, r.MajorsPerUnit)
			}
		}
		if (len(r.Batches) > 0) != (len(r.SourceFor(SourceBatches)) > 0) {
			t.Errorf("%s: batches %v with sources %q", name, r.Batches, r.SourceFor(SourceBatches))
		}
		for _, part := range strings.Split(r.Source, "；") {
			label, _, ok := strings.Cut(part, "：")
			if !ok || !slices.Contains([]string{SourceMode, SourceUnit, SourceListLength, SourceAdjust, SourceBatches, SourceMajors}, label) {
				t.Errorf("%s: source part %q has no known label", name, part)
			}
		}
		if r.Note == "" && (r.FillingUnit == "" || len(r.Batches) == 0) {
			t.Errorf("%s: unknown values without a note", name)
		}
	}
}

func TestTrackOf(t *testing.T) {
	cases := []struct {
		province, year, subjectType int
		subject, track, msg         string
	}{
		{41, 2024, 1, "", "文科", ""}, // 河南 old gaokao
		{41, 2024, 2, "物理", "理科", ""},
		{41, 2024, 0, "", "", MsgChooseSubjectType},
		{41, 2024, 3, "", "", MsgBadSubjectType},
		{41, 2024, -1, "历史", "", MsgBadSubjectType},
		{41, 2025, 0, "物理", "物理类", ""}, // 河南 3+1+2
		{41, 2025, 1, "历史", "历史类", ""},
		{41, 2025, 2, "", "", MsgChooseSubject},
		{41, 2025, 0, "化学", "", MsgFirstSubjectPhyHis},
		{41, 2025, 0, "物理类", "", MsgFirstSubjectPhyHis},
		{41, 2025, 0, " 物理", "", MsgFirstSubjectPhyHis},
		{33, 2025, 0, "", "综合", ""}, // 浙江
		{31, 2023, 7, "化学", "综合", ""},
		{11, 2021, 1, "历史", "综合", ""},
		{65, 2026, 2, "", "理科", ""},    // 新疆 still old gaokao
		{65, 2027, 0, "物理", "物理类", ""}, // 新疆 new gaokao from 2027
		{65, 2027, 2, "", "", MsgChooseSubject},
		{42, 2027, 0, "历史", "历史类", ""},
		{0, 2025, 1, "", "", MsgBadRegion},
		{99, 2025, 1, "物理", "", MsgBadRegion},
		{41, 2020, 1, "", "", MsgBadRegion},
		{41, 2028, 0, "物理", "", MsgBadRegion},
	}
	for _, c := range cases {
		track, msg := TrackOf(c.province, c.year, c.subjectType, c.subject)
		if track != c.track || msg != c.msg {
			t.Errorf("TrackOf(%d, %d, %d, %q) = %q, %q; want %q, %q", c.province, c.year, c.subjectType, c.subject,
				track, msg, c.track, c.msg)
		}
	}
}

// sourceIDPattern matches the source ids the rules cite.
var sourceIDPattern = regexp.MustCompile(`(?:official|dxsbb)-[0-9a-z-]+[0-9a-z]`)

// The filling units taken from official tables are what the tables show, recounted from
// the shared data (../shared/data beside the repository; the test fails without it): the level
// of every ordinary 本科 table per province and year (major-admission → 专业+院校,
// major-group-admission → 院校专业组, institution-admission → 院校 unless its rows are
// 专业组 lines), its row count and source ids. Every cited id is a known source.
func TestFillingUnitsMatchOfficialTables(t *testing.T) {
	shared := "../../../shared/data/scores"
	if _, err := os.Stat(shared); err != nil {
		t.Fatalf("the source tables the filling units are checked against: %v (shared/ belongs beside the repository)", err)
	}
	ids := map[int]string{}
	for _, p := range data.Provinces() {
		ids[p.ID] = p.Name
	}
	byName := map[string]int{}
	for id, name := range ids {
		byName[name] = id
	}
	type evidence struct {
		level string
		rows  int
		ids   map[string]bool
	}
	found := map[ruleKey]*evidence{}
	add := func(k ruleKey, level string, id string) {
		e := found[k]
		if e == nil {
			e = &evidence{level: level, ids: map[string]bool{}}
			found[k] = e
		}
		if e.level != level {
			t.Errorf("%d/%d: tables at two levels (%s, %s)", k.province, k.year, e.level, level)
		}
		e.rows++
		if id != "" {
			e.ids[id] = true
		}
	}

	known := map[string]bool{}
	readCSV(t, filepath.Join(shared, "multi_province_admissions/official_provincial_admissions_sources.csv"), func(r map[string]string) {
		known[r["source_id"]] = true
	})
	readCSV(t, filepath.Join(shared, "multi_province_admissions/official_provincial_admissions_27prov.csv.gz"), func(r map[string]string) {
		var level string
		switch r["data_type"] {
		case "major-admission":
			level = UnitMajorCollege
		case "major-group-admission":
			level = UnitMajorGroup
		case "institution-admission":
			level = UnitCollege
			if strings.Contains(r["major_name"], "专业组") {
				level = UnitMajorGroup
			}
		default:
			return
		}
		if !slices.Contains([]string{"物理类", "历史类", "综合", "文科", "理科"}, r["subject_type"]) || !ordinaryUndergraduate(r["batch"]) {
			return
		}
		var year int
		fmt.Sscan(r["year"], &year)
		if year < RulesFirstYear || year > RulesLastYear {
			return
		}
		add(ruleKey{byName[r["province"]], year}, level, r["source_id"])
	})
	for _, y := range []int{2023, 2024, 2025} {
		readCSV(t, filepath.Join(shared, fmt.Sprintf("zhejiang_official/zhejiang_%d_regular_first_segment.csv", y)), func(r map[string]string) {
			add(ruleKey{33, y}, levelOf(r["major_code"] != "", UnitMajorCollege), "")
		})
		readCSV(t, filepath.Join(shared, fmt.Sprintf("shandong_official/shandong_%d_regular_batch_first_choice.csv", y)), func(r map[string]string) {
			add(ruleKey{37, y}, levelOf(r["major_code"] != "", UnitMajorCollege), "")
		})
		readCSV(t, filepath.Join(shared, fmt.Sprintf("guangdong_official/guangdong_%d_undergraduate_processed.csv", y)), func(r map[string]string) {
			add(ruleKey{44, y}, levelOf(r["major_group_code"] != "" && r["major_code"] == "", UnitMajorGroup), "")
		})
		if y == 2025 {
			readCSV(t, filepath.Join(shared, "jiangsu_official/jiangsu_2025_undergraduate_processed.csv"), func(r map[string]string) {
				add(ruleKey{32, y}, levelOf(r["major_group_code"] != "", UnitMajorGroup), "")
			})
			continue
		}
		for _, track := range []string{"history", "physics"} {
			readCSV(t, filepath.Join(shared, fmt.Sprintf("jiangsu_official/jiangsu_%d_undergraduate_%s.csv", y, track)), func(r map[string]string) {
				// a few rows carry the group inside the school name ("厦门大学04专业组(不限)…")
				add(ruleKey{32, y}, levelOf(r["group_code"] != "" || strings.Contains(r["school_name"], "专业组"), UnitMajorGroup), "")
			})
		}
	}

	for k, e := range found {
		r, _ := RuleOf(k.province, k.year)
		name := fmt.Sprintf("%s %d", ids[k.province], k.year)
		if r.FillingUnit != e.level {
			t.Errorf("%s: filling unit %q, the official tables are %s level", name, r.FillingUnit, e.level)
			continue
		}
		src := strings.Join(r.SourceFor(SourceUnit), "；")
		if !strings.Contains(src, fmt.Sprintf("%s %d 行", map[string]string{UnitMajorCollege: "专业级",
			UnitMajorGroup: "院校专业组级", UnitCollege: "院校级"}[e.level], e.rows)) {
			t.Errorf("%s: unit source %q does not give the %d rows", name, src, e.rows)
		}
		cited := false
		for id := range e.ids {
			cited = cited || strings.Contains(src, id)
		}
		if len(e.ids) > 0 && !cited {
			t.Errorf("%s: unit source cites none of %v", name, e.ids)
		}
	}
	tableRows := 0
	for _, r := range Rules() {
		for _, s := range r.SourceFor(SourceUnit) {
			switch {
			case recountedTable.MatchString(s):
				tableRows++
				if found[ruleKey{r.ProvinceID, r.Year}] == nil {
					t.Errorf("%d/%d: unit source %q but no official table found", r.ProvinceID, r.Year, s)
				}
			case strings.HasPrefix(s, oldGaokaoRule):
				if found[ruleKey{r.ProvinceID, r.Year}] != nil {
					t.Errorf("%d/%d: an official table exists but the rule cites the old-gaokao rule", r.ProvinceID, r.Year)
				}
			case strings.Contains(s, "scores/admissions_2026/"), publishedRule.MatchString(s):
				// a 2026 table (TestFillingUnits2026Tables) or the year's published rule
			default:
				t.Errorf("%d/%d: unit source %q is neither a table nor a published rule", r.ProvinceID, r.Year, s)
			}
		}
		for _, id := range sourceIDPattern.FindAllString(r.Source, -1) {
			if _, ok := SourceOf(id); !ok && !known[id] {
				t.Errorf("%d/%d: unknown source id %q", r.ProvinceID, r.Year, id)
			}
		}
	}
	if tableRows != len(found) || len(found) != 37 { // README.md "Province rules" quotes 37
		t.Errorf("rules citing a table: %d, (province, year) with a table: %d, want 37", tableRows, len(found))
	}
}

// ordinaryUndergraduate tells the ordinary 本科 batches from 提前批, 专项, art, sport,
// 预科 and 征集 rounds (云南 names its second batch 二本及预科).
func ordinaryUndergraduate(batch string) bool {
	if batch == "二本及预科" {
		return true
	}
	for _, w := range []string{"提前", "征集", "体育", "艺术", "专项", "预科", "高本贯通"} {
		if strings.Contains(batch, w) {
			return false
		}
	}
	return true
}

func levelOf(ok bool, level string) string {
	if ok {
		return level
	}
	return "other"
}

// readCSV calls fn with every row of a CSV (or .csv.gz) file, keyed by header.
func readCSV(t *testing.T, path string, fn func(map[string]string)) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var in io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		in = z
	}
	cr := csv.NewReader(in)
	cr.FieldsPerRecord = -1
	head, err := cr.Read()
	if err != nil {
		t.Fatal(err)
	}
	if len(head) > 0 {
		head[0] = strings.TrimPrefix(head[0], "\ufeff")
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		row := make(map[string]string, len(head))
		for i, h := range head {
			if i < len(rec) {
				row[h] = rec[i]
			}
		}
		fn(row)
	}
}

// The counts README.md "Province rules" quotes.
func TestRuleCountsPinned(t *testing.T) {
	got := map[string]int{}
	for _, r := range Rules() {
		switch {
		case r.FillingUnit == "":
			got["unit unknown"]++
		case strings.HasPrefix(r.SourceFor(SourceUnit)[0], oldGaokaoRule):
			got["unit by rule"]++
		case r.Carried():
			got["unit carried"]++
		default:
			got["unit "+r.FillingUnit]++
		}
		if r.ListLength > 0 {
			got["list length"]++
		}
		if r.AdjustWithinUnit != "" {
			got["adjust "+r.AdjustWithinUnit]++
		}
		if len(r.Batches) > 0 {
			got["batches"]++
		}
		if r.MajorsPerUnit > 0 {
			got["majors"]++
		}
		if r.Carried() {
			got["carried"]++
		}
	}
	want := map[string]int{"unit unknown": 72, "unit by rule": 58, "unit " + UnitMajorGroup: 39,
		"unit " + UnitMajorCollege: 17, "unit " + UnitCollege: 7, "unit carried": 24, "list length": 62,
		"majors": 32, "carried": 29, "adjust yes": 59, "adjust no": 23, "batches": 81}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s: %d, want %d", k, got[k], n)
		}
	}
}

// The 2026 admission tables in ../shared/data/scores/admissions_2026 show twelve provinces'
// 2026 unit (README.md there, section 7): the 2026 rule fills that unit and cites the folder.
func TestFillingUnits2026Tables(t *testing.T) {
	shared := "../../../shared/data/scores/admissions_2026"
	units := map[string]struct {
		province int
		unit     string
	}{
		"shandong": {37, UnitMajorCollege}, "zhejiang": {33, UnitMajorCollege}, "hebei": {13, UnitMajorCollege},
		"liaoning": {21, UnitMajorCollege}, "hubei": {42, UnitMajorGroup}, "guangdong": {44, UnitMajorGroup},
		"jiangsu": {32, UnitMajorGroup}, "shanghai": {31, UnitMajorGroup}, "heilongjiang": {23, UnitMajorGroup},
		"hunan": {43, UnitMajorGroup}, "shanxi": {14, UnitMajorGroup}, "fujian": {35, UnitMajorGroup},
	}
	for folder, u := range units {
		if _, err := os.Stat(filepath.Join(shared, folder)); err != nil {
			t.Fatalf("the 2026 tables the units are checked against: %v", err)
		}
		r, _ := RuleOf(u.province, 2026)
		src := strings.Join(r.SourceFor(SourceUnit), "；")
		if r.FillingUnit != u.unit || !strings.Contains(src, "scores/admissions_2026/"+folder) {
			t.Errorf("%s 2026: unit %q from %q, want %q from the %s table", folder, r.FillingUnit, src, u.unit, folder)
		}
	}
	// Every 2026 unit source that is a table is one of these.
	for _, r := range Rules() {
		for _, s := range r.SourceFor(SourceUnit) {
			if i := strings.Index(s, "scores/admissions_2026/"); i >= 0 {
				folder := strings.FieldsFunc(s[i+len("scores/admissions_2026/"):], func(c rune) bool { return c == '，' || c == '）' })[0]
				if u, ok := units[folder]; !ok || u.province != r.ProvinceID || r.RuleYear != 2026 {
					t.Errorf("%d/%d cites the 2026 table %q", r.ProvinceID, r.Year, folder)
				}
			}
		}
	}
}

// 2027's rules are not published: every 2027 row carries its province's 2026 rule and says
// so, except 新疆 and 西藏, which move to the new gaokao (3+1+2) in 2027 and whose 2027
// filling rules were not found.
func TestRules2027CarryThe2026Rule(t *testing.T) {
	for _, p := range data.Provinces() {
		r, ok := RuleOf(p.ID, 2027)
		if !ok {
			t.Fatalf("%s 2027: no rule", p.Name)
		}
		if p.FirstNewExam == 2027 {
			if r.Carried() || r.Basis() != "" || r.ExamMode != Mode312 || !slices.Equal(r.Tracks, []string{TrackPhysics, TrackHistory}) ||
				r.FillingUnit != "" || r.ListLength != 0 || !strings.Contains(r.Note, "2027年起实行高考综合改革") {
				t.Errorf("%s 2027: %+v", p.Name, r)
			}
			continue
		}
		was, _ := RuleOf(p.ID, 2026)
		if !r.Carried() || r.RuleYear != 2026 || r.Basis() != "按2026年规则" ||
			!strings.HasPrefix(r.Note, "按2026年规则（2027年规则尚未公布）") {
			t.Errorf("%s 2027: rule year %d, basis %q, note %q", p.Name, r.RuleYear, r.Basis(), r.Note)
		}
		if r.ExamMode != was.ExamMode || !slices.Equal(r.Tracks, was.Tracks) || r.FillingUnit != was.FillingUnit ||
			r.ListLength != was.ListLength || r.MajorsPerUnit != was.MajorsPerUnit || r.AdjustWithinUnit != was.AdjustWithinUnit ||
			!slices.Equal(r.Batches, was.Batches) || r.Source != was.Source {
			t.Errorf("%s 2027 differs from 2026: %+v / %+v", p.Name, r, was)
		}
	}
	for y := RulesFirstYear; y <= 2026; y++ {
		for _, p := range data.Provinces() {
			if r, _ := RuleOf(p.ID, y); r.Carried() {
				t.Errorf("%s %d carries %d's rule", p.Name, y, r.RuleYear)
			}
		}
	}
	if r, _ := RuleOf(42, 2027); r.ListLength != 45 || r.MajorsPerUnit != 6 || r.Basis() != "按2026年规则" {
		t.Errorf("湖北 2027: %d groups of %d majors, %q", r.ListLength, r.MajorsPerUnit, r.Basis())
	}
}

// How many of the 31 provinces have each 2026 value from a source (README.md "Province rules").
func TestRules2026Verified(t *testing.T) {
	got := map[string]int{}
	for _, p := range data.Provinces() {
		r, _ := RuleOf(p.ID, 2026)
		if r.FillingUnit != "" {
			got["unit"]++
		}
		if r.ListLength > 0 {
			got["length"]++
		}
		if r.MajorsPerUnit > 0 {
			got["majors"]++
		}
		if r.AdjustWithinUnit != "" {
			got["adjust"]++
		}
	}
	want := map[string]int{"unit": 26, "length": 23, "majors": 17, "adjust": 26}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("2026 %s verified for %d provinces, want %d", k, got[k], n)
		}
	}
}
