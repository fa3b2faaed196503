package httpapi

import "strconv"

// waitFor honours the waitPosition header: the query waits (bounded) until its
// projection has applied every event up to that position.
func waitFor(a *App, c *Call, projection string) {
	h := c.R.Header.Get("waitPosition")
	if h == "" || a.Waiter == nil {
		return
	}
	pos, err := strconv.ParseInt(h, 10, 64)
	if err != nil || pos <= 0 {
		return
	}
	a.Waiter.WaitFor(c.Ctx, projection, pos)
}
