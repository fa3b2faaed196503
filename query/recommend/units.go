package recommend

import (
	"sort"
	"strings"
)

// Row is one published admission result as the recommendation reads it (the read model's
// rows and the embedded data set's give the same rows).
type Row struct {
	Year                                   int
	Track, Batch, Level                    string
	SchoolCode, SchoolName, CollegeCode    string
	GroupCode, MajorCode, MajorName        string
	Requirement, SubjectRule               string
	PlanType                               string // 普通, 国家专项, 高校专项, 地方专项, 中外合作, 预科, 定向; "" not said
	PlanCount, MinScore, MinRank, ConvRank int
	Note, SourceID                         string
}

// YearLine is one year of a unit: its published line and the rank it is compared by.
type YearLine struct {
	Year     int
	Batch    string
	MinScore int  // 0: not published
	Rank     int  // printed minimum rank, else the score converted through that year's table
	Printed  bool // Rank was printed by the source (official 位次), not converted
	Plan     int  // 0: not published
	SourceID string
	Rule     string // the year's subject requirement as the source printed it (SubjectRule); "" not said
}

// Unit is one filling unit of a province with its history: a 院校专业组 (level group), a major
// at a school (level major) or a school (level school, old-gaokao batches).
type Unit struct {
	Key                                 string
	Level, Track, Class                 string // Class: 本科, 专科 or "" (the source names no batch)
	SchoolCode, SchoolName, CollegeCode string
	GroupCode, MajorCode, MajorName     string
	Requirement, SubjectRule            string // of the newest year
	Special                             string // the special path the unit belongs to; "" ordinary
	Lines                               []YearLine

	planKind string // the special path its rows' plan type names (PlanKind), part of Key; "" ordinary or not said
	// saidOrdinary is the newest year whose result published the unit as 普通 (0: none said so): that
	// year's plan lines of its code do not make it special (special.go).
	saidOrdinary int
}

// ordinaryTracks are the tracks of the ordinary cohort a rank table ranks.
var ordinaryTracks = map[string]bool{"物理类": true, "历史类": true, "文科": true, "理科": true, "综合": true}

// OrdinaryRow says whether a result row is of the ordinary cohort's first filing: the rows units
// are built from.
func OrdinaryRow(r Row) bool {
	if !ordinaryTracks[r.Track] || r.Level == "" {
		return false
	}
	_, skip := batchClass(r.Batch)
	return !skip
}

// batchClass sorts a published batch: 本科, 专科, "" (unnamed), or skip for rounds that are not
// a first, ordinary filing (征集 and 补录 refill leftover seats; 提前批 is a special path).
func batchClass(batch string) (class string, skip bool) {
	switch {
	case strings.Contains(batch, "征集"), strings.Contains(batch, "补录"), strings.Contains(batch, "预计"):
		return "", true
	case strings.Contains(batch, "专科"), strings.Contains(batch, "高职"):
		return "专科", false
	case batch == "":
		return "", false
	}
	return "本科", false
}

// specialKinds are the special paths DOMAIN.md keeps apart from ordinary recommendations, by the
// words that name them in a school, major, batch or note.
var specialKinds = []struct{ kind, word string }{
	{"提前批", "提前"}, {"中外合作", "中外合作"}, {"中外合作", "合作办学"}, {"专项", "专项"}, {"预科", "预科"},
	{"定向", "定向"}, {"民族班", "民族班"}, {"艺体", "艺术类"}, {"艺体", "体育类"}, {"强基", "强基"},
	{"综合评价", "综合评价"}, {"公费师范", "公费师范"}, {"公费师范", "优师"},
}

// planKinds are the special paths a result's plan type names: the three 专项 plans are one path.
// 普通 and "" (the source does not say) name none.
var planKinds = map[string]string{"国家专项": "专项", "高校专项": "专项", "地方专项": "专项", "中外合作": "中外合作",
	"预科": "预科", "定向": "定向"}

// specialPlanKinds are the values PlanKind answers besides "", in the order UnitKeysOf tries them.
var specialPlanKinds = []string{"专项", "中外合作", "预科", "定向"}

// PlanKind is the special path a plan type names: 专项, 中外合作, 预科, 定向, or "" for 普通 and for a
// plan type the source does not give.
func PlanKind(planType string) string { return planKinds[planType] }

// specialOf is the special path of a row: the one its plan type names, else the one its words
// name (most years' sources give no plan type, and 普通 rows may still be 提前批 or 艺体).
func specialOf(r Row) string {
	if k := PlanKind(r.PlanType); k != "" {
		return k
	}
	text := r.Batch + "|" + r.SchoolName + "|" + r.MajorName + "|" + r.Note
	for _, s := range specialKinds {
		if strings.Contains(text, s.word) {
			return s.kind
		}
	}
	return ""
}

// normName compares names without spaces and with one kind of bracket.
func normName(s string) string {
	s = strings.Join(strings.Fields(s), "")
	return brackets.Replace(s)
}

// unitKey identifies a unit across years: level, track, school, group or major, and the special
// path its plan type names. The school is its national code where matched (province codes
// change), else the printed code; mark tells apart the schools of a split college (Schools). A
// group code reused by a 专项 (or 中外合作, 预科, 定向) group is another unit than the ordinary group
// of that code in another year (湖北 2026 北京大学 06 高校专项, 2025 06 ordinary); a row whose source
// gives no plan type keys as an ordinary one, so its years stay with the 普通 years of its unit.
// An ordinary unit's key ends with its group or major, as before plan types were read.
func unitKey(r Row, mark string) string {
	return kindKey(r, mark, PlanKind(r.PlanType))
}

func kindKey(r Row, mark, kind string) string {
	school := "c:" + r.CollegeCode + mark
	if r.CollegeCode == "" {
		school = "p:" + r.SchoolCode + ":" + normName(r.SchoolName)
	}
	key := r.Level + "|" + r.Track + "|" + school + "|" + unitWhat(r)
	if kind != "" {
		key += "|" + kind
	}
	return key
}

// unitWhat is the group code of a group, the major's name of a major, nothing for a school.
func unitWhat(r Row) string {
	switch r.Level {
	case "group":
		return r.GroupCode
	case "major":
		return normName(r.MajorName)
	}
	return ""
}

// BuildUnits groups a province's ranked ordinary rows into units, each with its years in
// order, and answers how the province's rows name their units (its split colleges). A year seen
// twice for a unit keeps its first row (the sources' own order: official first-round tables
// come first).
func BuildUnits(rows []Row) ([]*Unit, Schools) {
	schools := schoolsOf(rows)
	byKey := map[string]*Unit{}
	var order []*Unit
	for _, r := range rows {
		if !ordinaryTracks[r.Track] || r.Level == "" {
			continue
		}
		class, skip := batchClass(r.Batch)
		if skip {
			continue
		}
		rank, printed := r.MinRank, r.MinRank > 0
		if !printed {
			rank = r.ConvRank
		}
		if rank <= 0 {
			continue
		}
		key := schools.Key(r)
		u := byKey[key]
		if u == nil {
			u = &Unit{Key: key, Level: r.Level, Track: r.Track, planKind: PlanKind(r.PlanType)}
			byKey[key] = u
			order = append(order, u)
		}
		if r.PlanType == "普通" {
			u.saidOrdinary = max(u.saidOrdinary, r.Year)
		}
		if n := len(u.Lines); n > 0 && u.Lines[n-1].Year == r.Year {
			continue
		}
		u.Lines = append(u.Lines, YearLine{Year: r.Year, Batch: r.Batch, MinScore: r.MinScore, Rank: rank, Printed: printed,
			Plan: r.PlanCount, SourceID: r.SourceID, Rule: r.SubjectRule})
		if len(u.Lines) == 1 || r.Year >= u.Lines[len(u.Lines)-2].Year { // the newest year names the unit
			u.SchoolCode, u.SchoolName, u.CollegeCode = r.SchoolCode, r.SchoolName, r.CollegeCode
			u.GroupCode, u.MajorCode, u.MajorName = r.GroupCode, r.MajorCode, r.MajorName
			u.Requirement, u.SubjectRule = r.Requirement, r.SubjectRule
			if class != "" {
				u.Class = class
			}
			if sp := specialOf(r); sp != "" {
				u.Special = sp
			}
		}
	}
	for _, u := range order {
		sort.SliceStable(u.Lines, func(i, j int) bool { return u.Lines[i].Year < u.Lines[j].Year })
	}
	return order, schools
}

var brackets = strings.NewReplacer("(", "（", ")", "）")

// UnitKeysOf are the keys a unit named by its parts may have, the likeliest first: a college
// page knows the national code, the printed school, the group (or the major) and the plan type
// of its lines; the wish table adds the first of them the province's data knows. The school's
// marks come first (a split college's other school), the plain key last. A plan type naming a
// special path (国家专项 …) gives only that path's keys; 普通 only the ordinary ones; none ("",
// a page that does not say) the ordinary ones first, then those of each special path, so a unit
// that is only a 专项 group is still found.
func UnitKeysOf(level, track, collegeCode, schoolCode, schoolName, groupCode, majorName, planType string) []string {
	r := Row{Level: level, Track: track, CollegeCode: collegeCode, GroupCode: groupCode, MajorName: majorName}
	kinds := []string{PlanKind(planType)}
	if planType == "" {
		kinds = append(kinds, specialPlanKinds...)
	}
	var keys []string
	for _, kind := range kinds {
		if name := normName(schoolName); name != "" {
			keys = append(keys, kindKey(r, "#"+name, kind))
		}
		if schoolCode != "" {
			keys = append(keys, kindKey(r, "#"+schoolCode, kind))
		}
		keys = append(keys, kindKey(r, "", kind))
	}
	return keys
}

// planKey is the key the exam year's plan lines name a unit by: plans give no plan type, so a
// special unit's lines are those of its group (or major) without its path.
func (u *Unit) planKey() string {
	if u.planKind == "" {
		return u.Key
	}
	return strings.TrimSuffix(u.Key, "|"+u.planKind)
}
