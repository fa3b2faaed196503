package main

import "strings"

// The CategoryName rule (documented in data/catalog/README.md; keep the two in step).
//
//  1. Authority: a few central authorities run only one kind of school, so their schools
//     take that category whatever the name says.
//  2. Name: drop the generic vocational suffix (职业技术学院, 职业大学 …) so that it does not
//     count as a subject keyword, then take the first category in categoryRules whose
//     keyword occurs in the rest of the name. Order matters and is part of the rule:
//     中南财经政法大学 is 财经 (财经 before 政法), 江西外语外贸职业大学 is 语言 (语言 before
//     财经), 西北农林科技大学 is 农林 (农林 before 理工), 广西民族师范学院 is 师范.
//  3. Otherwise 综合 (大学 / 学院 with no subject keyword: 北京大学, 文理学院, 城市学院 …).
//
// The rule is a heuristic over names, not an official classification: the MOE list has
// no type column. It is meant for filtering, and every school can be overridden later.

// authorityCategory is rule 1.
var authorityCategory = map[string]string{
	"国家民委":           "民族",
	"公安部":            "政法",
	"国家消防救援局":        "政法", // 中国消防救援学院: its majors are 公安学类 / 公安技术类
	"外交部":            "政法", // 外交学院
	"国家体育总局":         "体育",
	"国家卫生健康委员会":      "医药",
	"中国科学院":          "理工",
	"中国社会科学院":        "综合", // 中国社会科学院大学: keeps 社会科学 from reading as 理工
	"工业和信息化部":        "理工",
	"交通运输部（中国民用航空局）": "理工",
}

// genericSuffixes are stripped before the keyword match (rule 2).
var genericSuffixes = []string{
	"职业技术大学", "职业技术学院", "职业大学", "职业学院", "高等专科学校", "专科学校",
}

// categoryRules is rule 2, in priority order.
var categoryRules = []struct {
	category string
	keywords []string
}{
	{"军事", []string{"军事", "解放军", "武警", "陆军", "海军", "空军", "火箭军", "军医"}},
	{"体育", []string{"体育"}},
	{"艺术", []string{"艺术", "美术", "音乐", "戏剧", "戏曲", "舞蹈", "电影", "影视", "传媒", "设计", "动漫", "动画", "书画"}},
	{"农林", []string{"农", "林业", "森林", "园林", "畜牧", "牧业", "兽医", "草业", "水产"}},
	{"医药", []string{"医", "药", "护理", "卫生", "健康", "康复", "康养"}},
	{"师范", []string{"师范", "教育学院", "教师"}},
	{"民族", []string{"民族"}},
	{"语言", []string{"外国语", "外语", "语言", "外事", "翻译"}},
	{"财经", []string{"财经", "财政", "财会", "财贸", "财务", "金融", "经济", "经贸", "商贸", "商业", "商务",
		"商学", "工商", "会计", "税务", "审计", "保险", "贸易", "外贸", "统计", "银行"}},
	{"政法", []string{"政法", "法学", "法律", "司法", "警察", "警官", "公安", "刑事", "检察", "政治", "外交", "国际关系", "消防"}},
	{"理工", []string{"理工", "工业", "工程", "工学", "工科", "科技", "技术", "科学院", "交通", "电力", "电子", "电机",
		"信息", "石油", "石化", "化工", "建筑", "建设", "城建", "航空", "航天", "铁道", "铁路", "轨道", "矿业",
		"煤炭", "地质", "邮电", "邮政", "机电", "机械", "能源", "电气", "水利", "水电", "冶金", "钢铁", "纺织",
		"轻工", "船舶", "海事", "航海", "航运", "测绘", "汽车", "计算机", "软件", "数据", "智能", "材料",
		"气象", "核工业", "环境", "土木", "民航", "飞行", "通信", "电信", "光电", "应急", "安全", "化学",
		"物理", "工艺", "服装", "印刷", "包装", "食品", "生物", "数字"}},
}

// Categories lists every value the rule can produce, in display order.
var Categories = []string{"综合", "理工", "师范", "医药", "财经", "政法", "农林", "语言", "艺术", "体育", "民族", "军事"}

// categoryOf applies the rule to one institution.
func categoryOf(name, authority string) string {
	if c, ok := authorityCategory[authority]; ok {
		return c
	}
	stem := name
	// Names such as 香港中文大学（深圳） carry a campus in brackets; it is no subject keyword.
	if i := strings.IndexAny(stem, "（("); i > 0 {
		stem = stem[:i]
	}
	for _, s := range genericSuffixes {
		if strings.HasSuffix(stem, s) {
			stem = strings.TrimSuffix(stem, s)
			break
		}
	}
	// An independent college named after its parent (华南农业大学珠江学院, 大连工业大学艺术与
	// 信息工程学院) is judged by its own part first, then by the whole name.
	if tail := ownPart(stem); tail != "" {
		if c := matchRules(tail); c != "" {
			return c
		}
	}
	if c := matchRules(stem); c != "" {
		return c
	}
	return "综合"
}

// ownPart returns the part after the parent's 大学/学院 when the name is "<parent>…<own>学院".
func ownPart(name string) string {
	cut := -1
	for _, p := range []string{"大学", "学院"} {
		if i := strings.Index(name, p); i >= 0 && (cut < 0 || i < cut) {
			cut = i + len(p)
		}
	}
	if cut < 0 || cut >= len(name) || !strings.HasSuffix(name, "学院") {
		return ""
	}
	return name[cut:]
}

func matchRules(s string) string {
	for _, r := range categoryRules {
		for _, k := range r.keywords {
			if strings.Contains(s, k) {
				return r.category
			}
		}
	}
	return ""
}

// natureOf maps the MOE remark to NatureName.
func natureOf(remark string) string {
	switch {
	case remark == "":
		return "公办"
	case remark == "民办":
		return "民办"
	case strings.HasPrefix(remark, "中外合作办学"), strings.HasPrefix(remark, "境外高等教育机构"):
		// The two Hainan schools set up by foreign institutions are neither 公办 nor 民办;
		// 中外合作办学 is the nearest of the three spec values.
		return "中外合作办学"
	}
	fatalf("unknown MOE remark %q", remark)
	return ""
}

// educationLevelOf maps 办学层次 to the spec's EducationLevel (本科=1, 高职高专=0).
func educationLevelOf(level string) string {
	switch level {
	case "本科":
		return "1"
	case "专科":
		return "0"
	}
	fatalf("unknown MOE level %q", level)
	return ""
}
