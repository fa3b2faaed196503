package assessment

import (
	"reflect"
	"testing"
)

func TestSmallCellsArePooledSoNoneCanBeRecovered(t *testing.T) {
	cases := []struct {
		in   []Cell
		want []Cell
	}{
		// Two small cells pool to 12: shown as 其他.
		{[]Cell{{Value: "RIA", N: 30}, {Value: "IAS", N: 7}, {Value: "ESA", N: 5}},
			[]Cell{{Value: "RIA", N: 30}, {Value: "other", Name: "其他（合并）", N: 12, Pooled: 2}}},
		// One small cell of 3: the smallest shown cell joins it, or the total would give it away.
		{[]Cell{{Value: "RIA", N: 30}, {Value: "IAS", N: 11}, {Value: "ESA", N: 3}},
			[]Cell{{Value: "RIA", N: 30}, {Value: "other", Name: "其他（合并）", N: 14, Pooled: 2}}},
		// Nothing small: unchanged, largest first.
		{[]Cell{{Value: "A", N: 10}, {Value: "B", N: 25}}, []Cell{{Value: "B", N: 25}, {Value: "A", N: 10}}},
		// Everything small and under 10 in all: nothing is shown.
		{[]Cell{{Value: "A", N: 4}, {Value: "B", N: 5}}, nil},
	}
	for i, c := range cases {
		if got := publish(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("case %d: %+v, want %+v", i, got, c.want)
		}
	}
}

func TestHistogramBarsCountAtLeastTenPeople(t *testing.T) {
	values := map[int]int{10: 2, 12: 9, 20: 15, 21: 1, 33: 4, 50: 3}
	got := bins(values, 10, 50, 5)
	// 25–50 holds 7 people: under the minimum, it joins the bar before it.
	want := []Bin{{From: 10, To: 14, N: 11}, {From: 15, To: 50, N: 23}} // 15–24 holds 16
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("bins %+v, want %+v", got, want)
	}
	if got := bins(map[int]int{30: 9}, 10, 50, 5); len(got) != 0 {
		t.Fatalf("nine people make a bar: %+v", got)
	}
}
