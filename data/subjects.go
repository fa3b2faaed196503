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
		return checkPool(subjects[1:], 2, []string{"化学", "生物", "政治", "地理"}, "再选科目须为化学、生物、政治、地理中的两门")
	case "3+3_zhejiang":
		return checkPool(subjects, 3, []string{"物理", "化学", "生物", "政治", "历史", "地理", "技术"}, "选考科目须为物理、化学、生物、政治、历史、地理、技术中的三门")
	case "3+3", "3+3_shanghai":
		return checkPool(subjects, 3, []string{"物理", "化学", "生物", "政治", "历史", "地理"}, "选考科目须为物理、化学、生物、政治、历史、地理中的三门")
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
