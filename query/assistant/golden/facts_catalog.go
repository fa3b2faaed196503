package golden

import (
	"fmt"
	"sort"

	"zhiyuan/data/catalog"
	"zhiyuan/query/assistant"
)

// Majors of the 本科专业目录 whose names are unique in the catalogue.
var majorNames = []string{"计算机科学与技术", "临床医学", "汉语言文学", "软件工程", "金融学", "人工智能", "数据科学与大数据技术",
	"口腔医学", "会计学", "电子信息工程", "新闻学"}

// Colleges of the MOE list, with the abbreviation families use where the catalogue has one.
var collegeNames = []string{"浙江大学", "郑州大学", "武汉大学", "四川大学", "中山大学", "新疆大学", "华南理工大学",
	"南京大学", "深圳大学", "吉林大学"}

// catalogCases: "计算机科学与技术是学什么的" (the major's code from the catalogue) and
// "浙江大学怎么样" (the college's city from the MOE list).
func catalogCases(b *builder) {
	for _, name := range majorNames {
		var found []catalog.Major
		for _, m := range catalog.Majors() {
			if m.Name == name {
				found = append(found, m)
			}
		}
		if len(found) != 1 {
			continue
		}
		m := found[0]
		base := Case{Kind: KindMajorInfo, Intent: assistant.IntentMajor, Fact: KindMajorInfo + "/" + m.Code,
			Values: []string{m.Code}, Sources: []string{"major-" + m.Code}}
		for _, q := range []string{name + "是学什么的", name + "专业怎么样", "介绍一下" + name + "专业", name + "专业的就业前景如何"} {
			c := base
			c.Question = q
			b.add(c)
		}
	}
	abbr := abbreviations()
	for _, name := range collegeNames {
		col, ok := catalog.CollegeByName(name)
		if !ok || col.City == "" {
			continue
		}
		base := Case{Kind: KindCollegeInfo, Intent: assistant.IntentCollege, Fact: KindCollegeInfo + "/" + col.Code,
			Values: []string{col.Name, col.City}, Sources: []string{"college-" + col.Code}}
		qs := []string{name + "怎么样", "介绍一下" + name, name + "在哪个城市"}
		if a := abbr[col.Code]; a != "" {
			qs = append(qs, fmt.Sprintf("%s是一所什么样的学校", a))
		}
		for _, q := range qs {
			c := base
			c.Question = q
			b.add(c)
		}
	}
}

// abbreviations maps a college code to its shortest abbreviation (the first by name on a tie).
func abbreviations() map[string]string {
	var list []string
	for a := range catalog.Abbreviations() {
		list = append(list, a)
	}
	sort.Slice(list, func(i, j int) bool {
		if len(list[i]) != len(list[j]) {
			return len(list[i]) < len(list[j])
		}
		return list[i] < list[j]
	})
	out := map[string]string{}
	for _, a := range list {
		code := catalog.Abbreviations()[a]
		if out[code] == "" {
			out[code] = a
		}
	}
	return out
}
