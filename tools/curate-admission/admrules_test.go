package main

import (
	"testing"
)

func TestCleanNumbers(t *testing.T) {
	for in, want := range map[string]string{"": "", "12": "12", "12.0": "12", " 7 ": "7"} {
		if got, ok := cleanInt(in); !ok || got != want {
			t.Errorf("cleanInt(%q) = %q %v", in, got, ok)
		}
	}
	for _, bad := range []string{"12.5", "前50", "x"} {
		if _, ok := cleanInt(bad); ok {
			t.Errorf("cleanInt(%q) accepted", bad)
		}
	}
	if got, ok := cleanDecimal("621.30"); !ok || got != "621.3" {
		t.Errorf("cleanDecimal: %q", got)
	}
}

func TestSplitRequirement(t *testing.T) {
	cases := [][3]string{
		{"不限)(中外合作办学", "不限", "中外合作办学"},              // 江苏 2023/2024 xls
		{"(不限)(中外合作办学)(泰州校区)", "不限", "中外合作办学；泰州校区"}, // 江苏 2025 PDF parse
		{"(化学)", "化学", ""},
		{"化学和生物", "化学和生物", ""},
	}
	for _, c := range cases {
		if req, note := splitRequirement(c[0]); req != c[1] || note != c[2] {
			t.Errorf("%q: %q %q", c[0], req, note)
		}
	}
}

func TestGroupCode(t *testing.T) {
	cases := []struct{ raw, school, major, want string }{
		{"复旦大学(01)", "复旦大学", "10101", "01"},           // 上海
		{"许昌学院(02)", "许昌学院", "156202", "02"},          // 海南
		{"第303组", "白城师范学院", "", "303"},                // 山西
		{"308 第308组(国家专项)", "上海立信会计金融学院", "", "308"},  // 湖南
		{"1128008 第008组 038", "中央民族大学", "038", "008"}, // 吉林 plans
		{"5322 03专业组 37", "昆明冶金高等专科学校", "37", "03"},   // 云南
		{"112专业组", "厦门大学", "112", "112"},              // 广西
		{"专业组002", "武汉城市职业学院", "002", "002"},          // 甘肃
		{"01 物理＋化学(中外合办)", "中国药科大学", "01", "01"},      // 北京
		{"003组", "中国农业大学", "024", "003"},              // 吉林 plan adjustment
		{"本科批第1次征集", "重庆人文科技学院", "159", ""},           // 重庆: a round, not a group
		{"017专业", "漳州理工职业学院", "017", ""},              // 福建: a major code
		{"第2次征集｜一般统考生", "娄底职业技术学院", "506", ""},        // 贵州
	}
	for _, c := range cases {
		if got := groupCode(c.raw, c.school, c.major); got != c.want {
			t.Errorf("groupCode(%q) = %q, want %q", c.raw, got, c.want)
		}
	}
}

func TestGroupNoteAndLevel(t *testing.T) {
	if got := groupNote("308 第308组(国家专项)", "308", "", "本科批", "3146", "上海立信会计金融学院", "", "物理类"); got != "国家专项" {
		t.Errorf("湖南 note %q", got)
	}
	if got := groupNote("菏泽学院历史类第001组(不限)", "001", "不限", "普通本科批平行志愿", "1823", "菏泽学院", "1823001", "历史类"); got != "" {
		t.Errorf("黑龙江 note %q", got)
	}
	if got := groupNote("本科批第1次征集", "", "", "本科批", "5019", "重庆人文科技学院", "159", "历史类"); got != "本科批第1次征集" {
		t.Errorf("重庆 note %q", got)
	}
	for _, c := range [][3]string{{"松原职业技术学院|专科批|理工类", "0611", "05"}, {"0014-13", "0014", "13"},
		{"017专业", "7082", "017"}, {"5322 01", "5322", "01"}, {"本科一批院校平行投档分数线 / 河南院校代码 2290", "2290", ""}} {
		if got := groupNote(c[0], "", "", "专科批", c[1], "松原职业技术学院", c[2], "理工类"); got != "" {
			t.Errorf("groupNote(%q) = %q", c[0], got)
		}
	}
	for _, c := range [][4]string{
		{"major-admission", "给排水科学与工程", "", levelMajor},
		{"major-group-admission", "院校专业组投档线", "01", levelGroup},
		{"institution-admission", "院校专业组投档线", "001", levelGroup},
		{"institution-admission", "院校投档线", "", levelSchool},
		{"vocational-admission", "院校专业组投档线", "002", levelGroup},
		{"vocational-admission", "大数据技术", "", levelMajor},
		{"vocational-admission", "院校预计投档线", "", levelSchool},
	} {
		if got := multiLevel(c[0], c[1], c[2]); got != c[3] {
			t.Errorf("multiLevel%v = %s", c[:3], got)
		}
	}
}

func TestSplitSchoolCode(t *testing.T) {
	for _, c := range [][5]string{
		{"天津", "005602", "005602", "0056", "02"},
		{"天津", "132700", "", "1327", ""},
		{"湖北", "F93801", "01", "F938", "01"},
		{"黑龙江", "1823", "001", "1823", "001"},
		{"上海", "101", "01", "101", "01"},
	} {
		if code, group := splitSchoolCode(c[0], c[1], c[2]); code != c[3] || group != c[4] {
			t.Errorf("splitSchoolCode%v = %s %s", c[:3], code, group)
		}
	}
}

// The 27-province file follows the rank tables' label rule; 文史类/理工类 are old-gaokao
// names of 文科/理科; other labels stay.
func TestMultiTrack(t *testing.T) {
	xizang := province{id: "54", name: "西藏", firstNew: 2027}
	jilin := province{id: "22", name: "吉林", firstNew: 2024}
	for _, c := range []struct {
		label string
		year  int
		p     province
		want  string
	}{
		{"文史类", 2025, xizang, "文科"}, {"理工类", 2025, xizang, "理科"}, {"历史类", 2025, xizang, "文科"},
		{"物理类", 2019, jilin, "理科"}, {"物理类", 2025, jilin, "物理类"}, {"对口招生", 2024, jilin, "对口招生"},
		{"单列类历史类", 2025, province{firstNew: 2027}, "单列类历史类"},
	} {
		if got, _ := multiTrack(c.label, c.year, c.p); got != c.want {
			t.Errorf("%s %d: %s, want %s", c.label, c.year, got, c.want)
		}
	}
}

func TestNameSteps(t *testing.T) {
	for in, want := range map[string]string{
		"业）福建卫生职业技术学院（定向专": "福建卫生职业技术学院（定向专", // the leading debris first
		"福建卫生职业技术学院（定向专":   "福建卫生职业技术学院",
		"（盘锦职业技术学院":        "盘锦职业技术学院",
		"苏州工业职业技术学院）":      "苏州工业职业技术学院",
		"北京大学":             "北京大学",
	} {
		if got := balance(in); got != want {
			t.Errorf("balance(%q) = %q, want %q", in, got, want)
		}
	}
	if normName(" 中国石油大学(华东)[公办] ") != "中国石油大学（华东）（公办）" {
		t.Errorf("normName: %q", normName(" 中国石油大学(华东)[公办] "))
	}
	if s := similarity("东财贸职业学院", "广东碧桂园职业学院"); s >= 0.5 {
		t.Errorf("different schools look alike: %.2f", s)
	}
	if s := similarity("支徽中與科技职业学院", "安徽中澳科技职业学院"); s < 0.5 {
		t.Errorf("an OCR typo looks different: %.2f", s)
	}
}

// The matcher on the catalogue: each method, and names it must not match.
func TestMatcher(t *testing.T) {
	manual, shanghai := loadManualNames(manualFiles)
	m := newMatcher(manual, shanghai)
	cases := []struct {
		name     string
		shanghai bool
		want     match
	}{
		{"北京大学", false, match{"10001", methodName}},
		{"浙江科技学院", false, match{"11057", methodFormer}}, // manual/school_names.csv
		{"北大", false, match{"10001", methodAlias}},
		{"南师泰州", true, match{"13843", methodAlias}},
		{"南师泰州", false, match{"", methodUnmatched}}, // 上海's short names only in 上海
		{"北京交通大学(威海校区)(中外合作办学)", false, match{"10004", methodStripped}},
		{"东北大学秦皇岛分校", false, match{"10145", methodStripped}},
		{"中国石油大学(北京)克拉玛依校区", false, match{"11414", methodStripped}},
		{"厦门大学04专业组(不限)（马来西亚分校）", false, match{"10384", methodStripped}},
		{"苏东南大学成贤学院", false, match{"12689", methodDebris}},
		{"南通大学东", false, match{"10304", methodDebris}},
		{"重庆资源与环境保护职业学", false, match{"14557", methodTruncated}},
		{"国防科技大学", false, match{"", methodUnmatched}}, // military academies are not in the MOE list
		{"香港中文大学", false, match{"", methodUnmatched}},
		{"潍坊", false, match{"", methodUnmatched}},
	}
	for _, c := range cases {
		if got := m.Match(c.name, c.shanghai); got != c.want {
			t.Errorf("Match(%q) = %+v, want %+v", c.name, got, c.want)
		}
	}
}
