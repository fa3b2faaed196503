package admission

import (
	"reflect"
	"testing"
)

func TestCheckSubjects(t *testing.T) {
	ok := [][]string{nil, {}, {"物理"}, {"物理", "化学", "生物"}, {"历史", "政治", "地理", "技术"}}
	for _, s := range ok {
		got, err := checkSubjects(s)
		if err != nil || (len(s) > 0 && !reflect.DeepEqual(got, s)) || (len(s) == 0 && got != nil) {
			t.Errorf("%v: %v %v", s, got, err)
		}
	}
	for s, msg := range map[string][]string{
		"选考科目无效：只能是物理、化学、生物、政治、历史、地理、技术": {"物理", "音乐"},
		"选考科目重复":   {"化学", "化学"},
		"选考科目最多四门": {"物理", "化学", "生物", "政治", "地理"},
	} {
		_, err := checkSubjects(msg)
		refusedAsInvalid(t, s, err)
		if err == nil || err.Error() != s {
			t.Errorf("%v: %v, want %q", msg, err, s)
		}
	}
	if got := knownSubjects([]string{"物理", "通用技术", "化学"}); !reflect.DeepEqual(got, []string{"物理", "化学"}) {
		t.Errorf("knownSubjects: %v", got)
	}
}
