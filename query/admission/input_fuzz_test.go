package admission

import (
	"context"
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"zhiyuan/data"
	"zhiyuan/events/apperr"
	"zhiyuan/query/catalog"
)

// unreachable read models: any call panics, so a test proves the input was
// refused before the database was asked.
type unreachableRM struct{ ReadModel }
type unreachablePorts struct{ ResultsPorts }

func refusedAsInvalid(t *testing.T, what string, err error) {
	t.Helper()
	if e, ok := apperr.As(err); !ok || e.Code != apperr.CodeInvalid {
		t.Errorf("%s: %v, want a 400 refusal", what, err)
	}
}

// Numbers beyond the database's integer reached PostgreSQL and answered 500
// (found by the adversarial suite, internal/apifuzz): they are refused first.
func TestOutOfRangeNumbersAreRefusedBeforeTheDatabase(t *testing.T) {
	h := NewResultsHandler(NewHandler(unreachableRM{}), unreachablePorts{})
	ctx := context.Background()
	score := 600
	cand := Candidate{ProvinceID: 44, Year: 2025, SelectSubjects: []string{"物理", "化学", "生物"}, Score: &score}
	for _, in := range []SearchInput{
		{ProvinceId: 44, Year: 2024, RankMax: 99999999999},
		{ProvinceId: 44, Year: 2024, RankMin: math.MaxInt32 + 1},
		{ProvinceId: 44, Year: 2024, ScoreMax: 99999999999},
		{ProvinceId: 99999999999, Year: 2024},
		{ProvinceId: 44, Year: 99999999999},
	} {
		_, err := h.SearchResults(ctx, in, false)
		refusedAsInvalid(t, "SearchResults", err)
		_, err = h.SearchPlans(ctx, in)
		refusedAsInvalid(t, "SearchPlans", err)
	}
	_, _, err := h.LineDiagnosisArea(ctx, cand, 99999999999)
	refusedAsInvalid(t, "LineDiagnosisArea year", err)
	_, err = h.LineDiagnosisPaged(ctx, cand, DiagnosisInput{CollegeProvinceId: 99999999999})
	refusedAsInvalid(t, "LineDiagnosisPaged college province", err)
	_, err = h.LineDiagnosisPaged(ctx, cand, DiagnosisInput{Year: -1})
	refusedAsInvalid(t, "LineDiagnosisPaged year", err)
}

// FuzzScoreInput: the province, year, track and score of every score query.
func FuzzScoreInput(f *testing.F) {
	f.Add(44, 2025, 0, "物理", 612)
	f.Add(11, 2024, 1, "", 598)
	f.Add(65, 2019, 2, "", 0)
	f.Add(33, 2025, 0, "历史", 750)
	f.Add(0, 0, 0, "", -1)
	f.Add(99, 99999999999, -5, "\u0000", math.MaxInt)
	f.Fuzz(func(t *testing.T, province, year, subjectType int, selectSubject string, score int) {
		in := ScoreInput{TrackInput: TrackInput{ProvinceId: province, Year: year, SubjectType: subjectType,
			SelectSubject: selectSubject}, Score: &score}
		q, s, err := in.check()
		if err != nil {
			if e, ok := apperr.As(err); !ok || e.Code != apperr.CodeInvalid || e.Message == "" {
				t.Fatalf("%+v: %v", in, err)
			}
			return
		}
		p, ok := data.ProvinceByID(province)
		if !ok || q.province.ID != p.ID || year < 2000 || year > 2100 || s < 0 || s > p.MaxScore || q.track == "" {
			t.Fatalf("accepted %+v as %+v, score %d", in, q, s)
		}
	})
}

// FuzzSearchInput: the filters of the AdmissionData searches.
func FuzzSearchInput(f *testing.F) {
	f.Add(44, 2024, "物理类", "本科批", "中山大学", "计算机", 500, 650, 1000, 20000, 1, 20)
	f.Add(11, 2023, "", "", "", "", 0, 0, 0, 0, 0, 0)
	f.Add(44, 2024, " ", "\u0000", strings.Repeat("长", 31), "", -1, 901, 99999999999, 1, 10001, 7)
	f.Fuzz(func(t *testing.T, province, year int, track, batch, college, major string,
		smin, smax, rmin, rmax, page, size int) {
		in := SearchInput{ProvinceId: province, Year: year, Track: track, Batch: batch, CollegeName: college,
			MajorName: major, ScoreMin: smin, ScoreMax: smax, RankMin: rmin, RankMax: rmax,
			Paging: catalog.Paging{PageIndex: page, PageSize: size}}
		f, pg, err := in.filter(false)
		if err != nil {
			if e, ok := apperr.As(err); !ok || e.Code != apperr.CodeInvalid {
				t.Fatalf("%+v: %v", in, err)
			}
			return
		}
		for _, n := range []int{f.ProvinceID, f.Year, f.ScoreMin, f.ScoreMax, f.RankMin, f.RankMax, pg.PageIndex, pg.PageSize, pg.Offset()} {
			if n < 0 || n > math.MaxInt32 {
				t.Fatalf("accepted %+v: %d does not fit the database's integer", in, n)
			}
		}
		if utf8.RuneCountInString(f.CollegeName) > maxSearchName || utf8.RuneCountInString(f.MajorName) > maxSearchName {
			t.Fatalf("accepted over-long names %+v", in)
		}
	})
}
