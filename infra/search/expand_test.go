package search

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"zhiyuan/query/search/port"
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
	e := Expand(port.Document{ID: "college:10001", Kind: port.KindCollege, Title: "北京大学",
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
	// The title's later parts: 京大学, 大学 (学, xue, is shorter than MinPinyinInner), first reading first.
	if len(e.PinyinInner) < 2 || e.PinyinInner[0] != "jingdaxue" || !slices.Contains(e.PinyinInner, "daxue") ||
		slices.Contains(e.PinyinInner, "xue") || slices.Contains(e.PinyinInner, "beijingdaxue") {
		t.Errorf("PinyinInner %v, want jingdaxue first, daxue, and neither xue nor the whole title", e.PinyinInner)
	}
}

func TestPinyinInner(t *testing.T) {
	// A word at the end of an occupation's name, in every reading (会计: kuaiji, not only huiji).
	e := Expand(port.Document{ID: "p", Kind: port.KindOccupation, Title: "注册会计师", Aliases: []string{"CPA会计"}})
	for _, want := range []string{"cehuijishi", "kuaijishi", "huijishi", "jishi"} {
		if !slices.Contains(e.PinyinInner, want) {
			t.Errorf("PinyinInner %v lacks %s", e.PinyinInner, want)
		}
	}
	for _, p := range e.PinyinInner {
		if p == "zhucehuijishi" || len(p) < MinPinyinInner || strings.HasPrefix(p, "pa") {
			t.Errorf("PinyinInner holds %q: the whole title, too short, or from an alias", p)
		}
	}
	// Latin text is not cut inside a word.
	if e := Expand(port.Document{ID: "x", Kind: port.KindNews, Title: "script开放日"}); !reflect.DeepEqual(e.PinyinInner, []string{"kaifangri", "fangri"}) {
		t.Errorf("script开放日: PinyinInner %v", e.PinyinInner)
	}
}
