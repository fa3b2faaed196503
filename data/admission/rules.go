package admission

import (
	_ "embed"
	"fmt"
	"sort"
	"strings"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// rules.csv is hand-maintained (it is not written by tools/curate-admission): one row per
// province and exam year 2021–2027 with the admission rules the recommendation and the
// wish tables follow, each value with its source. A year whose rules are not yet published
// (2027) carries the newest published year's rule and says so (rule_year, Rule.Basis). README.md "Province rules" says where
// every value comes from; rules_test.go recounts the official tables behind them.
//
//go:embed rules.csv
var rulesCSV string

// First and last exam year rules.csv covers.
const (
	RulesFirstYear = 2021
	RulesLastYear  = 2027
)

// Exam modes (data/provinces.csv before a province's first new-gaokao year is traditional).
const (
	ModeTraditional = "traditional"  // 文科 / 理科
	Mode312         = "3+1+2"        // 首选 物理 or 历史 fixes the track
	Mode33          = "3+3"          // one track, 综合
	Mode33Zhejiang  = "3+3_zhejiang" // 3+3 with 技术, 综合
	Mode33Shanghai  = "3+3_shanghai" // 3+3 scored out of 660, 综合
)

// Filling units of the ordinary undergraduate batch (DOMAIN.md, parallel wishes).
const (
	UnitMajorGroup   = "院校专业组" // a group of majors in one school; 调剂 only inside the group
	UnitMajorCollege = "专业+院校" // every major at every school is a unit; no 调剂
	UnitCollege      = "院校"    // old gaokao: a school with its majors
)

// Unverified is what a reader is shown for a field the rules leave empty: no source
// gives it, and the portal does not guess.
const Unverified = "未核实"

// Labels that open each part of Rule.Source ("label：source", parts joined with "；"):
// a part names the source of the field(s) under that label.
const (
	SourceMode       = "模式"  // ExamMode and Tracks
	SourceUnit       = "单位"  // FillingUnit
	SourceListLength = "志愿数" // ListLength
	SourceAdjust     = "调剂"  // AdjustWithinUnit
	SourceBatches    = "批次"  // Batches
	SourceMajors     = "专业数" // MajorsPerUnit
)

// Rule is the admission set-up of one province in one exam year. Empty fields (and a zero
// ListLength) are unknown: show them as Unverified.
type Rule struct {
	ProvinceID, Year int
	ExamMode         string   // ModeTraditional, Mode312, Mode33, Mode33Zhejiang, Mode33Shanghai
	Tracks           []string // 文科|理科, 物理类|历史类 or 综合
	FillingUnit      string   // UnitMajorGroup, UnitMajorCollege, UnitCollege or "" (unknown)
	ListLength       int      // units per batch (浙江: per stage); 0 = unknown
	// Batches are the ordinary-class batches a source names for the year, as printed
	// without the 普通类 prefix and round words (平行志愿 …). The note says which level
	// (本科 / 专科) has no source yet.
	Batches          []string
	AdjustWithinUnit string // "yes" (调剂 inside the unit), "no", or "" (unknown)
	// MajorsPerUnit is how many majors one group (or, old exam, one school) holds in the
	// ordinary 本科 batch; 0 = unknown or not applicable (专业+院校).
	MajorsPerUnit int
	// RuleYear is the exam year whose published rule the row gives: the row's own year, or
	// for a year whose rules are not yet published the year it carries (2027 → 2026).
	RuleYear int
	Source   string // "label：source" parts joined with "；", see SourceUnit …
	Note     string
}

// Carried tells a row that carries an earlier year's published rule.
func (r Rule) Carried() bool { return r.RuleYear != r.Year }

// Basis is what a reader is shown beside a carried rule ("按2026年规则"), "" for a year's own.
func (r Rule) Basis() string {
	if !r.Carried() {
		return ""
	}
	return BasisOf(r.RuleYear)
}

// BasisOf names the year whose rule is followed, as the product shows it.
func BasisOf(ruleYear int) string { return fmt.Sprintf("按%d年规则", ruleYear) }

// SourceFor returns the source parts of a field label (SourceUnit …), without the label.
func (r Rule) SourceFor(label string) []string {
	var out []string
	for _, part := range strings.Split(r.Source, "；") {
		if rest, ok := strings.CutPrefix(part, label+"："); ok {
			out = append(out, rest)
		}
	}
	return out
}

// OrUnverified returns s, or Unverified when s is empty.
func OrUnverified(s string) string {
	if s == "" {
		return Unverified
	}
	return s
}

type ruleKey struct{ province, year int }

var (
	rulesOnce sync.Once
	rules     map[ruleKey]Rule
	ruleList  []Rule
)

func loadRules() {
	rulesOnce.Do(func() {
		rules = map[ruleKey]Rule{}
		csvrows.Read("rules.csv", rulesCSV, func(r csvrows.Row) {
			ru := Rule{ProvinceID: r.Int("province_id", true), Year: r.Int("year", true),
				ExamMode: r.Str("exam_mode"), Tracks: r.List("tracks"), FillingUnit: r.Str("filling_unit"),
				ListLength: r.Int("list_length", false), Batches: r.List("batches"),
				AdjustWithinUnit: r.Str("adjust_within_unit"), MajorsPerUnit: r.Int("majors_per_unit", false),
				RuleYear: r.Int("rule_year", false), Source: r.Str("source"), Note: r.Str("note")}
			if ru.RuleYear == 0 {
				ru.RuleYear = ru.Year
			}
			if err := ru.check(); err != nil {
				panic(fmt.Sprintf("rules.csv: %d/%d: %v", ru.ProvinceID, ru.Year, err))
			}
			k := ruleKey{ru.ProvinceID, ru.Year}
			if _, dup := rules[k]; dup {
				panic(fmt.Sprintf("rules.csv: %d/%d twice", ru.ProvinceID, ru.Year))
			}
			rules[k] = ru
			ruleList = append(ruleList, ru)
		})
		sort.Slice(ruleList, func(i, j int) bool {
			a, b := ruleList[i], ruleList[j]
			if a.ProvinceID != b.ProvinceID {
				return a.ProvinceID < b.ProvinceID
			}
			return a.Year < b.Year
		})
	})
}

// check rejects values outside the vocabularies above (a build fault in the file).
func (r Rule) check() error {
	switch r.ExamMode {
	case ModeTraditional, Mode312, Mode33, Mode33Zhejiang, Mode33Shanghai:
	default:
		return fmt.Errorf("exam_mode %q", r.ExamMode)
	}
	switch r.FillingUnit {
	case "", UnitMajorGroup, UnitMajorCollege, UnitCollege:
	default:
		return fmt.Errorf("filling_unit %q", r.FillingUnit)
	}
	switch r.AdjustWithinUnit {
	case "", "yes", "no":
	default:
		return fmt.Errorf("adjust_within_unit %q", r.AdjustWithinUnit)
	}
	if r.ListLength < 0 || r.MajorsPerUnit < 0 || r.Year < RulesFirstYear || r.Year > RulesLastYear {
		return fmt.Errorf("list_length %d, majors_per_unit %d or year out of range", r.ListLength, r.MajorsPerUnit)
	}
	if r.RuleYear < RulesFirstYear || r.RuleYear > r.Year {
		return fmt.Errorf("rule_year %d", r.RuleYear)
	}
	return nil
}

// RuleOf returns the rule of a province (data/provinces.csv id) and exam year 2021–2027.
func RuleOf(provinceID, year int) (Rule, bool) {
	loadRules()
	r, ok := rules[ruleKey{provinceID, year}]
	return r, ok
}

// Rules lists every rule by province and year.
func Rules() []Rule {
	loadRules()
	return ruleList
}

// Messages TrackOf answers for a query it cannot place in a track.
const (
	MsgBadRegion          = "招生地区无效"
	MsgChooseSubjectType  = "请选择科类！"
	MsgBadSubjectType     = "科类无效"
	MsgChooseSubject      = "请选择科目！"
	MsgFirstSubjectPhyHis = "首选科目须为物理或历史"
)

// Old-gaokao subject types (科类) of a query.
const (
	SubjectTypeLiberal = 1 // 文科
	SubjectTypeScience = 2 // 理科
)

// TrackOf places a query in the track of its province and year by the rule's exam mode.
// Old gaokao reads subjectType (1 文科, 2 理科, 0 not chosen); 3+1+2 reads the first
// subject selectSubject ("物理" or "历史", exactly); 3+3 modes have the one track 综合 and
// ignore both. It answers a track and an empty msg, or an empty track and the message to
// show: MsgBadRegion for a province or year without a rule.
func TrackOf(provinceID, year, subjectType int, selectSubject string) (track string, msg string) {
	r, ok := RuleOf(provinceID, year)
	if !ok {
		return "", MsgBadRegion
	}
	return TrackFor(r.ExamMode, subjectType, selectSubject)
}

// TrackFor is the track of a query under an exam mode: SubjectType for the old
// exam, SelectSubject for 3+1+2, the one 综合 track for the 3+3 modes.
func TrackFor(mode string, subjectType int, selectSubject string) (track string, msg string) {
	switch mode {
	case ModeTraditional:
		switch subjectType {
		case SubjectTypeLiberal:
			return TrackLiberal, ""
		case SubjectTypeScience:
			return TrackScience, ""
		case 0:
			return "", MsgChooseSubjectType
		}
		return "", MsgBadSubjectType
	case Mode312:
		switch selectSubject {
		case "物理":
			return TrackPhysics, ""
		case "历史":
			return TrackHistory, ""
		case "":
			return "", MsgChooseSubject
		}
		return "", MsgFirstSubjectPhyHis
	}
	return TrackCombined, "" // Mode33, Mode33Zhejiang, Mode33Shanghai
}
