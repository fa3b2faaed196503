package httpapi_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	cassess "zhiyuan/command/assessment"
	"zhiyuan/command/profile"
	bank "zhiyuan/data/assessment"
	"zhiyuan/events"
	"zhiyuan/infra/platform/platformtest"
	qassess "zhiyuan/query/assessment"
)

// latestOf reads every submission of a test from the log and keeps each person's latest.
func latestOf(t *testing.T, e *platformtest.Env, bankCode string) map[string]events.AssessmentSubmitted {
	t.Helper()
	envs, err := e.P.Store.ReadRange(context.Background(), 0, math.MaxInt64, 1_000_000)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]events.AssessmentSubmitted{}
	for _, env := range envs {
		if env.Type != (events.AssessmentSubmitted{}).EventType() {
			continue
		}
		ev, err := e.P.Registry.Decode(env)
		if err != nil {
			t.Fatal(err)
		}
		if s := ev.(events.AssessmentSubmitted); s.Bank == bankCode {
			out[s.UserID] = s
		}
	}
	return out
}

// sheetOf answers every item of a bank with value(item index, item).
func sheetOf(b *bank.Bank, value func(i int, it bank.Item) int) []cassess.Answer {
	var out []cassess.Answer
	for i, it := range b.Items {
		if v := value(i, it); v != 0 { // 0: not asked
			out = append(out, cassess.Answer{Id: it.ID, Value: v})
		}
	}
	return out
}

// checkCodes: every published cell counts at least MinCell, a named cell its recount, and the
// cells add up to the people.
func checkCodes(t *testing.T, st qassess.Stats, recount map[string]events.AssessmentSubmitted) {
	t.Helper()
	by := map[string]int{}
	for _, s := range recount {
		by[s.Code]++
	}
	total := 0
	for _, c := range st.Codes {
		total += c.N
		if c.N < qassess.MinCell || (c.Value != "other" && c.N != by[c.Value]) {
			t.Errorf("%s: cell %+v, recount %d", st.Bank, c, by[c.Value])
		}
	}
	if st.People != len(recount) || total != st.People {
		t.Errorf("%s: %d people, cells add to %d, the log has %d", st.Bank, st.People, total, len(recount))
	}
}

// The 大家的测评 tabs of the subject-selection, all-round and upgrade-path tests: counts equal a
// recount from the log, and no cell under 10 people is published.
func TestAssessmentStatsOfTheOtherTests(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	ctx := context.Background()
	meta := events.Metadata{ActorUserID: "test", TerminalType: "test", ClientIP: "10.0.0.2"}
	submit := func(uid string, s cassess.Submit) cassess.Submitted {
		t.Helper()
		res, err := e.P.App.Tests.Submit(ctx, meta, uid, s)
		if err != nil {
			t.Fatalf("%s %s: %v", uid, s.Bank, err)
		}
		return res
	}
	subjects, allround, path := bank.Find(bank.Subjects), bank.Find(bank.Allround), bank.Find(bank.Path)
	sino := map[string]bool{"Q12": true, "Q13": true} // 可以承担, 愿意: 中外合作办学 fits
	var last cassess.Submitted
	for i := 0; i < 26; i++ {
		uid := fmt.Sprintf("stat-%02d", i)
		province := 44
		if i >= 14 {
			province = 33
		}
		if _, err := e.P.App.Profiles.UpdateExam(ctx, meta, uid, profile.UpdateExam{ExamProvinceID: province, ExamYear: 2027,
			SelectSubjects: []string{"物理", "化学", "生物"}}); err != nil {
			t.Fatal(err)
		}
		// subjects: ten favour the sciences, ten the humanities, one a mix
		liked := map[bool][]string{true: {"物理", "化学", "生物"}, false: {"历史", "政治", "地理"}}[i < 10]
		if i == 20 {
			liked = []string{"物理", "政治", "地理"}
		}
		if i <= 20 {
			submit(uid, cassess.Submit{Bank: bank.Subjects, Version: subjects.Version, Answers: sheetOf(subjects, func(_ int, it bank.Item) int {
				if it.Only != "" && province != 33 {
					return 0 // 技术 is asked in 浙江 only
				}
				for _, s := range liked {
					if len(it.Scale) > len(s) && it.Scale[:len(s)] == s {
						return 5
					}
				}
				return 1
			})})
		}
		if i < 12 {
			submit(uid, cassess.Submit{Bank: bank.Allround, Version: allround.Version, Answers: sheetOf(allround, func(j int, _ bank.Item) int { return 1 + (i+j)%5 })})
		}
		last = submit(uid, cassess.Submit{Bank: bank.Path, Version: path.Version, Answers: sheetOf(path, func(_ int, it bank.Item) int {
			if i < 12 && sino[it.ID] {
				return 1
			}
			return len(it.Choices)
		})})
	}
	e.WaitProjections(t, last.Position, "analytics")
	stats := func(body map[string]any) qassess.Stats {
		t.Helper()
		var st qassess.Stats
		e.OK(t, "/api/Assessment/Stats", "", body, &st)
		return st
	}

	t.Run("subject selection: the combinations chosen, by province", func(t *testing.T) {
		st := stats(map[string]any{"Bank": "subjects"})
		checkCodes(t, st, latestOf(t, e, bank.Subjects))
		// 12 scales: 技术's two, answered by the 7 浙江 sheets only, stay under the 10-person minimum
		if len(st.Codes) < 2 || st.Codes[0].Value == "other" || len(st.Scales) != 12 || len(st.ByProvince) == 0 {
			t.Fatalf("subjects: %+v", st)
		}
		for _, sc := range st.Scales {
			if strings.HasPrefix(sc.Code, "技术") || sc.People != st.People {
				t.Errorf("scale %s answered by %d of %d", sc.Code, sc.People, st.People)
			}
		}
		var select_ qassess.Stats
		e.OK(t, "/api/Career/SelectExamStat", "", nil, &select_)
		if select_.People != st.People || len(select_.Codes) != len(st.Codes) {
			t.Errorf("SelectExamStat %d people, Stats %d", select_.People, st.People)
		}
		gd := stats(map[string]any{"Bank": "subjects", "ProvinceId": 44})
		if gd.People != 14 {
			t.Errorf("广东: %d people", gd.People)
		}
	})

	t.Run("all-round: each part's score distributions", func(t *testing.T) {
		st := stats(map[string]any{"Bank": "allround"})
		checkCodes(t, st, latestOf(t, e, bank.Allround))
		if len(st.Scales) != len(allround.Scales) {
			t.Fatalf("%d scales of %d", len(st.Scales), len(allround.Scales))
		}
		parts := map[string]int{}
		for _, sc := range st.Scales {
			parts[sc.Section+sc.SectionName]++
			n := 0
			for _, b := range sc.Bins {
				n += b.N
				if b.N < qassess.MinCell {
					t.Errorf("%s bin %+v", sc.Code, b)
				}
			}
			if n != st.People {
				t.Errorf("%s bins count %d of %d", sc.Code, n, st.People)
			}
		}
		if parts["interest兴趣"] != 6 || parts["character性格"] != 5 || parts["ability能力"] != 8 || parts["values价值观"] != 6 {
			t.Errorf("parts %v", parts)
		}
		if small := stats(map[string]any{"Bank": "allround", "ProvinceId": 33}); !small.Suppressed || len(small.Scales) != 0 {
			t.Errorf("no all-round result in 浙江 is shown: %+v", small)
		}
	})

	t.Run("upgrade path: who was suggested each path, neither side of a small split shown", func(t *testing.T) {
		recount := latestOf(t, e, bank.Path)
		st := stats(map[string]any{"Bank": "path"})
		if st.People != len(recount) || len(st.Codes) != 0 || len(st.Scales) != 0 || len(st.Paths) != len(bank.PathRules())-1 {
			t.Fatalf("path stats: %+v", st)
		}
		for _, p := range st.Paths {
			n := 0
			for _, s := range recount {
				n += s.Scores[p.Code]
			}
			shown := n >= qassess.MinCell && st.People-n >= qassess.MinCell
			if p.Suppressed == shown || (shown && p.N != n) || (!shown && p.N != 0) {
				t.Errorf("path %+v, recount %d of %d", p, n, st.People)
			}
			if p.Code == "sino_foreign" && (n != 12 || !shown) {
				t.Errorf("中外合作办学: %+v, recount %d", p, n)
			}
		}
		gd := stats(map[string]any{"Bank": "path", "ProvinceId": 44}) // 12 of 14: the 2 without are a small cell
		for _, p := range gd.Paths {
			if p.Code == "sino_foreign" && (!p.Suppressed || p.N != 0) {
				t.Errorf("广东 中外合作办学 shows a split of 12 and 2: %+v", p)
			}
		}
	})
}
