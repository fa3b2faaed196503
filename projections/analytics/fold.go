package analytics

import (
	"strconv"
	"strings"
	"time"

	"zhiyuan/beijing"
	bank "zhiyuan/data/assessment"
	"zhiyuan/events"
)

type latestKey struct{ user, bank string }

// result is a person's latest submission of a test as the analytics keep it.
type result struct {
	submission, version, answers string
	measures                     []string // measure=value
	province, year, sex          int
	week                         time.Time
}

type countKey struct {
	bank, measure, value string
	province, year, sex  int
	week                 time.Time
}

type momentKey struct{ bank, version, scale, item string }

type moment struct{ n, sx, sxx, sxt int64 }

type deltas struct {
	latest    map[latestKey]*result
	changed   map[latestKey]bool
	counts    map[countKey]int
	moments   map[momentKey]*moment
	submitted map[string]int64
	opened    []events.AssessmentSuggestionOpened
}

func newDeltas() *deltas {
	return &deltas{latest: map[latestKey]*result{}, changed: map[latestKey]bool{}, counts: map[countKey]int{},
		moments: map[momentKey]*moment{}, submitted: map[string]int64{}}
}

// weekOf is the Monday starting the submission's week.
func weekOf(t time.Time) time.Time {
	d := t.In(beijing.Zone)
	d = time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
	return d.AddDate(0, 0, -((int(d.Weekday()) + 6) % 7))
}

// Measures are what one result contributes to the distributions: its code, its leading type
// (Holland), each 16-type letter, and each scale sum.
func Measures(e events.AssessmentSubmitted) []string {
	out := []string{"code=" + e.Code}
	switch e.Bank {
	case bank.Holland:
		if e.Code != "" {
			out = append(out, "top="+e.Code[:1])
		}
	case bank.Type16:
		for i, a := range bank.TypeAxes {
			if i < len(e.Code) {
				out = append(out, "axis:"+a.Code+"="+e.Code[i:i+1])
			}
		}
	}
	if b := bank.Find(e.Bank); b != nil {
		for _, s := range b.Scales {
			// A scale the sheet was not asked (选科测评's 技术 outside 浙江) is no measure of it.
			if v, ok := e.Scores[s.Code]; ok {
				out = append(out, "scale:"+s.Code+"="+strconv.Itoa(v))
			}
		}
	}
	return out
}

func (d *deltas) submit(e events.AssessmentSubmitted, at time.Time) {
	k := latestKey{e.UserID, e.Bank}
	if old := d.latest[k]; old != nil {
		d.add(k.bank, old, -1)
	}
	r := &result{submission: e.SubmissionID, version: e.BankVersion, answers: e.Answers, measures: Measures(e),
		province: e.ProvinceID, year: e.ExamYear, sex: e.Sex, week: weekOf(at)}
	d.add(k.bank, r, +1)
	d.latest[k], d.changed[k] = r, true
	d.submitted[e.Bank]++
}

// add counts a result in (sign +1) or out (-1) of the distributions and the moments.
func (d *deltas) add(bankCode string, r *result, sign int) {
	for _, m := range r.measures {
		measure, value, _ := strings.Cut(m, "=")
		d.counts[countKey{bankCode, measure, value, r.province, r.year, r.sex, r.week}] += sign
	}
	b := bank.Find(bankCode)
	if b == nil || r.version != b.Version || len(r.answers) != len(b.Items) {
		return // items of another bank version: their scales are not known here
	}
	totals := map[string]int64{}
	xs := make([]int64, len(b.Items))
	for i, it := range b.Items {
		if r.answers[i] == '0' { // not asked (选科测评's 技术 outside 浙江): no part of any moment
			continue
		}
		x := int64(r.answers[i] - '0')
		if it.Reverse {
			x = int64(b.Min+b.Max) - x
		}
		xs[i] = x
		totals[it.Scale] += x
	}
	s := int64(sign)
	bump := func(k momentKey, x, t int64) {
		m := d.moments[k]
		if m == nil {
			m = &moment{}
			d.moments[k] = m
		}
		m.n += s
		m.sx += s * x
		m.sxx += s * x * x
		m.sxt += s * x * t
	}
	for i, it := range b.Items {
		if r.answers[i] != '0' {
			bump(momentKey{bankCode, b.Version, it.Scale, it.ID}, xs[i], totals[it.Scale])
		}
	}
	for scale, t := range totals {
		bump(momentKey{bankCode, b.Version, scale, ""}, t, t)
	}
}

func (d *deltas) open(e events.AssessmentSuggestionOpened) { d.opened = append(d.opened, e) }
