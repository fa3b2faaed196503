package assessment

import (
	"fmt"
	"strings"

	"zhiyuan/data"
	bank "zhiyuan/data/assessment"
	"zhiyuan/data/catalog"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
)

// MaxLikedMajors bounds the major classes a subject-selection sheet names.
const MaxLikedMajors = 10

// subjectContext fixes the province, exam year and mode a subject-selection sheet is scored
// for, checks the liked major classes, and sets the code: the combination the student's own
// ability and interest rate highest (ties in the mode's order).
func (s *Service) subjectContext(b *bank.Bank, ev *events.AssessmentSubmitted, c Submit) error {
	if c.ProvinceId != 0 {
		ev.ProvinceID = c.ProvinceId
	}
	if c.ExamYear != 0 {
		ev.ExamYear = c.ExamYear
	}
	p, ok := data.ProvinceByID(ev.ProvinceID)
	if !ok {
		return apperr.Invalid("请先选择你参加高考的省份")
	}
	now := s.now()
	if ev.ExamYear == 0 {
		ev.ExamYear = data.ComingExam(now)
	}
	if ev.ExamYear < now.Year()-1 || ev.ExamYear > now.Year()+3 {
		return apperr.Invalid("请选择有效的高考年份")
	}
	ev.Mode = p.ModeFor(ev.ExamYear)
	combos := data.Combos(ev.Mode)
	if len(combos) == 0 {
		return apperr.Invalid(fmt.Sprintf("%s %d 年高考仍分文理科，不需要选科", p.Name, ev.ExamYear))
	}
	if err := askedItems(b, ev.Answers, ev.Mode, p.Name); err != nil {
		return err
	}
	if len(c.Majors) > MaxLikedMajors {
		return apperr.Invalid(fmt.Sprintf("感兴趣的专业类最多选 %d 个", MaxLikedMajors))
	}
	seen := map[string]bool{}
	for _, m := range c.Majors {
		if !majorClass(m) {
			return apperr.Invalid(fmt.Sprintf("专业类 %s 不存在", short(m)))
		}
		if !seen[m] {
			seen[m] = true
			ev.Majors = append(ev.Majors, m)
		}
	}
	best, bestScore := "", -1.0
	for _, combo := range combos {
		if v, ok := b.ComboSelf(ev.Scores, combo); ok && v > bestScore {
			best, bestScore = strings.Join(combo, "+"), v
		}
	}
	ev.Code = best
	return nil
}

// askedItems checks the items asked only where their subject is an elective (浙江's 技术): a
// province that offers the subject needs them answered, any other must leave them out.
func askedItems(b *bank.Bank, answers, mode, province string) error {
	subjects := data.ElectiveSubjects(mode)
	for i, it := range b.Items {
		answered := i < len(answers) && answers[i] != '0'
		switch asked := it.Asked(subjects); {
		case asked && !answered:
			return apperr.Invalid(fmt.Sprintf("第 %d 题还没有作答（%s的选考科目有%s）", i+1, province, it.Only))
		case !asked && answered:
			return apperr.Invalid(fmt.Sprintf("第 %d 题只问选考科目有%s的省份，%s不考%s，请刷新页面后重新作答", i+1, it.Only, province, it.Only))
		}
	}
	return nil
}

// majorClass: a 专业类 code of the undergraduate catalogue (0809 计算机类).
func majorClass(code string) bool {
	for _, m := range catalog.Majors() {
		if m.ClassCode == code {
			return true
		}
	}
	return false
}
