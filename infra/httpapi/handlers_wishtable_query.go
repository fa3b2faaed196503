package httpapi

import (
	cwish "zhiyuan/command/wishtable"
	"zhiyuan/events/apperr"
	"zhiyuan/query/wishtable"
)

type tableRef struct{ TableId string }

func wishList(a *App, c *Call) (any, error) {
	waitFor(a, c, "wishtables")
	return a.Wishes.List(c.Ctx, c.UserID, cwish.MaxTables)
}

func wishDetail(a *App, c *Call) (any, error) {
	var in tableRef
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "wishtables")
	return a.Wishes.Detail(c.Ctx, in.TableId, c.UserID)
}

// wishUnits is the spec's GetZYList: the units of a table.
func wishUnits(a *App, c *Call) (any, error) {
	d, err := wishDetail(a, c)
	if err != nil {
		return nil, err
	}
	return d.(*wishtable.Detail).Units, nil
}

// wishUnit is the spec's GetZYDetail and its siblings: one unit of a table.
func wishUnit(a *App, c *Call) (any, error) {
	var in struct{ TableId, UnitKey string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "wishtables")
	d, err := a.Wishes.Detail(c.Ctx, in.TableId, c.UserID)
	if err != nil {
		return nil, err
	}
	for _, u := range d.Units {
		if u.Key == in.UnitKey {
			var checks []wishtable.Check
			for _, ch := range d.Checks {
				if ch.Key == u.Key {
					checks = append(checks, ch)
				}
			}
			return struct {
				Unit   wishtable.UnitView
				Checks []wishtable.Check
			}{u, append([]wishtable.Check{}, checks...)}, nil
		}
	}
	return nil, apperr.NotFound("志愿表中没有这个志愿")
}

func wishHistory(a *App, c *Call) (any, error) {
	var in struct {
		TableId                           string
		AfterVersion, PageIndex, PageSize int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "audit")
	return a.Wishes.History(c.Ctx, in.TableId, c.UserID, in.AfterVersion, in.PageIndex, in.PageSize)
}

func wishDiff(a *App, c *Call) (any, error) {
	var in struct {
		TableId  string
		From, To int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "audit")
	return a.Wishes.Diff(c.Ctx, in.TableId, c.UserID, in.From, in.To)
}

func wishRisk(a *App, c *Call) (any, error) {
	var in tableRef
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "wishtables")
	return a.Wishes.Risk(c.Ctx, in.TableId, c.UserID)
}

func wishExport(a *App, c *Call) (any, error) {
	var in struct{ TableId, Format string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	waitFor(a, c, "wishtables")
	return a.Wishes.Export(c.Ctx, in.TableId, c.UserID, in.Format)
}
