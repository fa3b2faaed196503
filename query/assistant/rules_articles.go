package assistant

import (
	"context"
	"fmt"
	"strings"

	qcontent "zhiyuan/query/content"
)

// IntentArticle: what a term of the admission process means (平行志愿, 退档, 强基计划 …),
// answered with the portal's own articles on it.
const IntentArticle = "article"

// concept is a term families ask about: the words they type and the words of the titles of
// the articles that explain it.
type concept struct {
	said  []string
	title string
}

// concepts are matched in order, so a longer term comes before a term inside it.
var concepts = []concept{
	{[]string{"平行志愿"}, "平行志愿"},
	{[]string{"退档"}, "退档"},
	{[]string{"投档和录取", "投档与录取", "投档不等于录取"}, "投档不等于录取"},
	{[]string{"征集志愿", "补录"}, "特殊类型"},
	{[]string{"提前批"}, "提前批"},
	{[]string{"强基计划", "强基"}, "强基计划"},
	{[]string{"综合评价"}, "综合评价"},
	{[]string{"高校专项"}, "高校专项"},
	{[]string{"国家专项", "地方专项", "专项计划"}, "专项计划"},
	{[]string{"中外合作"}, "中外合作"},
	{[]string{"军校", "军队院校", "公安院校", "警校"}, "军队和公安院校"},
	{[]string{"公费师范", "优师"}, "公费师范"},
	{[]string{"定向医学", "订单定向"}, "订单定向"},
	{[]string{"港澳"}, "港澳"},
	{[]string{"单招", "单独招生", "分类考试"}, "单独招生"},
	{[]string{"艺术类", "体育类", "艺考"}, "艺术类"},
	{[]string{"预科"}, "预科"},
	{[]string{"保送"}, "保送"},
	{[]string{"服从调剂", "调剂"}, "调剂"},
	{[]string{"选科要求"}, "选科要求"},
	{[]string{"体检", "单科成绩", "外语语种"}, "体检"},
	{[]string{"大小年"}, "大小年"},
	{[]string{"梯度"}, "冲得太多"},
	{[]string{"冲稳保", "冲、稳、保", "录取概率"}, "冲、稳、保"},
	{[]string{"回测"}, "回测"},
	{[]string{"院校专业组", "专业组"}, "院校专业组"},
	{[]string{"专业+院校", "志愿单位"}, "志愿单位"},
	{[]string{"3+1+2"}, "3+1+2"},
	{[]string{"3+3"}, "3+3"},
	{[]string{"新高考"}, "新高考"},
	{[]string{"文理分科", "老高考", "旧高考"}, "文理分科"},
	{[]string{"换算位次", "公布位次"}, "位次"},
	{[]string{"一分一段表"}, "一分一段"},
	{[]string{"等位分"}, "等位分"},
	{[]string{"投档线", "批次线", "招生计划"}, "四种表"},
}

// askConcept: the question asks what a term means, not for a value.
var askConcept = pattern(`什么是`, `是什么`, `是啥`, `啥是`, `什么叫`, `啥叫`, `什么意思`, `啥意思`, `含义`, `区别`, `有什么不同`,
	`怎么理解`, `解释`, `讲讲`, `说说`, `科普`, `文章`, `资讯`, `注意什么`, `注意事项`, `误区`, `怎么回事`, `有什么用`, `要不要`)

// conceptOf is the first term the question names, if it asks what one means.
func conceptOf(q string, s Slots) (concept, bool) {
	if !askConcept.MatchString(q) || s["score"] != "" || s["college"] != "" || s["major"] != "" || s["occupation"] != "" {
		return concept{}, false
	}
	for _, c := range concepts {
		for _, w := range c.said {
			if strings.Contains(q, w) {
				return c, true
			}
		}
	}
	return concept{}, false
}

func isConcept(q string, s Slots) bool {
	_, ok := conceptOf(q, s)
	return ok
}

// articles lists the portal's articles on the term.
func (r *rule) articles(ctx context.Context) (string, error) {
	c, _ := conceptOf(r.t.question, r.slots)
	out, err := r.e.call(ctx, r.t, "article_search", Args{Keyword: c.title})
	if err != nil {
		return r.refused(err)
	}
	items, _ := out.Data.([]qcontent.NewsItem)
	name := c.said[0]
	if len(items) == 0 {
		return "本站资讯里还没有专门讲“" + name + "”的文章。可以到“升学资讯”栏目浏览，或换个说法再问我。", nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "关于“%s”，本站这些文章讲得比较完整：\n", name)
	for i, it := range items {
		writeItem(&b, it.NewsTitle, r.t.cite(out.Sources[i]), it.Summary)
	}
	return b.String(), nil
}
