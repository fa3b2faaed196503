package main

import (
	"reflect"
	"testing"
)

func TestCategoryRule(t *testing.T) {
	for _, c := range []struct{ name, authority, want string }{
		{"北京大学", "教育部", "综合"},
		{"清华大学", "教育部", "综合"},
		{"哈尔滨工业大学", "工业和信息化部", "理工"},
		{"北京航空航天大学", "工业和信息化部", "理工"},
		{"中国科学院大学", "中国科学院", "理工"},
		{"中国社会科学院大学", "中国社会科学院", "综合"},
		{"北京师范大学", "教育部", "师范"},
		{"广西民族师范学院", "广西壮族自治区教育厅", "师范"},
		{"中央民族大学", "国家民委", "民族"},
		{"湖南民族职业学院", "湖南省", "民族"},
		{"首都医科大学", "北京市", "医药"},
		{"山东畜牧兽医职业学院", "山东省", "农林"},
		{"西北农林科技大学", "教育部", "农林"},
		{"中南财经政法大学", "教育部", "财经"},
		{"西南政法大学", "重庆市", "政法"},
		{"外交学院", "外交部", "政法"},
		{"江西外语外贸职业大学", "江西省教育厅", "语言"},
		{"北京电影学院", "北京市", "艺术"},
		{"北京体育大学", "国家体育总局", "体育"},
		{"天津职业大学", "天津市", "综合"}, // 职业大学 is no subject keyword
		{"北京电子科技职业学院", "北京市", "理工"},
		{"香港中文大学（深圳）", "广东省教育厅", "综合"},      // 深圳 in brackets is a campus
		{"华南农业大学珠江学院", "广东省教育厅", "农林"},      // own part has no keyword: parent decides
		{"大连工业大学艺术与信息工程学院", "辽宁省教育厅", "艺术"}, // own part decides
		{"南通大学杏林学院", "江苏省教育厅", "综合"},        // 杏林 is no forestry
		{"桂林学院", "广西壮族自治区教育厅", "综合"},
	} {
		if got := categoryOf(c.name, c.authority); got != c.want {
			t.Errorf("%s (%s): %s, want %s", c.name, c.authority, got, c.want)
		}
	}
}

func TestNatureAndLevel(t *testing.T) {
	for remark, want := range map[string]string{"": "公办", "民办": "民办", "中外合作办学及内地与港澳合作办学": "中外合作办学",
		"境外高等教育机构在海南自由贸易港设立的实施理工农医类学科专业教育的学校": "中外合作办学"} {
		if got := natureOf(remark); got != want {
			t.Errorf("%q: %s, want %s", remark, got, want)
		}
	}
	if educationLevelOf("本科") != "1" || educationLevelOf("专科") != "0" {
		t.Error("education level")
	}
}

func TestDegrees(t *testing.T) {
	for in, want := range map[string][]string{
		"授予工学学士学位":         {"工学"},
		"可授工学或理学学士学位":      {"工学", "理学"},
		"可授管理学或经济学或工学学士学位": {"管理学", "经济学", "工学"},
	} {
		got, err := degreesOf(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "授予交叉学科学士学位", "可授工学学位"} {
		if _, err := degreesOf(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestTop3(t *testing.T) {
	if got := top3Of([6]float64{1.26, 3.05, 2.16, 3.54, 6.96, 4.97}); got != "ECS" {
		t.Errorf("got %s", got)
	}
	if got := top3Of([6]float64{2, 5, 5, 1, 5, 1}); got != "IAE" { // ties keep RIASEC order
		t.Errorf("ties: got %s", got)
	}
}

func TestOwnPart(t *testing.T) {
	for in, want := range map[string]string{"华南农业大学珠江学院": "珠江学院", "北京大学": "", "桂林学院": "",
		"中国科学院大学": "", "湖北汽车工业学院科技学院": "科技学院"} {
		if got := ownPart(in); got != want {
			t.Errorf("%s: %q, want %q", in, got, want)
		}
	}
}
