package assessment

import (
	_ "embed"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

//go:embed results.csv
var resultsCSV string

// Text explains one result code of a bank (a Holland letter, a Big Five scale's high or low
// end as E+ / E-, a 16-type code or one of its axes EI, SN, TF, JP).
type Text struct {
	Title   string
	Summary string
	Advice  string
}

var texts struct {
	once sync.Once
	by   map[string]Text
}

// TextOf returns the text of a result code ("bank/code").
func TextOf(bank, code string) (Text, bool) {
	texts.once.Do(func() {
		texts.by = map[string]Text{}
		csvrows.Read("results.csv", resultsCSV, func(r csvrows.Row) {
			texts.by[r.Str("bank")+"/"+r.Str("code")] = Text{Title: r.Str("title"), Summary: r.Str("summary"), Advice: r.Str("advice")}
		})
	})
	t, ok := texts.by[bank+"/"+code]
	return t, ok
}
