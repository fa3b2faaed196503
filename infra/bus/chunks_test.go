package bus

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ThreeDotsLabs/watermill/message"
)

func TestChunksKeepOrderAndStayUnderTheLimit(t *testing.T) {
	var recs []*message.Message
	for _, n := range []int{300, 300, 300, 900, 100, 100} {
		recs = append(recs, message.NewMessage("", message.Payload(strings.Repeat("x", n))))
	}
	got := chunks(recs, 700)
	var sizes [][]int
	k := 0
	for _, c := range got {
		var s []int
		for _, r := range c {
			if r != recs[k] {
				t.Fatalf("record %d out of order", k)
			}
			k++
			s = append(s, len(r.Payload))
		}
		sizes = append(sizes, s)
	}
	want := "[[300 300] [300] [900] [100 100]]"
	if k != len(recs) || fmt.Sprint(sizes) != want {
		t.Fatalf("chunks %v, want %s", sizes, want)
	}
}
