package main

// Requests of the catalogue benchmark: real keywords and filter combinations a
// family would use, rotated so caches see a realistic mix.

var searchKeywords = []string{
	"北大", "清华", "浙大", "复旦", "哈工大", "华科", "中科大", "北京大学", "交通大学", "师范大学",
	"医科", "理工", "财经", "beijingdaxue", "bjdx", "qhdx", "计算机", "临床医学", "软件工程", "人工智能",
	"080901", "会计", "法学", "护理", "电气", "软件开发", "教师", "律师", "nurse", "engineer",
	"上海", "广东", "农业", "外国语", "民族", "艺术", "体育", "中医", "建筑", "金融",
}

var searchKinds = []string{"college", "major", "profession", "college"}

func searchBody(i int) any {
	return map[string]any{"Keyword": searchKeywords[i%len(searchKeywords)], "Kind": searchKinds[i/len(searchKeywords)%len(searchKinds)],
		"PageIndex": 1 + i%3, "PageSize": 10}
}

var collegeFilters = []map[string]any{
	{},
	{"ProvinceId": 11},
	{"ProvinceId": 44, "EducationLevel": 1},
	{"Tag": "985"},
	{"Tag": "211", "ProvinceId": 32},
	{"CategoryId": 3},
	{"CategoryId": 2, "ProvinceId": 37, "SchoolNature": "1"},
	{"SchoolNature": "2", "EducationLevel": 0},
	{"CollegeName": "师范"},
	{"CollegeName": "大学", "ProvinceId": 33},
	{"Tag": "双一流", "CategoryId": 4},
	{"ProvinceId": 51, "EducationLevel": 0, "SchoolNature": "1"},
}

var collegePages = []struct{ index, size int }{{1, 10}, {1, 20}, {2, 10}, {1, 50}, {5, 10}, {1, 100}, {3, 20}}

func collegeListBody(i int) any {
	b := map[string]any{}
	for k, v := range collegeFilters[i%len(collegeFilters)] {
		b[k] = v
	}
	p := collegePages[i/len(collegeFilters)%len(collegePages)]
	b["PageIndex"], b["PageSize"] = p.index, p.size
	return b
}
