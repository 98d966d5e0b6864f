//go:build unix

package z3proxy

import (
	"os/exec"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestYield: a process added before the yield gets the lowest priority at
// the yield, one added after it at once.
func TestYield(t *testing.T) {
	start := func() *exec.Cmd {
		cmd := exec.Command("sleep", "10")
		require.NoError(t, cmd.Start())
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
		return cmd
	}
	nice := func(c *exec.Cmd) int {
		// Getpriority returns 20 - nice on Linux, 0..39.
		p, err := syscall.Getpriority(syscall.PRIO_PROCESS, c.Process.Pid)
		require.NoError(t, err)
		return 20 - p
	}
	var y procs
	before := start()
	y.add(before.Process)
	assert.Equal(t, 0, nice(before))
	y.yield()
	assert.Equal(t, yieldNice, nice(before))
	after := start()
	ended := y.add(after.Process)
	assert.Equal(t, yieldNice, nice(after))
	ended()
	assert.Len(t, y.ps, 1, "an ended process is taken out")
}
