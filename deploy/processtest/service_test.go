package processtest

import (
	"io"
	"net"
	"sync"
	"sync/atomic"
	"testing"
)

// serviceName stands for Docker's DNS name of a scaled service (`command-api` resolves to
// every replica): a loopback listener that hands each new TCP connection to the next replica
// in turn, skipping one that refuses. Like Docker's, it balances per connection.
type serviceName struct {
	ln       net.Listener
	backends []string
	next     atomic.Uint64
	wg       sync.WaitGroup
}

func newServiceName(t *testing.T, backends ...string) *serviceName {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &serviceName{ln: ln, backends: backends}
	go s.accept()
	t.Cleanup(func() { ln.Close(); s.wg.Wait() })
	return s
}

func (s *serviceName) URL() string { return "http://" + s.ln.Addr().String() }

func (s *serviceName) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			s.pipe(c)
		}()
	}
}

func (s *serviceName) pipe(c net.Conn) {
	defer c.Close()
	var up net.Conn
	for range s.backends {
		b := s.backends[s.next.Add(1)%uint64(len(s.backends))]
		var err error
		if up, err = net.Dial("tcp", b); err == nil {
			break
		}
	}
	if up == nil {
		return // no replica answers: the client sees a closed connection
	}
	defer up.Close()
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(up, c); done <- struct{}{} }()
	go func() { _, _ = io.Copy(c, up); done <- struct{}{} }()
	<-done
}
