package z3proxy

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
)

// relay copies the incremental z3's output to Boogie, except the replies
// to the commands the proxy sends on its own behalf (sync).
type relay struct {
	out io.Writer
	// mu serialises writes to out and guards capturing and captured.
	mu        sync.Mutex
	capturing bool
	captured  strings.Builder
	synced    chan struct{}
	// done is closed when z3's output ends.
	done chan struct{}
}

// copy relays z3's output until it ends.
func (r *relay) copy(fromZ3 io.Reader) {
	defer close(r.done)
	br := bufio.NewReader(fromZ3)
	for {
		line, err := br.ReadString('\n')
		if strings.TrimSpace(line) == proxySync {
			r.synced <- struct{}{}
		} else if line != "" {
			r.mu.Lock()
			if r.capturing {
				r.captured.WriteString(line)
			} else {
				io.WriteString(r.out, line)
			}
			r.mu.Unlock()
		}
		if err != nil {
			return
		}
	}
}

// sync waits until z3 has answered every command sent so far, so that the
// proxy may write to Boogie itself. With a non-empty cmd it first waits
// for the earlier answers, then sends cmd and returns z3's reply to it
// instead of passing it on ("" if z3 is gone).
func (r *relay) sync(toZ3 io.Writer, cmd string) string {
	if !r.echo(toZ3) || cmd == "" {
		return ""
	}
	r.mu.Lock()
	r.capturing = true
	r.captured.Reset()
	r.mu.Unlock()
	io.WriteString(toZ3, cmd+"\n")
	r.echo(toZ3)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.capturing = false
	return r.captured.String()
}

// echo sends the sync marker and waits for it; false if z3 is gone.
func (r *relay) echo(toZ3 io.Writer) bool {
	fmt.Fprintf(toZ3, "(echo \"%s\")\n", proxySync)
	select {
	case <-r.synced:
		return true
	case <-r.done: // z3 is gone; Boogie will see its end
		return false
	}
}

// write sends the proxy's own answer to Boogie.
func (r *relay) write(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	io.WriteString(r.out, s)
}
