package assessment

import (
	"strings"
	"testing"
	"time"

	bank "zhiyuan/data/assessment"
	"zhiyuan/events"
)

var subjectValues = map[string]int{"物理": 5, "化学": 4, "生物": 4, "政治": 1, "历史": 3, "地理": 2, "技术": 5}

// subjectSheet answers every item by its subject's value in subjectValues; withTech false leaves
// the 技术 items out, as the question list of a province without 技术 does.
func subjectSheet(b *bank.Bank, withTech bool) []Answer {
	var out []Answer
	for _, it := range b.Items {
		if it.Only != "" && !withTech {
			continue
		}
		s, _, _ := strings.Cut(it.Scale, "/")
		out = append(out, Answer{Id: it.ID, Value: subjectValues[s]})
	}
	return out
}

// submitted scores a sheet and runs the province's checks as Submit does.
func submitted(t *testing.T, b *bank.Bank, answers []Answer, province int) (events.AssessmentSubmitted, error) {
	t.Helper()
	sc, err := Score(b, b.Version, answers)
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{now: func() time.Time { return time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC) }}
	ev := events.AssessmentSubmitted{Scores: sc.Scores, Answers: sc.Answers}
	err = s.subjectContext(b, &ev, Submit{ProvinceId: province, ExamYear: 2027, Majors: []string{"0809", "0809"}})
	return ev, err
}

// Hand-computed: each subject's rating is 0.6 × (ability − 3) / 12 + 0.4 × (interest − 2) / 8.
// Answering 物理 5, 化学 4, 生物 4, 政治 1, 历史 3, 地理 2, 技术 5 on every item gives 1, .75, .75,
// 0, .5, .25, 1.
func TestSubjectCombinationFromTheSelfReport(t *testing.T) {
	b := bank.Find(bank.Subjects)
	sc, err := Score(b, b.Version, subjectSheet(b, false))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Scores["物理/ability"] != 15 || sc.Scores["物理/interest"] != 10 || sc.Scores["政治/ability"] != 3 {
		t.Fatalf("scores %v", sc.Scores)
	}
	if _, ok := sc.Scores["技术/ability"]; ok || !strings.HasSuffix(sc.Answers, "00000") {
		t.Fatalf("技术 not asked but scored: %v %q", sc.Scores, sc.Answers)
	}
	if v, _ := b.ComboSelf(sc.Scores, []string{"历史", "政治", "地理"}); v < 0.2499 || v > 0.2501 {
		t.Fatalf("历史+政治+地理 rates %.4f, want 0.25", v)
	}
	for _, c := range []struct {
		province int
		tech     bool
		want     string
	}{
		{44, false, "物理+化学+生物"}, // 3+1+2
		{11, false, "物理+化学+生物"}, // 北京 3+3
		{33, true, "物理+化学+技术"},  // 浙江: (1 + .75 + 1) / 3 = .917 > 物理+化学+生物 .833
	} {
		ev, err := submitted(t, b, subjectSheet(b, c.tech), c.province)
		if err != nil {
			t.Fatalf("%d: %v", c.province, err)
		}
		if ev.Code != c.want || len(ev.Majors) != 1 || ev.Mode == "" {
			t.Errorf("%d: code %q majors %v mode %q", c.province, ev.Code, ev.Majors, ev.Mode)
		}
	}
	ev := events.AssessmentSubmitted{Scores: sc.Scores, Answers: sc.Answers}
	s := &Service{now: time.Now}
	if err := s.subjectContext(b, &ev, Submit{ProvinceId: 65, ExamYear: 2026}); err == nil || !strings.Contains(err.Error(), "文理") {
		t.Errorf("新疆 2026 (old exam): %v", err)
	}
}

// 技术 is asked of 浙江 sheets only: 浙江 without it is incomplete, another province with it is
// refused, and a sheet stored before the 技术 items existed still rates 技术 as 说不清.
func TestTechItemsFollowTheProvince(t *testing.T) {
	b := bank.Find(bank.Subjects)
	if _, err := submitted(t, b, subjectSheet(b, false), 33); err == nil || !strings.Contains(err.Error(), "还没有作答（浙江的选考科目有技术）") {
		t.Errorf("浙江 without 技术: %v", err)
	}
	if _, err := submitted(t, b, subjectSheet(b, true), 44); err == nil || !strings.Contains(err.Error(), "广东不考技术") {
		t.Errorf("广东 with 技术: %v", err)
	}
	// Half the 技术 items: still incomplete in 浙江.
	half := subjectSheet(b, true)
	half = half[:len(half)-2]
	if _, err := submitted(t, b, half, 33); err == nil || !strings.Contains(err.Error(), "第 34 题还没有作答") {
		t.Errorf("浙江 with three 技术 items: %v", err)
	}
	old := map[string]int{"物理/ability": 15, "物理/interest": 10, "化学/ability": 12, "化学/interest": 8}
	if v, ok := b.ComboSelf(old, []string{"物理", "化学", "技术"}); !ok || v < (1+0.75+0.5)/3-1e-9 || v > (1+0.75+0.5)/3+1e-9 {
		t.Errorf("a sheet without 技术 rates 物理+化学+技术 %.4f, want .75", v)
	}
}
