package assessment

import (
	"strings"
	"testing"
	"time"

	bank "zhiyuan/data/assessment"
	"zhiyuan/events"
)

// Hand-computed: each subject's rating is 0.6 × (ability − 3) / 12 + 0.4 × (interest − 2) / 8.
// Answering 物理 5, 化学 4, 生物 4, 政治 1, 历史 3, 地理 2 on every item gives 1, .75, .75, 0, .5,
// .25; 技术 (no items) counts .5.
func TestSubjectCombinationFromTheSelfReport(t *testing.T) {
	b := bank.Find(bank.Subjects)
	values := map[string]int{"物理": 5, "化学": 4, "生物": 4, "政治": 1, "历史": 3, "地理": 2}
	sc, err := Score(b, b.Version, sheet(b, func(it bank.Item) int {
		s, _, _ := strings.Cut(it.Scale, "/")
		return values[s]
	}))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Scores["物理/ability"] != 15 || sc.Scores["物理/interest"] != 10 || sc.Scores["政治/ability"] != 3 {
		t.Fatalf("scores %v", sc.Scores)
	}
	if v, _ := b.ComboSelf(sc.Scores, []string{"历史", "政治", "地理"}); v < 0.2499 || v > 0.2501 {
		t.Fatalf("历史+政治+地理 rates %.4f, want 0.25", v)
	}
	s := &Service{now: func() time.Time { return time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC) }}
	cases := []struct {
		province int
		want     string
	}{
		{44, "物理+化学+生物"}, // 3+1+2
		{33, "物理+化学+生物"}, // 浙江: 物理+化学+技术 rates (1 + .75 + .5) / 3 = .75 < .833
		{11, "物理+化学+生物"}, // 北京 3+3
	}
	for _, c := range cases {
		ev := events.AssessmentSubmitted{Scores: sc.Scores}
		if err := s.subjectContext(b, &ev, Submit{ProvinceId: c.province, ExamYear: 2027, Majors: []string{"0809", "0809"}}); err != nil {
			t.Fatalf("%d: %v", c.province, err)
		}
		if ev.Code != c.want || len(ev.Majors) != 1 || ev.Mode == "" {
			t.Errorf("%d: code %q majors %v mode %q", c.province, ev.Code, ev.Majors, ev.Mode)
		}
	}
	ev := events.AssessmentSubmitted{Scores: sc.Scores}
	if err := s.subjectContext(b, &ev, Submit{ProvinceId: 65, ExamYear: 2026}); err == nil || !strings.Contains(err.Error(), "文理") {
		t.Errorf("新疆 2026 (old exam): %v", err)
	}
}
