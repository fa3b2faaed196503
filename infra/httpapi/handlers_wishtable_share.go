package httpapi

func wishShareByPhone(a *App, c *Call) (any, error) {
	var in struct{ TableId, Phone, Role string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.ShareByPhone(c.Ctx, c.Meta, in.TableId, in.Phone, in.Role)
}

func wishCreateLink(a *App, c *Call) (any, error) {
	var in struct {
		TableId, Role string
		Hours         int
	}
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.CreateLink(c.Ctx, c.Meta, in.TableId, in.Role, in.Hours)
}

func wishJoin(a *App, c *Call) (any, error) {
	var in struct{ Token string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.JoinByLink(c.Ctx, c.Meta, in.Token)
}

func wishRevokeLink(a *App, c *Call) (any, error) {
	var in struct{ TableId, LinkId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.RevokeLink(c.Ctx, c.Meta, in.TableId, in.LinkId)
}

func wishSetRole(a *App, c *Call) (any, error) {
	var in struct{ TableId, UserId, Role string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.SetRole(c.Ctx, c.Meta, in.TableId, in.UserId, in.Role)
}

func wishRemoveMember(a *App, c *Call) (any, error) {
	var in struct{ TableId, UserId string }
	if err := c.Bind(&in); err != nil {
		return nil, err
	}
	return a.WishTables.RemoveMember(c.Ctx, c.Meta, in.TableId, in.UserId)
}
