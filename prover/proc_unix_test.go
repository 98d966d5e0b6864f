//go:build unix

package prover

import (
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestProxyExecutable runs the script that Boogie gets as its z3: it execs
// the proxy command, quoted for the shell, with --z3 and Boogie's
// arguments.
func TestProxyExecutable(t *testing.T) {
	dir := t.TempDir()
	exe, err := proxyExecutable(dir, []string{"/bin/echo", "it's a"}, "/usr/bin/z3")
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "z3"), exe)
	out, err := exec.Command(exe, "-smt2", "x  y").Output()
	require.NoError(t, err)
	assert.Equal(t, "it's a --z3=/usr/bin/z3 -- -smt2 x  y\n", string(out))
}

// TestBoogieArgsProxy: FastUnsat uses the proxy only when there is one and
// BVGEN_NO_SHIM is not set.
func TestBoogieArgsProxy(t *testing.T) {
	needBoogie(t)
	dir := t.TempDir()
	z3exe := "/z3exe:" + filepath.Join(dir, "z3")
	args, err := boogieArgs(Options{FastUnsat: true}, dir, "p.bpl", "m.txt")
	require.NoError(t, err)
	assert.Equal(t, []string{"/nologo", "/mv:m.txt", "p.bpl"}, args)
	opts := Options{FastUnsat: true, NoModel: true, Proxy: []string{"bvgen", "z3-proxy"}}
	args, err = boogieArgs(opts, dir, "p.bpl", "m.txt")
	require.NoError(t, err)
	assert.Equal(t, []string{"/nologo", z3exe, "p.bpl"}, args)
	t.Setenv(noProxyEnv, "1")
	args, err = boogieArgs(opts, dir, "p.bpl", "m.txt")
	require.NoError(t, err)
	assert.Equal(t, []string{"/nologo", "p.bpl"}, args)
}
