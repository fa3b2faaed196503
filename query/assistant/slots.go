package assistant

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Slots are what a question (or the conversation, or the profile) says about the candidate and
// the subject: province (code), year, track (物理类, 历史类, 理科, 文科, 综合), score, rank,
// college (code), major (code), occupation (id). Values are strings so they store as they are.
type Slots map[string]string

func (s Slots) int(key string) int {
	n, _ := strconv.Atoi(s[key])
	return n
}

// merge fills what s lacks from other.
func (s Slots) merge(other Slots) {
	for k, v := range other {
		if _, ok := s[k]; !ok && v != "" {
			s[k] = v
		}
	}
}

var (
	yearPattern  = regexp.MustCompile(`(?:^|[^0-9])(20[0-9]{2})(?:\s*年|[^0-9]|$)`) // not the 2000 of 12000
	scorePattern = regexp.MustCompile(`([0-9]{2,3})(?:\.[0-9]+)?\s*分`)
	rankPattern  = regexp.MustCompile(`(?:位次|排名|名次)(?:是|为|在)?\s*(?:第)?\s*([0-9]{1,7})|第?\s*([0-9]{1,7})\s*名`)
	bareNumber   = regexp.MustCompile(`^\s*([0-9]{2,3})\s*(?:分)?\s*$`)
	// "25年": a two-digit exam year.
	shortYear = regexp.MustCompile(`(?:^|[^0-9])([12][0-9])\s*年`)
	// A score written without 分 after the words that introduce one: 考了530, 物理570.
	saidScore = regexp.MustCompile(`(?:考了?|得了|拿了|分数(?:是|为)?|成绩(?:是|为)?|总分|物理类?|历史类?|理科|文科|综合)\s*([0-9]{3})(?:[^0-9名位人]|$)`)
	// The one-character names of provinces, read only beside a year, a score or an exam word:
	// 粤理科, 豫2024, 鲁2026高考 (新, 黑, 云 … are too common inside other words).
	provinceShort = regexp.MustCompile(`(?:^|[^\p{Han}]|年)(粤|豫|鲁|沪|渝|冀|晋|皖|闽|赣|湘|鄂|桂|琼|黔|滇|陕)(?:[0-9]|高考|考生|理科|文科|物理|历史|$)`)
	shortNames    = map[string]string{"粤": "广东", "豫": "河南", "鲁": "山东", "沪": "上海", "渝": "重庆", "冀": "河北", "晋": "山西",
		"皖": "安徽", "闽": "福建", "赣": "江西", "湘": "湖南", "鄂": "湖北", "桂": "广西", "琼": "海南", "黔": "贵州", "滇": "云南", "陕": "陕西"}
)

// normalise makes full-width digits and letters half-width and drops spaces inside numbers.
func normalise(q string) string {
	var b strings.Builder
	for _, r := range q {
		switch {
		case r >= '！' && r <= '～': // the full-width forms of ASCII
			r -= 0xFEE0
		case r == '　':
			r = ' '
		}
		b.WriteRune(r)
	}
	return b.String()
}

// extract reads the slots a question states.
func extract(q string, now time.Time) Slots {
	s := Slots{}
	w := words()
	// The college first: 浙江大学 names a school, not the province 浙江. A school name the
	// catalogue does not know is kept as such (北京魔法大学 is not 法大).
	if name, ok := unknownSchool(q); ok {
		s["college"] = "?" + name
		q = strings.Replace(q, name, " ", 1)
	} else if t, _, ok := find(q, w.colleges); ok {
		s["college"] = t.id
		q = strings.Replace(q, t.text, " ", 1) // 中国石油大学 is not the major 石油工程 either
	}
	if t, _, ok := find(q, w.provinces); ok {
		s["province"] = t.id
	} else if m := provinceShort.FindStringSubmatch(q); m != nil {
		if t, _, ok := find(shortNames[m[1]], w.provinces); ok {
			s["province"] = t.id
		}
	}
	// Years: the first one written, and a second (written or 去年, 前年) for 等位分's
	// "2026年600分相当于2025年多少分".
	var years []string
	for _, m := range yearPattern.FindAllStringSubmatch(q, 2) {
		years = append(years, m[1])
	}
	if len(years) == 0 {
		for _, m := range shortYear.FindAllStringSubmatch(q, 2) {
			years = append(years, "20"+m[1])
		}
	}
	for word, back := range map[string]int{"去年": 1, "前年": 2, "今年": 0} {
		if strings.Contains(q, word) {
			years = append(years, strconv.Itoa(now.Year()-back))
		}
	}
	if len(years) > 0 {
		s["year"] = years[0]
	}
	if len(years) > 1 {
		s["year2"] = years[1]
	}
	switch {
	case strings.Contains(q, "物理"), strings.Contains(q, "首选物"):
		s["track"] = "物理类"
	case strings.Contains(q, "历史"):
		s["track"] = "历史类"
	case strings.Contains(q, "理科"), strings.Contains(q, "理工"):
		s["track"] = "理科"
	case strings.Contains(q, "文科"), strings.Contains(q, "文史"):
		s["track"] = "文科"
	case strings.Contains(q, "综合改革"), strings.Contains(q, "不分文理"):
		s["track"] = "综合"
	}
	rest := withoutYears(q)
	if m := scorePattern.FindStringSubmatch(rest); m != nil {
		s["score"] = m[1]
	} else if m := saidScore.FindStringSubmatch(rest); m != nil {
		s["score"] = m[1]
	}
	if m := rankPattern.FindStringSubmatch(rest); m != nil {
		if m[1] != "" {
			s["rank"] = m[1]
		} else {
			s["rank"] = m[2]
		}
	}
	if t, _, ok := find(q, w.majors); ok {
		s["major"] = t.id
	}
	if t, _, ok := find(q, w.occupations); ok {
		s["occupation"] = t.id
	}
	return s
}

// withoutYears blanks the years of a question, keeping the words around them (物 of 2026物理).
func withoutYears(q string) string {
	for _, p := range []*regexp.Regexp{yearPattern, shortYear} {
		q = p.ReplaceAllStringFunc(q, func(m string) string {
			y := p.FindStringSubmatch(m)[1]
			return strings.Replace(strings.Replace(m, y+"年", " ", 1), y, " ", 1)
		})
	}
	return q
}

var (
	schoolName = regexp.MustCompile(`\p{Han}{2,10}?(?:大学|学院|学校)`)
	asking     = regexp.MustCompile(`^(请问|我想问|想问|问一下|我想知道|想知道|查一下|查询|帮我查|那|我|看看)`)
)

// unknownSchool finds a school name the catalogue does not hold: a run of characters ending in
// 大学, 学院 or 学校 where no known name (or earlier name) ends.
func unknownSchool(q string) (string, bool) {
	for _, loc := range schoolName.FindAllStringIndex(q, -1) {
		end := loc[1]
		known := false
		for _, t := range words().colleges {
			if i := strings.LastIndex(q[:end], t.text); i >= 0 && i+len(t.text) == end {
				known = true
				break
			}
		}
		if known {
			continue
		}
		name := asking.ReplaceAllString(q[loc[0]:end], "")
		if i := strings.LastIndexAny(name, "的在和与跟"); i >= 0 { // "在广东的北京魔法大学": the school only
			name = name[i+len("的"):]
		}
		if notAName.MatchString(name) || len([]rune(name)) < 3 {
			continue
		}
		return name, true
	}
	return "", false
}

// notAName: words of a question, not of a school's name (什么大学, 能上的学校, 好学校).
var notAName = regexp.MustCompile(`什么|哪|能上|可以|考上|报考|读|好|重点|双一流|本科|专科|公办|民办|一所|这所|那所|本地|外省|省内|省外|普通`)

// answerToAsk reads a reply to "what is your score?": a bare number.
func answerToAsk(q string) (string, bool) {
	m := bareNumber.FindStringSubmatch(q)
	if m == nil {
		return "", false
	}
	return m[1], true
}
