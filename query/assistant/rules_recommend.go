package assistant

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"zhiyuan/data"
)

// examYear is the exam the student is about to sit: the one they name, the profile's, else
// the season's (data.SeasonYear).
func (r *rule) examYear() int {
	if y := r.slots.int("year"); y > 0 {
		return y
	}
	return data.ExamYearOf(r.profile.Year, r.e.d.Now(), r.profile.ProvinceId)
}

// recommend: "广东物理类600分能上什么学校".
func (r *rule) recommend(ctx context.Context) (string, error) {
	p, ok := r.province()
	score, hasScore := r.score()
	if !ok {
		return r.ask(p), nil
	}
	year := r.examYear()
	track, hasTrack := r.track(p, year)
	if !hasTrack || !hasScore {
		return r.ask(p), nil
	}
	r.t.evidence.WriteString(strconv.Itoa(year) + "\n") // the exam year the answer is for
	out, err := r.e.call(ctx, r.t, "recommend", Args{Province: p.ID, Year: year, Track: track, Score: score})
	if err != nil {
		return r.refused(err)
	}
	return r.recommendText(out.Data.(Recommended), p, year, track, score), nil
}

func (r *rule) recommendText(res Recommended, p data.Province, year int, track string, score int) string {
	st := res.Stat
	var b strings.Builder
	b.WriteString(r.prefix())
	fmt.Fprintf(&b, "按%s %d年%s %d分", p.Name, year, track, score)
	if st.Candidate.Rank > 0 {
		fmt.Fprintf(&b, "（位次约%d）", st.Candidate.Rank)
	}
	fmt.Fprintf(&b, "，本站按往年录取位次估算，%s中：冲%d个、稳%d个、保%d个。", st.LevelName, st.Counts["冲"], st.Counts["稳"], st.Counts["保"])
	if st.Bands.Safe {
		fmt.Fprintf(&b, "标签按录取概率划分：低于%g%%为冲，%g%%及以上为保。%s\n", st.Bands.StretchBelow, st.Bands.SafeFrom, st.Bands.OneYearNote)
	} else {
		fmt.Fprintf(&b, "标签按录取概率划分：低于%g%%为冲，其余为稳；%s\n", st.Bands.StretchBelow, st.Bands.SafeNote)
	}
	for _, label := range []string{"冲", "稳", "保"} {
		for _, it := range res.Examples[label] {
			name := it.CollegeName
			if it.GroupCode != "" {
				name += " 专业组" + it.GroupCode
			}
			if it.MajorName != "" {
				name += " " + it.MajorName
			}
			src := ""
			if len(it.Years) > 0 {
				for _, c := range r.t.cites {
					if c.ID == it.Years[0].SourceId {
						src = ref(c.N)
					}
				}
				if src == "" {
					src = r.citeSource(it.Years[0].SourceId)
				}
			}
			if it.Probability != nil {
				fmt.Fprintf(&b, "- %s：%s，录取概率约%g%%%s\n", label, name, *it.Probability, src)
			}
		}
	}
	if st.Message != "" {
		b.WriteString(st.Message + "\n")
	}
	b.WriteString("概率是按往年数据的估计，不是承诺；完整名单和每个单位的依据见“志愿推荐”页面。")
	return b.String()
}

// citeSource numbers a source the tool returned, by id.
func (r *rule) citeSource(id string) string {
	for _, c := range r.t.returned {
		if c.ID == id {
			return ref(r.t.cite(c))
		}
	}
	return ""
}
