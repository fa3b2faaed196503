package main

import (
	"context"
	"syscall"
	"time"
)

// fresh is the real binary started on a fresh data dir (its first start imports the shipped data).
type fresh struct {
	env        *env
	bin        string
	port       int
	srv        *serverProc
	firstStart time.Duration // start to ready
}

// startFresh starts the binary on a new scratch env and waits until it is ready.
func startFresh(ctx context.Context, o options, name string, ready time.Duration, extraEnv ...string) (*fresh, error) {
	e, err := newEnv(name)
	if err != nil {
		return nil, err
	}
	f := &fresh{env: e}
	if f.bin, err = resolveBinary(ctx, o.bin, e.dir); err != nil {
		f.close()
		return nil, err
	}
	if f.port, err = freeLoopbackPort(); err != nil {
		f.close()
		return nil, err
	}
	if f.srv, err = startServer(f.bin, e.dir, f.port, e.dir+"/server.log", extraEnv...); err != nil {
		f.close()
		return nil, err
	}
	if f.firstStart, err = f.srv.waitReady(ctx, ready); err != nil {
		f.close()
		return nil, err
	}
	waitVacuumDone(ctx, e.pgDataDir(), 3*time.Minute)
	return f, nil
}

// close stops the server (a second stop is a no-op) and removes the env.
func (f *fresh) close() {
	if f.srv != nil {
		_, _ = f.srv.stop(syscall.SIGINT, 30*time.Second)
	}
	f.env.close()
}

// client and probe of the running server.
func (f *fresh) client() *apiClient { return newAPIClient(f.srv.base) }
func (f *fresh) probe() cpuProbe {
	return cpuProbe{pgDataDir: f.env.pgDataDir(), serverPID: f.srv.pid()}
}
