package main

import (
	"fmt"
	"path/filepath"
	"strings"
)

var collegeHeader = []string{"code", "moe_code", "name", "authority", "province_id", "province", "city",
	"level", "remark", "nature", "edu_level", "category", "tags", "lat_bd09", "lng_bd09", "aliases"}

type college struct {
	code, moeCode, name, authority, provinceID, province, city, level, remark string
	nature, eduLevel, category                                                string
	is985, is211, isDFC                                                       bool
	lat, lng                                                                  string
	aliases                                                                   []string
}

type colleges struct {
	list    []*college
	byCode  map[string]*college // 5-digit 院校代码
	byName  map[string]*college // normalized current name and previous names
	chsiMap map[string]string   // 阳光高考 school code (tags file) -> 5-digit 院校代码
	// chsiFlags holds the 阳光高考 985/211/双一流 flags of matched schools (absent = unknown).
	chsiFlags map[*college]map[string]bool
	notes     []string
	abbr      [][]string
}

// norm makes bracket styles comparable: the MOE list uses full-width （）, 阳光高考 ASCII ().
func norm(s string) string {
	return strings.NewReplacer("(", "（", ")", "）", " ", "").Replace(strings.TrimSpace(s))
}

func buildColleges(shared string, provs map[string]province) *colleges {
	dir := filepath.Join(shared, "colleges")
	t, err := readTable(filepath.Join(dir, "moe_2026", "moe_2026_regular_institutions.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	cs := &colleges{byCode: map[string]*college{}, byName: map[string]*college{}, chsiMap: map[string]string{},
		chsiFlags: map[*college]map[string]bool{}}
	byMOE := map[string]*college{}
	for _, r := range t.rows {
		c := &college{moeCode: t.get(r, "moe_code"), name: t.get(r, "name"), authority: t.get(r, "authority"),
			city: t.get(r, "city"), level: t.get(r, "level"), remark: t.get(r, "remark")}
		if len(c.moeCode) != 10 {
			fatalf("bad 学校标识码 %q for %s", c.moeCode, c.name)
		}
		c.code = c.moeCode[5:]
		p, ok := provinceOf(provs, t.get(r, "province"))
		if !ok {
			fatalf("unknown province %q", t.get(r, "province"))
		}
		c.provinceID, c.province = p.id, p.short
		c.nature, c.eduLevel = natureOf(c.remark), educationLevelOf(c.level)
		c.category = categoryOf(c.name, c.authority)
		if cs.byCode[c.code] != nil || byMOE[c.moeCode] != nil {
			fatalf("duplicate code %s / %s", c.code, c.moeCode)
		}
		cs.list = append(cs.list, c)
		cs.byCode[c.code], byMOE[c.moeCode] = c, c
		cs.byName[norm(c.name)] = c
	}
	if len(cs.list) != 2952 {
		fatalf("MOE 2026 list has %d rows, the announcement says 2952", len(cs.list))
	}
	cs.loadAliases(dir, byMOE)
	cs.loadTags(dir)
	cs.loadOfficialLists()
	cs.loadLocations(dir)
	cs.loadAbbreviations()
	return cs
}

// loadAliases adds earlier names (2025, then 2024 list) of the same 学校标识码.
func (cs *colleges) loadAliases(dir string, byMOE map[string]*college) {
	for _, y := range []string{"2025", "2024"} {
		t, err := readTable(filepath.Join(dir, "moe_"+y, "moe_"+y+"_regular_institutions.csv"))
		if err != nil {
			fatalf("%v", err)
		}
		renamed, gone := 0, []string{}
		for _, r := range t.rows {
			c := byMOE[t.get(r, "moe_code")]
			old := t.get(r, "name")
			if c == nil {
				gone = append(gone, old)
				continue
			}
			if old == c.name || contains(c.aliases, old) {
				continue
			}
			c.aliases = append(c.aliases, old)
			if other := cs.byName[norm(old)]; other != nil && other != c {
				fatalf("previous name %s of %s is the current name of %s", old, c.name, other.code)
			}
			cs.byName[norm(old)] = c
			renamed++
		}
		cs.notef("MOE %s list: %d rows, %d names differ from 2026 (kept as aliases); %d 学校标识码 no longer listed in 2026: %s",
			y, len(t.rows), renamed, len(gone), strings.Join(gone, "、"))
	}
}

// loadTags reads the 阳光高考 tags file (985/211/双一流 flags, used as a cross-check of the
// official lists, and its school codes, used to link majors to schools), matching each of its rows to the MOE
// list by name (current or previous), or by code when its name is the MOE name plus a campus
// in brackets (华北电力大学(北京) = 华北电力大学, 10054). Rows that match nothing are branch
// campuses, military academies or schools outside the MOE list; they are counted, not used.
func (cs *colleges) loadTags(dir string) {
	t, err := readTable(filepath.Join(dir, "tags", "universities_tags_chsi.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	var unmatched []string
	codeDiffers := 0
	for _, r := range t.rows {
		name, code := t.get(r, "name"), t.get(r, "school_code_5")
		c := cs.byName[norm(name)]
		if c == nil {
			if byCode := cs.byCode[code]; byCode != nil && strings.HasPrefix(norm(name), norm(byCode.name)+"（") {
				c = byCode
			}
		}
		if c == nil {
			unmatched = append(unmatched, fmt.Sprintf("%s %s", code, name))
			continue
		}
		if c.code != code {
			codeDiffers++
		}
		cs.chsiMap[code] = c.code
		if cs.chsiFlags[c] == nil {
			cs.chsiFlags[c] = map[string]bool{}
		}
		for label, column := range map[string]string{"985": "is_985", "211": "is_211", "双一流": "is_double_first_class"} {
			if v := t.get(r, column); v != "" {
				cs.chsiFlags[c][label] = cs.chsiFlags[c][label] || v == "1"
			}
		}
	}
	cs.notef("tags file: %d rows, %d matched to the MOE list (%d of them under a 阳光高考 code that differs from the last 5 digits of the 学校标识码), %d unmatched: %s",
		len(t.rows), len(cs.chsiMap), codeDiffers, len(unmatched), strings.Join(unmatched, "、"))
}

// officialList describes one hand-compiled official list and the 阳光高考 flag it is checked against.
type officialList struct {
	file, label string
	want        int
	flag        func(*college) *bool
}

var officialLists = []officialList{
	{"manual/project_985.txt", "985", 39, func(c *college) *bool { return &c.is985 }},
	{"manual/project_211.txt", "211", 115, func(c *college) *bool { return &c.is211 }},
	{"manual/double_first_class_2022.txt", "双一流", 147, func(c *college) *bool { return &c.isDFC }},
}

// loadOfficialLists sets the 985 / 211 / 双一流 tags from the hand-compiled official lists and
// reports every disagreement with the 阳光高考 flags (which stay only as a cross-check).
func (cs *colleges) loadOfficialLists() {
	for _, l := range officialLists {
		f, _ := manual.Open(l.file)
		names := readLines(f)
		if len(names) != l.want {
			fatalf("%s has %d names, want %d", l.file, len(names), l.want)
		}
		var absent []string
		for _, n := range names {
			c := cs.byName[norm(n)]
			if c == nil || c.name != n {
				absent = append(absent, n)
				continue
			}
			*l.flag(c) = true
		}
		var contra, filled []string
		for _, c := range cs.list {
			v, known := cs.chsiFlags[c][l.label]
			switch {
			case known && v != *l.flag(c):
				contra = append(contra, fmt.Sprintf("%s(阳光高考=%v, list=%v)", c.name, v, *l.flag(c)))
			case !known && *l.flag(c):
				filled = append(filled, c.name)
			}
		}
		cs.notef("%s: %d of %d in the MOE list; not in it: %s; contradicting the 阳光高考 flag: %d %s; no flag there, set from the list: %s",
			l.label, l.want-len(absent), l.want, strings.Join(absent, "、"), len(contra), strings.Join(contra, "、"), strings.Join(filled, "、"))
	}
}

// loadLocations takes coordinates by current name, then previous names, then a single
// "<name>(<city>)" entry (华北电力大学(北京)).
func (cs *colleges) loadLocations(dir string) {
	t, err := readTable(filepath.Join(dir, "location", "university_location.csv"))
	if err != nil {
		fatalf("%v", err)
	}
	loc := map[string][2]string{}
	for _, r := range t.rows {
		if lat, lng := t.get(r, "lat"), t.get(r, "lng"); lat != "" && lng != "" {
			loc[norm(t.get(r, "name"))] = [2]string{lat, lng}
		}
	}
	byName, byAlias, byCampus := 0, 0, 0
	for _, c := range cs.list {
		if p, ok := loc[norm(c.name)]; ok {
			c.lat, c.lng = p[0], p[1]
			byName++
			continue
		}
		for _, a := range c.aliases {
			if p, ok := loc[norm(a)]; ok {
				c.lat, c.lng = p[0], p[1]
				byAlias++
				break
			}
		}
		if c.lat == "" {
			city := strings.TrimSuffix(c.city, "市")
			if p, ok := loc[norm(c.name+"("+city+")")]; ok {
				c.lat, c.lng = p[0], p[1]
				byCampus++
			}
		}
	}
	cs.notef("coordinates: %d by current name, %d by a previous name, %d by name(city); %d without",
		byName, byAlias, byCampus, len(cs.list)-byName-byAlias-byCampus)
}

func (cs *colleges) loadAbbreviations() {
	f, _ := manual.Open("manual/abbreviations.csv")
	t, err := parseTable("manual/abbreviations.csv", mustRead(f), ',')
	if err != nil {
		fatalf("%v", err)
	}
	seen := map[string]bool{}
	for _, r := range t.rows {
		a, n := t.get(r, "abbr"), t.get(r, "name")
		c := cs.byName[norm(n)]
		if c == nil || c.name != n {
			fatalf("abbreviation %s: %s is not a current name in the MOE 2026 list", a, n)
		}
		if seen[a] || cs.byName[norm(a)] != nil {
			fatalf("abbreviation %s is duplicated or is itself a full school name", a)
		}
		seen[a] = true
		cs.abbr = append(cs.abbr, []string{a, c.code, c.name})
	}
}

func (cs *colleges) abbreviations() [][]string { return cs.abbr }

func (cs *colleges) rows() [][]string {
	out := make([][]string, 0, len(cs.list))
	for _, c := range cs.list {
		var tags []string
		if c.is985 {
			tags = append(tags, "985")
		}
		if c.is211 {
			tags = append(tags, "211")
		}
		if c.isDFC {
			tags = append(tags, "双一流")
		}
		out = append(out, []string{c.code, c.moeCode, c.name, c.authority, c.provinceID, c.province, c.city,
			c.level, c.remark, c.nature, c.eduLevel, c.category, strings.Join(tags, "|"), c.lat, c.lng,
			strings.Join(c.aliases, "|")})
	}
	return out
}

func (cs *colleges) notef(format string, args ...any) {
	cs.notes = append(cs.notes, fmt.Sprintf(format, args...))
}

func (cs *colleges) report() {
	count := map[string]int{}
	for _, c := range cs.list {
		count["level "+c.level]++
		count["nature "+c.nature]++
		count["category "+c.category]++
		if c.is985 {
			count["tag 985"]++
		}
		if c.is211 {
			count["tag 211"]++
		}
		if c.isDFC {
			count["tag 双一流"]++
		}
	}
	printCounts("colleges", count)
	for _, n := range cs.notes {
		fmt.Println("  -", n)
	}
}
