package assistant

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	qadmission "zhiyuan/query/admission"
)

// scoreRank: "广东物理类600分排多少名".
func (r *rule) scoreRank(ctx context.Context) (string, error) {
	p, ok := r.province()
	score, hasScore := r.score()
	if !ok {
		return r.ask(p), nil
	}
	year, err := r.rankYear(ctx, p)
	if err != nil {
		return "", err
	}
	track, hasTrack := r.track(p, year)
	if !hasTrack || !hasScore {
		return r.ask(p), nil
	}
	out, err := r.e.call(ctx, r.t, "score_rank", Args{Province: p.ID, Year: year, Track: track, Score: score})
	if err != nil {
		return r.refused(err)
	}
	lr := out.Data.(*qadmission.LineRank)
	var b strings.Builder
	b.WriteString(r.prefix())
	if lr.Source == nil {
		fmt.Fprintf(&b, "%s。", lr.Message)
		return b.String(), nil
	}
	n := r.t.cite(admissionCite(lr.Source))
	head := fmt.Sprintf("%s%d年%s %d分", p.Name, year, lr.Track, score)
	if lr.Found && lr.Basis != "" { // the year's table is not out: the newest one's rank, said so
		fmt.Fprintf(&b, "%s的位次约为第%d名%s（%s，%d年实际位次以当年公布的表为准）。%s。\n", head, lr.Rank, ref(n),
			lr.Basis, year, lr.Message)
	} else if lr.Found {
		fmt.Fprintf(&b, "%s的位次是第%d名%s。%s。\n", head, lr.Rank, ref(n), lr.Message)
	} else {
		fmt.Fprintf(&b, "%s：%s%s。\n", head, lr.Message, ref(n))
	}
	b.WriteString(sourceNote(lr.Source))
	b.WriteString("想知道这个位次在往年相当于多少分，可以问“等位分”；整张表见“一分一段”页面。")
	return b.String(), nil
}

// equivalent: "600分相当于去年多少分".
func (r *rule) equivalent(ctx context.Context) (string, error) {
	p, ok := r.province()
	score, hasScore := r.score()
	if !ok {
		return r.ask(p), nil
	}
	// The rank is carried from the score's year into the years before it. Two years: the score's
	// and the one asked about; one year: the score's when it is the newest table's, else the one
	// asked about.
	y1, y2 := r.slots.int("year"), r.slots.int("year2")
	delete(r.slots, "year")
	newest, err := r.rankYear(ctx, p)
	if err != nil {
		return "", err
	}
	year, asked := newest, 0
	switch {
	case y1 > 0 && y2 > 0:
		year, asked = y1, y2
	case y1 >= newest:
		year = y1
	case y1 > 0:
		asked = y1
	}
	if y1 > 0 {
		r.slots["year"] = strconv.Itoa(y1)
	}
	r.t.evidence.WriteString(strconv.Itoa(year) + "\n")
	track, hasTrack := r.track(p, year)
	if !hasTrack || !hasScore {
		return r.ask(p), nil
	}
	out, err := r.e.call(ctx, r.t, "equivalent", Args{Province: p.ID, Year: year, Track: track, Score: score})
	if err != nil {
		return r.refused(err)
	}
	eq := out.Data.(*qadmission.Equivalents)
	var b strings.Builder
	b.WriteString(r.prefix())
	cur := eq.Current
	if !cur.Found || cur.Source == nil {
		fmt.Fprintf(&b, "%s%d年%s %d分：%s。", p.Name, year, cur.Track, score, cur.Message)
		return b.String(), nil
	}
	fmt.Fprintf(&b, "%s%d年%s %d分的位次是第%d名%s。按同一位次换算到往年（等位分）：\n", p.Name, year, cur.Track, score,
		cur.Rank, ref(r.t.cite(admissionCite(cur.Source))))
	shown := 0
	for _, it := range eq.List {
		if asked > 0 && it.Year != asked {
			continue
		}
		shown++
		switch {
		case it.Found && it.Source != nil:
			fmt.Fprintf(&b, "- %d年%s：%d分%s\n", it.Year, it.Track, it.Score, ref(r.t.cite(admissionCite(it.Source))))
		default:
			fmt.Fprintf(&b, "- %d年：%s\n", it.Year, it.Message)
		}
	}
	if shown == 0 {
		fmt.Fprintf(&b, "本站没有%s可换算的往年一分一段表。\n", p.Name)
	}
	b.WriteString("等位分只说明同一位次在往年的分数，不是录取线。")
	return b.String(), nil
}
