package catalog

import (
	"embed"
	"io/fs"
	"sort"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

// The Chinese texts written for the portal (not copied from any source): a short
// description of every major, and the Chinese name and description of every
// O*NET occupation. They are files of their own so a writer can revise them
// without touching the curated official data.

//go:embed major_descriptions/*.csv profession_zh/*.csv
var textFiles embed.FS

// ProfessionText is an occupation's Chinese name and description.
type ProfessionText struct {
	Name        string
	Description string
}

var (
	textsOnce       sync.Once
	majorTexts      map[string]string
	professionTexts map[string]ProfessionText
)

func loadTexts() {
	majorTexts, professionTexts = map[string]string{}, map[string]ProfessionText{}
	for _, dir := range []string{"major_descriptions", "profession_zh"} {
		files, err := fs.Glob(textFiles, dir+"/*.csv")
		if err != nil {
			panic(err)
		}
		sort.Strings(files)
		for _, f := range files {
			b, err := textFiles.ReadFile(f)
			if err != nil {
				panic(err)
			}
			csvrows.Read(f, string(b), func(r csvrows.Row) {
				if dir == "major_descriptions" {
					majorTexts[r.Str("code")] = r.Str("description")
				} else {
					professionTexts[r.Str("code")] = ProfessionText{Name: r.Str("name_zh"), Description: r.Str("description_zh")}
				}
			})
		}
	}
}

// MajorDescription is the portal's short description of a major ("" if none).
func MajorDescription(code string) string {
	textsOnce.Do(loadTexts)
	return majorTexts[code]
}

// ProfessionChinese is an occupation's Chinese name and description.
func ProfessionChinese(code string) (ProfessionText, bool) {
	textsOnce.Do(loadTexts)
	t, ok := professionTexts[code]
	return t, ok
}
