package membership_test

import (
	"reflect"
	"testing"
	"time"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/membership"
)

// at is 09:00 in Beijing on 7 December 2026.
var at = time.Date(2026, 12, 7, 1, 0, 0, 0, time.UTC)

// seasonEnd is the end of Guangdong's 2027 admission season (21 August 2027, 00:00 Beijing).
var seasonEnd = time.Date(2027, 8, 20, 16, 0, 0, 0, time.UTC)

const (
	rightRows    = `SELECT user_id, code, to_char(expire_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') FROM rights ORDER BY user_id, code`
	holdingRows  = `SELECT user_id, product_code, product_name, to_char(expire_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') FROM holdings ORDER BY user_id, product_code`
	grantRows    = `SELECT source, ref, user_id, product_code, rights, days, kind, coalesce(to_char(until AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), 'NULL'), revoked FROM grants ORDER BY position`
	share, table = events.RightShare, events.RightWishTables
)

func grant(user, source, ref string, days int, at time.Time) events.RightsGranted {
	return events.RightsGranted{UserID: user, Source: source, Ref: ref, ProductCode: "VIP_MONTH", ProductName: "月度会员",
		Rights: []string{table, share}, Days: days, At: at}
}

func seasonGrant(user, ref string) events.RightsGranted {
	return events.RightsGranted{UserID: user, Source: events.GrantByCard, Ref: ref, ProductCode: "VIP_FILLING_SEASON",
		ProductName: "志愿季会员", Rights: []string{table}, Kind: events.ProductBySeason, Until: seasonEnd, SeasonYear: 2027,
		ProvinceID: 44, At: at}
}

func revoke(user, source, ref string) events.RightsRevoked {
	return events.RightsRevoked{UserID: user, Source: source, Ref: ref, Reason: "refunded"}
}

// Given grants and revocations, then each user's rights and products with their expiries.
func TestRightsAndHoldings(t *testing.T) {
	t.Parallel()
	u1, u2 := events.MembershipStream("u-1"), events.MembershipStream("u-2")
	month := func(user, end string) [][]string {
		return [][]string{{user, share, end}, {user, table, end}}
	}
	for _, c := range []struct {
		name     string
		given    func(t *testing.T, e *projectortest.Env)
		rights   [][]string
		holdings [][]string
	}{
		{name: "a grant lasts its days from when it was made", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at))
		}, rights: month("u-1", "2027-01-06 01:00"), holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-01-06 01:00"}}},
		{name: "a second purchase stacks after the first", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at))
			e.Given(t, meta, u1, grant("u-1", events.GrantByCard, "C1", 30, at.Add(24*time.Hour)))
		}, rights: month("u-1", "2027-02-05 01:00"), holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-02-05 01:00"}}},
		{name: "a grant made after the first ran out starts afresh", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at.AddDate(-1, 0, 0)))
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY2", 30, at))
		}, rights: month("u-1", "2027-01-06 01:00"), holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-01-06 01:00"}}},
		{name: "a season grant ends at its until", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, seasonGrant("u-1", "C1"))
		}, rights: [][]string{{"u-1", table, "2027-08-20 16:00"}},
			holdings: [][]string{{"u-1", "VIP_FILLING_SEASON", "志愿季会员", "2027-08-20 16:00"}}},
		{name: "each right runs to the latest of the products granting it", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, seasonGrant("u-1", "C1"), grant("u-1", events.GrantByOrder, "ZY1", 30, at))
		}, rights: [][]string{{"u-1", share, "2027-01-06 01:00"}, {"u-1", table, "2027-09-19 16:00"}},
			holdings: [][]string{{"u-1", "VIP_FILLING_SEASON", "志愿季会员", "2027-08-20 16:00"}, {"u-1", "VIP_MONTH", "月度会员", "2027-01-06 01:00"}}},
		{name: "a refund revokes its grant and the later one closes up the gap", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at), grant("u-1", events.GrantByOrder, "ZY2", 30, at))
			e.Given(t, meta, u1, revoke("u-1", events.GrantByOrder, "ZY1"))
		}, rights: month("u-1", "2027-01-06 01:00"), holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-01-06 01:00"}}},
		{name: "revoking the only grant leaves nothing held", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at))
			e.Given(t, meta, u1, revoke("u-1", events.GrantByOrder, "ZY1"))
		}},
		{name: "a revocation names its source: a card of the same number stays", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, grant("u-1", events.GrantByCard, "X1", 30, at))
			e.Given(t, meta, u1, revoke("u-1", events.GrantByOrder, "X1"))
		}, rights: month("u-1", "2027-01-06 01:00"), holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-01-06 01:00"}}},
		{name: "revoking a grant never made changes nothing", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u2, revoke("u-2", events.GrantByOrder, "ZY9"))
		}},
		{name: "the same grant in the log twice counts once", given: func(t *testing.T, e *projectortest.Env) {
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at))
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at.Add(time.Hour)))
		}, rights: month("u-1", "2027-01-06 01:00"), holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-01-06 01:00"}}},
		{name: "two users in one batch", given: func(t *testing.T, e *projectortest.Env) {
			var batch []events.Envelope
			batch = append(batch, e.Append(t, meta, u2, grant("u-2", events.GrantByOrder, "ZY2", 10, at))...)
			batch = append(batch, e.Append(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at))...)
			batch = append(batch, e.Append(t, meta, u2, revoke("u-2", events.GrantByOrder, "ZY2"), seasonGrant("u-2", "C2"))...)
			e.Batch(t, batch)
		}, rights: append(month("u-1", "2027-01-06 01:00"), []string{"u-2", table, "2027-08-20 16:00"}),
			holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-01-06 01:00"}, {"u-2", "VIP_FILLING_SEASON", "志愿季会员", "2027-08-20 16:00"}}},
		{name: "a batch delivered again stacks nothing", given: func(t *testing.T, e *projectortest.Env) {
			envs := e.Append(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at))
			e.Batch(t, envs)
			e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY2", 30, at))
			e.Batch(t, envs)
		}, rights: month("u-1", "2027-02-05 01:00"), holdings: [][]string{{"u-1", "VIP_MONTH", "月度会员", "2027-02-05 01:00"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			e := projectortest.New(t, membership.Projection{})
			c.given(t, e)
			if got := e.Rows(t, rightRows); !reflect.DeepEqual(got, c.rights) {
				t.Errorf("rights\n%v\nwant\n%v", got, c.rights)
			}
			if got := e.Rows(t, holdingRows); !reflect.DeepEqual(got, c.holdings) {
				t.Errorf("holdings\n%v\nwant\n%v", got, c.holdings)
			}
		})
	}
}

// Every grant is a row, revoked ones marked, a season grant with its until.
func TestGrantRows(t *testing.T) {
	t.Parallel()
	e := projectortest.New(t, membership.Projection{})
	u1 := events.MembershipStream("u-1")
	e.Given(t, meta, u1, grant("u-1", events.GrantByOrder, "ZY1", 30, at), seasonGrant("u-1", "C1"))
	e.Given(t, meta, u1, revoke("u-1", events.GrantByOrder, "ZY1"))
	want := [][]string{
		{"order", "ZY1", "u-1", "VIP_MONTH", "{WISH_TABLES,WISH_SHARE}", "30", "", "NULL", "true"},
		{"card", "C1", "u-1", "VIP_FILLING_SEASON", "{WISH_TABLES}", "0", "season", "2027-08-20 16:00", "false"},
	}
	if got := e.Rows(t, grantRows); !reflect.DeepEqual(got, want) {
		t.Fatalf("grants\n%v\nwant\n%v", got, want)
	}
}
