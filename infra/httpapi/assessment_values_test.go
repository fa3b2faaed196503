package httpapi_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	bank "zhiyuan/data/assessment"
	"zhiyuan/infra/platform/platformtest"
	qassess "zhiyuan/query/assessment"
)

// allroundValues checks the values part's suggestions of the caller's newest all-round result
// (助人奉献 rated highest, 人际和谐 second), then retakes the test with every values item in the
// middle: no suggestion, and the reason why.
func allroundValues(t *testing.T, e *platformtest.Env, tok, version string, answers []map[string]any) {
	t.Helper()
	var part qassess.Part
	e.OK(t, "/api/Career/GetAllroundValueResult", tok, nil, &part)
	g := part.Suggest
	if part.Section != "values" || g == nil || strings.Join(g.Values, ",") != "助人奉献,人际和谐" || len(g.Majors) == 0 ||
		len(g.Occupations) == 0 || !strings.Contains(g.Rule, "本站编辑") {
		t.Fatalf("values part: %+v", part)
	}
	for _, m := range append(append([]qassess.ValueSuggestion{}, g.Majors...), g.Occupations...) {
		if !strings.HasPrefix(m.Why, "因为你看重") || m.Name == "" {
			t.Errorf("a values suggestion without its reason: %+v", m)
		}
	}
	var majors struct {
		Majors []qassess.Suggestion
		Values *qassess.ValueSuggest
	}
	e.OK(t, "/api/Career/GetAllroundMajor", tok, nil, &majors)
	if len(majors.Majors) == 0 || majors.Values == nil || len(majors.Values.Majors) != len(g.Majors) ||
		majors.Values.Majors[0].Code != g.Majors[0].Code {
		t.Fatalf("GetAllroundMajor: %+v", majors.Values)
	}
	neutral := make([]map[string]any, len(answers))
	for i, a := range answers {
		neutral[i] = map[string]any{"Id": a["Id"], "Value": a["Value"]}
		if bank.Find(bank.Allround).Items[i].Section == "values" {
			neutral[i]["Value"] = 3
		}
	}
	var sub submitted
	e.OK(t, "/api/Career/AddAllroundTest", tok, map[string]any{"Version": version, "Answers": neutral}, &sub)
	r := e.Call(t, "/api/Career/GetAllroundValueResult", tok, nil, "waitPosition", strconv.FormatInt(sub.Position, 10))
	var again qassess.Part
	if err := json.Unmarshal(r.Data, &again); err != nil || r.Code != 0 {
		t.Fatalf("GetAllroundValueResult: %d %s", r.Code, r.Message)
	}
	if again.Suggest == nil || len(again.Suggest.Majors) != 0 || len(again.Suggest.Occupations) != 0 || !strings.Contains(again.Suggest.Note, "没有一项达到") {
		t.Fatalf("a neutral values sheet: %+v", again.Suggest)
	}
}
