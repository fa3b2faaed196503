package search

import (
	"reflect"
	"strings"
	"testing"
	"zhiyuan/query/search/port"
)

func segs(parts ...any) []port.Segment {
	var out []port.Segment
	for i := 0; i < len(parts); i += 2 {
		out = append(out, port.Segment{Text: parts[i].(string), Match: parts[i+1].(bool)})
	}
	return out
}

func TestHighlight(t *testing.T) {
	for _, tc := range []struct {
		title, query string
		want         []port.Segment
	}{
		{"北京大学", "北京大学", segs("北京大学", true)},
		{"清华大学", "清华", segs("清华", true, "大学", false)},
		{"浙江大学", "浙", segs("浙", true, "江大学", false)},
		{"北京大学", "北大", segs("北", true, "京", false, "大", true, "学", false)}, // abbreviation
		{"中国科学技术大学", "科学 大学", segs("中国", false, "科学", true, "技术", false, "大学", true)},
		{"北京师范大学", "北京 北京", segs("北京", true, "师范大学", false)},
		{"PKU 北京大学", "ｐｋｕ", segs("PKU", true, " 北京大学", false)}, // case and width folded
		{"北京大学", "beijing", segs("北京", true, "大学", false)},     // pinyin
		{"北京大学", "bjd", segs("北京大", true, "学", false)},         // initials
		{"北京大学", "beijingd", segs("北京大", true, "学", false)},    // syllables then an initial
		{"北京大学", "beij", segs("北京", true, "大学", false)},        // ends inside a syllable
		{"重庆大学", "chongqing", segs("重庆", true, "大学", false)},   // second reading
		{"北京大学", "xyz", segs("北京大学", false)},
		{"北京大学", "", segs("北京大学", false)},
		{"<b>复旦</b>", "复旦", segs("<b>", false, "复旦", true, "</b>", false)},
		{"", "北京", nil},
	} {
		got := Highlight(tc.title, tc.query)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Highlight(%q, %q) = %+v, want %+v", tc.title, tc.query, got, tc.want)
		}
		var b strings.Builder
		for _, s := range got {
			b.WriteString(s.Text)
		}
		if b.String() != tc.title {
			t.Errorf("Highlight(%q, %q) joins to %q", tc.title, tc.query, b.String())
		}
	}
}

func TestHighlightPathologicalPinyin(t *testing.T) {
	// Many characters and a long pinyin-like query must stay fast (memoised).
	title := strings.Repeat("大", 60)
	query := strings.Repeat("d", 63) + "x"
	if got := Highlight(title, query); len(got) != 1 || got[0].Match {
		t.Errorf("got %+v, want nothing marked", got)
	}
}
