package assistant

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"zhiyuan/data/catalog"
	qadmission "zhiyuan/query/admission"
)

// batchLines: "广东2025年本科线".
func (r *rule) batchLines(ctx context.Context) (string, error) {
	p, ok := r.province()
	if !ok {
		return r.ask(p), nil
	}
	year := r.slots.int("year")
	out, err := r.e.call(ctx, r.t, "batch_lines", Args{Province: p.ID, Year: year, Track: r.slots["track"]})
	if err != nil {
		return r.refused(err)
	}
	bl := out.Data.(*qadmission.BatchLines)
	var b strings.Builder
	b.WriteString(r.prefix())
	if len(bl.List) == 0 {
		msg := out.Message
		if msg == "" {
			msg = fmt.Sprintf("暂无%s%d年这一科类的批次线", p.Name, bl.Year)
		}
		b.WriteString(msg + "。")
		return b.String(), nil
	}
	fmt.Fprintf(&b, "%s%d年的批次线：\n", p.Name, bl.Year)
	for i, l := range bl.List {
		if i == 12 {
			b.WriteString("……更多见“批次线”页面。\n")
			break
		}
		kind := l.Category
		if l.LineKind != "" && l.LineKind != l.Category {
			kind += " " + l.LineKind
		}
		fmt.Fprintf(&b, "- %s %s（%s）：%d分%s\n", l.Track, l.Batch, kind, l.Score, ref(r.t.cite(admissionCite(l.Source))))
	}
	return b.String(), nil
}

// college answers the asked college; ok false asks for it, or (unknown non-empty) names a
// school the catalogue does not hold.
func (r *rule) college() (c catalog.College, ok bool, unknown string) {
	if name, found := strings.CutPrefix(r.slots["college"], "?"); found {
		return c, false, name
	}
	c, ok = catalog.CollegeByCode(r.slots["college"])
	if !ok {
		r.missing = append(r.missing, "college")
	}
	return c, ok, ""
}

// noSuchSchool answers for a school name the catalogue does not hold.
func noSuchSchool(name string) string {
	return "本站院校库（教育部全国高等学校名单）中没有“" + name + "”，所以没有它的分数线、招生计划或介绍。" +
		"请检查学校的全称；如果是境外院校或非学历教育机构，本站没有它们的数据。"
}

// schoolLines: "浙江大学在广东的投档线", "浙江大学计算机科学与技术多少分".
func (r *rule) schoolLines(ctx context.Context, majors bool) (string, error) {
	c, hasCollege, unknown := r.college()
	if unknown != "" {
		return noSuchSchool(unknown), nil
	}
	p, ok := r.province()
	if majors && r.slots["major"] == "" {
		r.missing = append(r.missing, "major")
	}
	if !ok || !hasCollege || len(r.missing) > 0 {
		return r.ask(p), nil
	}
	tool := "school_lines"
	if majors {
		tool = "major_lines"
	}
	out, err := r.e.call(ctx, r.t, tool, Args{Province: p.ID, College: c.Code, Year: r.slots.int("year"),
		Track: r.slots["track"], Major: r.slots["major"]})
	if err != nil {
		return r.refused(err)
	}
	res := out.Data.(SchoolResult)
	var b strings.Builder
	b.WriteString(r.prefix())
	what := "投档线"
	if majors {
		what = "专业录取分"
	}
	if len(res.List) == 0 {
		fmt.Fprintf(&b, "本站没有%s在%s的%s数据", c.Name, p.Name, what)
		if y := r.slots.int("year"); y > 0 {
			fmt.Fprintf(&b, "（%d年）", y)
		}
		b.WriteString("。没有的数据我们不会估出来；可以到院校详情页查看已有的年份。")
		return b.String(), nil
	}
	fmt.Fprintf(&b, "%s在%s %d年的%s：\n", res.CollegeName, p.Name, res.Year, what)
	for i, row := range res.List {
		if i == 8 {
			b.WriteString("……更多见院校详情页。\n")
			break
		}
		b.WriteString("- " + resultLine(row) + ref(r.t.cite(admissionCite(row.Source))) + "\n")
	}
	if score := r.slots.int("score"); score > 0 {
		b.WriteString("要看你的分数对这些单位的录取概率，请到“志愿推荐”页面，或问“我的分数能上什么学校”。\n")
	}
	if len(res.Years) > 1 {
		years := make([]string, len(res.Years))
		for i, y := range res.Years {
			years[i] = strconv.Itoa(y)
		}
		fmt.Fprintf(&b, "本站收录的年份：%s。", strings.Join(years, "、"))
	}
	return b.String(), nil
}

// resultLine is one row of a line answer.
func resultLine(row qadmission.ResultItem) string {
	var b strings.Builder
	b.WriteString(row.Track + " " + row.Batch)
	if row.GroupCode != "" {
		b.WriteString(" 专业组" + row.GroupCode)
	}
	if row.MajorName != "" {
		b.WriteString(" " + row.MajorName)
	}
	switch {
	case row.MinScore != nil:
		fmt.Fprintf(&b, "：最低分%d", *row.MinScore)
	case row.MinScoreText != "":
		b.WriteString("：最低分" + row.MinScoreText)
	default:
		b.WriteString("：最低分未公布")
	}
	switch {
	case row.MinRank != nil:
		fmt.Fprintf(&b, "，最低位次%d", *row.MinRank)
	case row.ConvertedRank != nil:
		fmt.Fprintf(&b, "，按一分一段表换算位次约%d", *row.ConvertedRank)
	}
	if row.PlanCount != nil {
		fmt.Fprintf(&b, "，计划%d人", *row.PlanCount)
	}
	return b.String()
}

// plans: "浙江大学在广东招多少人".
func (r *rule) plans(ctx context.Context) (string, error) {
	c, hasCollege, unknown := r.college()
	if unknown != "" {
		return noSuchSchool(unknown), nil
	}
	p, ok := r.province()
	if !ok || !hasCollege {
		return r.ask(p), nil
	}
	out, err := r.e.call(ctx, r.t, "school_plans", Args{Province: p.ID, College: c.Code, Year: r.slots.int("year"),
		Track: r.slots["track"]})
	if err != nil {
		return r.refused(err)
	}
	res := out.Data.(PlanResult)
	var b strings.Builder
	b.WriteString(r.prefix())
	if len(res.List) == 0 {
		fmt.Fprintf(&b, "本站没有%s在%s的招生计划数据。招生计划以省考试院公布的为准。", c.Name, p.Name)
		return b.String(), nil
	}
	fmt.Fprintf(&b, "%s %d年在%s的招生计划", res.CollegeName, res.Year, p.Name)
	var totals []string
	for track, n := range res.Totals {
		totals = append(totals, fmt.Sprintf("%s共%d人", track, n))
	}
	if len(totals) > 0 {
		b.WriteString("（本站收录的计划行合计：" + strings.Join(totals, "，") + "）")
	}
	b.WriteString("：\n")
	for i, pl := range res.List {
		if i == 8 {
			b.WriteString("……更多见“招生计划”页面。\n")
			break
		}
		b.WriteString("- " + planLine(pl) + ref(r.t.cite(admissionCite(pl.Source))) + "\n")
	}
	return b.String(), nil
}

func planLine(pl qadmission.PlanItem) string {
	var b strings.Builder
	b.WriteString(pl.Track + " " + pl.Batch)
	if pl.GroupCode != "" {
		b.WriteString(" 专业组" + pl.GroupCode)
	}
	if pl.MajorName != "" {
		b.WriteString(" " + pl.MajorName)
	}
	if pl.PlanCount != nil {
		fmt.Fprintf(&b, "：%d人", *pl.PlanCount)
	}
	if pl.Requirement != "" {
		b.WriteString("，选科要求" + pl.Requirement)
	}
	if pl.Tuition != nil {
		fmt.Fprintf(&b, "，学费%d元/年", *pl.Tuition)
	}
	return b.String()
}
