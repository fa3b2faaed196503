package events

// WishTableStream holds one wish table: its header, its ordered units, its members and links.
func WishTableStream(tableID string) string { return "wishtable-" + tableID }

// WishOwnerStream holds the tables a user owns (the per-user limit is checked on it).
func WishOwnerStream(userID string) string { return "wishowner-" + userID }

// WishMajor is one major chosen inside a unit.
type WishMajor struct {
	Code string `json:"code,omitempty"`
	Name string `json:"name"`
}

// WishUnit is one filling unit as a table holds it: a 院校专业组 with its ordered majors and
// 服从调剂, or one 专业+院校. Key is the recommendation's unit key (stable across years).
type WishUnit struct {
	Key         string      `json:"key"`
	Level       string      `json:"level"` // group or major
	CollegeCode string      `json:"college_code,omitempty"`
	CollegeName string      `json:"college_name"`
	SchoolCode  string      `json:"school_code,omitempty"`
	GroupCode   string      `json:"group_code,omitempty"`
	MajorCode   string      `json:"major_code,omitempty"`
	MajorName   string      `json:"major_name,omitempty"`
	Majors      []WishMajor `json:"majors,omitempty"`
	Adjust      bool        `json:"adjust,omitempty"`
	Special     string      `json:"special,omitempty"` // 中外合作, 定向, 预科 …: needs Confirmed
	Confirmed   bool        `json:"confirmed,omitempty"`
	Note        string      `json:"note,omitempty"`
	Source      string      `json:"source,omitempty"` // where it was added from: recommend, college, major, search
}

// Label names a unit in words: 浙江大学 计算机类, 浙江大学 第3组.
func (u WishUnit) Label() string {
	switch {
	case u.MajorName != "":
		return u.CollegeName + " " + u.MajorName
	case u.GroupCode != "":
		return u.CollegeName + " 专业组" + u.GroupCode
	}
	return u.CollegeName
}

// WishTableCreated: a new table (or a copy of another one, with its units).
type WishTableCreated struct {
	TableID        string     `json:"table_id"`
	OwnerID        string     `json:"owner_id"`
	Name           string     `json:"name"`
	ProvinceID     int        `json:"province_id"`
	ProvinceName   string     `json:"province_name"`
	Year           int        `json:"year"`
	Batch          string     `json:"batch,omitempty"`
	Track          string     `json:"track"`
	SubjectType    int        `json:"subject_type,omitempty"`
	SelectSubject  string     `json:"select_subject,omitempty"`
	SelectSubjects []string   `json:"select_subjects,omitempty"`
	Score          int        `json:"score,omitempty"`
	Rank           int        `json:"rank,omitempty"`
	Mode           string     `json:"mode"` // group or major
	MaxUnits       int        `json:"max_units"`
	MaxMajors      int        `json:"max_majors,omitempty"`
	RuleVerified   bool       `json:"rule_verified"`
	CopiedFrom     string     `json:"copied_from,omitempty"`
	CopiedVersion  int        `json:"copied_version,omitempty"`
	Units          []WishUnit `json:"units,omitempty"`
}

type WishTableRenamed struct {
	TableID string `json:"table_id"`
	Name    string `json:"name"`
}

// WishTableScoreSet: the score (and rank) the table is made for changed.
type WishTableScoreSet struct {
	TableID string `json:"table_id"`
	Score   int    `json:"score"`
	Rank    int    `json:"rank,omitempty"`
}

type WishTableNoteSet struct {
	TableID string `json:"table_id"`
	Note    string `json:"note"`
}

type WishUnitAdded struct {
	TableID string   `json:"table_id"`
	Unit    WishUnit `json:"unit"`
	Index   int      `json:"index"` // 0-based position it took
}

type WishUnitRemoved struct {
	TableID string `json:"table_id"`
	Key     string `json:"key"`
	Label   string `json:"label"`
	Index   int    `json:"index"`
}

type WishUnitMoved struct {
	TableID string `json:"table_id"`
	Key     string `json:"key"`
	Label   string `json:"label"`
	From    int    `json:"from"`
	To      int    `json:"to"`
}

type WishUnitMajorsSet struct {
	TableID string      `json:"table_id"`
	Key     string      `json:"key"`
	Label   string      `json:"label"`
	Majors  []WishMajor `json:"majors"`
}

type WishUnitAdjustSet struct {
	TableID string `json:"table_id"`
	Key     string `json:"key"`
	Label   string `json:"label"`
	Adjust  bool   `json:"adjust"`
}

type WishUnitNoteSet struct {
	TableID string `json:"table_id"`
	Key     string `json:"key"`
	Label   string `json:"label"`
	Note    string `json:"note"`
}

// WishUnitConfirmed: the user confirmed a special-type unit (tuition, 定向 service, 预科 year).
type WishUnitConfirmed struct {
	TableID string `json:"table_id"`
	Key     string `json:"key"`
	Label   string `json:"label"`
}

// WishRecoverDays is how long a deleted table can be recovered.
const WishRecoverDays = 30

// WishRoleNames are the roles of WishMemberSet (and the owner) as users read them.
var WishRoleNames = map[string]string{"owner": "创建者", "editor": "可编辑", "commenter": "可备注", "viewer": "仅查看"}

// WishTableDeleted: moved to the recycle bin, recoverable for WishRecoverDays.
type WishTableDeleted struct {
	TableID string `json:"table_id"`
}

type WishTableRecovered struct {
	TableID string `json:"table_id"`
}

// WishTableRestored: the units as they were at an earlier version.
type WishTableRestored struct {
	TableID   string     `json:"table_id"`
	ToVersion int        `json:"to_version"`
	Units     []WishUnit `json:"units"`
}

// WishMemberSet: a user was given (or changed to) a role on a table, by phone or by a link.
type WishMemberSet struct {
	TableID string `json:"table_id"`
	UserID  string `json:"user_id"`
	Role    string `json:"role"` // viewer, commenter, editor
	Via     string `json:"via"`  // phone, link, role
	LinkID  string `json:"link_id,omitempty"`
}

type WishMemberRemoved struct {
	TableID string `json:"table_id"`
	UserID  string `json:"user_id"`
}

// WishLinkCreated: a one-time invitation link; only the code's hash is kept.
type WishLinkCreated struct {
	TableID   string `json:"table_id"`
	LinkID    string `json:"link_id"`
	CodeHash  string `json:"code_hash"`
	Role      string `json:"role"`
	ExpiresAt int64  `json:"expires_at"` // unix seconds
}

type WishLinkRevoked struct {
	TableID string `json:"table_id"`
	LinkID  string `json:"link_id"`
}

// WishSlotTaken and WishSlotFreed keep a user's count of live tables.
type WishSlotTaken struct {
	UserID  string `json:"user_id"`
	TableID string `json:"table_id"`
}

type WishSlotFreed struct {
	UserID  string `json:"user_id"`
	TableID string `json:"table_id"`
}

func (WishTableCreated) EventType() string   { return "wish.table_created" }
func (WishTableRenamed) EventType() string   { return "wish.table_renamed" }
func (WishTableScoreSet) EventType() string  { return "wish.table_score_set" }
func (WishTableNoteSet) EventType() string   { return "wish.table_note_set" }
func (WishUnitAdded) EventType() string      { return "wish.unit_added" }
func (WishUnitRemoved) EventType() string    { return "wish.unit_removed" }
func (WishUnitMoved) EventType() string      { return "wish.unit_moved" }
func (WishUnitMajorsSet) EventType() string  { return "wish.unit_majors_set" }
func (WishUnitAdjustSet) EventType() string  { return "wish.unit_adjust_set" }
func (WishUnitNoteSet) EventType() string    { return "wish.unit_note_set" }
func (WishUnitConfirmed) EventType() string  { return "wish.unit_confirmed" }
func (WishTableDeleted) EventType() string   { return "wish.table_deleted" }
func (WishTableRecovered) EventType() string { return "wish.table_recovered" }
func (WishTableRestored) EventType() string  { return "wish.table_restored" }
func (WishMemberSet) EventType() string      { return "wish.member_set" }
func (WishMemberRemoved) EventType() string  { return "wish.member_removed" }
func (WishLinkCreated) EventType() string    { return "wish.link_created" }
func (WishLinkRevoked) EventType() string    { return "wish.link_revoked" }
func (WishSlotTaken) EventType() string      { return "wish.slot_taken" }
func (WishSlotFreed) EventType() string      { return "wish.slot_freed" }

func registerWishTable(r *Registry) {
	for _, e := range []Event{WishTableCreated{}, WishTableRenamed{}, WishTableScoreSet{}, WishTableNoteSet{},
		WishUnitAdded{}, WishUnitRemoved{}, WishUnitMoved{}, WishUnitMajorsSet{}, WishUnitAdjustSet{},
		WishUnitNoteSet{}, WishUnitConfirmed{}, WishTableDeleted{}, WishTableRecovered{}, WishTableRestored{},
		WishMemberSet{}, WishMemberRemoved{}, WishLinkCreated{}, WishLinkRevoked{}, WishSlotTaken{}, WishSlotFreed{},
		WishPhoneLookedUp{}} {
		r.Register(e, 1)
	}
}
