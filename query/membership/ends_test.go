package membership

import (
	"context"
	"testing"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/data"
	"zhiyuan/events"
)

// handMadeSeason is a calendar with hand-made dates: province 42 publishes its 2027 filling
// (from 28 June) and admission end (21 August); 2028 is the calendar's 31 August default with
// no filling window known; other provinces carry 2026's admission end.
func handMadeSeason(provinceID, year int) data.Season {
	d := func(y int, m time.Month, day int) time.Time { return time.Date(y, m, day, 0, 0, 0, 0, beijing.Zone) }
	s := data.Season{ExamYear: year, ProvinceID: provinceID,
		Moments: []data.Moment{{Kind: data.MomentExam, Start: d(year, 6, 7), End: d(year, 6, 9), SourceYear: year, SourceTitle: "手工"}}}
	switch {
	case provinceID == 42 && year == 2027:
		s.Moments = append(s.Moments,
			data.Moment{Kind: data.MomentFilling, Start: d(2027, 6, 28), End: d(2027, 7, 2), SourceYear: 2027, SourceTitle: "手工"},
			data.Moment{Kind: data.MomentAdmissionEnd, Start: d(2027, 8, 21), End: d(2027, 8, 21), SourceYear: 2027, SourceTitle: "手工"})
	case provinceID == 42:
		s.Moments = append(s.Moments, data.Moment{Kind: data.MomentAdmissionEnd, Start: d(year, 8, 31), End: d(year, 8, 31), SourceYear: year})
	default:
		s.Moments = append(s.Moments, data.Moment{Kind: data.MomentAdmissionEnd, Start: d(year, 8, 15), End: d(year, 8, 15), SourceYear: 2026, SourceTitle: "手工"})
	}
	return s
}

func TestQuoteEndsAndWarnings(t *testing.T) {
	h := &Handler{now: func() time.Time { return time.Date(2026, 12, 7, 10, 0, 0, 0, beijing.Zone) }, season: handMadeSeason}
	quarter := events.ProductSaved{Code: "VIP_SEASON", Days: 92}
	year := events.ProductSaved{Code: "VIP_YEAR", Days: 366}
	season := events.ProductSaved{Code: "VIP_FILLING_SEASON", Kind: events.ProductBySeason}
	quote := func(b Buyer, held map[string]time.Time, p events.ProductSaved) Ends {
		q, err := h.quoter(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range held {
			q.held[k] = v
		}
		return q.ends(p)
	}
	s2027 := Buyer{ProvinceID: 42, ExamYear: 2027}
	for _, c := range []struct {
		name string
		b    Buyer
		held map[string]time.Time
		p    events.ProductSaved
		want Ends
	}{
		{"a quarter in December 2026, 2027 student", s2027, nil, quarter, Ends{EndsOn: "2027-03-09", EndsOnText: "2027-03-09",
			Warning: "该会员于2027年3月9日到期，早于2027年6月的志愿填报，届时需续费"}},
		{"a year covers the 2027 season", s2027, nil, year, Ends{EndsOn: "2027-12-08", EndsOnText: "2027-12-08"}},
		{"the season product: the published admission end", s2027, nil, season, Ends{EndsOn: "2027-08-21", EndsOnText: "2027-08-21", SeasonYear: 2027}},
		{"a 2028 student: the default end, labelled", Buyer{ProvinceID: 42, ExamYear: 2028}, nil, season,
			Ends{EndsOn: "2028-08-31", EndsBasis: customAdmissionEnd, EndsOnText: "2028-08-31（按往年惯例，录取一般于8月底前结束）", SeasonYear: 2028}},
		{"a 2028 student's year: before the exam (no window known)", Buyer{ProvinceID: 42, ExamYear: 2028}, nil, year,
			Ends{EndsOn: "2027-12-08", EndsOnText: "2027-12-08", Warning: "该会员于2027年12月8日到期，早于2028年6月7日开考的高考及之后的志愿填报，届时需续费"}},
		{"a carried end is labelled by the calendar", Buyer{ProvinceID: 14, ExamYear: 2027}, nil, season,
			Ends{EndsOn: "2027-08-15", EndsBasis: "按2026年日期推算（2027年尚未公布）", EndsOnText: "2027-08-15（按2026年日期推算，2027年尚未公布）", SeasonYear: 2027}},
		{"buying a quarter again adds on from the current end", s2027, map[string]time.Time{"VIP_SEASON": time.Date(2027, 3, 9, 10, 0, 0, 0, beijing.Zone)}, quarter,
			Ends{EndsOn: "2027-06-09", EndsOnText: "2027-06-09", CurrentEndsOn: "2027-03-09",
				Warning: "该会员于2027年6月9日到期，早于2027年6月的志愿填报，届时需续费"}},
		{"a quarter ending inside the window", s2027, map[string]time.Time{"VIP_SEASON": time.Date(2027, 3, 30, 10, 0, 0, 0, beijing.Zone)}, quarter,
			Ends{EndsOn: "2027-06-30", EndsOnText: "2027-06-30", CurrentEndsOn: "2027-03-30",
				Warning: "该会员于2027年6月30日到期，在2027年6月的志愿填报结束前到期，届时需续费"}},
		{"buying the season again covers the next season", s2027, map[string]time.Time{"VIP_FILLING_SEASON": time.Date(2027, 8, 22, 0, 0, 0, 0, beijing.Zone)}, season,
			Ends{EndsOn: "2028-08-31", EndsBasis: customAdmissionEnd, EndsOnText: "2028-08-31（按往年惯例，录取一般于8月底前结束）", SeasonYear: 2028, CurrentEndsOn: "2027-08-21"}},
	} {
		if got := quote(c.b, c.held, c.p); got != c.want {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, got, c.want)
		}
	}
}
