package data

import "fmt"

// CheckSubjects validates a candidate's subject choice against an exam mode and
// returns a Chinese message when it does not fit. For the traditional exam the
// track is SubjectType 1 (文科) or 2 (理科); new-exam modes use SelectSubjects.
func CheckSubjects(mode string, subjectType int, subjects []string) string {
	switch mode {
	case "traditional":
		if subjectType != 1 && subjectType != 2 {
			return "请选择科类！"
		}
		return ""
	case "3+1+2":
		if len(subjects) == 0 {
			return "请选择科目！"
		}
		if subjects[0] != "物理" && subjects[0] != "历史" {
			return "首选科目须为物理或历史"
		}
		_, second := SubjectPools(mode)
		return checkPool(subjects[1:], 2, second, "再选科目须为化学、生物、政治、地理中的两门")
	case "3+3_zhejiang":
		_, pool := SubjectPools(mode)
		return checkPool(subjects, 3, pool, "选考科目须为物理、化学、生物、政治、历史、地理、技术中的三门")
	case "3+3", "3+3_shanghai":
		_, pool := SubjectPools(mode)
		return checkPool(subjects, 3, pool, "选考科目须为物理、化学、生物、政治、历史、地理中的三门")
	}
	return fmt.Sprintf("未知的考试模式：%s", mode)
}

func checkPool(chosen []string, n int, pool []string, msg string) string {
	if len(chosen) == 0 {
		return "请选择科目！"
	}
	if len(chosen) != n {
		return msg
	}
	seen := map[string]bool{}
	for _, s := range chosen {
		ok := false
		for _, p := range pool {
			ok = ok || p == s
		}
		if !ok || seen[s] {
			return msg
		}
		seen[s] = true
	}
	return ""
}

// SubjectPools are the subjects of an exam mode: for 3+1+2 the 首选 pair and the
// 再选 pool; for the 3+3 modes no 首选 and the pool of which three are chosen;
// for the old exam none.
func SubjectPools(mode string) (first, second []string) {
	switch mode {
	case "3+1+2":
		return []string{"物理", "历史"}, []string{"化学", "生物", "政治", "地理"}
	case "3+3_zhejiang":
		return []string{}, []string{"物理", "化学", "生物", "政治", "历史", "地理", "技术"}
	case "3+3", "3+3_shanghai":
		return []string{}, []string{"物理", "化学", "生物", "政治", "历史", "地理"}
	}
	return []string{}, []string{}
}

// ElectiveSubjects are every subject a candidate of an exam mode may choose: the 首选 pair and
// the 再选 pool, or the 3+3 pool (浙江's includes 技术); none for the old exam.
func ElectiveSubjects(mode string) []string {
	first, pool := SubjectPools(mode)
	return append(first, pool...)
}

// Combos lists every subject combination a candidate of an exam mode can choose, in the
// pools' order: for 3+1+2 the 首选 subject first, then two of the 再选 pool; for the 3+3
// modes three of the pool. The old exam has none.
func Combos(mode string) [][]string {
	first, pool := SubjectPools(mode)
	var out [][]string
	if mode == "3+1+2" {
		for _, f := range first {
			for i := 0; i < len(pool); i++ {
				for j := i + 1; j < len(pool); j++ {
					out = append(out, []string{f, pool[i], pool[j]})
				}
			}
		}
		return out
	}
	for i := 0; i < len(pool); i++ {
		for j := i + 1; j < len(pool); j++ {
			for k := j + 1; k < len(pool); k++ {
				out = append(out, []string{pool[i], pool[j], pool[k]})
			}
		}
	}
	return out
}
