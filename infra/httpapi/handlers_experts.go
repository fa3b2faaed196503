package httpapi

import (
	"strings"
	"time"

	"zhiyuan/beijing"
	cexpert "zhiyuan/command/expert"
	"zhiyuan/events"
	"zhiyuan/events/apperr"
	qexperts "zhiyuan/query/experts"
)

func teacherList(a *App, c *Call) (any, error) {
	var in qexperts.ListIn
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.Experts.List(c.Ctx, in, cexpert.Specialties)
}

// teacherDetail reads the page for anyone; a signed-in reader also sees their own bookings.
func teacherDetail(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	userID := ""
	if c.Token != "" {
		if s, err := a.Auth.Authenticate(c.Ctx, c.Token); err == nil {
			userID = s.UserID
			c.UserID = userID
			waitFor(a, c, "experts")
		}
	}
	return a.Experts.Detail(c.Ctx, userID, in.Id)
}

func teacherReserve(a *App, c *Call) (any, error) {
	var in struct{ TeacherId, SlotId, Name, Phone, Question string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.ExpertCmd.Book(c.Ctx, c.Meta, cexpert.BookIn{ExpertID: strings.TrimSpace(in.TeacherId),
		SlotID: strings.TrimSpace(in.SlotId), Name: in.Name, Phone: in.Phone, Question: in.Question})
}

func myBookings(a *App, c *Call) (any, error) {
	waitFor(a, c, "experts")
	return a.Experts.MyBookings(c.Ctx, c.UserID)
}

func cancelBooking(a *App, c *Call) (any, error) {
	var in struct{ BookingId, Reason string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.ExpertCmd.Cancel(c.Ctx, c.Meta, strings.TrimSpace(in.BookingId), in.Reason)
}

func moveBooking(a *App, c *Call) (any, error) {
	var in struct{ BookingId, SlotId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.ExpertCmd.Move(c.Ctx, c.Meta, strings.TrimSpace(in.BookingId), strings.TrimSpace(in.SlotId))
}

func expertWorkbench(a *App, c *Call) (any, error) {
	waitFor(a, c, "experts")
	return a.Experts.Workbench(c.Ctx, c.UserID, cexpert.Specialties)
}

// profileIn is an expert's profile as the forms send it.
type profileIn struct {
	Name, Title, Org, Intro, Photo string
	Years                          int
	Specialties                    []string
	Provinces                      []int
}

func (p profileIn) profile() events.ExpertProfile {
	return events.ExpertProfile{Name: p.Name, Title: p.Title, Org: p.Org, Years: p.Years, Intro: p.Intro,
		Specialties: p.Specialties, Provinces: p.Provinces, Photo: p.Photo}
}

func expertApply(a *App, c *Call) (any, error) {
	var in struct {
		profileIn
		Phone string
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.ExpertCmd.Apply(c.Ctx, c.Meta, in.Phone, in.profile())
}

// expertRevise submits a listed expert's revised profile for review, at the Version they read.
func expertRevise(a *App, c *Call) (any, error) {
	var in struct {
		profileIn
		Version int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.ExpertCmd.Revise(c.Ctx, c.Meta, in.Version, in.profile())
}

func expertOpenSlots(a *App, c *Call) (any, error) {
	var in struct {
		Slots []struct {
			Start   string // "2006-01-02 15:04" Beijing time, or RFC 3339
			Minutes int
			Mode    string
		}
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	slots := make([]cexpert.SlotIn, 0, len(in.Slots))
	for _, s := range in.Slots {
		start, err := parseBeijing(s.Start)
		if err != nil {
			return nil, err
		}
		slots = append(slots, cexpert.SlotIn{Start: start, Minutes: s.Minutes, Mode: s.Mode})
	}
	res, ids, err := a.ExpertCmd.OpenSlots(c.Ctx, c.Meta, slots)
	if err != nil {
		return nil, err
	}
	return map[string]any{"Version": res.Version, "Position": res.Position, "SlotIds": ids}, nil
}

func expertCloseSlot(a *App, c *Call) (any, error) {
	var in struct{ SlotId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.ExpertCmd.CloseSlot(c.Ctx, c.Meta, strings.TrimSpace(in.SlotId))
}

// parseBeijing reads a time as the forms send it: RFC 3339, or "2006-01-02 15:04" in Beijing time.
func parseBeijing(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	for _, layout := range []string{"2006-01-02 15:04", "2006-01-02T15:04"} {
		if t, err := time.ParseInLocation(layout, s, beijing.Zone); err == nil {
			return t, nil
		}
	}
	return time.Time{}, apperr.Invalid("时间格式不正确：请用 2027-06-01 09:00 的格式（北京时间）")
}

func adminExpertList(a *App, c *Call) (any, error) {
	var in qexperts.ConsoleIn
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "experts")
	return a.Experts.ConsoleList(c.Ctx, c.UserID, in)
}

func adminExpertDetail(a *App, c *Call) (any, error) {
	var in struct{ Id string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "experts")
	return a.Experts.ConsoleDetail(c.Ctx, c.UserID, strings.TrimSpace(in.Id))
}

type expertStepIn struct {
	profileIn
	Id      string
	Version int
	Reason  string
}

func bindExpertStep(c *Call) (expertStepIn, error) {
	var in expertStepIn
	err := c.Bind(&in)
	in.Id = strings.TrimSpace(in.Id)
	return in, err
}

func adminApproveExpert(a *App, c *Call) (any, error) {
	in, err := bindExpertStep(c)
	if err != nil {
		return nil, err
	}
	return a.ExpertCmd.Approve(c.Ctx, c.Meta, in.Id, in.Version, in.profile())
}

func adminReturnExpertRevision(a *App, c *Call) (any, error) {
	in, err := bindExpertStep(c)
	if err != nil {
		return nil, err
	}
	return a.ExpertCmd.ReturnRevision(c.Ctx, c.Meta, in.Id, in.Version, in.Reason)
}

func adminRejectExpert(a *App, c *Call) (any, error) {
	in, err := bindExpertStep(c)
	if err != nil {
		return nil, err
	}
	return a.ExpertCmd.Reject(c.Ctx, c.Meta, in.Id, in.Version, in.Reason)
}

func adminSuspendExpert(a *App, c *Call) (any, error) {
	in, err := bindExpertStep(c)
	if err != nil {
		return nil, err
	}
	return a.ExpertCmd.Suspend(c.Ctx, c.Meta, in.Id, in.Version, in.Reason)
}

func adminRestoreExpert(a *App, c *Call) (any, error) {
	in, err := bindExpertStep(c)
	if err != nil {
		return nil, err
	}
	return a.ExpertCmd.Restore(c.Ctx, c.Meta, in.Id, in.Version)
}
