package assessment

import (
	"fmt"
	"time"

	"zhiyuan/data"
	bank "zhiyuan/data/assessment"
	"zhiyuan/events/apperr"
)

// Question is one item as the answer page shows it.
type Question struct {
	Id    string
	No    int
	Text  string
	Scale string `json:",omitempty"` // only for the operator's view; empty for students
	// A multiple-choice question (升学路径): its own options (Value 1..n) and why it is asked.
	Options []Option `json:",omitempty"`
	Help    string   `json:",omitempty"`
	Section string   `json:",omitempty"`
	// Only: the elective subject the item is about when it is asked only where that subject can
	// be chosen (选科测评: 浙江's 技术).
	Only string `json:",omitempty"`
}

// Scope is who the list is for: the 选科测评 asks its 技术 items only of a province whose
// students can choose 技术. Zero values: every item, each optional one marked by Only.
type Scope struct{ ProvinceId, ExamYear int }

// Option is one answer choice.
type Option struct {
	Value int
	Text  string
}

// Questions is a bank's question list (Career/HollandQuestionList, …).
type Questions struct {
	Bank      string
	Name      string
	Intro     string
	Version   string
	Minutes   int
	Source    string
	Options   []Option
	Questions []Question
	Notice    string
	// A multi-part bank (the all-round test): its parts with their own answer texts; each
	// question names its Section.
	Sections []SectionView `json:",omitempty"`
}

// SectionView is one part of a multi-part bank.
type SectionView struct {
	Code, Name string
	Options    []Option
}

// notices say what a result is and is not.
var notices = map[string]string{
	bank.Holland:  "兴趣测评反映你此刻的兴趣倾向，不是能力测验，也不决定你能学什么；请与成绩、性格和家庭情况一起考虑。",
	bank.BigFive:  "人格测评描述你平时的行为倾向，没有好坏之分；结果不用于诊断，也不会给任何人看。",
	bank.Path:     "结果只说明哪些路径值得你去了解，不代表你符合报名条件；每条路径的条件以本省考试院和高校当年公布的文件为准。",
	bank.Subjects: "选科结果综合了你的自评和真实招生计划的选科要求，只是参考；请结合学校能开设的组合、老师意见和本省最新政策决定。",
	bank.Type16: "16型性格倾向由 IPIP 公有领域量表推得，不是 MBTI® 测验（MBTI 是 The Myers-Briggs Company 的注册商标）；" +
		"结果是倾向，不是定论。",
}

// QuestionList answers a bank's items in order, without their keying (a student answering
// should not see which way an item counts).
func (h *Handler) QuestionList(code string, scope Scope) (Questions, error) {
	b := bank.Find(code)
	if b == nil {
		return Questions{}, errNoBank
	}
	subjects, err := scopeSubjects(scope)
	if err != nil {
		return Questions{}, err
	}
	q := Questions{Bank: b.Code, Name: b.Name, Intro: b.Intro, Version: b.Version, Minutes: b.Minutes, Source: b.Source,
		Notice: notices[b.Code]}
	for v := b.Min; v <= b.Max && len(b.Labels) > v-b.Min; v++ {
		q.Options = append(q.Options, Option{Value: v, Text: b.Labels[v-b.Min]})
	}
	for _, sec := range b.Sections {
		sv := SectionView{Code: sec.Code, Name: sec.Name}
		for v := b.Min; v <= b.Max; v++ {
			sv.Options = append(sv.Options, Option{Value: v, Text: sec.Labels[v-b.Min]})
		}
		q.Sections = append(q.Sections, sv)
	}
	for _, it := range b.Items {
		if subjects != nil && !it.Asked(subjects) {
			continue
		}
		qu := Question{Id: it.ID, No: len(q.Questions) + 1, Text: it.Text, Help: it.Help, Section: it.Section, Only: it.Only}
		for j, c := range it.Choices {
			qu.Options = append(qu.Options, Option{Value: j + 1, Text: c.Text})
		}
		q.Questions = append(q.Questions, qu)
	}
	return q, nil
}

// scopeSubjects are the elective subjects of the scope's province in its exam year (the coming
// exam when none is given); nil when no province is given.
func scopeSubjects(sc Scope) ([]string, error) {
	if sc.ProvinceId == 0 {
		return nil, nil
	}
	p, ok := data.ProvinceByID(sc.ProvinceId)
	if !ok {
		return nil, apperr.Invalid("请选择有效的高考省份")
	}
	year := sc.ExamYear
	if year == 0 {
		year = data.ComingExam(time.Now())
	}
	if year < 2000 || year > 2100 {
		return nil, apperr.Invalid(fmt.Sprintf("高考年份 %d 无效", year))
	}
	return data.ElectiveSubjects(p.ModeFor(year)), nil
}
