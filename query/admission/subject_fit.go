package admission

import (
	"zhiyuan/data"
	"zhiyuan/events/apperr"
)

// The subjects a candidate may name to keep only the units whose 选科要求 they meet: the seven of
// 浙江's pool (the national six and 技术), which the canonical requirements are written in.
var fitSubjects = func() map[string]bool {
	_, all := data.SubjectPools("3+3_zhejiang")
	m := make(map[string]bool, len(all))
	for _, s := range all {
		m[s] = true
	}
	return m
}()

// checkSubjects validates SelectSubjects of a search: up to four distinct known subjects (the
// 首选 and two 再选 of 3+1+2, the three of 3+3; four leaves room for a 3+1+2 candidate naming
// the track too). Nil or empty means no subject filter.
func checkSubjects(subjects []string) ([]string, error) {
	if len(subjects) == 0 {
		return nil, nil
	}
	if len(subjects) > 4 {
		return nil, apperr.Invalid("选考科目最多四门")
	}
	seen := map[string]bool{}
	for _, s := range subjects {
		if !fitSubjects[s] {
			return nil, apperr.Invalid("选考科目无效：只能是物理、化学、生物、政治、历史、地理、技术")
		}
		if seen[s] {
			return nil, apperr.Invalid("选考科目重复")
		}
		seen[s] = true
	}
	return subjects, nil
}

// knownSubjects keeps the profile's subjects the requirement forms name (a profile's subjects
// were checked against the exam mode when saved).
func knownSubjects(subjects []string) []string {
	var out []string
	for _, s := range subjects {
		if fitSubjects[s] {
			out = append(out, s)
		}
	}
	return out
}

// CheckSubjects validates the subjects a candidate names for 选科要求 (for other query features).
func CheckSubjects(subjects []string) ([]string, error) { return checkSubjects(subjects) }
