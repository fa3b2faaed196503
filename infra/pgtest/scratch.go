package pgtest

import (
	"os"
	"syscall"
)

// minShmFree is the free space /dev/shm needs before a throw-away cluster
// (~40 MB plus ~8 MB per test database) goes there; containers often give
// it only 64 MB.
const minShmFree = 1 << 30

// scratchRoot prefers tmpfs: creating a database writes hundreds of files,
// which costs ~1 ms each on some VM disks and next to nothing in memory.
func scratchRoot() string {
	const shm = "/dev/shm"
	var st syscall.Statfs_t
	if syscall.Statfs(shm, &st) == nil && st.Bavail*uint64(st.Bsize) >= minShmFree && syscall.Access(shm, 2 /* W_OK */) == nil {
		return shm
	}
	return os.TempDir()
}
