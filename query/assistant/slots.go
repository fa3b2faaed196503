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
	// The college first: 浙江大学 names a school, not the province 浙江.
	if t, _, ok := find(q, w.colleges); ok {
		s["college"] = t.id
		q = strings.Replace(q, t.text, " ", 1) // 中国石油大学 is not the major 石油工程 either
	}
	if t, _, ok := find(q, w.provinces); ok {
		s["province"] = t.id
	}
	if m := yearPattern.FindStringSubmatch(q); m != nil {
		s["year"] = m[1]
	} else if strings.Contains(q, "去年") {
		s["year"] = strconv.Itoa(now.Year() - 1)
	} else if strings.Contains(q, "前年") {
		s["year"] = strconv.Itoa(now.Year() - 2)
	} else if strings.Contains(q, "今年") {
		s["year"] = strconv.Itoa(now.Year())
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
	rest := yearPattern.ReplaceAllString(q, " ")
	if m := scorePattern.FindStringSubmatch(rest); m != nil {
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

// answerToAsk reads a reply to "what is your score?": a bare number.
func answerToAsk(q string) (string, bool) {
	m := bareNumber.FindStringSubmatch(q)
	if m == nil {
		return "", false
	}
	return m[1], true
}
