package assistant

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	qcatalog "zhiyuan/query/catalog"
	qcontent "zhiyuan/query/content"
)

// majorInfo: "计算机科学与技术是学什么的".
func (r *rule) majorInfo(ctx context.Context) (string, error) {
	out, err := r.e.call(ctx, r.t, "major_info", Args{Major: r.slots["major"]})
	if err != nil {
		return r.refused(err)
	}
	d, ok := out.Data.(*qcatalog.MajorDetail)
	if !ok {
		return out.Message + "。", nil
	}
	n := r.t.cite(out.Sources[0])
	var b strings.Builder
	fmt.Fprintf(&b, "%s（专业代码%s）属于%s门类的%s", d.Name, d.Code, d.CategoryName, d.ClassName)
	if d.Degree != "" {
		fmt.Fprintf(&b, "，授%s学位", d.Degree)
	}
	if d.Years != "" {
		fmt.Fprintf(&b, "，学制%s年", d.Years)
	}
	b.WriteString(ref(n) + "。\n")
	if d.Description != "" {
		b.WriteString(cut(d.Description, 160) + ref(n) + "\n")
	}
	if len(d.Employment) > 0 {
		b.WriteString("就业方向：" + strings.Join(first(d.Employment, 8), "、") + ref(n) + "\n")
	}
	b.WriteString("开设院校、历年分数见专业详情页。")
	return b.String(), nil
}

// occupationInfo: "软件工程技术人员是做什么的".
func (r *rule) occupationInfo(ctx context.Context) (string, error) {
	out, err := r.e.call(ctx, r.t, "occupation_info", Args{Occupation: r.slots["occupation"]})
	if err != nil {
		return r.refused(err)
	}
	n := r.t.cite(out.Sources[0])
	var b strings.Builder
	switch d := out.Data.(type) {
	case *qcatalog.OccupationDetail:
		fmt.Fprintf(&b, "%s", d.ProfessionName)
		if d.Code != "" {
			fmt.Fprintf(&b, "（职业编码%s）", d.Code)
		}
		b.WriteString(ref(n) + "：")
		if d.ProfessionDesc != "" {
			b.WriteString(cut(d.ProfessionDesc, 200))
		} else {
			b.WriteString("职业分类大典只收录了名称和编码，没有职责描述")
		}
		b.WriteString("。\n")
		var majors []string
		for _, m := range d.GuideMajors {
			majors = append(majors, m.Name)
		}
		if len(majors) > 0 {
			b.WriteString("人社部《职业分类与专业对照》中对应的专业：" + strings.Join(first(majors, 8), "、") + ref(n) + "\n")
		}
	case *qcatalog.ProfessionDetail:
		fmt.Fprintf(&b, "%s%s：%s。\n", d.ProfessionName, ref(n), cut(d.ProfessionDesc, 200))
	default:
		return "本站职业库中没有这个职业。", nil
	}
	b.WriteString("更多见职业详情页。")
	return b.String(), nil
}

// collegeInfo: "浙江大学怎么样".
func (r *rule) collegeInfo(ctx context.Context) (string, error) {
	if name, found := strings.CutPrefix(r.slots["college"], "?"); found {
		return noSuchSchool(name), nil
	}
	out, err := r.e.call(ctx, r.t, "college_info", Args{College: r.slots["college"]})
	if err != nil {
		return r.refused(err)
	}
	d := out.Data.(*qcatalog.CollegeDetail)
	n := r.t.cite(out.Sources[0])
	var b strings.Builder
	fmt.Fprintf(&b, "%s：位于%s%s，%s，%s", d.CollegeName, d.ProvinceName, d.CityName, d.NatureName, d.EducationLevelStr)
	if d.StrengthTags != "" {
		b.WriteString("，" + strings.ReplaceAll(d.StrengthTags, ",", "、"))
	}
	if d.Authority != "" {
		b.WriteString("，主管部门" + d.Authority)
	}
	b.WriteString(ref(n) + "。\n")
	fmt.Fprintf(&b, "想看它在你所在省份的投档线或招生计划，可以问“%s在广东的投档线”“%s在广东招多少人”。", d.CollegeName, d.CollegeName)
	return b.String(), nil
}

// help: "志愿表怎么导出".
func (r *rule) help(ctx context.Context) (string, error) {
	kw := helpKeyword(r.t.question)
	out, err := r.e.call(ctx, r.t, "help_search", Args{Keyword: kw})
	if err != nil {
		return r.refused(err)
	}
	items, _ := out.Data.([]qcontent.HelpItem)
	if len(items) == 0 {
		return "帮助中心里还没有关于“" + kw + "”的回答。可以到“帮助中心”浏览全部问题，或换个说法再问我。", nil
	}
	var b strings.Builder
	b.WriteString("帮助中心里相关的回答：\n")
	for i, h := range items {
		writeItem(&b, h.Title, r.t.cite(out.Sources[i]), h.Summary)
	}
	return b.String(), nil
}

// writeItem writes one listed item: its title, its source's [N] and the start of its summary.
func writeItem(b *strings.Builder, title string, n int, summary string) {
	b.WriteString("- " + title + ref(n))
	if summary != "" {
		b.WriteString("：" + cut(summary, 80))
	}
	b.WriteString("\n")
}

// helpKeyword keeps the topic of a how-to question: 会员、志愿表、密码 ….
func helpKeyword(q string) string {
	for _, w := range []string{"激活卡", "会员", "志愿表", "模拟填报", "密码", "验证码", "手机号", "注销", "账号", "注册", "登录", "导出", "打印", "分享",
		"退款", "支付", "测评", "选科", "一分一段", "批次线", "专家", "预约", "课程"} {
		if strings.Contains(q, w) {
			return w
		}
	}
	return "使用"
}

func cut(s string, n int) string {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "……"
}

func first(l []string, n int) []string {
	if len(l) > n {
		return l[:n]
	}
	return l
}
