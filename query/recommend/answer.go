package recommend

import qadmission "zhiyuan/query/admission"

// Item is one unit in a candidate's list (docs/API-RECOMMEND.md).
type Item struct {
	UnitKey     string // stable across years; what a wish table will hold
	Level       string
	LevelName   string
	Track       string
	Batch       string // of the newest year
	CollegeCode string
	CollegeName string // catalogue name; the school's printed name when unmatched
	SchoolCode  string // the province's 院校代号 as published
	SchoolName  string
	GroupCode   string
	MajorCode   string
	MajorName   string

	CollegeProvince string
	City            string
	Nature          string
	Category        string
	Tags            []string

	Requirement     string // 选科要求 as published, of RequirementYear
	SubjectRule     string
	RequirementYear int
	RequirementNote string   // when the requirement is not published: check the plan before filling
	Special         string   // the special path ("" ordinary): its results', its institution's or its plan's
	SpecialNote     string   // why the plan made it special (its results do not say so); "" otherwise
	Flags           []string // labels the card shows: the special path, 含中外合作专业, 高收费 (Tuition from HighTuition)
	Plan            int      // 计划数 of PlanYear when published, else 0
	Tuition         int      // yuan a year when published (a group's dearest major), else 0
	TuitionLow      int      // the cheapest of its majors when published, else 0
	PlanYear        int      // the plan's year: the exam year's, or the newest before it is published; 0 none

	Probability *float64 // percent, one decimal; nil when none can be given
	Label       string   // 冲, 稳, 保; "" with no probability
	Reason      string   // why there is no probability
	HistoryNote string   // when consecutive years' ranks differ more than twofold (a group whose majors changed, a renamed major)
	// Widened says why the unit's predicted cut-off is less certain than a unit with three years
	// of printed ranks and a steady plan, each with its learned factor (仅1年数据（区间放宽×1.4）).
	Widened   []string
	Predicted *Predicted
	YearsUsed []int
	Years     []Evidence // every published year, newest first
	Actual    *Evidence  // the exam year's own result, when the year has happened
}

// Predicted is the unit's predicted cut-off for the exam year: WCF in ranks of that year's
// cohort (Rank is the centre, Low–High the 80 % interval, Low the better rank), WDF in points
// above that year's batch line.
type Predicted struct {
	Method   string
	Rank     int  `json:",omitempty"`
	RankLow  int  `json:",omitempty"`
	RankHigh int  `json:",omitempty"`
	Score    int  `json:",omitempty"` // the score the centre corresponds to in the exam year's table (or line + points)
	Diff     *int `json:",omitempty"` // WDF: points above the line
	DiffLow  *int `json:",omitempty"`
	DiffHigh *int `json:",omitempty"`
}

// Evidence is one published year of a unit.
type Evidence struct {
	Year            int
	Batch           string
	MinScore        int    // 0: not published
	Rank            int    // the rank compared
	RankKind        string // 公布位次 (printed by the source) or 换算位次 (the score through that year's table)
	CarriedRank     int    // the rank in the exam year's cohort (位次按考生人数折算), 0 when not carried
	EquivalentScore int    // the exam year's score at CarriedRank (等位分), 0 when none
	Plan            int
	SourceId        string
}

// Candidate is where the candidate stands, as the answer used it.
type Candidate struct {
	ProvinceId   int
	ProvinceName string
	Year         int
	Track        string
	Score        *int
	Rank         int
	TableYear    int    // the table the score was placed in (the exam year's, else the newest)
	ResultYears  []int  // the years of results the predictions learned from, newest first
	Note         string // e.g. the exam year's table is not out yet
	Predicted    bool   // the score is a prediction or a proxy: its uncertainty is in the probabilities
	Batch        string // the batch listed: 本科 or 专科 (asked for, or the highest the score clears); "" both
}

// List is the answer of the list calls.
type List struct {
	Total     int
	PageIndex int
	PageSize  int
	List      []Item
	Candidate Candidate
	Method    string
	Level     string
	Bands     Bands
	Sources   []qadmission.Source // of the evidence on this page
	Message   string
}

// Bands are the label bands the answer used (percent). 保 starts where the method's earlier
// predictions held at least 95 % in every tested year (docs/RECOMMEND-METHOD.md); a method none
// of whose bands did labels nothing 保: Safe false, SafeFrom 100 and SafeNote saying why.
type Bands struct {
	StretchBelow float64 // 冲 below
	SafeFrom     float64 // 保 from
	Safe         bool
	SafeNote     string `json:",omitempty"`
	// SafeFromOneYear and SafeOneYear are the band of a unit resting on one year of results
	// (Item.YearsUsed of one year): its own 保 record, at least SafeFrom; OneYearNote says why it
	// differs, "" when it does not.
	SafeFromOneYear float64
	SafeOneYear     bool
	OneYearNote     string `json:",omitempty"`
	Calibration     string `json:",omitempty"` // 保序校准 or 不校准, chosen on the newest predicted year
}
