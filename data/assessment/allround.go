package assessment

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

var (
	//go:embed allround_ability.csv
	abilityCSV string
	//go:embed allround_values.csv
	valuesCSV string
	//go:embed allround_results.csv
	allroundResultsCSV string
)

// Allround is the all-round test (综合测评): four sections, each scored on its own scales.
const Allround = "allround"

// Section is one part of a multi-part bank with its own answer texts.
type Section struct {
	Code, Name string
	Labels     []string
}

// miniIPIP are the 20 items of the Mini-IPIP (Donnellan, Oswald, Baird & Lucas 2006, public
// domain), all drawn from the IPIP 50-item markers: the character section reuses them.
var miniIPIP = map[string]bool{"P01": true, "P06": true, "P16": true, "P31": true, "P17": true, "P22": true, "P32": true,
	"P42": true, "P18": true, "P23": true, "P28": true, "P33": true, "P09": true, "P19": true, "P29": true, "P39": true,
	"P10": true, "P15": true, "P20": true, "P30": true}

// interestItems is how many items of each Holland type the interest section takes (the
// first ones of the portal's bank).
const interestItems = 5

// loadAllround builds the all-round bank from the interest and personality banks and its own
// ability and values items; a scale code names its section (interest:R, character:E,
// ability:verbal, values:achieve).
func loadAllround(holland, bigfive *Bank) *Bank {
	b := &Bank{Code: Allround, Name: "综合测评", Min: 1, Max: 5, Minutes: 20,
		Intro: "112 题，分兴趣、性格、能力、价值观四部分。结果给出每部分的得分和建议，并据此推荐专业、提示选科。",
		Source: "兴趣部分取本站霍兰德题库每型前 5 题；性格部分为 Mini-IPIP 20 题（Donnellan 等 2006，公有领域，取自 IPIP 50 题）；" +
			"能力与价值观部分由本站编写"}
	b.Sections = []Section{
		{"interest", "兴趣", holland.Labels},
		{"character", "性格", bigfive.Labels},
		{"ability", "能力", []string{"完全不符合", "比较不符合", "说不清", "比较符合", "完全符合"}},
		{"values", "价值观", []string{"一点也不重要", "不太重要", "一般", "比较重要", "非常重要"}},
	}
	b.Labels = b.Sections[2].Labels
	per := map[string]int{}
	for _, it := range holland.Items {
		if per[it.Scale] < interestItems {
			per[it.Scale]++
			it.Scale, it.Section = "interest:"+it.Scale, "interest"
			b.Items = append(b.Items, it)
		}
	}
	for _, s := range holland.Scales {
		b.Scales = append(b.Scales, Scale{"interest:" + s.Code, s.Name})
	}
	for _, it := range bigfive.Items {
		if miniIPIP[it.ID] {
			it.Scale, it.Section = "character:"+it.Scale, "character"
			b.Items = append(b.Items, it)
		}
	}
	for _, s := range bigfive.Scales {
		b.Scales = append(b.Scales, Scale{"character:" + s.Code, s.Name})
	}
	for _, part := range []struct{ section, file, text string }{{"ability", "allround_ability.csv", abilityCSV},
		{"values", "allround_values.csv", valuesCSV}} {
		csvrows.Read(part.file, part.text, func(r csvrows.Row) {
			b.Items = append(b.Items, Item{ID: r.Str("id"), Scale: part.section + ":" + r.Str("scale"), Section: part.section,
				Reverse: r.Str("key") == "-", Text: r.Str("text"), Source: r.Str("source")})
		})
	}
	for _, s := range AbilityAreas {
		b.Scales = append(b.Scales, Scale{"ability:" + s.Code, s.Name})
	}
	for _, s := range WorkValues {
		b.Scales = append(b.Scales, Scale{"values:" + s.Code, s.Name})
	}
	sum := sha256.Sum256([]byte(hollandCSV + bigfiveCSV + abilityCSV + valuesCSV))
	b.Version = hex.EncodeToString(sum[:])[:12]
	return b
}

// AbilityAreas and WorkValues are the all-round test's own scales.
var (
	AbilityAreas = []Scale{{"verbal", "语言表达"}, {"math", "数理逻辑"}, {"spatial", "空间想象"}, {"observe", "观察分析"},
		{"hands", "动手操作"}, {"art", "艺术审美"}, {"social", "人际沟通"}, {"organize", "组织管理"}}
	WorkValues = []Scale{{"achieve", "成就感"}, {"independ", "独立自主"}, {"recognize", "社会认可"}, {"relation", "人际和谐"},
		{"security", "稳定保障"}, {"altruism", "助人奉献"}}
)

var allroundTexts struct {
	once sync.Once
	by   map[string]Text
}

// AllroundText explains an ability area (level high, mid, low) or a work value (high, low).
func AllroundText(section, code, level string) (Text, bool) {
	allroundTexts.once.Do(func() {
		allroundTexts.by = map[string]Text{}
		csvrows.Read("allround_results.csv", allroundResultsCSV, func(r csvrows.Row) {
			allroundTexts.by[r.Str("section")+"/"+r.Str("code")+"/"+r.Str("level")] = Text{Title: r.Str("title"), Summary: r.Str("text")}
		})
	})
	t, ok := allroundTexts.by[section+"/"+code+"/"+level]
	return t, ok
}
