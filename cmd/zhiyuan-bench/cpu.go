package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// clkTck is USER_HZ, the unit of /proc CPU times (100 on every Linux we run on).
const clkTck = 100.0

// cpuProbe attributes CPU time during a measurement: this process (the load
// generator, plus whatever runs in-process), the product's server process when
// there is one, the scenario's Postgres, and everything else on the machine.
type cpuProbe struct {
	pgDataDir string // the scenario's Postgres data dir (its postmaster.pid names the server)
	serverPID int    // a zhiyuan child process, 0 if none
}

type cpuSnap struct {
	at               time.Time
	procs            map[string]procTime // every process, for naming the "other" ones
	self, server, pg float64             // seconds of CPU
	sys              sysTicks
}

func (p cpuProbe) snap() cpuSnap {
	s := cpuSnap{at: time.Now(), self: procCPU("self", false)}
	if p.serverPID > 0 {
		s.server = procCPU(strconv.Itoa(p.serverPID), false)
	}
	if pid := postmasterPID(p.pgDataDir); pid > 0 {
		s.pg = postgresTreeCPU(pid)
	}
	s.sys = systemCPU()
	s.procs = allProcs()
	return s
}

// cpuUse is the CPU spent between two snapshots, in cores (CPU seconds per
// second). kernel is the kernel threads (softirq networking, disk flushes:
// mostly work our own processes cause); other is the rest of the machine's
// busy time, i.e. other user processes.
type cpuUse struct {
	wall                                         time.Duration
	self, server, pg, kernel, other, busy, steal float64
	cores                                        int
	load                                         string
	top                                          []string // the busiest other processes
}

func (p cpuProbe) since(a cpuSnap) cpuUse {
	b := p.snap()
	w := b.at.Sub(a.at).Seconds()
	u := cpuUse{wall: b.at.Sub(a.at), self: (b.self - a.self) / w, server: (b.server - a.server) / w,
		pg: (b.pg - a.pg) / w, cores: numCPU(), load: loadAvg()}
	if dt := b.sys.total - a.sys.total; dt > 0 {
		u.busy = (b.sys.busy - a.sys.busy) / dt * float64(u.cores)
		u.steal = (b.sys.steal - a.sys.steal) / dt * float64(u.cores)
	}
	// Interrupt time is not added: the kernel charges most of it to the
	// interrupted process as system time already.
	u.kernel = kernelThreadDelta(a.procs, b.procs) / w
	u.other = max(0, u.busy-u.self-u.server-u.pg-u.kernel)
	u.top = topOthers(a.procs, b.procs, p.excluded(), w)
	return u
}

func (u cpuUse) String() string {
	var parts []string
	if u.server > 0 {
		parts = append(parts, fmt.Sprintf("zhiyuan server %.2f", u.server))
	}
	parts = append(parts, fmt.Sprintf("bench process %.2f", u.self), fmt.Sprintf("postgres %.2f", u.pg),
		fmt.Sprintf("kernel threads %.2f", u.kernel), fmt.Sprintf("other processes %.2f", u.other))
	s := fmt.Sprintf("CPU over %.1f s, in cores of %d: %s; machine busy %.2f", u.wall.Seconds(), u.cores,
		strings.Join(parts, ", "), u.busy)
	if len(u.top) > 0 {
		s += " (busiest others: " + strings.Join(u.top, ", ") + ")"
	}
	if u.steal >= 0.05 {
		s += fmt.Sprintf(", stolen by the hypervisor %.2f", u.steal)
	}
	return s + "; load average " + u.load
}

// saturated reports whether the machine's CPUs were (nearly) all busy.
func (u cpuUse) saturated() bool { return u.busy >= 0.85*float64(u.cores) }

func numCPU() int {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 1
	}
	n := 0
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "cpu") && len(l) > 3 && l[3] >= '0' && l[3] <= '9' {
			n++
		}
	}
	if n == 0 {
		n = 1
	}
	return n
}

// statFields are the fields of /proc/<pid>/stat after the command name.
func statFields(pid string) []string {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return nil
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(s[i+1:]) // [0]=state [1]=ppid ... [11]=utime [12]=stime [13]=cutime [14]=cstime
}

func procCPU(pid string, withChildren bool) float64 {
	f := statFields(pid)
	if len(f) < 15 {
		return 0
	}
	t := atof(f[11]) + atof(f[12])
	if withChildren {
		t += atof(f[13]) + atof(f[14])
	}
	return t / clkTck
}

// postgresTreeCPU is the postmaster's CPU with its reaped children (exited
// backends) plus its live children (backends, walwriter, checkpointer, ...).
func postgresTreeCPU(postmaster int) float64 {
	total := procCPU(strconv.Itoa(postmaster), true)
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	want := strconv.Itoa(postmaster)
	for _, d := range dirs {
		pid := filepath.Base(d)
		if f := statFields(pid); len(f) > 12 && f[1] == want {
			total += (atof(f[11]) + atof(f[12])) / clkTck
		}
	}
	return total
}

func postmasterPID(dataDir string) int {
	if dataDir == "" {
		return 0
	}
	b, err := os.ReadFile(filepath.Join(dataDir, "postmaster.pid"))
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	pid, _ := strconv.Atoi(strings.TrimSpace(line))
	return pid
}

// sysTicks are machine-wide CPU ticks from /proc/stat.
type sysTicks struct{ busy, steal, total float64 }

func systemCPU() sysTicks {
	var t sysTicks
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return t
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line) // cpu user nice system idle iowait irq softirq steal guest guest_nice
	if len(f) < 9 {
		return t
	}
	var idle float64
	for i := 1; i <= 8; i++ {
		v := atof(f[i])
		t.total += v
		if i == 4 || i == 5 {
			idle += v
		}
	}
	t.steal = atof(f[8])
	t.busy = t.total - idle - t.steal
	return t
}

func atof(s string) float64 {
	v, _ := strconv.ParseFloat(s, 64)
	return v
}
