package wishtable

import (
	"context"
	"time"

	"zhiyuan/data/admission"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/recommend"
)

// RecoverDays is how long a deleted table can be recovered (the command side enforces it).
const RecoverDays = events.WishRecoverDays

var roleNames, modeNames = events.WishRoleNames, admission.LevelNames

// Handler answers the wish table reads.
type Handler struct {
	rm  ReadModel
	rec *recommend.Handler
	now func() time.Time
}

func NewHandler(rm ReadModel, rec *recommend.Handler) *Handler {
	return &Handler{rm: rm, rec: rec, now: time.Now}
}

var errNoTable = apperr.NotFound("志愿表不存在或你无权查看")

// open loads a table the user may read and their role. Deleted tables are the owner's only.
func (h *Handler) open(ctx context.Context, tableID, userID string) (*Row, string, error) {
	if !validID(tableID) || userID == "" {
		return nil, "", errNoTable
	}
	r, err := h.rm.Table(ctx, tableID)
	if err != nil || r == nil {
		return nil, "", firstErr(err, errNoTable)
	}
	role := "owner"
	if r.OwnerID != userID {
		if role, err = h.rm.MemberRole(ctx, tableID, userID); err != nil {
			return nil, "", err
		}
	}
	if role == "" || (r.DeletedAt != nil && role != "owner") {
		return nil, "", errNoTable
	}
	return r, role, nil
}

func firstErr(err error, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// Header is a table's description.
type Header struct {
	TableId        string
	Name           string
	Owner          Person
	Role           string // the reader's role
	RoleName       string
	ProvinceId     int
	ProvinceName   string
	Year           int
	Batch          string
	Track          string
	SubjectType    int
	SelectSubject  string
	SelectSubjects []string
	Score          int
	Rank           int
	Mode           string
	ModeName       string
	MaxUnits       int // 0: the province's list length is unverified
	MaxMajors      int
	RuleVerified   bool
	RuleYear       int    // the year whose published rule the table follows (0: no rule)
	RuleBasis      string // "按2026年规则" for a rule carried from an earlier year, else ""
	RuleNote       string
	Note           string
	Version        int
	UnitCount      int
	Deleted        bool
	RecoverUntil   *time.Time `json:",omitempty"`
	CreatedAt      time.Time
	UpdatedAt      time.Time
	UpdatedBy      Person
	CopiedFrom     string `json:",omitempty"`
}

func (h *Handler) header(r *Row, role string, people map[string]Person) Header {
	c := r.Header
	out := Header{TableId: r.ID, Name: r.Name, Owner: people[r.OwnerID], Role: role, RoleName: roleNames[role],
		ProvinceId: c.ProvinceID, ProvinceName: c.ProvinceName, Year: c.Year, Batch: c.Batch, Track: c.Track,
		SubjectType: c.SubjectType, SelectSubject: c.SelectSubject, SelectSubjects: c.SelectSubjects, Score: r.Score,
		Rank: r.Rank, Mode: c.Mode, ModeName: modeNames[c.Mode], MaxUnits: c.MaxUnits, MaxMajors: c.MaxMajors,
		RuleVerified: c.RuleVerified, Note: r.Note, Version: r.Version, UnitCount: r.UnitCount, Deleted: r.DeletedAt != nil,
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, UpdatedBy: people[r.UpdatedBy], CopiedFrom: c.CopiedFrom}
	if out.SelectSubjects == nil {
		out.SelectSubjects = []string{}
	}
	if f, ok := admission.FillingRuleFor(c.ProvinceID, c.Year); ok {
		out.RuleYear, out.RuleBasis, out.RuleNote = f.RuleYear, f.Basis, f.Note
	}
	if r.DeletedAt != nil {
		until := r.DeletedAt.Add(RecoverDays * 24 * time.Hour)
		out.RecoverUntil = &until
	}
	return out
}

// Lists are a user's own tables, their recycle bin and the tables shared with them.
type Lists struct {
	Owned    []Header
	Shared   []Header
	Deleted  []Header
	MaxTable int
}

// List answers the personal center's list.
func (h *Handler) List(ctx context.Context, userID string, maxTables int) (*Lists, error) {
	owned, err := h.rm.Owned(ctx, userID)
	if err != nil {
		return nil, err
	}
	shared, roles, err := h.rm.SharedWith(ctx, userID)
	if err != nil {
		return nil, err
	}
	ids := []string{userID}
	for _, r := range append(append([]Row{}, owned...), shared...) {
		ids = append(ids, r.OwnerID, r.UpdatedBy)
	}
	people, err := h.rm.People(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := &Lists{Owned: []Header{}, Shared: []Header{}, Deleted: []Header{}, MaxTable: maxTables}
	for i := range owned {
		r := &owned[i]
		if r.DeletedAt == nil {
			out.Owned = append(out.Owned, h.header(r, "owner", people))
		} else if h.now().Sub(*r.DeletedAt) <= RecoverDays*24*time.Hour {
			out.Deleted = append(out.Deleted, h.header(r, "owner", people))
		}
	}
	for i := range shared {
		out.Shared = append(out.Shared, h.header(&shared[i], roles[i], people))
	}
	return out, nil
}

// OwnerOf names the owner of a table the user may read ("" when they may not): a shared
// table's members use the owner's membership for its members' features.
func (h *Handler) OwnerOf(ctx context.Context, tableID, userID string) (string, error) {
	r, _, err := h.open(ctx, tableID, userID)
	if e, ok := apperr.As(err); ok && e.Code == apperr.CodeNotFound {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return r.OwnerID, nil
}
