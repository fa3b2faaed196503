package assessment

import (
	"strings"
	"testing"

	bank "zhiyuan/data/assessment"
	"zhiyuan/events/apperr"
)

// sheet answers every item of a bank by a rule.
func sheet(b *bank.Bank, value func(it bank.Item) int) []Answer {
	out := make([]Answer, len(b.Items))
	for i, it := range b.Items {
		out[i] = Answer{Id: it.ID, Value: value(it)}
	}
	return out
}

func same(v int) func(bank.Item) int { return func(bank.Item) int { return v } }

// The expected sums are computed by hand from the published keying of each bank (the counts of
// plus- and minus-keyed items per scale in bigfive.csv and type16.csv; SOURCES.md).
func TestScoringAgainstHandComputedSheets(t *testing.T) {
	cases := []struct {
		bank   string
		answer func(bank.Item) int
		scores map[string]int
		code   string
	}{
		// IPIP-50: E 5+/5-, A 6+/4-, C 6+/4-, S 2+/8-, O 7+/3-. All "5": a plus item counts 5, a minus 1.
		{bank.BigFive, same(5), map[string]int{"E": 30, "A": 34, "C": 34, "S": 18, "O": 38}, "E=A=C=S-O+"},
		// All "1": a plus item counts 1, a minus 5.
		{bank.BigFive, same(1), map[string]int{"E": 30, "A": 26, "C": 26, "S": 42, "O": 22}, "E=A=C=S+O-"},
		// All "4": plus 4, minus 2. E 20+10, A 24+8, C 24+8, S 8+16, O 28+6.
		{bank.BigFive, same(4), map[string]int{"E": 30, "A": 32, "C": 32, "S": 24, "O": 34}, "E=A=C=S-O="},
		// Holland, all plus-keyed: R 5, I 4, A 3, S 2, E 1, C 5 per item, ten items each. R and C tie
		// at 50: RIASEC order puts R first.
		{bank.Holland, func(it bank.Item) int {
			return map[string]int{"R": 5, "I": 4, "A": 3, "S": 2, "E": 1, "C": 5}[it.Scale]
		},
			map[string]int{"R": 50, "I": 40, "A": 30, "S": 20, "E": 10, "C": 50}, "RCI"},
		// 16-type (E 5+/5-, O 6+/4-, A 8+/2-, C 5+/5-): E agrees with every plus item and rejects
		// every minus one (50 → E); O all 3 (30, the midpoint → S); A the reverse of E (10 → T);
		// C all 5 (25 + 5 = 30, the midpoint → P).
		{bank.Type16, func(it bank.Item) int {
			switch it.Scale {
			case "E":
				return map[bool]int{false: 5, true: 1}[it.Reverse]
			case "O":
				return 3
			case "A":
				return map[bool]int{false: 1, true: 5}[it.Reverse]
			}
			return 5
		}, map[string]int{"E": 50, "O": 30, "A": 10, "C": 30}, "ESTP"},
		// All "5" on the 16-type: E 30 (S), O 6·5+4·1 = 34 (N), A 8·5+2 = 42 (F), C 30 (P).
		{bank.Type16, same(5), map[string]int{"E": 30, "O": 34, "A": 42, "C": 30}, "INFP"},
	}
	for _, c := range cases {
		b := bank.Find(c.bank)
		got, err := Score(b, b.Version, sheet(b, c.answer))
		if err != nil {
			t.Fatalf("%s: %v", c.bank, err)
		}
		for k, v := range c.scores {
			if got.Scores[k] != v {
				t.Errorf("%s: scale %s = %d, want %d (all %v)", c.bank, k, got.Scores[k], v, got.Scores)
			}
		}
		if len(got.Scores) != len(c.scores) || got.Code != c.code {
			t.Errorf("%s: code %q scores %v, want %q %v", c.bank, got.Code, got.Scores, c.code, c.scores)
		}
		if len(got.Answers) != len(b.Items) || strings.Trim(got.Answers, "12345") != "" {
			t.Errorf("%s: raw answers %q", c.bank, got.Answers)
		}
	}
}

func TestBadSheetsAreRefusedWithTheirFault(t *testing.T) {
	b := bank.Find(bank.Holland)
	full := sheet(b, same(3))
	cases := []struct {
		name    string
		version string
		answers []Answer
		code    int
		want    string
	}{
		{"missing item", b.Version, full[:59], apperr.CodeInvalid, "第 60 题还没有作答"},
		{"nothing", b.Version, nil, apperr.CodeInvalid, "第 1 题还没有作答"},
		{"out of range", b.Version, append(append([]Answer{}, full[:4]...), append([]Answer{{Id: full[4].Id, Value: 6}}, full[5:]...)...), apperr.CodeInvalid, "第 5 题的答案须在 1～5 之间"},
		{"zero", b.Version, append([]Answer{{Id: full[0].Id, Value: 0}}, full[1:]...), apperr.CodeInvalid, "第 1 题的答案须在 1～5 之间"},
		{"twice", b.Version, append(full, full[7]), apperr.CodeInvalid, "第 8 题重复作答"},
		{"foreign item", b.Version, append(full, Answer{Id: "P01", Value: 3}), apperr.CodeInvalid, "题目 P01 不属于"},
		{"old bank", "0123456789ab", full, apperr.CodeConflict, "题库已更新"},
		{"no version", "", full, apperr.CodeConflict, "题库已更新"},
	}
	for _, c := range cases {
		_, err := Score(b, c.version, c.answers)
		e, ok := apperr.As(err)
		if !ok || e.Code != c.code || !strings.Contains(e.Message, c.want) {
			t.Errorf("%s: got %v, want %d %q", c.name, err, c.code, c.want)
		}
	}
}

// The all-round sheet: interest 5 items per type, character the Mini-IPIP (E 2+/2-, A 2+/2-,
// C 2+/2-, S 2+/2-, O 1+/3-), ability and values all plus-keyed. Answering 5 everywhere gives
// interest 25 each (code RIA by order), character 12 each except O = 5 + 3 = 8, ability 20,
// values 25.
func TestAllroundSheet(t *testing.T) {
	b := bank.Find(bank.Allround)
	sc, err := Score(b, b.Version, sheet(b, same(5)))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"interest:R": 25, "interest:C": 25, "character:E": 12, "character:A": 12, "character:C": 12,
		"character:S": 12, "character:O": 8, "ability:verbal": 20, "ability:organize": 20, "values:achieve": 25, "values:altruism": 25}
	for k, v := range want {
		if sc.Scores[k] != v {
			t.Errorf("%s = %d, want %d", k, sc.Scores[k], v)
		}
	}
	if sc.Code != "RIA" || len(sc.Scores) != 25 {
		t.Fatalf("code %q, %d scales", sc.Code, len(sc.Scores))
	}
}
