package assessment

import (
	"fmt"
	"sort"
	"strings"

	bank "zhiyuan/data/assessment"
	"zhiyuan/events/apperr"
)

// Answer is one rated item.
type Answer struct {
	Id    string
	Value int
}

// Scored is a checked and scored answer sheet.
type Scored struct {
	Answers string         // raw values in item order; 0 for an item not asked
	Scores  map[string]int // scale sums after reverse keying
	Code    string
}

// check validates a sheet against the bank: the bank's current version, every item answered
// exactly once, every value inside the answer scale. The first fault is the message.
func check(b *bank.Bank, version string, answers []Answer) ([]int, error) {
	if version != b.Version {
		return nil, apperr.Conflict(fmt.Sprintf("题库已更新（你作答的版本是 %s，现在是 %s）：请刷新页面后重新作答", short(version), b.Version))
	}
	pos := make(map[string]int, len(b.Items))
	for i, it := range b.Items {
		pos[it.ID] = i
	}
	values := make([]int, len(b.Items))
	for _, a := range answers {
		i, ok := pos[a.Id]
		if !ok {
			return nil, apperr.Invalid(fmt.Sprintf("题目 %s 不属于%s", short(a.Id), b.Name))
		}
		if values[i] != 0 {
			return nil, apperr.Invalid(fmt.Sprintf("第 %d 题重复作答", i+1))
		}
		if hi := b.MaxValue(b.Items[i]); a.Value < b.Min || a.Value > hi {
			if len(b.Items[i].Choices) > 0 {
				return nil, apperr.Invalid(fmt.Sprintf("第 %d 题请从给出的 %d 个选项中选择", i+1, hi))
			}
			return nil, apperr.Invalid(fmt.Sprintf("第 %d 题的答案须在 %d～%d 之间", i+1, b.Min, hi))
		}
		values[i] = a.Value
	}
	for i, v := range values {
		// An item asked only where its subject can be chosen may stay unanswered here: the
		// sheet's province decides (subjectContext), and 0 is stored for "not asked".
		if v == 0 && b.Items[i].Only == "" {
			return nil, apperr.Invalid(fmt.Sprintf("第 %d 题还没有作答（共 %d 题）", i+1, len(values)))
		}
	}
	return values, nil
}

// short keeps a user-supplied string readable inside a message.
func short(s string) string {
	if r := []rune(s); len(r) > 16 {
		return string(r[:16]) + "…"
	}
	return s
}

// Score checks a sheet and scores it by the bank's rules.
func Score(b *bank.Bank, version string, answers []Answer) (Scored, error) {
	values, err := check(b, version, answers)
	if err != nil {
		return Scored{}, err
	}
	raw := make([]byte, len(values))
	for i, v := range values {
		raw[i] = byte('0' + v)
	}
	if b.Code == bank.Path {
		scores, code := pathScores(b, values)
		return Scored{Answers: string(raw), Scores: scores, Code: code}, nil
	}
	scores := map[string]int{}
	for i, it := range b.Items {
		v := values[i]
		if v == 0 { // not asked: its scale gets no score at all
			continue
		}
		if it.Reverse {
			v = b.Min + b.Max - v
		}
		scores[it.Scale] += v
	}
	return Scored{Answers: string(raw), Scores: scores, Code: code(b, scores)}, nil
}

// code is the result: the three highest Holland types (ties in RIASEC order); each Big Five
// scale with its level (+ high, = middle, - low); the 16-type letters.
func code(b *bank.Bank, scores map[string]int) string {
	switch b.Code {
	case bank.Holland:
		letters := make([]string, len(b.Scales))
		for i, s := range b.Scales {
			letters[i] = s.Code
		}
		sort.SliceStable(letters, func(i, j int) bool { return scores[letters[i]] > scores[letters[j]] })
		return letters[0] + letters[1] + letters[2]
	case bank.BigFive:
		out := ""
		for _, s := range b.Scales {
			out += s.Code + b.Level(s.Code, scores[s.Code])
		}
		return out
	case bank.Type16:
		return TypeCode(b, scores)
	case bank.Allround: // the interest section's code
		var letters []string
		for _, s := range b.Scales {
			if l, ok := strings.CutPrefix(s.Code, "interest:"); ok {
				letters = append(letters, l)
			}
		}
		sort.SliceStable(letters, func(i, j int) bool { return scores["interest:"+letters[i]] > scores["interest:"+letters[j]] })
		return letters[0] + letters[1] + letters[2]
	}
	return ""
}

// TypeCode reads the four letters; a sum exactly at the midpoint takes the second letter.
func TypeCode(b *bank.Bank, scores map[string]int) string {
	out := ""
	for _, a := range bank.TypeAxes {
		lo, hi := b.ScaleRange(a.Scale)
		if 2*scores[a.Scale] > lo+hi {
			out += a.High
		} else {
			out += a.Low
		}
	}
	return out
}

// pathScores: each path 1 when the answers meet its rule; the code lists the fitting paths
// other than 普通批 (which always fits), in the rules' order.
func pathScores(b *bank.Bank, values []int) (map[string]int, string) {
	answers := map[string]string{}
	for i, it := range b.Items {
		answers[it.ID] = it.Choices[values[i]-1].Code
	}
	scores := map[string]int{}
	var fits []string
	for _, r := range bank.PathRules() {
		if _, ok := bank.Met(r.Requires, answers); ok {
			scores[r.Code] = 1
			if r.Requires != "always" {
				fits = append(fits, r.Code)
			}
		} else {
			scores[r.Code] = 0
		}
	}
	return scores, strings.Join(fits, ",")
}
