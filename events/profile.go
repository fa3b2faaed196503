package events

// ProfileStream holds a user's student profile.
func ProfileStream(userID string) string { return "profile-" + userID }

// StudentInfoUpdated: nickname, student name and sex (1 男, 2 女, 0 未填).
type StudentInfoUpdated struct {
	UserID      string `json:"user_id"`
	NickName    string `json:"nick_name"`
	StudentName string `json:"student_name"`
	Sex         int    `json:"sex"`
}

// ExamInfoUpdated: the exam province, year and track or chosen subjects.
// Schema v2 added SelectSubjects; v1 had a single SelectSubject string.
type ExamInfoUpdated struct {
	UserID           string   `json:"user_id"`
	ExamProvinceID   int      `json:"exam_province_id"`
	ExamProvinceName string   `json:"exam_province_name"`
	ExamYear         int      `json:"exam_year"`
	SubjectType      int      `json:"subject_type,omitempty"`
	SelectSubjects   []string `json:"select_subjects,omitempty"`
}

// ScoreUpdated: the student's gaokao score; IsFinal once the real score is out.
type ScoreUpdated struct {
	UserID  string `json:"user_id"`
	Score   int    `json:"score"`
	IsFinal bool   `json:"is_final"`
}

func (StudentInfoUpdated) EventType() string { return "profile.student_info_updated" }
func (ExamInfoUpdated) EventType() string    { return "profile.exam_info_updated" }
func (ScoreUpdated) EventType() string       { return "profile.score_updated" }

func registerProfile(r *Registry) {
	r.Register(StudentInfoUpdated{}, 1)
	r.Register(ExamInfoUpdated{}, 2)
	r.RegisterUpcaster(ExamInfoUpdated{}.EventType(), 1, upcastExamInfoV1)
	r.Register(ScoreUpdated{}, 1)
}
