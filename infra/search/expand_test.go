package search

import (
	"reflect"
	"slices"
	"testing"
)

func TestNormalize(t *testing.T) {
	for in, want := range map[string]string{
		"  北京大学  ":        "北京大学",
		"ＢｅｉＪｉｎｇ　ＤａＸｕｅ":   "beijing daxue", // full-width letters and space
		"Peking\t\n Univ": "peking univ",
		"（985）":           "(985)",
		"":                "",
		" \u3000 ":        "",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPinyinForms(t *testing.T) {
	full, initials := PinyinForms("北京大学")
	if full[0] != "beijingdaxue" || initials[0] != "bjdx" {
		t.Errorf("北京大学: %v %v", full, initials)
	}
	full, initials = PinyinForms("重庆")
	if full[0] != "zhongqing" || !slices.Contains(full, "chongqing") || !slices.Contains(initials, "cq") {
		t.Errorf("重庆: %v %v, want chongqing among the variants", full, initials)
	}
	full, initials = PinyinForms("MBA工商管理（专硕）")
	if full[0] != "mbagongshangguanlizhuanshuo" || initials[0] != "mbagsglzs" {
		t.Errorf("mixed: %v %v", full, initials)
	}
	if full, initials := PinyinForms("（）!"); full != nil || initials != nil {
		t.Errorf("no readings: %v %v", full, initials)
	}
	full, _ = PinyinForms("长行重乐藏单") // many polyphones: capped
	if len(full) > maxPinyinVariants {
		t.Errorf("%d variants, cap is %d", len(full), maxPinyinVariants)
	}
}

func TestExpand(t *testing.T) {
	e := Expand(Document{ID: "college:10001", Kind: KindCollege, Title: "北京大学",
		Aliases: []string{"北大", " 北京大学 ", ""}, Tags: []string{"985", " ９８５", "北京"}})
	if want := []string{"北京大学", "北大"}; !reflect.DeepEqual(e.Names, want) {
		t.Errorf("Names %v, want %v", e.Names, want)
	}
	if want := []string{"beijingdaxue", "bjdx", "beida", "bd"}; !reflect.DeepEqual(e.Pinyin, want) {
		t.Errorf("Pinyin %v, want %v", e.Pinyin, want)
	}
	for _, p := range e.PinyinAlt {
		if slices.Contains(e.Pinyin, p) {
			t.Errorf("PinyinAlt repeats %q", p)
		}
	}
	if want := []string{"985", "北京"}; !reflect.DeepEqual(e.Tags, want) {
		t.Errorf("Tags %v, want %v", e.Tags, want)
	}
}
