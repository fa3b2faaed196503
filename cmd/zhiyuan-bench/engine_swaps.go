package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"
)

// engineSwaps reads the server's log for the recommendation engine's swaps to a completed
// admission import (cmd/zhiyuan/warm.go) and says where each learning and swap fell against the
// run: warm-up from from, measurement from measured to to; times from the server's ready line.
func engineSwaps(logPath string, from, measured, to time.Time) string {
	f, err := os.Open(logPath)
	if err != nil {
		return "engine swaps: server log unreadable: " + err.Error()
	}
	defer f.Close()
	var ready time.Time
	var swaps []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var l struct {
			Time time.Time
			Msg  string
			Ms   int64
		}
		if json.Unmarshal(sc.Bytes(), &l) != nil {
			continue
		}
		switch {
		case l.Msg == "zhiyuan ready" && ready.IsZero():
			ready = l.Time
		case l.Msg == "recommendation engine learned a new admission import":
			began := l.Time.Add(-time.Duration(l.Ms) * time.Millisecond)
			swaps = append(swaps, fmt.Sprintf("learned from +%.1f s (%s) and swapped in at +%.1f s (%s)",
				began.Sub(ready).Seconds(), phase(began, from, measured, to), l.Time.Sub(ready).Seconds(), phase(l.Time, from, measured, to)))
		}
	}
	if ready.IsZero() {
		return "engine swaps: no ready line in the server log"
	}
	run := fmt.Sprintf("the warm-up ran from +%.1f s, the measurement from +%.1f s to +%.1f s",
		from.Sub(ready).Seconds(), measured.Sub(ready).Seconds(), to.Sub(ready).Seconds())
	if len(swaps) == 0 {
		return "The engine swapped to no new admission import after ready; " + run + "."
	}
	return fmt.Sprintf("After ready, the engine of each completed admission import was %s; %s. Until each swap the "+
		"engine of the data before it answers.", strings.Join(swaps, "; then "), run)
}

// phase names where t fell against the run.
func phase(t, from, measured, to time.Time) string {
	switch {
	case t.Before(from):
		return "before the run"
	case t.Before(measured):
		return "in the warm-up"
	case t.Before(to):
		return "inside the measurement"
	}
	return "after the run"
}
