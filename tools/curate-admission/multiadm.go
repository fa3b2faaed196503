package main

import (
	"path/filepath"
	"regexp"
	"strings"
)

// The 27-province file of official 投档/录取/计划 tables (../shared/data/README.md §4.7):
// results (major, group, institution and vocational admissions) and plans.
const multiAdmPath = "scores/multi_province_admissions/official_provincial_admissions_27prov.csv.gz"

// trackSynonyms are other published names of the old-gaokao tracks (西藏 2025 plans).
var trackSynonyms = map[string]string{"文史类": "文科", "理工类": "理科"}

// multiTrack applies the rank tables' label rule (normaliseTrack); labels that name no
// ordinary track (对口招生, 艺术类, 蒙授文科, 单列类历史类 …) stay as published.
func multiTrack(label string, year int, p province) (string, bool) {
	if s, ok := trackSynonyms[label]; ok {
		t, _ := normaliseTrack(s, year, p.firstNew)
		return t, true
	}
	return normaliseTrack(label, year, p.firstNew)
}

var (
	reGroupNth    = regexp.MustCompile(`第\s*([0-9A-Za-z]+)\s*组`)
	reGroupSuffix = regexp.MustCompile(`([0-9A-Za-z]+)\s*专业组`)
	reGroupPrefix = regexp.MustCompile(`专业组\s*([0-9A-Za-z]+)`)
	reGroupBare   = regexp.MustCompile(`^([0-9A-Za-z]+)组$`)
	reGroupParen  = regexp.MustCompile(`^(.+)[（(]([0-9A-Za-z]{1,3})[)）]$`)
	reBracketed   = regexp.MustCompile(`[（(]([^（()）]*)[)）]`)
	reFloorNote   = regexp.MustCompile(`^(\d+)分及以上$`)
	reHenanTable  = regexp.MustCompile(`^本科[一二]批院校平行投档分数线 / 河南院校代码 \S+$`)
)

// groupCode extracts the 院校专业组 code from the source's major_group cell, or "".
func groupCode(raw, schoolName, majorCode string) string {
	for _, re := range []*regexp.Regexp{reGroupNth, reGroupSuffix, reGroupPrefix, reGroupBare} {
		if m := re.FindStringSubmatch(raw); m != nil {
			return m[1]
		}
	}
	if m := reGroupParen.FindStringSubmatch(raw); m != nil && m[1] == schoolName {
		return m[2]
	}
	if majorCode != "" && strings.HasPrefix(raw, majorCode+" ") { // 北京 "01 物理＋化学"
		return majorCode
	}
	return ""
}

// groupNote keeps what major_group says beyond the group code: its bracketed remarks
// (湖南 "(国家专项)") or, when it names no group, the whole cell (重庆 "本科批第1次征集",
// 内蒙古 "第一次填报/…", 云南 "一本原始志愿"). Subject requirements are left out.
func groupNote(raw, group, require, batch, schoolCode, schoolName, majorCode, subject string) string {
	if raw == "" || raw == batch || raw == majorCode || raw == require {
		return ""
	}
	if group == "" {
		if reHenanTable.MatchString(raw) {
			return "" // 河南 "本科一批院校平行投档分数线 / 河南院校代码 2290": the table's title
		}
		if residue(raw, schoolCode, schoolName, majorCode, batch, subject) == "" {
			return "" // 福建 "017专业", 云南 "5322 01", 西藏 "0014-13", "学校|专科批|理工类"
		}
		return raw
	}
	var notes []string
	for _, m := range reBracketed.FindAllStringSubmatch(raw, -1) {
		s := strings.TrimSpace(m[1])
		if s == "" || s == group || strings.Contains(require, s) || strings.Contains(s, "选考") ||
			strings.Contains(s, "科目") || strings.Contains(s, "不限") {
			continue
		}
		notes = append(notes, s)
	}
	return joinNotes(notes...)
}

// genericLabels are major_name cells that only say what the number is; other labels
// (院校预计投档线, 院校录取日报-原始志愿, 部分院校公布 …) are kept in the note.
var genericLabels = map[string]bool{"院校专业组投档线": true, "院校投档线": true, "院校专业组投档最低分": true,
	"院校专业组录取最低分": true, "院校录取最低分": true, "院校平行投档线": true, "院校调档线": true}

// isLabel reports a major_name cell that names the table's number, not a major.
func isLabel(name string) bool {
	for _, w := range []string{"投档", "调档", "录取最低分", "录取成绩统计", "录取日报", "分数线"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// multiLevel decides the level of a result row from data_type, the name cell and the group.
func multiLevel(dataType, majorName, group string) string {
	switch {
	case dataType == "major-group-admission":
		return levelGroup
	case dataType == "major-admission" && !isLabel(majorName):
		return levelMajor
	case dataType == "vocational-admission" && !isLabel(majorName):
		return levelMajor
	case group != "":
		return levelGroup
	}
	return levelSchool
}

// splitSchoolCode separates a group suffix printed into the school code: 天津 prints
// 院校专业组 "005602" (院校 0056, 组 02), 湖北 "F93801" (F938, 组 01).
func splitSchoolCode(provinceName, code, group string) (string, string) {
	if provinceName == "天津" && len(code) == 6 {
		if group != "" {
			group = code[4:]
		}
		return code[:4], group
	}
	if group != "" && len(code) >= 6 && strings.HasSuffix(code, group) && len(code)-len(group) >= 4 {
		return code[:len(code)-len(group)], group
	}
	return code, group
}

// superseded are sources of the 27-province file that hold another source's table again in
// a worse read. 新疆 2025 本科二批 is in the file twice: where both reads have a school's row
// (716 of the unversioned read's 734), the v3312 read is kept, since the unversioned one
// misreads codes (温州医科大学 under 1361 for 1261) and some scores (萍乡学院 文科 350 against
// 330); its 18 schools that v3312 lacks stay.
var superseded = map[string]string{
	"official-xinjiang-undergraduate2-filing-2025": "official-xinjiang-undergraduate2-filing-2025-v3312",
}

// readMulti reads the 27-province file, drops exact duplicate rows and the rows a
// superseding source also holds, and returns the table.
func readMulti(shared string, st *sourceStats) *table {
	t, err := readGzTable(filepath.Join(shared, multiAdmPath))
	if err != nil {
		fatalf("%v", err)
	}
	// the same row of a table: kind, track, batch, school, group and major
	key := func(src string, r []string) string {
		return src + "\x1f" + strings.Join([]string{t.get(r, "data_type"), t.get(r, "subject_type"), t.get(r, "batch"),
			t.get(r, "school_code"), t.get(r, "major_group"), t.get(r, "major_code")}, "\x1f")
	}
	superseding := map[string]bool{}
	for _, r := range t.rows {
		superseding[key(t.get(r, "source_id"), r)] = true
	}
	seen := map[string]bool{}
	rows := t.rows[:0]
	for _, r := range t.rows {
		src := t.get(r, "source_id")
		st.read(src)
		if by := superseded[src]; by != "" && superseding[key(by, r)] {
			st.drop(src, "also in "+by)
			continue
		}
		k := strings.Join(r, "\x1f")
		if seen[k] {
			st.drop(src, "exact duplicate row")
			continue
		}
		seen[k] = true
		rows = append(rows, r)
	}
	t.rows = rows
	return t
}

// residue is what a cell says beyond the row's own codes, names and labels.
func residue(raw string, parts ...string) string {
	for _, p := range parts {
		if p != "" {
			raw = strings.ReplaceAll(raw, p, "")
		}
	}
	return strings.Trim(strings.ReplaceAll(raw, "专业", ""), " -|/")
}
