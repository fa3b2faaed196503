// Package assessment holds the item banks of the portal's tests (SOURCES.md says where every
// item comes from) and the texts of their results. The CSV files are embedded; a bank's
// version is a hash of its items, so a submission made on an older bank is recognised.
package assessment

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"slices"
	"sync"

	"zhiyuan/data/internal/csvrows"
)

var (
	//go:embed holland.csv
	hollandCSV string
	//go:embed bigfive.csv
	bigfiveCSV string
	//go:embed type16.csv
	type16CSV string
	//go:embed subjects_self.csv
	subjectsCSV string
)

// Item is one statement the student rates.
type Item struct {
	ID      string
	Scale   string
	Reverse bool   // minus-keyed: the value counts as Min+Max-value
	Text    string // what the student reads
	Source  string // the published original, or "portal" for items written here
	// A multiple-choice item (the path questionnaire): its options, answered 1..len, and why it is asked.
	Choices []Choice
	Help    string
	Section string // the part of a multi-part bank (the all-round test)
	// Only: the elective subject an item is about when it is asked only where that subject can be
	// chosen (浙江's 技术); empty for an item every sheet answers.
	Only string
}

// MaxValue is the highest answer an item takes.
func (b *Bank) MaxValue(it Item) int {
	if len(it.Choices) > 0 {
		return len(it.Choices)
	}
	return b.Max
}

// Scale is one score a bank measures.
type Scale struct {
	Code string
	Name string
}

// Bank is one test: its items, the answer scale and the scales it scores.
type Bank struct {
	Code     string // holland, bigfive, type16
	Name     string
	Intro    string
	Version  string // the first 12 hex digits of the SHA-256 of the items file
	Min, Max int
	Labels   []string // the answer texts for Min..Max
	Scales   []Scale
	Items    []Item
	Minutes  int // about how long it takes
	Source   string
	Sections []Section // a multi-part bank's parts, each with its answer texts
}

// Sum bounds of a scale: each item counts Min..Max.
func (b *Bank) ScaleRange(scale string) (lo, hi int) {
	n := 0
	for _, it := range b.Items {
		if it.Scale == scale {
			n++
		}
	}
	return n * b.Min, n * b.Max
}

// ScaleName names a scale code of the bank ("" when unknown).
func (b *Bank) ScaleName(code string) string {
	for _, s := range b.Scales {
		if s.Code == code {
			return s.Name
		}
	}
	return ""
}

var agree = []string{"非常不符合", "比较不符合", "说不清", "比较符合", "非常符合"}

var banks struct {
	once sync.Once
	list []*Bank
	by   map[string]*Bank
}

func load() {
	banks.by = map[string]*Bank{}
	add := func(b *Bank, file, text string) {
		sum := sha256.Sum256([]byte(text))
		b.Version = hex.EncodeToString(sum[:])[:12]
		csvrows.Read(file, text, func(r csvrows.Row) {
			it := Item{ID: r.Str("id"), Reverse: r.Str("key") == "-", Text: r.Str("text"), Source: r.Str("source")}
			if b.Code == Subjects { // one scale per subject and aspect: 物理/ability
				it.Scale = r.Str("subject") + "/" + r.Str("aspect")
				if slices.Contains(OptionalSubjects, r.Str("subject")) {
					it.Only = r.Str("subject")
				}
			} else {
				it.Scale = r.Str("scale")
			}
			b.Items = append(b.Items, it)
		})
		banks.list = append(banks.list, b)
		banks.by[b.Code] = b
	}
	add(&Bank{Code: Holland, Name: "霍兰德职业兴趣测评", Min: 1, Max: 5, Minutes: 10,
		Intro:  "60 项活动，凭第一感觉回答你有多喜欢做这件事。结果是你的兴趣代码（如 RIA），并据此推荐专业和职业。",
		Labels: []string{"非常不喜欢", "比较不喜欢", "说不清", "比较喜欢", "非常喜欢"},
		Scales: []Scale{{"R", "现实型"}, {"I", "研究型"}, {"A", "艺术型"}, {"S", "社会型"}, {"E", "企业型"}, {"C", "常规型"}},
		Source: "题目由本站编写（未使用 O*NET Interest Profiler 的题目）"}, "holland.csv", hollandCSV)
	add(&Bank{Code: BigFive, Name: "大五人格测评", Min: 1, Max: 5, Minutes: 8, Labels: agree,
		Intro:  "50 句描述，选出每句与你平时的样子有多符合。结果是五个维度的得分和它们对学习、专业选择的提示。",
		Scales: []Scale{{"E", "外向性"}, {"A", "宜人性"}, {"C", "尽责性"}, {"S", "情绪稳定性"}, {"O", "开放性"}},
		Source: "IPIP 50 题大五人格标记量表（Goldberg, 1992；公有领域），本站翻译改写"}, "bigfive.csv", bigfiveCSV)
	add(&Bank{Code: Type16, Name: "16型性格倾向测评", Min: 1, Max: 5, Minutes: 7, Labels: agree,
		Intro: "40 句描述，选出每句与你有多符合。结果是一个 16 型性格倾向（如 INTJ 倾向），由 IPIP 量表推得；" +
			"本测评不是 MBTI® 测验。",
		Scales: []Scale{{"E", "外向性"}, {"O", "开放性"}, {"A", "宜人性"}, {"C", "尽责性"}},
		Source: "IPIP 100 题大五人格标记量表中的 40 题（公有领域），本站翻译改写；不是 MBTI® 测验"}, "type16.csv", type16CSV)
	subjects := &Bank{Code: Subjects, Name: "新高考选科测评", Min: 1, Max: 5, Minutes: 6,
		Labels: []string{"完全不符合", "比较不符合", "说不清", "比较符合", "完全符合"},
		Intro: "30 句关于六门选考科目的成绩、能力和兴趣的描述（浙江考生另有 5 句关于技术）。结果把你所在省份的每种选科组合按三方面打分：" +
			"你的能力和兴趣、组合能报的专业占比（来自该省最新一年的招生计划及其选科要求），以及你感兴趣专业的可报比例。",
		Source: "题目由本站编写"}
	for _, sub := range ElectiveSubjects {
		subjects.Scales = append(subjects.Scales, Scale{sub + "/ability", sub + "·成绩与能力"}, Scale{sub + "/interest", sub + "·兴趣"})
	}
	add(subjects, "subjects_self.csv", subjectsCSV)
	all := loadAllround(banks.by[Holland], banks.by[BigFive])
	banks.list = append(banks.list, all)
	banks.by[all.Code] = all
	path := loadPath()
	sum := sha256.Sum256([]byte(pathCSV + pathRulesCSV))
	path.Version = hex.EncodeToString(sum[:])[:12]
	banks.list = append(banks.list, path)
	banks.by[path.Code] = path
}

// ElectiveSubjects are the subjects of the self-report, in the bank's order; the last, 技术, is
// an elective only in 浙江 (OptionalSubjects), where its items are asked.
var ElectiveSubjects = []string{"物理", "化学", "生物", "政治", "历史", "地理", "技术"}

// OptionalSubjects are the elective subjects whose items are asked only where they can be chosen.
var OptionalSubjects = []string{"技术"}

// Asked reports whether a sheet whose province's combinations use subjects asks the item.
func (it Item) Asked(subjects []string) bool {
	return it.Only == "" || slices.Contains(subjects, it.Only)
}

// Bank codes.
const (
	Holland = "holland"
	BigFive = "bigfive"
	Type16  = "type16"
	// Subjects is the subject-selection (选科) self-report.
	Subjects = "subjects"
)

// Banks lists every bank.
func Banks() []*Bank {
	banks.once.Do(load)
	return banks.list
}

// Find returns a bank by code (nil when there is none).
func Find(code string) *Bank {
	banks.once.Do(load)
	return banks.by[code]
}

// Axis is one letter pair of the 16-type tendency and the IPIP scale it is read from: above
// the scale's midpoint the first letter (McCrae & Costa 1989 report these correspondences).
type Axis struct{ Code, Scale, High, Low, Name string }

// TypeAxes are the four axes in the order of the code's letters.
var TypeAxes = []Axis{
	{"EI", "E", "E", "I", "精力来源"},
	{"SN", "O", "N", "S", "信息偏好"},
	{"TF", "A", "F", "T", "决策方式"},
	{"JP", "C", "J", "P", "生活方式"},
}

// Level places a scale sum: "+" when the item mean is at least 3.5 of 1–5, "-" at most 2.5,
// "=" between.
func (b *Bank) Level(scale string, sum int) string {
	lo, hi := b.ScaleRange(scale)
	n := (hi - lo) / (b.Max - b.Min)
	mid := b.Min + b.Max // twice the scale's middle value
	switch {
	case n == 0:
		return "="
	case 2*sum >= (mid+1)*n:
		return "+"
	case 2*sum <= (mid-1)*n:
		return "-"
	}
	return "="
}

// SubjectSelf is how a subject-selection sheet rates one subject, 0–1: three fifths its
// grades and ability items, two fifths its interest items, each rescaled from its range.
// false for a subject the sheet did not answer (技术 outside 浙江, or a sheet made before its
// items existed).
func (b *Bank) SubjectSelf(scores map[string]int, subject string) (float64, bool) {
	part := func(aspect string) (float64, bool) {
		lo, hi := b.ScaleRange(subject + "/" + aspect)
		v, answered := scores[subject+"/"+aspect]
		if hi <= lo || !answered {
			return 0, false
		}
		return float64(v-lo) / float64(hi-lo), true
	}
	a, ok1 := part("ability")
	i, ok2 := part("interest")
	if !ok1 || !ok2 {
		return 0, false
	}
	return 0.6*a + 0.4*i, true
}

// ComboSelf is the mean SubjectSelf of a combination; a subject the sheet does not rate (技术 on a
// sheet made before its items existed) counts as the middle of the scale, 0.5 ("说不清"). false
// when none is rated.
func (b *Bank) ComboSelf(scores map[string]int, combo []string) (float64, bool) {
	sum, rated := 0.0, false
	for _, s := range combo {
		v, ok := b.SubjectSelf(scores, s)
		if !ok {
			v = 0.5
		}
		sum, rated = sum+v, rated || ok
	}
	if !rated || len(combo) == 0 {
		return 0, false
	}
	return sum / float64(len(combo)), true
}
