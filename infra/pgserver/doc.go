// Package pgserver runs a private PostgreSQL server from local binaries, for
// the embedded default (`make run`) and for test suites (see infra/pgtest).
//
// Layout for Options.DataDir = D:
//
//	D/                      the cluster (initdb on first use)
//	D/zhiyuan.port          the TCP port picked when Options.Port is 0
//	D/../postgres.log       the server's own log (never our stdout)
//	/tmp/zhiyuan-pg-<hash>/ the unix socket directory (short path, < 100 bytes)
//
// Postgres refuses to run as root, so a root process creates the system user
// "zhiyuan-pg", hands it the data and socket directories and runs the
// binaries through `runuser -u zhiyuan-pg --`.
//
// # Stale servers
//
// The postmaster is started by pg_ctl in its own session, so it outlives a
// parent that was killed with SIGKILL. Start therefore looks at
// D/postmaster.pid first:
//
//   - pid alive, a "postgres" process whose cwd is D: a server left running
//     by a killed parent. Start stops it (pg_ctl stop -m fast, a clean
//     checkpoint) and starts it again, instead of adopting it. Restarting
//     costs a fraction of a second and guarantees the running server has
//     exactly the port, socket dir, settings, binaries and log file of this
//     Start call, and that the returned Server owns it.
//   - pid dead: nothing is removed; Postgres notices the dead pid itself,
//     replays its WAL and keeps every committed transaction. Orphaned
//     backends of a killed postmaster still hold the shared memory block and
//     make Postgres refuse to start, so Start waits for them briefly and then
//     kills them (equivalent to the crash that already happened).
//   - pid is a zombie (dead, not yet reaped by a slow init) or was recycled
//     by an unrelated process: kill(pid, 0) succeeds, so Postgres would take
//     it for a live postmaster and refuse to start. Start removes the pid
//     file and the lock files of our private socket directory, then proceeds
//     as for a dead pid. Postgres' shared memory interlock still protects
//     the data.
//
// URL and AdminURL use TCP on 127.0.0.1, which every client understands; the
// socket directory serves local tools such as psql -h <socketdir>.
// One Server per data directory at a time, enforced: Start holds an exclusive
// flock on D.owner for the Server's life and answers ErrInUse while another
// live process holds it. Only a server whose owner is gone (the kernel drops
// the lock of a killed process) is treated as stale above; a second Start
// beside a running portal (an operator's CLI, say) never stops its server.
package pgserver
