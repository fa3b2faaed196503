package httpapi

import (
	cwish "zhiyuan/command/wishtable"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qadmission "zhiyuan/query/admission"
	qwish "zhiyuan/query/wishtable"
)

// edit is the part every table command carries.
type edit struct {
	TableId string
	Version int
}

func (e edit) ed() cwish.Edit { return cwish.Edit{TableID: e.TableId, Version: e.Version} }

func wishCreate(a *App, c *Call) (any, error) {
	var in struct {
		Name             string
		ProvinceId, Year int
		Batch            string
		SubjectType      int
		SelectSubject    string
		SelectSubjects   []string
		Score, Rank      *int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	_, year, track, err := qadmission.TrackInput{ProvinceId: in.ProvinceId, Year: in.Year, SubjectType: in.SubjectType,
		SelectSubject: in.SelectSubject}.Resolve()
	if err != nil {
		return nil, err
	}
	cr := cwish.Create{Name: in.Name, ProvinceID: in.ProvinceId, Year: year, Batch: in.Batch, Track: track,
		SubjectType: in.SubjectType, SelectSubject: in.SelectSubject, SelectSubjects: in.SelectSubjects}
	if in.Score != nil {
		cr.Score = *in.Score
	}
	if in.Rank != nil {
		cr.Rank = *in.Rank
	}
	return a.WishTables.CreateTable(c.Ctx, c.Meta, cr)
}

func wishCopy(a *App, c *Call) (any, error) {
	var in struct{ TableId, Name string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.CopyTable(c.Ctx, c.Meta, in.TableId, in.Name)
}

func wishRename(a *App, c *Call) (any, error) {
	var in struct {
		edit
		Name string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.Rename(c.Ctx, c.Meta, in.ed(), in.Name)
}

// wishSave is the spec's User/SaveWish: a new table without TableId, a rename with it.
func wishSave(a *App, c *Call) (any, error) {
	var in struct{ TableId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if in.TableId == "" {
		return wishCreate(a, c)
	}
	return wishRename(a, c)
}

func wishSetScore(a *App, c *Call) (any, error) {
	var in struct {
		edit
		Score, Rank int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.SetScore(c.Ctx, c.Meta, in.ed(), in.Score, in.Rank)
}

func wishSetNote(a *App, c *Call) (any, error) {
	var in struct {
		edit
		Note string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.SetTableNote(c.Ctx, c.Meta, in.ed(), in.Note)
}

// wishAdd adds a unit by its key, described from the province's data (never from the client).
// special: the spec's SaveWishSpecialtySchool adds only special-type units.
func wishAdd(special bool) func(a *App, c *Call) (any, error) {
	return func(a *App, c *Call) (any, error) {
		var in struct {
			edit
			UnitKey string
			// Instead of UnitKey: the college's national code with the group code or the major name,
			// the school as the line prints it (one code may file as two schools) and the line's
			// PlanType (国家专项 …; absent: the ordinary unit first).
			CollegeCode, SchoolCode, SchoolName, GroupCode, MajorName, PlanType string
			Index                                                               *int // 1-based; absent: at the end
			Majors                                                              []major
			Adjust                                                              *bool
			Source                                                              string
		}
		if err := c.Bind(&in); err != nil {
			return nil, err
		}
		header, err := a.WishTables.Header(c.Ctx, c.Meta, in.TableId)
		if err != nil {
			return nil, err
		}
		keys := []string{in.UnitKey}
		if in.UnitKey == "" && in.CollegeCode != "" {
			if keys, err = qwish.UnitByParts(header, in.CollegeCode, in.SchoolCode, in.SchoolName, in.GroupCode, in.MajorName, in.PlanType); err != nil {
				return nil, err
			}
		}
		u, err := a.Wishes.Resolve(c.Ctx, header, keys...)
		if err != nil {
			return nil, err
		}
		if special && u.Special == "" {
			return nil, apperr.Invalid("这是普通志愿，请用普通志愿的加入方式")
		}
		u.Majors, u.Adjust, u.Source = majors(in.Majors), in.Adjust == nil || *in.Adjust, sourceOf(in.Source)
		index := -1
		if in.Index != nil {
			index = *in.Index - 1
		}
		return a.WishTables.AddUnit(c.Ctx, c.Meta, in.ed(), u, index)
	}
}

type major struct{ Code, Name string }

func majors(in []major) []events.WishMajor {
	var out []events.WishMajor
	for _, m := range in {
		out = append(out, events.WishMajor{Code: m.Code, Name: m.Name})
	}
	return out
}

func sourceOf(s string) string {
	switch s {
	case "recommend", "college", "major", "search":
		return s
	}
	return ""
}

type unitEdit struct {
	edit
	UnitKey string
}

func wishRemove(a *App, c *Call) (any, error) {
	var in unitEdit
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.RemoveUnit(c.Ctx, c.Meta, in.ed(), in.UnitKey)
}

func wishMove(a *App, c *Call) (any, error) {
	var in struct {
		unitEdit
		To int // 1-based
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.MoveUnit(c.Ctx, c.Meta, in.ed(), in.UnitKey, in.To-1)
}

func wishSetMajors(a *App, c *Call) (any, error) {
	var in struct {
		unitEdit
		Majors []major
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.SetMajors(c.Ctx, c.Meta, in.ed(), in.UnitKey, majors(in.Majors))
}

func wishSetAdjust(a *App, c *Call) (any, error) {
	var in struct {
		unitEdit
		Adjust *bool
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	if in.Adjust == nil {
		return nil, apperr.Invalid("请选择是否服从调剂")
	}
	return a.WishTables.SetAdjust(c.Ctx, c.Meta, in.ed(), in.UnitKey, *in.Adjust)
}

func wishSetUnitNote(a *App, c *Call) (any, error) {
	var in struct {
		unitEdit
		Note string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.SetUnitNote(c.Ctx, c.Meta, in.ed(), in.UnitKey, in.Note)
}

func wishConfirm(a *App, c *Call) (any, error) {
	var in unitEdit
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.ConfirmUnit(c.Ctx, c.Meta, in.ed(), in.UnitKey)
}

func wishDelete(a *App, c *Call) (any, error) {
	var in edit
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.Delete(c.Ctx, c.Meta, in.ed())
}

func wishRecover(a *App, c *Call) (any, error) {
	var in edit
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.Recover(c.Ctx, c.Meta, in.ed())
}

func wishRestore(a *App, c *Call) (any, error) {
	var in struct {
		edit
		ToVersion int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.Restore(c.Ctx, c.Meta, in.ed(), in.ToVersion)
}
