package pgserver

import (
	"io"
	"os"
	osexec "os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// As root, rerun the main scenarios as the unprivileged user "nobody": then
// no runuser and no extra system user are involved.
func TestAsNormalUser(t *testing.T) {
	t.Parallel()
	if os.Geteuid() != 0 {
		t.Skip("already running as a normal user")
	}
	if testing.Short() {
		t.Skip("slow")
	}
	const uid, gid = 65534, 65534 // nobody
	home := t.TempDir()
	os.Chmod(home, 0o755)
	bin := filepath.Join(home, "pgserver.test")
	copyFile(t, os.Args[0], bin)
	tmp := filepath.Join(home, "tmp")
	if err := os.Mkdir(tmp, 0o700); err != nil {
		t.Fatal(err)
	}
	os.Chown(tmp, uid, gid)
	// t.TempDir's parents are 0700 root dirs; nobody needs to pass through.
	if err := (account{asRoot: true, uid: uid}).makeTraversable(tmp); err != nil {
		t.Fatal(err)
	}

	cmd := osexec.Command(bin, "-test.v", "-test.count=1",
		"-test.run=^(TestStartStopStartReusesData|TestCrashWithBusyOrphanBackend|TestServerLeftRunningByKilledParentIsRestarted|TestStalePidFileNamingAnotherProcess)$")
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "TMPDIR=" + tmp, "HOME=" + tmp}
	cmd.Dir = tmp
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: gid}}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "\nPASS") {
		t.Fatalf("as nobody: %v\n%s", err, out)
	}
	t.Logf("as nobody:\n%s", out)
	if strings.Contains(string(out), "--- SKIP") {
		t.Fatalf("scenarios skipped as nobody:\n%s", out)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
}
