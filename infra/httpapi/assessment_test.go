package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"testing"

	cassess "zhiyuan/command/assessment"
	"zhiyuan/command/profile"
	bank "zhiyuan/data/assessment"
	"zhiyuan/events"
	"zhiyuan/infra/platform/platformtest"
	qassess "zhiyuan/query/assessment"
)

type questions struct {
	Version   string
	Options   []struct{ Value int }
	Questions []struct {
		Id    string
		No    int
		Text  string
		Scale string
	}
}

type submitted struct {
	SubmissionId string
	Code         string
	Position     int64
}

// hollandSheet answers every item of a type with that type's value.
func hollandSheet(q questions, value map[string]int) []map[string]any {
	b := bank.Find(bank.Holland)
	out := make([]map[string]any, len(q.Questions))
	for i, it := range q.Questions {
		out[i] = map[string]any{"Id": it.Id, "Value": value[b.Items[i].Scale]}
	}
	return out
}

func TestAssessments(t *testing.T) {
	t.Parallel()
	e := platformtest.New(t)
	ctx := context.Background()
	var q questions
	e.OK(t, "/api/Career/HollandQuestionList", "", nil, &q)
	if len(q.Questions) != 60 || len(q.Options) != 5 || q.Version == "" || q.Questions[0].Scale != "" {
		t.Fatalf("question list: %d questions, %d options, version %q, scale shown %q", len(q.Questions), len(q.Options), q.Version, q.Questions[0].Scale)
	}
	ria := map[string]int{"R": 5, "I": 4, "A": 3, "S": 2, "E": 1, "C": 1}
	type person struct{ tok, uid string }
	var people []person
	for i := 0; i < 14; i++ {
		e.IP = fmt.Sprintf("10.60.0.%d", i+1)
		tok, uid := e.Login(t, platformtest.Phone(600+i))
		province := 44
		if i >= 12 {
			province = 33
		}
		e.OK(t, "/api/User/UpdateUserExam", tok, map[string]any{"ExamProvinceId": province, "ExamYear": 2027,
			"SelectSubjects": []string{"物理", "化学", "生物"}}, nil)
		e.OK(t, "/api/User/UpdateUserStudent", tok, map[string]any{"NickName": "测" + strconv.Itoa(i), "StudentName": "测同学", "Sex": 1 + i%2}, nil)
		people = append(people, person{tok, uid})
	}
	a, b := people[0], people[1]

	t.Run("a bad sheet is refused with its fault and appends nothing", func(t *testing.T) {
		full := hollandSheet(q, ria)
		head := func() int64 { h, _ := e.P.Store.Head(ctx); return h }
		before := head()
		cases := []struct {
			body any
			want string
		}{
			{map[string]any{"Version": q.Version, "Answers": full[:59]}, "第 60 题还没有作答"},
			{map[string]any{"Version": q.Version, "Answers": append(append([]map[string]any{}, full[1:]...), map[string]any{"Id": full[0]["Id"], "Value": 9})}, "须在 1～5 之间"},
			{map[string]any{"Version": q.Version, "Answers": append(append([]map[string]any{}, full...), full[3])}, "第 4 题重复作答"},
			{map[string]any{"Version": "old", "Answers": full}, "题库已更新"},
			{map[string]any{"Version": q.Version, "Answers": "all fives"}, "参数 Answers 的类型不正确"},
			{map[string]any{"Bank": "iq", "Version": q.Version, "Answers": full}, ""},
		}
		for i, c := range cases {
			path := "/api/Career/HollandTest"
			if i == len(cases)-1 {
				path, c.want = "/api/Assessment/Submit", "没有这个测评"
			}
			r := e.Call(t, path, a.tok, c.body)
			if r.Code == 0 || !strings.Contains(r.Message, c.want) || r.Status >= 500 {
				t.Errorf("case %d: Code %d %q, want %q", i, r.Code, r.Message, c.want)
			}
		}
		if r := e.Call(t, "/api/Career/HollandTest", "", map[string]any{"Version": q.Version, "Answers": full}); r.Code != 112 {
			t.Errorf("without login: Code %d", r.Code)
		}
		if after := head(); after != before {
			t.Fatalf("refused sheets appended %d events", after-before)
		}
	})

	var first, second submitted
	t.Run("a submission is scored, kept with every retake, and read by its owner only", func(t *testing.T) {
		e.OK(t, "/api/Career/HollandTest", a.tok, map[string]any{"Version": q.Version, "Answers": hollandSheet(q, ria)}, &first)
		if first.Code != "RIA" || first.SubmissionId == "" {
			t.Fatalf("first submission %+v", first)
		}
		other := map[string]int{"R": 1, "I": 2, "A": 3, "S": 4, "E": 5, "C": 1}
		e.OK(t, "/api/Career/HollandTest", a.tok, map[string]any{"Version": q.Version, "Answers": hollandSheet(q, other)}, &second)
		if second.Code != "ESA" {
			t.Fatalf("retake %+v", second)
		}
		var list []qassess.ListItem
		r := e.Call(t, "/api/User/TestList", a.tok, nil, "waitPosition", strconv.FormatInt(second.Position, 10))
		_ = json.Unmarshal(r.Data, &list)
		if len(list) != 2 || list[0].SubmissionId != second.SubmissionId || list[1].SubmissionId != first.SubmissionId {
			t.Fatalf("TestList after a retake: %+v", list)
		}
		var latest, earlier qassess.Result
		e.OK(t, "/api/User/TestHollandInfo", a.tok, nil, &latest)
		e.OK(t, "/api/User/TestHollandInfo", a.tok, map[string]any{"SubmissionId": first.SubmissionId}, &earlier)
		if latest.Code != "ESA" || earlier.Code != "RIA" || len(earlier.Scales) != 6 || earlier.Scales[0].Score != 50 {
			t.Fatalf("results: latest %q, earlier %q %+v", latest.Code, earlier.Code, earlier.Scales)
		}
		if len(earlier.Majors) != qassess.SuggestCount || len(earlier.Professions) != qassess.SuggestCount ||
			!strings.Contains(earlier.Majors[0].Why, "RIA") || earlier.Norms.Shown {
			t.Fatalf("suggestions and norms: %+v %+v %+v", earlier.Majors[:1], earlier.Professions[:1], earlier.Norms)
		}
		for _, path := range []string{"/api/User/TestHollandInfo", "/api/Assessment/Result"} {
			r := e.Call(t, path, b.tok, map[string]any{"Bank": "holland", "SubmissionId": first.SubmissionId})
			if r.Code != 404 || strings.Contains(string(r.Data), "RIA") {
				t.Errorf("%s as another user: Code %d %s", path, r.Code, r.Data)
			}
		}
		if r := e.Call(t, "/api/User/TestPersonalityInfo", a.tok, map[string]any{"SubmissionId": first.SubmissionId}); r.Code != 404 {
			t.Errorf("a Holland result read as a personality result: Code %d", r.Code)
		}
		var none []qassess.ListItem
		e.OK(t, "/api/User/TestList", b.tok, nil, &none)
		if len(none) != 0 {
			t.Fatalf("B sees results: %+v", none)
		}
	})

	t.Run("the daily limit holds under parallel submissions", func(t *testing.T) {
		c := people[2]
		var wg sync.WaitGroup
		codes := make([]int, 14)
		for i := range codes {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				codes[i] = e.Call(t, "/api/Career/HollandTest", c.tok, map[string]any{"Version": q.Version, "Answers": hollandSheet(q, ria)}).Code
			}(i)
		}
		wg.Wait()
		ok, limited := 0, 0
		for _, code := range codes {
			switch code {
			case 0:
				ok++
			case 429, 409:
				limited++
			}
		}
		envs, err := e.P.Store.Load(ctx, events.AssessmentStream(c.uid))
		if err != nil {
			t.Fatal(err)
		}
		if ok > cassess.MaxPerDay || len(envs) != ok || ok+limited != len(codes) || ok == 0 {
			t.Fatalf("%d accepted, %d refused, %d stored (limit %d): %v", ok, limited, len(envs), cassess.MaxPerDay, codes)
		}
	})

	t.Run("analytics equal a recount from the log and hide small cells", func(t *testing.T) {
		var last submitted
		for i, p := range people[3:] {
			sheet := ria
			if i%4 == 3 {
				sheet = map[string]int{"R": 1, "I": 5, "A": 4, "S": 3, "E": 1, "C": 2} // IAS
			}
			e.OK(t, "/api/Career/HollandTest", p.tok, map[string]any{"Version": q.Version, "Answers": hollandSheet(q, sheet)}, &last)
		}
		e.WaitProjections(t, last.Position, "analytics", "assessments")
		latest := recountLatest(t, e)
		var st qassess.Stats
		e.OK(t, "/api/Assessment/Stats", "", map[string]any{"Bank": "holland"}, &st)
		if st.People != len(latest) || st.Suppressed {
			t.Fatalf("people %d (suppressed %v), the log has %d", st.People, st.Suppressed, len(latest))
		}
		byCode := map[string]int{}
		for _, s := range latest {
			byCode[s.Code]++
		}
		total := 0
		for _, c := range st.Codes {
			total += c.N
			if c.N < qassess.MinCell || (c.Value != "other" && c.N != byCode[c.Value]) {
				t.Errorf("published cell %+v, recount %d", c, byCode[c.Value])
			}
		}
		if total != st.People {
			t.Errorf("cells add to %d of %d", total, st.People)
		}
		for _, s := range st.Scales {
			n := 0
			for _, b := range s.Bins {
				n += b.N
				if b.N < qassess.MinCell {
					t.Errorf("scale %s bin %+v under the minimum", s.Code, b)
				}
			}
			if n != st.People {
				t.Errorf("scale %s bins count %d of %d", s.Code, n, st.People)
			}
		}
		var small qassess.Stats
		e.OK(t, "/api/Assessment/Stats", "", map[string]any{"Bank": "holland", "ProvinceId": 33}, &small)
		if !small.Suppressed || small.People != 0 || len(small.Codes) != 0 || len(small.Scales) != 0 {
			t.Fatalf("a group of 2 is shown: %+v", small)
		}
		if r := e.Call(t, "/api/Assessment/Stats", "", map[string]any{"Bank": "holland", "ProvinceId": 99}); r.Code != 400 {
			t.Errorf("unknown province: Code %d %s", r.Code, r.Message)
		}
		checkPsychometrics(t, e, latest)
	})

	t.Run("percentiles appear once the student's province has enough people", func(t *testing.T) {
		var before qassess.Result
		e.OK(t, "/api/User/TestHollandInfo", a.tok, nil, &before)
		if before.Norms.Shown || before.Norms.People >= qassess.NormMin || !strings.Contains(before.Norms.Note, "广东考生") {
			t.Fatalf("norms before: %+v", before.Norms)
		}
		meta := events.Metadata{ActorUserID: "test", TerminalType: "test", ClientIP: "10.0.0.1"}
		sheet := make([]cassess.Answer, len(q.Questions))
		var res cassess.Submitted
		for i := 0; i < qassess.NormMin; i++ {
			uid := fmt.Sprintf("norm-%03d", i)
			if _, err := e.P.App.Profiles.UpdateExam(ctx, meta, uid, profile.UpdateExam{ExamProvinceID: 44, ExamYear: 2027,
				SelectSubjects: []string{"物理", "化学", "生物"}}); err != nil {
				t.Fatal(err)
			}
			for j, it := range q.Questions {
				sheet[j] = cassess.Answer{Id: it.Id, Value: 1 + (i+j)%5}
			}
			var err error
			if res, err = e.P.App.Tests.Submit(ctx, meta, uid, cassess.Submit{Bank: bank.Holland, Version: q.Version, Answers: sheet}); err != nil {
				t.Fatal(err)
			}
		}
		e.WaitProjections(t, res.Position, "analytics")
		var after qassess.Result
		e.OK(t, "/api/User/TestHollandInfo", a.tok, nil, &after)
		if !after.Norms.Shown || after.Norms.People < qassess.NormMin {
			t.Fatalf("norms after %d more people: %+v", qassess.NormMin, after.Norms)
		}
		for _, sc := range after.Scales {
			if sc.Percentile == nil || *sc.Percentile < 0 || *sc.Percentile > 100 {
				t.Fatalf("scale %s percentile %v", sc.Code, sc.Percentile)
			}
		}
	})

	t.Run("the upgrade-path questionnaire lists the fitting paths with the answers behind them", func(t *testing.T) {
		var pq struct {
			Version   string
			Options   []any
			Questions []struct {
				Id      string
				Options []struct {
					Value int
					Text  string
				}
				Help string
			}
		}
		e.OK(t, "/api/Career/UpgradePathQuestionList", "", nil, &pq)
		if len(pq.Questions) != 21 || len(pq.Options) != 0 || len(pq.Questions[0].Options) < 2 || pq.Questions[0].Help == "" {
			t.Fatalf("path questions: %+v", pq.Questions[0])
		}
		answers := make([]map[string]any, len(pq.Questions))
		for i, q := range pq.Questions {
			answers[i] = map[string]any{"Id": q.Id, "Value": len(q.Options)} // the last option: mostly 否 / 没有
		}
		answers[11]["Value"], answers[12]["Value"] = 1, 1 // Q12 可以承担, Q13 愿意 → 中外合作
		bad := append([]map[string]any{}, answers...)
		bad[0] = map[string]any{"Id": pq.Questions[0].Id, "Value": 9}
		if r := e.Call(t, "/api/Career/UpgradePathTest", a.tok, map[string]any{"Version": pq.Version, "Answers": bad}); r.Code != 400 ||
			!strings.Contains(r.Message, "请从给出的") {
			t.Fatalf("a value past the options: %d %s", r.Code, r.Message)
		}
		var sub submitted
		e.OK(t, "/api/Career/UpgradePathTest", a.tok, map[string]any{"Version": pq.Version, "Answers": answers}, &sub)
		if !strings.Contains(sub.Code, "sino_foreign") {
			t.Fatalf("path code %q", sub.Code)
		}
		var res qassess.Result
		r := e.Call(t, "/api/User/TestUpgradePathInfo", a.tok, map[string]any{"SubmissionId": sub.SubmissionId}, "waitPosition", strconv.FormatInt(sub.Position, 10))
		if err := json.Unmarshal(r.Data, &res); err != nil || r.Code != 0 {
			t.Fatalf("TestUpgradePathInfo: %d %s", r.Code, r.Message)
		}
		if len(res.Paths) != 12 || !res.Paths[0].Fits || res.Paths[0].Code != "ordinary" {
			t.Fatalf("paths: %+v", res.Paths)
		}
		found := false
		for _, p := range res.Paths {
			if p.Code == "sino_foreign" {
				found = p.Fits && len(p.Why) == 2 && strings.Contains(p.Why[0], "学费")
			}
		}
		if !found {
			t.Fatalf("中外合作 without its reasons: %+v", res.Paths)
		}
	})

	t.Run("the all-round test answers its parts", func(t *testing.T) {
		var aq struct {
			Version  string
			Sections []struct {
				Code    string
				Options []any
			}
			Questions []struct{ Id, Section string }
		}
		e.OK(t, "/api/Career/AllroundQuestionList", "", nil, &aq)
		if len(aq.Questions) != 112 || len(aq.Sections) != 4 || aq.Questions[0].Section != "interest" || len(aq.Sections[3].Options) != 5 {
			t.Fatalf("all-round questions: %d, sections %+v", len(aq.Questions), aq.Sections)
		}
		answers := make([]map[string]any, len(aq.Questions))
		values := map[string]int{"values:altruism": 5, "values:relation": 4} // the other values 3
		for i, q := range aq.Questions {
			answers[i] = map[string]any{"Id": q.Id, "Value": 1 + (i%6)%5} // interest: R 1, I 2, A 3, S 4, E 5, C 1
			if q.Section == "values" {
				answers[i]["Value"] = max(3, values[bank.Find(bank.Allround).Items[i].Scale])
			}
		}
		if r := e.Call(t, "/api/Career/GetAllroundResult", b.tok, nil); r.Code != 404 {
			t.Fatalf("no result yet: Code %d", r.Code)
		}
		var sub submitted
		e.OK(t, "/api/Career/AddAllroundTest", b.tok, map[string]any{"Version": aq.Version, "Answers": answers}, &sub)
		var whole qassess.Result
		r := e.Call(t, "/api/Career/GetAllroundResult", b.tok, nil, "waitPosition", strconv.FormatInt(sub.Position, 10))
		if err := json.Unmarshal(r.Data, &whole); err != nil || r.Code != 0 {
			t.Fatalf("GetAllroundResult: %d %s", r.Code, r.Message)
		}
		if len(whole.Parts) != 5 || len(whole.Majors) == 0 || whole.Code != sub.Code {
			t.Fatalf("all-round result: %d parts, %d majors, code %q/%q", len(whole.Parts), len(whole.Majors), whole.Code, sub.Code)
		}
		var ability qassess.Part
		e.OK(t, "/api/Career/GetAllroundAbilityResult", b.tok, nil, &ability)
		if ability.Section != "ability" || len(ability.Scales) != 8 || len(ability.Texts) != 8 {
			t.Fatalf("ability part: %+v", ability)
		}
		var subject qassess.Part
		e.OK(t, "/api/Career/GetAllroundSubjectResult", b.tok, nil, &subject)
		if len(subject.Scales) != 6 || subject.Note == "" {
			t.Fatalf("subject part: %+v", subject)
		}
		if r := e.Call(t, "/api/Career/GetAllroundResult", a.tok, map[string]any{"SubmissionId": sub.SubmissionId}); r.Code != 404 {
			t.Fatalf("A read B's all-round result: Code %d", r.Code)
		}
		allroundValues(t, e, b.tok, aq.Version, answers)
	})

	t.Run("hostile input never answers 5xx", func(t *testing.T) { testAssessmentHostile(t, e, a.tok) })

	t.Run("a rebuild from the log equals the live read models", func(t *testing.T) { rebuiltEqual(t, e) })

	t.Run("opening a suggestion counts once and only on one's own result", func(t *testing.T) {
		body := map[string]any{"SubmissionId": first.SubmissionId, "Kind": "major", "Code": "080901"}
		var w, again submitted
		e.OK(t, "/api/Assessment/OpenSuggestion", a.tok, body, &w)
		e.OK(t, "/api/Assessment/OpenSuggestion", a.tok, body, &again)
		if w.Position == 0 || again.Position != 0 {
			t.Fatalf("the first opening appends (%d), the second nothing (%d)", w.Position, again.Position)
		}
		if r := e.Call(t, "/api/Assessment/OpenSuggestion", b.tok, body); r.Code != 404 {
			t.Errorf("B opened A's suggestion: Code %d", r.Code)
		}
		if r := e.Call(t, "/api/Assessment/OpenSuggestion", a.tok, map[string]any{"SubmissionId": first.SubmissionId, "Kind": "x", "Code": "1"}); r.Code != 400 {
			t.Errorf("bad kind: Code %d", r.Code)
		}
		e.WaitProjections(t, w.Position, "analytics")
		var n int
		if err := e.P.DB.Pool.QueryRow(ctx, `SELECT COUNT(*) FROM rm_analytics.opened`).Scan(&n); err != nil || n != 1 {
			t.Fatalf("opened rows %d (%v)", n, err)
		}
	})
}

// rebuiltEqual rebuilds the assessment read models from the log and compares every row.
func rebuiltEqual(t *testing.T, e *platformtest.Env) {
	t.Helper()
	head, err := e.P.Store.Head(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	e.WaitProjections(t, head, "assessments", "analytics")
	for _, name := range []string{"assessments", "analytics"} {
		live := platformtest.Fingerprint(t, e.P, "rm_"+name)
		if _, err := e.P.Runtime.Rebuild(context.Background(), name); err != nil {
			t.Fatal(err)
		}
		if again := platformtest.Fingerprint(t, e.P, "rm_"+name); again != live {
			t.Fatalf("rm_%s rebuilt from the log differs from the live read model", name)
		}
	}
}

// recountLatest reads every submission from the log and keeps each person's latest per test.
func recountLatest(t *testing.T, e *platformtest.Env) map[string]events.AssessmentSubmitted {
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
		s := ev.(events.AssessmentSubmitted)
		if s.Bank == bank.Holland {
			out[s.UserID] = s
		}
	}
	return out
}

// checkPsychometrics recomputes Cronbach's alpha of each scale from the answers in the log.
func checkPsychometrics(t *testing.T, e *platformtest.Env, latest map[string]events.AssessmentSubmitted) {
	t.Helper()
	b := bank.Find(bank.Holland)
	got, err := e.P.App.TestResults.Psychometrics(context.Background(), bank.Holland)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, sc := range got {
		var items [][]float64 // per item, the values of every person
		var totals []float64
		for _, s := range latest {
			total := 0.0
			k := 0
			for i, it := range b.Items {
				if it.Scale != sc.Code {
					continue
				}
				if len(items) <= k {
					items = append(items, nil)
				}
				v := float64(s.Answers[i] - '0')
				items[k] = append(items[k], v)
				total += v
				k++
			}
			totals = append(totals, total)
		}
		sumVar := 0.0
		for _, xs := range items {
			sumVar += popVar(xs)
		}
		k := float64(len(items))
		if vt := popVar(totals); vt > 0 {
			want := k / (k - 1) * (1 - sumVar/vt)
			if sc.Alpha == nil || math.Abs(*sc.Alpha-want) > 0.001 || sc.People != int64(len(latest)) {
				t.Errorf("scale %s: alpha %v over %d people, recount %.3f over %d", sc.Code, sc.Alpha, sc.People, want, len(latest))
			}
			checked++
		}
	}
	if len(got) != 6 || checked == 0 {
		t.Fatalf("psychometrics: %d scales, %d alphas checked", len(got), checked)
	}
}

func popVar(xs []float64) float64 {
	var s, ss float64
	for _, x := range xs {
		s += x
		ss += x * x
	}
	n := float64(len(xs))
	return ss/n - (s/n)*(s/n)
}
