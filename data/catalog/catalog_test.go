package catalog

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// The files themselves: UTF-8, no BOM, a header row, LF line ends.
func TestFilesAreCleanUTF8CSV(t *testing.T) {
	header := map[string]string{"colleges.csv": "code,moe_code,name,", "abbreviations.csv": "abbr,code,name",
		"majors.csv": "code,base_code,name,", "major_colleges.csv": "major_code,college_codes",
		"professions.csv": "code,title,R,I,A,S,E,C,", "vocational_majors.csv": "code,name,level,",
		"vocational_missing.csv": "level,code,name,reason", "occupations_cn.csv": "id,code,name,green,digital,",
		"occupation_classes_cn.csv": "level,code,gbm_code,name,origin", "occupation_guide.csv": "level,seq,major_code,",
		"merged_names.csv": "former_name,code,name,year,kind,source"}
	for f, prefix := range header {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.HasPrefix(b, []byte("\ufeff")) {
			t.Errorf("%s starts with a BOM", f)
		}
		if !utf8.Valid(b) {
			t.Errorf("%s is not valid UTF-8", f)
		}
		if bytes.Contains(b, []byte("\r")) {
			t.Errorf("%s has CR line ends", f)
		}
		if !strings.HasPrefix(string(b), prefix) {
			t.Errorf("%s: header does not start with %q", f, prefix)
		}
	}
}

func TestCounts(t *testing.T) {
	cs := Colleges()
	if len(cs) != CollegeCount {
		t.Fatalf("colleges: %d, want %d", len(cs), CollegeCount)
	}
	count := map[string]int{}
	for _, c := range cs {
		count[c.Level]++
		count[c.Nature]++
		for _, tag := range c.Tags {
			count[tag]++
		}
		if c.HasLocation {
			count["located"]++
		}
	}
	want := map[string]int{"本科": 1412, "专科": 1540, "公办": 2096, "民办": 840, "中外合作办学": 16,
		"985": 38, "211": 112, "双一流": 144, "located": 2551}
	for k, v := range want {
		if count[k] != v {
			t.Errorf("colleges with %s: %d, want %d", k, count[k], v)
		}
	}

	if n := len(Majors()); n != MajorCount {
		t.Errorf("majors: %d, want %d", n, MajorCount)
	}
	tree := MajorTree()
	if len(tree) != MajorCategoryCount {
		t.Errorf("门类: %d, want %d", len(tree), MajorCategoryCount)
	}
	classes, synthetic, majors := 0, 0, 0
	for _, c := range tree {
		for _, cl := range c.Classes {
			if cl.Synthetic {
				synthetic++
			} else {
				classes++
			}
			majors += len(cl.Majors)
		}
	}
	if classes != MajorClassCount || synthetic != 1 || majors != MajorCount {
		t.Errorf("专业类 %d (+%d synthetic), majors in tree %d; want %d (+1), %d", classes, synthetic, majors,
			MajorClassCount, MajorCount)
	}
	if n := len(Professions()); n != ProfessionCount {
		t.Errorf("professions: %d, want %d", n, ProfessionCount)
	}
	if n := len(Abbreviations()); n < 60 {
		t.Errorf("abbreviations: %d, want at least 60", n)
	}
}

func TestCodesAreUniqueAndWellFormed(t *testing.T) {
	five, ten := regexp.MustCompile(`^\d{5}$`), regexp.MustCompile(`^\d{10}$`)
	seen := map[string]bool{}
	names := map[string]bool{}
	for _, c := range Colleges() {
		if !five.MatchString(c.Code) || !ten.MatchString(c.MOECode) || !strings.HasSuffix(c.MOECode, c.Code) {
			t.Errorf("%s: codes %s / %s", c.Name, c.Code, c.MOECode)
		}
		if seen[c.Code] || seen[c.MOECode] || names[c.Name] {
			t.Errorf("duplicate %s %s %s", c.Code, c.MOECode, c.Name)
		}
		seen[c.Code], seen[c.MOECode], names[c.Name] = true, true, true
	}
	for _, c := range Colleges() {
		for _, a := range c.Aliases {
			if names[a] {
				t.Errorf("alias %s of %s is the current name of another school", a, c.Name)
			}
		}
	}

	major := regexp.MustCompile(`^(\d{6,7})(T|K|TK)?$`)
	seen = map[string]bool{}
	for _, m := range Majors() {
		g := major.FindStringSubmatch(m.Code)
		if g == nil || g[1] != m.BaseCode || !strings.HasPrefix(m.Code, m.ClassCode) && !m.ClassSynthetic {
			t.Errorf("major code %s (base %s, class %s)", m.Code, m.BaseCode, m.ClassCode)
		}
		if !strings.HasPrefix(m.ClassCode, m.CategoryCode) {
			t.Errorf("%s: class %s outside category %s", m.Code, m.ClassCode, m.CategoryCode)
		}
		if seen[m.BaseCode] || seen[m.Name] {
			t.Errorf("duplicate major %s %s", m.Code, m.Name)
		}
		seen[m.BaseCode], seen[m.Name] = true, true
		if m.Special != strings.Contains(g[2], "T") || m.Controlled != strings.Contains(g[2], "K") {
			t.Errorf("%s: T/K flags %v/%v", m.Code, m.Special, m.Controlled)
		}
	}

	soc := regexp.MustCompile(`^\d{2}-\d{4}\.\d{2}$`)
	prev := ""
	for _, p := range Professions() {
		if !soc.MatchString(p.Code) || p.Code <= prev {
			t.Errorf("O*NET code %s after %s: malformed, duplicated or out of order", p.Code, prev)
		}
		prev = p.Code
	}
}

func TestEveryAbbreviationPointsToACollege(t *testing.T) {
	for abbr, code := range Abbreviations() {
		c, ok := CollegeByCode(code)
		if !ok {
			t.Errorf("abbreviation %s → %s: no such college", abbr, code)
			continue
		}
		if _, clash := CollegeByName(abbr); clash {
			t.Errorf("abbreviation %s is also a full school name", abbr)
		}
		if utf8.RuneCountInString(abbr) >= utf8.RuneCountInString(c.Name) {
			t.Errorf("abbreviation %s is not shorter than %s", abbr, c.Name)
		}
	}
	for abbr, want := range map[string]string{"北大": "北京大学", "清华": "清华大学", "浙大": "浙江大学",
		"复旦": "复旦大学", "哈工大": "哈尔滨工业大学", "华科": "华中科技大学", "中科大": "中国科学技术大学",
		"人大": "中国人民大学", "北师大": "北京师范大学", "上交": "上海交通大学", "南大": "南京大学",
		"武大": "武汉大学", "中山": "中山大学", "华南理工": "华南理工大学", "港中深": "香港中文大学（深圳）"} {
		c, _ := CollegeByCode(Abbreviations()[abbr])
		if c.Name != want {
			t.Errorf("%s → %q, want %s", abbr, c.Name, want)
		}
	}
}

func TestMajorCollegesPointToColleges(t *testing.T) {
	links := 0
	for _, m := range Majors() {
		cs := MajorColleges(m.Code)
		for i, code := range cs {
			if _, ok := CollegeByCode(code); !ok {
				t.Errorf("%s offered by unknown college %s", m.Code, code)
			}
			if i > 0 && cs[i-1] >= code {
				t.Errorf("%s: college codes not sorted and unique at %s", m.Code, code)
			}
		}
		links += len(cs)
	}
	if links < 60000 {
		t.Errorf("only %d major–college links", links)
	}
}
