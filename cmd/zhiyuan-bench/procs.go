package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// procTime is one process's CPU seconds (with its reaped children's, so a
// short-lived compiler shows under the go command that ran it), its parent
// and its name.
type procTime struct {
	cpu, own float64
	ppid     string
	name     string
	kernel   bool
}

func allProcs() map[string]procTime {
	out := map[string]procTime{}
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		pid := filepath.Base(d)
		b, err := os.ReadFile(d + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		open, close := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
		if open < 0 || close < open {
			continue
		}
		f := strings.Fields(s[close+1:])
		if len(f) < 13 {
			continue
		}
		own := (atof(f[11]) + atof(f[12])) / clkTck
		reaped := (atof(f[13]) + atof(f[14])) / clkTck
		if pid == "1" {
			reaped = 0 // init reaps every orphan on the machine; naming it would say nothing
		}
		out[pid] = procTime{own: own, cpu: own + reaped, ppid: f[1], name: s[open+1 : close],
			kernel: pid == "2" || f[1] == "2"}
	}
	return out
}

// excluded are the processes already accounted for: this one, the server,
// the scenario's postmaster (its children are matched by parent).
func (p cpuProbe) excluded() map[string]bool {
	ex := map[string]bool{strconv.Itoa(os.Getpid()): true}
	if p.serverPID > 0 {
		ex[strconv.Itoa(p.serverPID)] = true
	}
	if pm := postmasterPID(p.pgDataDir); pm > 0 {
		ex[strconv.Itoa(pm)] = true
	}
	return ex
}

// topOthers names the three busiest processes outside ours (and outside the
// children of ours) between two snapshots, with their share in cores.
func topOthers(a, b map[string]procTime, excluded map[string]bool, wall float64) []string {
	type use struct {
		name  string
		cores float64
	}
	byName := map[string]float64{}
	for pid, pb := range b {
		if excluded[pid] || excluded[pb.ppid] || pb.kernel {
			continue
		}
		d := pb.cpu - a[pid].cpu
		if d > 0 {
			byName[pb.name] += d / wall
		}
	}
	var us []use
	for n, c := range byName {
		if c >= 0.05 {
			us = append(us, use{n, c})
		}
	}
	sort.Slice(us, func(i, j int) bool { return us[i].cores > us[j].cores })
	var out []string
	for i, u := range us {
		if i == 3 {
			break
		}
		out = append(out, fmt.Sprintf("%s %.2f", u.name, u.cores))
	}
	return out
}

// kernelThreadDelta is the CPU the kernel threads spent between two snapshots,
// counting only threads still alive at the end (a kworker that exited takes
// its time with it; it must not make the sum go down).
func kernelThreadDelta(a, b map[string]procTime) float64 {
	t := 0.0
	for pid, p := range b {
		if p.kernel {
			t += max(0, p.own-a[pid].own)
		}
	}
	return t
}
