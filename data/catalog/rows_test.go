package catalog

import (
	"reflect"
	"strings"
	"testing"
)

// Hand-checked against the MOE 2026 list, the 2022 双一流 list and the 2026 catalogue.
func TestHandCheckedColleges(t *testing.T) {
	type want struct {
		code, moe, name, province, city, level, nature, category, tags string
		edu                                                            int
		located                                                        bool
		aliases                                                        string
	}
	for _, w := range []want{
		{"10001", "4111010001", "北京大学", "北京", "北京市", "本科", "公办", "综合", "985|211|双一流", 1, true, ""},
		{"10003", "4111010003", "清华大学", "北京", "北京市", "本科", "公办", "综合", "985|211|双一流", 1, true, ""},
		{"10487", "4142010487", "华中科技大学", "湖北", "武汉市", "本科", "公办", "理工", "985|211|双一流", 1, true, ""},
		// 郑州大学 is 211: the 阳光高考 tags file misses it; the official list restores it.
		{"10459", "4141010459", "郑州大学", "河南", "郑州市", "本科", "公办", "综合", "211|双一流", 1, true, ""},
		{"10475", "4141010475", "河南大学", "河南", "开封市", "本科", "公办", "综合", "双一流", 1, true, ""},
		// 双一流 without 211; no 阳光高考 flag, set from the official list.
		{"14430", "4111014430", "中国科学院大学", "北京", "北京市", "本科", "公办", "理工", "双一流", 1, true, ""},
		// Coordinates found under 华北电力大学(北京).
		{"10054", "4111010054", "华北电力大学", "北京", "北京市", "本科", "公办", "理工", "211|双一流", 1, true, ""},
		{"13607", "4122013607", "吉林动画学院", "吉林", "长春市", "本科", "民办", "艺术", "", 1, true, ""},
		{"16403", "4132016403", "西交利物浦大学", "江苏", "苏州市", "本科", "中外合作办学", "综合", "", 1, true, ""},
		{"16407", "4144016407", "香港中文大学（深圳）", "广东", "深圳市", "本科", "中外合作办学", "综合", "", 1, true, ""},
		// Set up by a foreign institution in the Hainan free-trade port: nearest value 中外合作办学.
		{"14829", "4146014829", "海南比勒费尔德应用科学大学", "海南", "儋州市", "本科", "中外合作办学", "综合", "", 1, false, ""},
		{"13962", "4132013962", "苏州百年职业学院", "江苏", "苏州市", "专科", "中外合作办学", "综合", "", 0, true, ""},
		{"10857", "4111010857", "北京信息职业技术学院", "北京", "北京市", "专科", "公办", "理工", "", 0, true, ""},
		{"12947", "4137012947", "山东畜牧兽医职业学院", "山东", "潍坊市", "专科", "公办", "农林", "", 0, true, ""},
		{"11049", "4132011049", "淮安大学", "江苏", "淮安市", "本科", "公办", "综合", "", 1, true, "淮阴工学院"},
		{"16401", "4144016401", "北师香港浸会大学", "广东", "珠海市", "本科", "中外合作办学", "综合", "", 1, true,
			"北京师范大学-香港浸会大学联合国际学院"},
		{"10028", "4111010028", "首都师范大学", "北京", "北京市", "本科", "公办", "师范", "双一流", 1, true, ""},
		{"10652", "4150010652", "西南政法大学", "重庆", "重庆市", "本科", "公办", "政法", "", 1, true, ""},
		{"10520", "4142010520", "中南财经政法大学", "湖北", "武汉市", "本科", "公办", "财经", "211|双一流", 1, true, ""},
		{"10052", "4111010052", "中央民族大学", "北京", "北京市", "本科", "公办", "民族", "985|211|双一流", 1, true, ""},
	} {
		c, ok := CollegeByCode(w.code)
		if !ok {
			t.Errorf("%s %s missing", w.code, w.name)
			continue
		}
		got := want{c.Code, c.MOECode, c.Name, c.Province, c.City, c.Level, c.Nature, c.Category,
			strings.Join(c.Tags, "|"), c.EducationLevel, c.HasLocation, strings.Join(c.Aliases, "|")}
		if got != w {
			t.Errorf("%s:\n got  %+v\n want %+v", w.name, got, w)
		}
		if c.Is985 != strings.Contains(w.tags, "985") || c.Is211 != strings.Contains(w.tags, "211") ||
			c.IsDoubleFirstClass != strings.Contains(w.tags, "双一流") {
			t.Errorf("%s: tag booleans disagree with %q", w.name, w.tags)
		}
	}
	if c, ok := CollegeByName("淮阴工学院"); !ok || c.Code != "11049" {
		t.Errorf("previous name 淮阴工学院 → %+v, %v", c.Name, ok)
	}
	if pku, _ := CollegeByCode("10001"); pku.Lat < 39.9 || pku.Lat > 40.1 || pku.Lng < 116.2 || pku.Lng > 116.4 {
		t.Errorf("北京大学 at %v,%v", pku.Lat, pku.Lng)
	}
}

func TestDerivedCollegeFieldsAreConsistent(t *testing.T) {
	valid := map[string]bool{}
	for _, c := range CollegeCategories {
		valid[c] = true
	}
	for _, c := range Colleges() {
		if !valid[c.Category] {
			t.Errorf("%s: category %q", c.Name, c.Category)
		}
		if (c.Level == "本科") != (c.EducationLevel == 1) {
			t.Errorf("%s: level %s, education level %d", c.Name, c.Level, c.EducationLevel)
		}
		if (c.Remark == "") != (c.Nature == "公办") || (c.Remark == "民办") != (c.Nature == "民办") {
			t.Errorf("%s: remark %q, nature %s", c.Name, c.Remark, c.Nature)
		}
		if c.Is985 && !c.Is211 || c.Is211 && !c.IsDoubleFirstClass {
			t.Errorf("%s: tags %v (985 ⊂ 211 ⊂ 双一流 must hold)", c.Name, c.Tags)
		}
		if c.ProvinceID < 11 || c.ProvinceID > 65 || c.Province == "" {
			t.Errorf("%s: province %d %s", c.Name, c.ProvinceID, c.Province)
		}
		if c.HasLocation && (c.Lat < 18 || c.Lat > 54 || c.Lng < 73 || c.Lng > 136) {
			t.Errorf("%s: coordinates %v,%v outside China", c.Name, c.Lat, c.Lng)
		}
	}
}

func TestHandCheckedMajors(t *testing.T) {
	type want struct {
		code, base, name, catCode, cat, classCode, class string
		special, controlled, synthetic                   bool
		degrees                                          string
		yearsMin, yearsMax                               int
	}
	for _, w := range []want{
		{"080901", "080901", "计算机科学与技术", "08", "工学", "0809", "计算机类", false, false, false, "工学|理学", 4, 4},
		{"080910T", "080910", "数据科学与大数据技术", "08", "工学", "0809", "计算机类", true, false, false, "工学|理学", 4, 4},
		{"100201K", "100201", "临床医学", "10", "医学", "1002", "临床医学类", false, true, false, "医学", 5, 5},
		{"082801", "082801", "建筑学", "08", "工学", "0828", "建筑类", false, false, false, "工学", 4, 5},
		{"010101", "010101", "哲学", "01", "哲学", "0101", "哲学类", false, false, false, "哲学", 4, 4},
		{"0502100T", "0502100", "语言学", "05", "文学", "0502", "外国语言文学类", true, false, false, "文学", 4, 4},
		{"120203K", "120203", "会计学", "12", "管理学", "1202", "工商管理类", false, true, false, "管理学", 4, 4},
		{"140001TK", "140001", "未来机器人", "14", "交叉学科", "1400", "交叉学科类", true, true, true, "工学", 4, 4},
		{"140008T", "140008", "生物医药数据科学", "14", "交叉学科", "1400", "交叉学科类", true, false, true, "理学", 4, 4},
	} {
		m, ok := MajorByCode(w.code)
		if !ok {
			t.Errorf("%s %s missing", w.code, w.name)
			continue
		}
		got := want{m.Code, m.BaseCode, m.Name, m.CategoryCode, m.Category, m.ClassCode, m.Class, m.Special,
			m.Controlled, m.ClassSynthetic, strings.Join(m.Degrees, "|"), m.YearsMin, m.YearsMax}
		if got != w {
			t.Errorf("%s:\n got  %+v\n want %+v", w.name, got, w)
		}
		if byBase, _ := MajorByCode(w.base); byBase.Code != w.code {
			t.Errorf("lookup by %s gives %s", w.base, byBase.Code)
		}
	}

	phil, _ := MajorByCode("010101")
	if !phil.HasGender || phil.MalePct != 38 || phil.FemalePct != 62 || phil.SchoolCount != 83 ||
		phil.GraduateScale != "2500-3000" || len(phil.Employment) != 11 || phil.Employment[0] != "事业单位人员" {
		t.Errorf("哲学 facts: %+v", phil)
	}
	if !reflect.DeepEqual(phil.Postgrad[0], PostgradDirection{Name: "哲学", Code: "010100"}) {
		t.Errorf("哲学 postgrad: %+v", phil.Postgrad)
	}
	if cs := MajorColleges("010101"); len(cs) < 80 || cs[0] != "10001" {
		t.Errorf("哲学 offered by %d schools starting %v", len(cs), cs)
	}
	robots, _ := MajorByCode("140001TK")
	if !strings.Contains(robots.Note, "083201TK") {
		t.Errorf("未来机器人 note %q", robots.Note)
	}
	for _, m := range Majors() {
		if m.HasGender && m.MalePct+m.FemalePct != 100 {
			t.Errorf("%s: gender %d/%d", m.Code, m.MalePct, m.FemalePct)
		}
		if len(m.Degrees) == 0 || m.YearsMin < 4 || m.YearsMax > 5 {
			t.Errorf("%s: degrees %v, years %d-%d", m.Code, m.Degrees, m.YearsMin, m.YearsMax)
		}
	}
}

func TestHandCheckedProfessions(t *testing.T) {
	for _, w := range []struct {
		code, title string
		interests   [6]float64
		top3, high  string
	}{
		{"11-1011.00", "Chief Executives", [6]float64{1.26, 3.05, 2.16, 3.54, 6.96, 4.97}, "ECS", "EC"},
		{"15-1252.00", "Software Developers", [6]float64{3.61, 6.05, 2.37, 1.81, 1.87, 5.62}, "ICR", "IC"},
		{"27-1024.00", "Graphic Designers", [6]float64{3.38, 2.86, 7.00, 2.16, 3.43, 3.92}, "ACE", "AC"},
		{"29-1141.00", "Registered Nurses", [6]float64{3.46, 4.71, 1.34, 5.57, 2.38, 4.75}, "SCI", "SCI"},
	} {
		p, ok := ProfessionByCode(w.code)
		if !ok || p.Title != w.title || p.Interests != w.interests || p.Top3 != w.top3 || p.HighPoint != w.high {
			t.Errorf("%s: got %+v", w.code, p)
		}
	}
	for _, p := range Professions() {
		if len(p.Top3) != 3 || len(p.HighPoint) < 1 || len(p.HighPoint) > 3 {
			t.Errorf("%s: codes %q / %q", p.Code, p.Top3, p.HighPoint)
		}
		if p.Interest(p.Top3[0]) < p.Interest(p.Top3[1]) || p.Interest(p.Top3[1]) < p.Interest(p.Top3[2]) {
			t.Errorf("%s: top3 %s not in descending order", p.Code, p.Top3)
		}
		for _, v := range p.Interests {
			if v < 1 || v > 7 {
				t.Errorf("%s: interest %v outside 1–7", p.Code, v)
			}
		}
	}
}
