package membership

import (
	"context"
	"fmt"
	"strings"
	"time"

	"zhiyuan/beijing"
	"zhiyuan/data"
	"zhiyuan/events"
)

// Buyer is who a product is quoted for: their id ("" for a visitor) and their profile's exam
// province and year (0 when not filled in).
type Buyer struct {
	UserID     string
	ProvinceID int
	ExamYear   int
}

// Ends is when a product bought now by this buyer would end, said before paying.
type Ends struct {
	// EndsOn is the last day covered (Beijing), "2027-03-09".
	EndsOn string
	// EndsBasis labels a season's end the authority has not published (a carried date or
	// the end-of-August custom); empty for a published date and for a days product.
	EndsBasis string
	// EndsOnText is EndsOn with its basis: "2027-08-31（按往年惯例，录取一般于8月底前结束）".
	EndsOnText string
	// SeasonYear is the exam year whose season a season product covers.
	SeasonYear int `json:",omitempty"`
	// CurrentEndsOn is the end of the same product the buyer holds now: buying again adds on.
	CurrentEndsOn string `json:",omitempty"`
	// Warning says the product ends before the buyer's filling window.
	Warning string `json:",omitempty"`
}

// customAdmissionEnd labels the calendar's 31 August default (no authority published one).
const customAdmissionEnd = "按往年惯例，录取一般于8月底前结束"

// quoter quotes every product for one buyer at one moment.
type quoter struct {
	h        *Handler
	now      time.Time
	province int
	examYear int
	held     map[string]time.Time
}

func (h *Handler) quoter(ctx context.Context, b Buyer) (quoter, error) {
	now := h.now()
	q := quoter{h: h, now: now, province: b.ProvinceID, examYear: data.ExamYearOf(b.ExamYear, now, b.ProvinceID),
		held: map[string]time.Time{}}
	if b.UserID == "" {
		return q, nil
	}
	list, err := h.rm.Holdings(ctx, b.UserID)
	for _, p := range list {
		q.held[p.Code] = p.ExpireAt
	}
	return q, err
}

func (q quoter) product(p events.ProductSaved) Product {
	out := productOf(p)
	out.Ends = q.ends(p)
	return out
}

// ends applies the rule purchases follow (events.GrantEnd) on the calendar.
func (q quoter) ends(p events.ProductSaved) Ends {
	held := q.held[p.Code]
	until, seasonYear := events.GrantEnd(p, held, q.now, q.examYear, func(y int) time.Time {
		return q.h.season(q.province, y).AdmissionEnd().End.AddDate(0, 0, 1)
	})
	e := Ends{EndsOn: lastDay(until).Format(time.DateOnly), SeasonYear: seasonYear}
	if held.After(q.now) {
		e.CurrentEndsOn = lastDay(held).Format(time.DateOnly)
	}
	if seasonYear > 0 {
		m := q.h.season(q.province, seasonYear).AdmissionEnd()
		if e.EndsBasis = m.Basis(seasonYear); e.EndsBasis == "" && m.SourceTitle == "" {
			e.EndsBasis = customAdmissionEnd
		}
	}
	e.EndsOnText = e.EndsOn
	if e.EndsBasis != "" {
		// One pair of brackets: 按2026年日期推算（2027年尚未公布） reads 按2026年日期推算，2027年尚未公布.
		e.EndsOnText += "（" + strings.NewReplacer("（", "，", "）", "").Replace(e.EndsBasis) + "）"
	}
	e.Warning = q.warning(until)
	return e
}

// warning: the membership runs out before the buyer's first filling window is over (or,
// where no window is known, before the exam), so they would have to renew in the season.
func (q quoter) warning(until time.Time) string {
	s := q.h.season(q.province, q.examYear)
	ends := "该会员于" + chineseDate(lastDay(until)) + "到期，"
	if m, ok := s.First(data.MomentFilling); ok {
		switch {
		case until.After(m.End.AddDate(0, 0, 1).Add(-time.Nanosecond)):
			return ""
		case !until.After(m.Start):
			return ends + fmt.Sprintf("早于%d年%d月的志愿填报，届时需续费", m.Start.Year(), m.Start.Month())
		default:
			return ends + fmt.Sprintf("在%d年%d月的志愿填报结束前到期，届时需续费", m.Start.Year(), m.Start.Month())
		}
	}
	exam := s.Exam()
	if until.After(exam.Start) {
		return ""
	}
	return ends + "早于" + chineseDate(exam.Start) + "开考的高考及之后的志愿填报，届时需续费"
}

// lastDay is the Beijing day of a membership's last moment (it ends at until).
func lastDay(until time.Time) time.Time { return until.Add(-time.Nanosecond).In(beijing.Zone) }

func chineseDate(t time.Time) string {
	t = t.In(beijing.Zone)
	return fmt.Sprintf("%d年%d月%d日", t.Year(), t.Month(), t.Day())
}
