package events

// AssessmentStream holds one user's assessment submissions and the suggestions they opened.
func AssessmentStream(userID string) string { return "assessment-" + userID }

// AssessmentSubmitted: a completed test. Answers are the raw values in the bank's item order
// (one byte per item, '1'..'9'), so the analytics can recount item statistics from the log;
// Scores are the scale sums after reverse keying, Code the result (RIA, INTJ, …). The exam
// province, year and sex are the profile's at submission time (the analytics' groups).
type AssessmentSubmitted struct {
	SubmissionID string         `json:"submission_id"`
	UserID       string         `json:"user_id"`
	Bank         string         `json:"bank"`
	BankVersion  string         `json:"bank_version"`
	Answers      string         `json:"answers"`
	Scores       map[string]int `json:"scores"`
	Code         string         `json:"code"`
	ProvinceID   int            `json:"province_id,omitempty"`
	ExamYear     int            `json:"exam_year,omitempty"`
	Sex          int            `json:"sex,omitempty"`
	// The subject-selection test: the exam mode its combinations were drawn from and the major
	// classes (专业类 codes) the student likes.
	Mode   string   `json:"mode,omitempty"`
	Majors []string `json:"majors,omitempty"`
}

// AssessmentSuggestionOpened: the student opened a major or profession a result suggested.
type AssessmentSuggestionOpened struct {
	SubmissionID string `json:"submission_id"`
	UserID       string `json:"user_id"`
	Bank         string `json:"bank"`
	Kind         string `json:"kind"` // major or profession
	Code         string `json:"code"`
}

func (AssessmentSubmitted) EventType() string        { return "assessment.submitted" }
func (AssessmentSuggestionOpened) EventType() string { return "assessment.suggestion_opened" }

func registerAssessment(r *Registry) {
	r.Register(AssessmentSubmitted{}, 1)
	r.Register(AssessmentSuggestionOpened{}, 1)
}
