package wishtables_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"zhiyuan/events"
	"zhiyuan/infra/projector/projectortest"
	"zhiyuan/projections/wishtables"
)

var (
	meta   = events.Metadata{ActorUserID: "u-1", ClientIP: "10.0.0.1"}
	editor = events.Metadata{ActorUserID: "u-2", ClientIP: "10.0.0.2"}
	reg    = events.NewRegistry()
)

func newEnv(t *testing.T) *projectortest.Env {
	t.Helper()
	return projectortest.New(t, wishtables.Projection{})
}

func stream(id string) string { return events.WishTableStream(id) }

// created is a 2027 table for 广东 owned by u-1, with the given units (a copy when there are some).
func created(id string, units ...events.WishUnit) events.WishTableCreated {
	return events.WishTableCreated{TableID: id, OwnerID: "u-1", Name: "冲刺表", ProvinceID: 44, ProvinceName: "广东",
		Year: 2027, Track: "物理类", SelectSubjects: []string{"物理", "化学", "生物"}, Score: 600, Rank: 12000,
		Mode: "group", MaxUnits: 45, MaxMajors: 6, RuleVerified: true, Units: units}
}

func unit(key string) events.WishUnit {
	return events.WishUnit{Key: key, Level: "group", CollegeCode: "10335", CollegeName: "浙江大学", GroupCode: key}
}

func added(id, key string, index int) events.WishUnitAdded {
	return events.WishUnitAdded{TableID: id, Unit: unit(key), Index: index}
}

// manyAdded adds units k1..kn at the end of a table holding `from` units.
func manyAdded(id string, from, n int) []events.Event {
	var evs []events.Event
	for i := 0; i < n; i++ {
		evs = append(evs, added(id, "k"+strconv.Itoa(from+i+1), from+i))
	}
	return evs
}

// currentUnits reads a table's units as the query side does: the snapshot folded with the
// changes stored after its snap_version.
func currentUnits(t *testing.T, e *projectortest.Env, id string) []events.WishUnit {
	t.Helper()
	snap := e.Rows(t, `SELECT units, snap_version FROM tables WHERE id = $1`, id)
	if len(snap) != 1 {
		t.Fatalf("table %s: %v", id, snap)
	}
	var units []events.WishUnit
	if err := json.Unmarshal([]byte(snap[0][0]), &units); err != nil {
		t.Fatal(err)
	}
	after, err := strconv.Atoi(snap[0][1])
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range e.Rows(t, `SELECT type, data::text FROM changes WHERE table_id = $1 AND version > $2 ORDER BY version`,
		id, after) {
		v, err := reg.Version(c[0])
		if err != nil {
			t.Fatal(err)
		}
		ev, err := reg.Decode(events.Envelope{Type: c[0], SchemaVersion: v, Data: json.RawMessage(c[1])})
		if err != nil {
			t.Fatal(err)
		}
		units = events.ApplyWishUnits(units, ev)
	}
	return units
}

func keys(units []events.WishUnit) []string {
	out := []string{}
	for _, u := range units {
		out = append(out, u.Key)
	}
	return out
}
