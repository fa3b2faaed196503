package events

import (
	"reflect"
	"testing"
)

func keys(us []WishUnit) []string {
	var out []string
	for _, u := range us {
		out = append(out, u.Key)
	}
	return out
}

func TestWishUnitsFoldAndEarlierSnapshotsStayPut(t *testing.T) {
	var us []WishUnit
	for i, k := range []string{"a", "b", "c"} {
		us = ApplyWishUnits(us, WishUnitAdded{Unit: WishUnit{Key: k}, Index: i})
	}
	before := us
	us = ApplyWishUnits(us, WishUnitMoved{Key: "c", From: 2, To: 0})
	us = ApplyWishUnits(us, WishUnitMajorsSet{Key: "a", Majors: []WishMajor{{Name: "计算机类"}}})
	us = ApplyWishUnits(us, WishUnitRemoved{Key: "b"})
	if got := keys(us); !reflect.DeepEqual(got, []string{"c", "a"}) || us[1].Majors[0].Name != "计算机类" {
		t.Fatalf("folded: %v %+v", got, us)
	}
	if got := keys(before); !reflect.DeepEqual(got, []string{"a", "b", "c"}) || before[0].Majors != nil {
		t.Fatalf("an earlier snapshot changed: %v %+v", got, before)
	}
	us = ApplyWishUnits(us, WishTableRestored{Units: before})
	if got := keys(us); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Fatalf("restored: %v", got)
	}
}
