package admission

import (
	"strconv"
	"testing"

	"zhiyuan/data/catalog"
)

func TestSchoolCodesAreConsistent(t *testing.T) {
	codes, un := SchoolCodes(), Unmatched()
	if len(codes) != SchoolCodeCount || len(un) != UnmatchedCount {
		t.Errorf("school codes %d (want %d), unmatched %d (want %d)", len(codes), SchoolCodeCount, len(un), UnmatchedCount)
	}
	methods := map[string]bool{MatchName: true, MatchFormer: true, MatchAlias: true, MatchStripped: true,
		MatchDebris: true, MatchTruncated: true, MatchCode: true}
	unmatchedKey := map[[3]string]bool{}
	for _, c := range codes {
		key := [3]string{strconv.Itoa(c.ProvinceID), c.SchoolCode, c.SchoolName}
		switch {
		case c.Method == MatchUnmatched:
			if c.CollegeCode != "" {
				t.Errorf("%+v: unmatched with a code", c)
			}
			unmatchedKey[key] = true
		case !methods[c.Method]:
			t.Errorf("%+v: method", c)
		default:
			if _, ok := catalog.CollegeByCode(c.CollegeCode); !ok {
				t.Errorf("%+v: %s is not a catalogue college", c, c.CollegeCode)
			}
		}
	}
	listed := map[[3]string]bool{}
	for _, u := range un {
		key := [3]string{strconv.Itoa(u.ProvinceID), u.SchoolCode, u.SchoolName}
		if !unmatchedKey[key] || u.Rows <= 0 {
			t.Errorf("%+v: listed but not unmatched in school_codes.csv", u)
		}
		listed[key] = true
	}
	for k := range unmatchedKey {
		if !listed[k] {
			t.Errorf("%v: unmatched but not listed in unmatched_schools.csv", k)
		}
	}
}

// Matches checked by hand: name, then the explicit mapping of province codes.
func TestHandCheckedSchoolCodes(t *testing.T) {
	want := []SchoolCode{
		{33, "1103", "北京大学", "10001", MatchName},                    // 浙江 2025 (浙江 code 1103 ≠ 10001)
		{37, "A001", "北京大学", "10001", MatchName},                    // 山东
		{32, "1101", "南京大学", "10284", MatchName},                    // 江苏
		{32, "1102", "苏东南大学", "10286", MatchDebris},                 // 江苏 2025 PDF parse
		{44, "10001", "北京大学", "10001", MatchName},                   // 广东 prints national-looking codes
		{44, "19001", "北京大学医学部", "10001", MatchStripped},            // … but not always
		{44, "11847", "佛山科学技术学院", "11847", MatchFormer},             // renamed 佛山大学
		{31, "465", "南师泰州", "13843", MatchAlias},                    // 上海 prints short names
		{34, "9338", "支徽中與科技职业学院", "13341", MatchCode},              // OCR typo, same 安徽 code as 安徽中澳科技职业学院
		{13, "1928", "中国石油大学(华东)(青岛市)[公办]", "10425", MatchStripped}, // 河北 suffixes
	}
	got := map[[3]string]SchoolCode{}
	for _, c := range SchoolCodes() {
		got[[3]string{strconv.Itoa(c.ProvinceID), c.SchoolCode, c.SchoolName}] = c
	}
	for _, w := range want {
		g, ok := got[[3]string{strconv.Itoa(w.ProvinceID), w.SchoolCode, w.SchoolName}]
		if !ok || g != w {
			t.Errorf("got %+v, want %+v", g, w)
		}
	}
}

// Every school of the 2025 results of 浙江, 山东, 江苏 and 广东 is matched to a catalogue
// college or listed as unmatched: nothing is dropped silently.
func TestSchools2025AreMatchedOrListed(t *testing.T) {
	listed := map[[3]string]bool{}
	for _, u := range Unmatched() {
		if u.Year == 2025 {
			listed[[3]string{strconv.Itoa(u.ProvinceID), u.SchoolCode, u.SchoolName}] = true
		}
	}
	matched, unmatched := map[int]int{}, map[int]int{}
	seen := map[[3]string]bool{}
	for _, r := range allResults(t) {
		if r.Year != 2025 || (r.ProvinceID != 33 && r.ProvinceID != 37 && r.ProvinceID != 32 && r.ProvinceID != 44) {
			continue
		}
		key := [3]string{strconv.Itoa(r.ProvinceID), r.SchoolCode, r.SchoolName}
		if r.CollegeCode == "" {
			if !listed[key] {
				t.Errorf("%+v: unmatched and not listed", r)
			}
		} else if _, ok := catalog.CollegeByCode(r.CollegeCode); !ok {
			t.Errorf("%+v: %s not in the catalogue", r, r.CollegeCode)
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		if r.CollegeCode == "" {
			unmatched[r.ProvinceID]++
		} else {
			matched[r.ProvinceID]++
		}
	}
	for _, p := range []int{33, 37, 32, 44} {
		if matched[p] < 500 || unmatched[p] > 10 {
			t.Errorf("province %d 2025: %d matched, %d unmatched", p, matched[p], unmatched[p])
		}
	}
}
