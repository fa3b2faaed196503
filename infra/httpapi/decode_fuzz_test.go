package httpapi

// Native fuzzing of the request decoders (go test runs each target over its
// seeds; go test -run=^$ -fuzz=FuzzBind ./infra/httpapi explores further).
// Every decoder must refuse with an apperr (never a panic, never a plain error
// that would answer 500), and must never hand a NUL character on to the
// database.

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
	qcatalog "zhiyuan/query/catalog"
	qsearch "zhiyuan/query/search"
)

// bodySeeds are real bodies of the web app, then broken ones.
var bodySeeds = []string{
	`{"Phone":"13800138000"}`, `{"Phone":"13800138000","Code":"123456","CaptchaId":"abc","CaptchaCode":"1234"}`,
	`{"ProvinceId":44,"Year":2025,"SelectSubject":"物理","Score":"612"}`, `{"ProvinceId":11,"Year":2024,"SubjectType":1,"Score":598}`,
	`{"CollegeName":"北京","ProvinceId":11,"SchoolNature":"1","EducationLevel":"0","Tag":985,"PageIndex":1,"PageSize":20,
	  "SchoolHisotyScore":{"ProvinceId":44,"Year":2024,"Score":"600","BatchId":1}}`,
	`{"Ids":["10001",10003,null]}`, `{"Id":10001}`, `{"Code":"080901"}`, `{"Keyword":"计算机","Kind":"major","PageIndex":2}`,
	`{"ExamProvinceId":44,"ExamYear":2025,"SelectSubjects":["物理","化学","生物"],"Version":3}`, `{"Score":612.5,"IsFinal":true}`,
	`Phone=13800138000&Code=123456`, `Score=600&ProvinceId=44`, `{"NickName":"a\u0000b"}`, `{"Ids":["1","\u0000"]}`,
	`{"SchoolHisotyScore":{"SelectSubject":"\u0000"}}`, `{"Score":1e400}`, `{"Score":"１２３"}`, `{"Score":" 600 "}`,
	`{"Score":"9999999999999999999999"}`, `[1,2]`, `"x"`, `null`, `{"a":`, "\xff\xfe", `{"Score":{"a":1}}`,
}

// bindTargets are the request types the handlers decode into.
func bindTargets() []any {
	return []any{
		&struct {
			Phone string
			captchaFields
		}{},
		&scoreBody{}, &trackBody{}, &schoolBody{}, &collegeFilterBody{}, &collegeIDBody{},
		&struct{ Ids []flexText }{}, &majorIDRequest{}, &majorCountRequest{}, &qsearch.Request{},
		&qadmission.SearchInput{}, &qadmission.DiagnosisInput{}, &qcatalog.MajorListRequest{}, &qcatalog.RecommendRequest{},
		&struct {
			ExamProvinceId, ExamYear, SubjectType int
			SelectSubjects                        []string
			Version                               *int
		}{},
		&struct {
			Score   *float64
			IsFinal bool
			Version *int
		}{},
	}
}

func newCall(body, contentType, query string) *Call {
	r := httptest.NewRequest(http.MethodPost, "/api/X/Y?"+query, strings.NewReader(body))
	r.Header.Set("Content-Type", contentType)
	return &Call{R: r, body: []byte(body)}
}

// checkRefusal fails unless err is nil or an apperr the envelope answers below 500.
func checkRefusal(t *testing.T, what string, err error) {
	t.Helper()
	if err == nil {
		return
	}
	e, ok := apperr.As(err)
	if !ok || (e.Code >= 500 && e.Code != httpBadRequest) || e.Message == "" {
		t.Fatalf("%s: %v is not a refusal", what, err)
	}
}

func FuzzBind(f *testing.F) {
	for _, s := range bodySeeds {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, body string, form bool) {
		ct := "application/json"
		if form {
			ct = "application/x-www-form-urlencoded"
		}
		for _, target := range bindTargets() {
			err := newCall(body, ct, "").Bind(target)
			checkRefusal(t, "Bind", err)
			if err == nil {
				if name, bad := nulField(reflect.ValueOf(target), ""); bad {
					t.Fatalf("Bind accepted a NUL in %s: %q", name, body)
				}
			}
		}
	})
}

func FuzzFlexText(f *testing.F) {
	for _, s := range []string{`"10001"`, `10001`, `-1`, `1e3`, `null`, `true`, `[]`, `{}`, `"\u0000"`, `1e400`, `01`, `-`, ` 7 `} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var v flexText
		err := json.Unmarshal([]byte(in), &v)
		if err == nil && !json.Valid([]byte(in)) {
			t.Fatalf("flexText accepted invalid JSON %q", in)
		}
		// What it accepts, it accepts inside a body too, and answers the same text.
		var body struct{ Id flexText }
		berr := newCall(`{"Id":`+in+`}`, "application/json", "").Bind(&body)
		checkRefusal(t, "Bind", berr)
		if err == nil && berr == nil && body.Id != v {
			t.Fatalf("flexText %q: %q alone, %q in a body", in, v, body.Id)
		}
	})
}

// FuzzScoreText covers the score typed as text: scoreBody (the rank calls) and
// historyScoreBody (the college list's score panel).
func FuzzScoreText(f *testing.F) {
	for _, s := range []string{"612", " 600 ", "0", "-1", "750", "751", "600.5", "", "１２３", "9223372036854775808", "1e3", "+5", "\u0000"} {
		f.Add(s, 44, 2025)
	}
	f.Fuzz(func(t *testing.T, score string, province, year int) {
		st := flexText(score)
		in, err := scoreBody{trackBody: trackBody{ProvinceId: province, Year: year}, Score: &st}.input()
		checkRefusal(t, "scoreBody", err)
		if err == nil && strings.TrimSpace(score) != "" && in.Score == nil {
			t.Fatalf("score %q accepted without a number", score)
		}
		h := &historyScoreBody{ProvinceId: province, Year: year, Score: &st}
		_, err = h.input()
		checkRefusal(t, "historyScoreBody", err)
	})
}

// FuzzCountQuery covers ?count= of the hot lists (SPEC §7 sends it in the query string).
func FuzzCountQuery(f *testing.F) {
	for _, s := range []string{"count=10", "Count=5", "count=", "count=abc", "count=-1", "count=99999999999999999999", "count=%zz", "COUNT=7&count=8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, query string) {
		if strings.ContainsAny(query, " #\x7f") || strings.IndexFunc(query, func(r rune) bool { return r < 0x20 || r > 0x7e }) >= 0 {
			return // not a query string a client can send
		}
		_, err := bindMajorCount(newCall("{}", "application/json", query))
		checkRefusal(t, "bindMajorCount", err)
	})
}
