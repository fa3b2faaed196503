package pgtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"

	"zhiyuan/infra/pgserver"
)

// watchdogScript outlives a test binary that dies without cleanup (go test
// -timeout panics, SIGKILL, Ctrl-C) and then shuts its postgres down
// (SIGQUIT: immediate shutdown, the data is thrown away) and removes the
// temp dir and the (then empty) socket dir. Args: test binary pid, data dir,
// temp dir, socket dir.
const watchdogScript = `
while kill -0 "$1" 2>/dev/null; do sleep 1; done
pid=$(head -n 1 "$2/postmaster.pid" 2>/dev/null)
if [ -n "$pid" ] && kill -QUIT "$pid" 2>/dev/null; then
	# Wait for it to exit; a zombie (left to a slow init) counts as gone.
	i=0
	while [ $i -lt 100 ] && [ -r "/proc/$pid/stat" ] && ! grep -q ') Z ' "/proc/$pid/stat"; do
		sleep 0.1; i=$((i+1))
	done
fi
rm -rf "$3"
rmdir "$4" 2>/dev/null
`

// startWatchdog runs the script in its own session, so the signals that kill
// the test binary's process group spare it. The returned func ends it.
func startWatchdog(srv *pgserver.Server, tmpDir string) (stop func()) {
	cmd := exec.Command("/bin/sh", "-c", watchdogScript, "pgtest-watchdog",
		strconv.Itoa(os.Getpid()), srv.DataDir(), filepath.Clean(tmpDir), srv.SocketDir())
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		return func() {} // best effort: without it only a crash leaks the server
	}
	return func() {
		cmd.Process.Kill()
		cmd.Wait()
	}
}
