package events

// CareerStream holds one student's own career management: the career plan, the targets and
// the daily tasks of their learning plan.
func CareerStream(userID string) string { return "career-" + userID }

// CareerTask is one task of a day in the learning plan.
type CareerTask struct {
	ID      string `json:"id"`
	Date    string `json:"date"` // 2006-01-02, Beijing
	Title   string `json:"title"`
	Subject string `json:"subject,omitempty"`
	Minutes int    `json:"minutes,omitempty"` // planned
	Note    string `json:"note,omitempty"`
}

// CareerTaskAdded / CareerTaskUpdated save a task whole; CareerTaskDeleted removes it.
type CareerTaskAdded struct {
	UserID string `json:"user_id"`
	CareerTask
}

type CareerTaskUpdated struct {
	UserID string `json:"user_id"`
	CareerTask
}

type CareerTaskDeleted struct {
	UserID string `json:"user_id"`
	ID     string `json:"id"`
}

// CareerTaskCompleted marks a task done (Done) or not done again.
type CareerTaskCompleted struct {
	UserID string `json:"user_id"`
	ID     string `json:"id"`
	Done   bool   `json:"done"`
}

// CareerTarget is a college (and optionally a major) the student aims for.
type CareerTarget struct {
	CollegeCode string `json:"college_code"`
	CollegeName string `json:"college_name"`
	MajorName   string `json:"major_name,omitempty"`
	Note        string `json:"note,omitempty"`
}

// CareerTargetsSet replaces the student's targets (in their order of preference) and motto.
type CareerTargetsSet struct {
	UserID  string         `json:"user_id"`
	Targets []CareerTarget `json:"targets"`
	Motto   string         `json:"motto,omitempty"`
}

// CareerPlan is the student's 生涯规划书, section by section, in their own words.
type CareerPlan struct {
	SelfKnowledge string `json:"self_knowledge,omitempty"` // 自我认识: interests, personality, strengths
	Direction     string `json:"direction,omitempty"`      // 职业方向
	Education     string `json:"education,omitempty"`      // 升学目标: colleges, majors, why
	HighSchool    string `json:"high_school,omitempty"`    // 高中阶段规划
	Actions       string `json:"actions,omitempty"`        // 近期行动
}

// CareerPlanSaved saves the plan whole.
type CareerPlanSaved struct {
	UserID string     `json:"user_id"`
	Plan   CareerPlan `json:"plan"`
}

func (CareerTaskAdded) EventType() string     { return "career.task_added" }
func (CareerTaskUpdated) EventType() string   { return "career.task_updated" }
func (CareerTaskDeleted) EventType() string   { return "career.task_deleted" }
func (CareerTaskCompleted) EventType() string { return "career.task_completed" }
func (CareerTargetsSet) EventType() string    { return "career.targets_set" }
func (CareerPlanSaved) EventType() string     { return "career.plan_saved" }

func registerCareer(r *Registry) {
	r.Register(CareerTaskAdded{}, 1)
	r.Register(CareerTaskUpdated{}, 1)
	r.Register(CareerTaskDeleted{}, 1)
	r.Register(CareerTaskCompleted{}, 1)
	r.Register(CareerTargetsSet{}, 1)
	r.Register(CareerPlanSaved{}, 1)
}
