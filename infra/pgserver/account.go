package pgserver

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// systemUser runs postgres when we are root; postgres refuses to run as root.
const systemUser = "zhiyuan-pg"

// account describes who runs the postgres binaries.
type account struct {
	asRoot   bool // we are root: drop to systemUser via runuser
	uid, gid int
}

var createUserMu sync.Mutex

// currentAccount returns the identity postgres will run as, creating the
// system user on first use when we are root.
func currentAccount(ctx context.Context) (account, error) {
	if os.Geteuid() != 0 {
		return account{uid: os.Geteuid(), gid: os.Getegid()}, nil
	}
	createUserMu.Lock()
	defer createUserMu.Unlock()
	u, err := user.Lookup(systemUser)
	for attempt := 0; err != nil; attempt++ {
		out, addErr := exec.CommandContext(ctx, "useradd", "--system", "--no-create-home",
			"--shell", "/usr/sbin/nologin", systemUser).CombinedOutput()
		// A parallel test binary may have created it, or may still hold the
		// lock on /etc/passwd ("try again later").
		if u, err = user.Lookup(systemUser); err != nil && attempt == 4 {
			return account{}, fmt.Errorf("pgserver: create user %s: %v: %s", systemUser, addErr, out)
		}
		if err != nil {
			time.Sleep(200 * time.Millisecond)
		}
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return account{asRoot: true, uid: uid, gid: gid}, nil
}

// command builds a command running bin as the postgres account. The working
// directory is / because ours may not be readable by that account.
func (a account) command(ctx context.Context, bin string, args ...string) *exec.Cmd {
	var cmd *exec.Cmd
	if _, err := exec.LookPath("runuser"); a.asRoot && err == nil {
		cmd = exec.CommandContext(ctx, "runuser", append([]string{"-u", systemUser, "--", bin}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, bin, args...)
		if a.asRoot { // no util-linux: switch user ourselves
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(a.uid), Gid: uint32(a.gid)}}
		}
	}
	cmd.Dir = "/"
	// Keep libpq/postgres defaults from the caller's environment out.
	env := []string{"LC_ALL=C", "LANG=C"}
	for _, k := range []string{"PATH", "TZ", "TMPDIR"} {
		if v, ok := os.LookupEnv(k); ok {
			env = append(env, k+"="+v)
		}
	}
	cmd.Env = env
	return cmd
}

// ownDir creates dir with mode 0700 owned by the postgres account.
func (a account) ownDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if a.asRoot {
		if err := os.Chown(dir, a.uid, a.gid); err != nil {
			return err
		}
	} else if st, err := os.Stat(dir); err == nil && !ownedBy(st, a.uid) {
		return fmt.Errorf("pgserver: %s is not owned by uid %d", dir, a.uid)
	}
	return os.Chmod(dir, 0o700) // initdb and postgres insist on 0700 (or 0750)
}

// adoptTree hands an existing cluster to the postgres account, e.g. one made
// by a non-root run before or for a recreated system user.
func (a account) adoptTree(dir string) error {
	st, err := os.Stat(dir)
	if err != nil || !a.asRoot || ownedBy(st, a.uid) {
		return err
	}
	return filepath.Walk(dir, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, a.uid, a.gid)
	})
}

// makeTraversable adds o+x to every parent of dir that lacks it, so the
// postgres account can reach a data dir below root-owned directories such as
// /work/... or a 0700 t.TempDir().
func (a account) makeTraversable(dir string) error {
	if !a.asRoot {
		return nil
	}
	for p := filepath.Dir(dir); ; p = filepath.Dir(p) {
		st, err := os.Stat(p)
		if err != nil {
			return err
		}
		if st.Mode().Perm()&0o001 == 0 && !ownedBy(st, a.uid) {
			if err := os.Chmod(p, st.Mode().Perm()|0o001); err != nil {
				return fmt.Errorf("pgserver: make %s traversable for %s: %w", p, systemUser, err)
			}
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

func ownedBy(st os.FileInfo, uid int) bool {
	s, ok := st.Sys().(*syscall.Stat_t)
	return ok && int(s.Uid) == uid
}
