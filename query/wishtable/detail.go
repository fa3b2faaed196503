package wishtable

import (
	"context"

	"zhiyuan/events"
	"zhiyuan/events/apperr"
	"zhiyuan/query/recommend"
)

// Major is one major chosen in a unit.
type Major struct{ Code, Name string }

// UnitView is one unit of a table with what the recommendation knows of it.
type UnitView struct {
	Index       int // 1-based
	Key         string
	Level       string
	CollegeCode string
	CollegeName string
	SchoolCode  string
	GroupCode   string
	MajorCode   string
	MajorName   string
	Majors      []Major
	Adjust      bool
	Special     string
	Confirmed   bool
	Note        string
	Source      string

	Found       bool // the unit is among the province's units with history or plans
	Probability *float64
	Label       string
	Reason      string
	Plan        int
	Tuition     int
	Requirement string
	SubjectRule string
	Predicted   *recommend.Predicted
	LastYear    *recommend.Evidence
	Evidence    *Evidence // what the probability rests on; nil without one
}

// Detail is a table as the editor shows it.
type Detail struct {
	Table     Header
	Units     []UnitView
	Checks    []Check
	Candidate *recommend.Candidate
	Method    string
	Bands     recommend.Bands
	Message   string // why probabilities are missing, "" when they are there
	Members   []Member
	Links     []Link
}

// Detail answers a table the user may read, with every unit's probability and the checks.
func (h *Handler) Detail(ctx context.Context, tableID, userID string) (*Detail, error) {
	r, role, err := h.open(ctx, tableID, userID)
	if err != nil {
		return nil, err
	}
	people, err := h.rm.People(ctx, []string{r.OwnerID, r.UpdatedBy})
	if err != nil {
		return nil, err
	}
	d := &Detail{Table: h.header(r, role, people), Units: []UnitView{}, Members: []Member{}, Links: []Link{}}
	looked, msg, err := h.look(ctx, r)
	if err != nil {
		return nil, err
	}
	d.Message = msg
	if looked != nil {
		d.Candidate, d.Method, d.Bands = &looked.Candidate, looked.Method, looked.Bands
	}
	d.Units = views(r.Units, looked)
	d.Checks = checks(r, d.Units, looked)
	if role == "owner" {
		if d.Members, err = h.rm.Members(ctx, tableID); err != nil {
			return nil, err
		}
		if d.Links, err = h.rm.Links(ctx, tableID); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// look asks the recommendation about the table's units for the table's candidate. A table
// without a score (or a candidate the data cannot place) gets no probabilities and says why.
func (h *Handler) look(ctx context.Context, r *Row) (*recommend.Looked, string, error) {
	if r.Score <= 0 && r.Rank <= 0 {
		return nil, "志愿表没有填写分数或位次，无法给出录取概率", nil
	}
	if h.rec == nil {
		return nil, "录取概率暂不可用", nil
	}
	c := r.Header
	in := recommend.Input{ProvinceId: c.ProvinceID, Year: c.Year, SubjectType: c.SubjectType, SelectSubject: c.SelectSubject,
		SelectSubjects: c.SelectSubjects}
	if r.Score > 0 {
		s := r.Score
		in.Score = &s
	} else {
		k := r.Rank
		in.Rank = &k
	}
	keys := make([]string, len(r.Units))
	for i, u := range r.Units {
		keys[i] = u.Key
	}
	looked, err := h.rec.Lookup(ctx, in, c.Mode, keys)
	if e, ok := apperr.As(err); ok {
		return nil, e.Message, nil
	}
	if err != nil {
		return nil, "", err
	}
	return looked, looked.Message, nil
}

func views(units []events.WishUnit, looked *recommend.Looked) []UnitView {
	out := make([]UnitView, 0, len(units))
	for i, u := range units {
		v := UnitView{Index: i + 1, Key: u.Key, Level: u.Level, CollegeCode: u.CollegeCode, CollegeName: u.CollegeName,
			SchoolCode: u.SchoolCode, GroupCode: u.GroupCode, MajorCode: u.MajorCode, MajorName: u.MajorName,
			Majors: []Major{}, Adjust: u.Adjust, Special: u.Special, Confirmed: u.Confirmed, Note: u.Note, Source: u.Source}
		for _, m := range u.Majors {
			v.Majors = append(v.Majors, Major{Code: m.Code, Name: m.Name})
		}
		if looked != nil {
			if it, ok := looked.Units[u.Key]; ok {
				v.Found, v.Probability, v.Label, v.Reason = true, it.Probability, it.Label, it.Reason
				v.Plan, v.Tuition, v.Requirement, v.SubjectRule = it.Plan, it.Tuition, it.Requirement, it.SubjectRule
				v.Predicted = it.Predicted
				if it.Probability != nil {
					e := evidenceOf(it, looked.Method, proxyRank(looked.Candidate))
					v.Evidence = &e
				}
				if len(it.Years) > 0 {
					v.LastYear = &it.Years[0]
				}
			} else {
				v.Reason = "本省数据中找不到该志愿单位，无法给出录取概率"
			}
		}
		out = append(out, v)
	}
	return out
}
