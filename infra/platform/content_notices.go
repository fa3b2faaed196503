package platform

import (
	"fmt"
	"sort"
	"strings"

	"zhiyuan/data"
	"zhiyuan/data/admission"
	"zhiyuan/events"
)

type seededNotice struct {
	id     string
	fields events.ContentFields
}

// rankTableNotices are one notice per province for its newest rank table: "2026年广东一分一段表已
// 收录", each track with its number of score bands and its source, from the shipped data.
func rankTableNotices() []seededNotice {
	newest := map[int]int{}
	for _, t := range admission.Tables() {
		newest[t.ProvinceID] = max(newest[t.ProvinceID], t.Year)
	}
	ids := make([]int, 0, len(newest))
	for id := range newest {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var out []seededNotice
	for _, pid := range ids {
		p, ok := data.ProvinceByID(pid)
		if !ok {
			continue
		}
		year := newest[pid]
		var b strings.Builder
		fmt.Fprintf(&b, "本站已收录%s%d年的一分一段表，可在[一分一段查询](#/query-rank)中按分数查位次、按位次查分数。\n\n", p.Name, year)
		var source admission.Source
		for _, t := range admission.Tables() {
			if t.ProvinceID != pid || t.Year != year {
				continue
			}
			s, _ := admission.SourceOf(t.SourceID)
			if source.ID == "" {
				source = s
			}
			fmt.Fprintf(&b, "- %s：%d 个分数段，%d–%d 分，来源：%s《%s》\n", trackName(t.Track), t.Bands, t.ScoreLow, t.ScoreHigh,
				markdownText(s.Authority), markdownText(s.Title))
			if s.Caveat != "" {
				fmt.Fprintf(&b, "  - 说明：%s\n", markdownText(s.Caveat))
			}
		}
		b.WriteString("\n所有来源见[数据来源说明](#/content?code=data-sources)。")
		out = append(out, seededNotice{id: fmt.Sprintf("notice-rank-%d-%d", pid, year), fields: events.ContentFields{
			Kind: events.ContentNotice, Code: fmt.Sprintf("rank-%d-%d", pid, year), Category: "数据更新",
			Title: fmt.Sprintf("%d年%s一分一段表已收录", year, p.Name), Body: b.String(), Source: source.Authority,
			SourceURL: source.URL, Provinces: []int{pid}, Year: year}})
	}
	return out
}

func trackName(track string) string {
	if track == "" {
		return "全体考生"
	}
	return track
}
