package assessment

import (
	"strings"
	"sync"

	"zhiyuan/data/catalog"
)

// classByName maps a major or 专业类 name of the undergraduate catalogue to its 专业类 code.
var classByName struct {
	once sync.Once
	m    map[string]string
}

// ClassOfMajorName places a plan's major name in a 专业类: the name before any bracketed
// direction or note (计算机科学与技术（人工智能） → 计算机科学与技术), matched to a catalogue major
// or class name ("" when nothing matches).
func ClassOfMajorName(name string) string {
	classByName.once.Do(func() {
		classByName.m = map[string]string{}
		for _, m := range catalog.Majors() {
			if m.ClassCode == "" {
				continue
			}
			classByName.m[m.Name] = m.ClassCode
			if m.Class != "" {
				classByName.m[m.Class] = m.ClassCode
			}
		}
	})
	if i := strings.IndexAny(name, "（(["); i >= 0 {
		name = name[:i]
	}
	return classByName.m[strings.TrimSpace(name)]
}
