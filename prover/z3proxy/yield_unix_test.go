//go:build unix

package z3proxy

import (
	"fmt"
	"os/exec"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestYield: a process added before the yield gets the lowest priority at
// the yield, one added after it at once.
func TestYield(t *testing.T) {
	var y procs
	before := sleeper(t)
	y.add(before.Process)
	assert.Equal(t, 0, niceOf(t, before))
	y.yield()
	assert.Equal(t, yieldNice, niceOf(t, before))
	after := sleeper(t)
	ended := y.add(after.Process)
	assert.Equal(t, yieldNice, niceOf(t, after))
	ended()
	assert.Len(t, y.ps, 1, "an ended process is taken out")
}

// TestStarter: which strategies' processes start at the lowest priority.
// The SMT core joins the yielding processes (niced only at the yield); a
// backup draw always starts niced; the first bit-blaster does where it
// cannot take the script as it is, unless it answered the last query.
func TestStarter(t *testing.T) {
	byName := map[string]strategy{}
	for _, st := range strategies {
		byName[st.name] = st
	}
	tests := []struct {
		strategy, eager string
		blastable       bool
		niced, joins    bool
	}{
		{strategy: "smt", blastable: true, joins: true},
		{strategy: "smt", blastable: false, joins: true},
		{strategy: "bit-blast", blastable: true},
		{strategy: "bit-blast", blastable: false, niced: true},
		{strategy: "bit-blast", eager: "bit-blast", blastable: false},
		{strategy: "bit-blast, widened", blastable: true, niced: true},
		{strategy: "bit-blast, widened", eager: "bit-blast, widened", blastable: true, niced: true},
		{strategy: "products, bit-blast", blastable: false, niced: true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/blastable=%v/eager=%q", tt.strategy, tt.blastable, tt.eager), func(t *testing.T) {
			st, ok := byName[tt.strategy]
			require.True(t, ok, "no strategy %q", tt.strategy)
			var y procs
			start := y.starter(st, tt.blastable, tt.eager)
			if !tt.niced && !tt.joins {
				assert.Nil(t, start)
				return
			}
			require.NotNil(t, start)
			cmd := sleeper(t)
			start(cmd.Process)
			want := 0
			if tt.niced {
				want = yieldNice
			}
			assert.Equal(t, want, niceOf(t, cmd))
			assert.Equal(t, tt.joins, len(y.ps) == 1)
		})
	}
}

// niceOf is c's niceness (Getpriority returns 20 - nice on Linux, 0..39).
func niceOf(t *testing.T, c *exec.Cmd) int {
	p, err := syscall.Getpriority(syscall.PRIO_PROCESS, c.Process.Pid)
	require.NoError(t, err)
	return 20 - p
}

// sleeper is a started process that lives for the test.
func sleeper(t *testing.T) *exec.Cmd {
	cmd := exec.Command("sleep", "10")
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd
}
