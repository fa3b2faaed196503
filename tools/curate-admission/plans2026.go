package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// The 2026 招生计划 with 选科要求 of all 31 provinces (../shared/data/README.md §6.2): a paid
// third-party compilation (万师兄·高考志愿填报大数据) via sunfmin/zhiyuanwiki. Only the facts
// are curated (school, group, major, track, requirement, plan, tuition, length of study); the
// compiler's derived columns (prev_year, prev_rank, prev_score, equiv_rank) are not.
//
// Where an official plan table of 2026 is already curated for a province (吉林 and 西藏, from
// the 27-province file), the official table wins: that province's compiled rows are left out,
// and for 吉林 their requirements are compared with the official ones (plans2026Stats).
const plans2026File = "scores/plans_2026_subject_requirements/plan_2026_with_subject_requirements.csv.gz"

func plans2026SourceID(slug string) string { return "wanshixiong-plan-2026-" + slug }

// plans2026Stats reports what was taken from §6.2.
type plans2026Stats struct {
	read, kept      int
	officialWins    map[string]int // province → compiled rows left out for the official table
	unread          map[string]int // requirement wording the rule could not read → rows
	groupDisagrees  int            // rows whose major requirement differs from its group's
	tuitionIsYears  int            // rows whose tuition cell holds the length of study
	slugs           map[string]string
	officialCompare compareStats
}

// compareStats counts, for 吉林 2026, compiled requirements against the official ones.
type compareStats struct{ matched, agree, disagree int }

func loadPlans2026(shared string, provs map[string]province, official []*plan, st *sourceStats) ([]*plan, *plans2026Stats) {
	t, err := readGzTable(filepath.Join(shared, plans2026File))
	if err != nil {
		fatalf("%v", err)
	}
	ps := &plans2026Stats{officialWins: map[string]int{}, unread: map[string]int{}, slugs: map[string]string{}}
	hasOfficial := map[string]bool{}
	for _, p := range official {
		if p.year == 2026 {
			hasOfficial[p.provinceID] = true
		}
	}
	var out, left []*plan
	for _, r := range t.rows {
		ps.read++
		p, ok := provs[t.get(r, "province")]
		if !ok {
			fatalf("%s: province %q", plans2026File, t.get(r, "province"))
		}
		slug := t.get(r, "province_slug")
		ps.slugs[slug] = p.name
		src := plans2026SourceID(slug)
		st.read(src)
		track := plans2026Track(t.get(r, "track"), p)
		raw, rule := t.get(r, "group_sel_ke"), ""
		if raw == "" {
			raw = t.get(r, "major_sel_ke")
		}
		rule, readable := normaliseRequirement(raw, track)
		if !readable {
			ps.unread[raw]++
		}
		if g, m := t.get(r, "group_sel_ke"), t.get(r, "major_sel_ke"); g != "" && m != "" {
			gr, _ := normaliseRequirement(g, track)
			mr, _ := normaliseRequirement(m, track)
			if gr != mr {
				ps.groupDisagrees++
			}
		}
		tuition, years, tuitionNote := readTuition(t.get(r, "tuition"), readYears(t.get(r, "schooling")), ps)
		pl := &plan{provinceID: p.id, year: 2026, track: track, schoolCode: t.get(r, "school_code"),
			schoolName: t.get(r, "school_key"), groupCode: t.get(r, "group_code"), majorName: t.get(r, "major_name"),
			require: raw, subjectRule: rule, planCount: mustInt(plans2026File, "plan", t.get(r, "plan")),
			years: years, tuition: tuition, sourceID: src,
			note: joinNotes(compiledGroupNote(t.get(r, "group_name"), t.get(r, "group_code")), tuitionNote)}
		if hasOfficial[p.id] {
			ps.officialWins[p.name]++
			st.drop(src, "an official 2026 plan of the province is curated")
			left = append(left, pl)
			continue
		}
		out = append(out, pl)
		st.kept(src)
		ps.kept++
	}
	ps.officialCompare = compareWithOfficial(left, official)
	return out, ps
}

// plans2026Track maps the compiler's track to the curated one: 物理/历史 are the 3+1+2
// tracks, 综合 the 3+3 provinces, 文科/理科 the old exam (新疆, 西藏).
func plans2026Track(raw string, p province) string {
	switch raw {
	case "物理":
		return "物理类"
	case "历史":
		return "历史类"
	case "综合", "文科", "理科":
		return raw
	}
	fatalf("%s 2026: track %q", p.name, raw)
	return ""
}

// readTuition reads the tuition cell: "33900", "33900元/年" or "5000元" is yuan a year; 免费,
// 待定 and other wording go to the note. A length of study ("4年", 28,007 rows whose columns the
// compiler shifted) is the length of study when the schooling cell is empty.
func readTuition(s, years string, ps *plans2026Stats) (tuition, yrs, note string) {
	if v, ok := cleanInt(strings.TrimSuffix(strings.TrimSuffix(s, "元/年"), "元")); ok {
		return v, years, ""
	}
	if y := readYears(s); y != "" {
		ps.tuitionIsYears++
		if years == "" {
			years = y
		}
		return "", years, ""
	}
	if s == "" {
		return "", years, ""
	}
	return "", years, "学费：" + s
}

// readYears reads a length of study: "4", "四年", "5年"; "" when absent or unreadable.
func readYears(s string) string {
	s = strings.TrimSuffix(s, "年")
	if d := strings.Index("一二三四五六七八九", s); s != "" && d >= 0 && len(s) == len("一") {
		return strconv.Itoa(d/len("一") + 1)
	}
	if v, ok := cleanInt(s); ok {
		return v
	}
	return ""
}

// groupNote keeps the group's printed name when it says more than its code ("001专业组").
func compiledGroupNote(name, code string) string {
	if name == "" || name == code+"专业组" || name == code {
		return ""
	}
	return "专业组：" + name
}

// compareWithOfficial matches compiled rows to official ones by the province's 院校代号, track and major
// name, and counts the requirements that agree once both are normalised.
func compareWithOfficial(compiled, official []*plan) compareStats {
	key := func(p *plan) string { return p.provinceID + "/" + p.schoolCode + "/" + p.track + "/" + p.majorName }
	want := map[string]string{}
	for _, p := range official {
		if p.year == 2026 && p.require != "" {
			want[key(p)] = p.subjectRule
		}
	}
	var c compareStats
	for _, p := range compiled {
		w, ok := want[key(p)]
		if !ok || p.require == "" {
			continue
		}
		c.matched++
		if w == p.subjectRule {
			c.agree++
		} else {
			c.disagree++
		}
	}
	return c
}

func (ps *plans2026Stats) report() {
	fmt.Printf("2026 plans (third-party): read %d, kept %d, major vs group requirement differ %d, official wins %v\n",
		ps.read, ps.kept, ps.groupDisagrees, ps.officialWins)
	fmt.Printf("  tuition cell holding the length of study: %d\n", ps.tuitionIsYears)
	fmt.Printf("  吉林 2026 compiled vs official requirement: matched %d, agree %d, disagree %d\n",
		ps.officialCompare.matched, ps.officialCompare.agree, ps.officialCompare.disagree)
	keys := make([]string, 0, len(ps.unread))
	n := 0
	for k, v := range ps.unread {
		keys = append(keys, k)
		n += v
	}
	sort.Strings(keys)
	fmt.Printf("  requirement wording not read: %d rows, %d wordings %q\n", n, len(keys), keys)
}

// sources lists the source of each province whose compiled rows were kept.
func (ps *plans2026Stats) sources(used map[string]string) [][]string {
	return compiledSources(ps.slugs, used, kindPlan, plans2026SourceID, func(name string) (string, string, string, string) {
		return "第三方汇编：万师兄·高考志愿填报大数据（据" + name + "省级教育考试院公布的招生计划）",
			name + "2026年普通高校招生计划（含选科要求）", "third-party-compilation-plan-with-subject-requirements",
			"该计划为第三方付费汇编（万师兄），不是考试院原件；计划数、学费与选科要求请以考试院公布的招生计划和高校招生章程为准"
	})
}
