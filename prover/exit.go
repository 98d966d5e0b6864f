package prover

import (
	"bytes"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Boogie on Mono (6.8 here) sometimes hangs after its work is done: it has
// printed its trailer ("Boogie program verifier finished with ..."), its
// prover processes are gone, and the runtime sits in futex waits for 15 to
// 30 s before the process exits. Measured on
// kernels/realworld/transpose_rect_racy.cl, verified 60 times by each of
// two loops at once: 1 to 3 runs per 120 hang so, with the output's last
// write 17 to 28 s before the exit, against 15-35 ms for the others; over
// the whole corpus (`bvgen ci kernels/`) one to three kernels per run took
// 16-33 s instead of 1-2 s, and a model rerun that hung ran out of its
// bound. So once the trailer is out, Run gives Boogie exitGrace to exit
// and then ends it, keeping its output.

// trailer starts Boogie's last line of output.
const trailer = "Boogie program verifier finished with"

// exitGrace is how long Boogie may take to exit after its trailer.
const exitGrace = time.Second

// outputWatch collects Boogie's standard output for runUntilTrailer,
// which reads it while Boogie writes.
type outputWatch struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (w *outputWatch) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

// tail returns the output's length and whether its last line is a
// trailer.
func (w *outputWatch) tail() (int, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	b := bytes.TrimRight(w.buf.Bytes(), "\r\n")
	return w.buf.Len(), bytes.HasPrefix(b[bytes.LastIndexByte(b, '\n')+1:], []byte(trailer))
}

func (w *outputWatch) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// runUntilTrailer runs cmd, whose standard output must be w, and ends it
// once the trailer has been its last output for exitGrace, the model file
// holds only whole models (a model is written before the trailer, but the
// check costs nothing) and the process has no children. The last
// condition keeps a run that is still at work alive even if a message of
// the program ({:msg} in a linked Boogie file) printed the trailer's
// words: Boogie's provers run until its end. A run ended so counts as
// finished: its error is nil.
func runUntilTrailer(cmd *exec.Cmd, w *outputWatch, modelFile string) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	ended := false
	exited := make(chan struct{})
	var mu sync.Mutex // guards ended
	go func() {
		tick := time.NewTicker(exitGrace / 4)
		defer tick.Stop()
		var since time.Time // when the output, of length size, ended in the trailer
		size := 0
		for {
			select {
			case <-tick.C:
			case <-exited:
				return
			}
			n, last := w.tail()
			switch {
			case !last:
				since = time.Time{}
			case since.IsZero() || n != size:
				since, size = time.Now(), n
			case time.Since(since) >= exitGrace && wholeModels(modelFile) && childless(cmd.Process.Pid):
				mu.Lock()
				ended = true
				mu.Unlock()
				// Process.Kill does not signal a process already waited for.
				cmd.Process.Kill()
				return
			}
		}
	}()
	err := cmd.Wait()
	close(exited)
	mu.Lock()
	defer mu.Unlock()
	if ended {
		return nil
	}
	return err
}

// wholeModels reports whether the model file, if any, ends after a
// complete model.
func wholeModels(path string) bool {
	b, err := os.ReadFile(path)
	if err != nil {
		return os.IsNotExist(err)
	}
	s := string(b)
	return strings.Count(s, "*** MODEL\n") == strings.Count(s, "*** END_MODEL\n")
}

// childless reports whether process pid is known to have no children
// (Linux's /proc/PID/task/TID/children); where that cannot be read, it
// reports false, and the process is left to exit by itself.
func childless(pid int) bool {
	tasks, err := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
	if err != nil || len(tasks) == 0 {
		return false
	}
	for _, t := range tasks {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + t.Name() + "/children")
		if err != nil || strings.TrimSpace(string(b)) != "" {
			return false
		}
	}
	return true
}
