package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary stand for bvgen when Boogie runs it as the
// prover proxy (proxyCommand names the running executable): invoked as
// `TESTBINARY z3-proxy ...`, it runs bvgen's hidden subcommand.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == proxyCmdName {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestVerifyThroughProxy runs bvgen verify, whose Boogie talks to z3
// through `bvgen z3-proxy`: a kernel that verifies and one with a race,
// without concrete runs (whose failing run would be the race's report,
// with no query for the proxy to answer "sat").
func TestVerifyThroughProxy(t *testing.T) {
	requireTools(t, "clang-14", "opt-14", "boogie")
	trace := filepath.Join(t.TempDir(), "trace")
	t.Setenv("BVGEN_Z3_SHIM_TRACE", trace)
	code, out, _ := bvgen(t, "verify", "--local_size=64", "--num_groups=2", "testdata/ok.cl")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, out, "testdata/ok.cl: verified")
	b, err := os.ReadFile(trace)
	require.NoError(t, err)
	assert.Contains(t, string(b), `fast query: "unsat"`)

	code, out, _ = bvgen(t, "verify", "--concrete-runs=0", "--local_size=128", "--num_groups=2", "../../kernels/races/barrier_racy.cl")
	assert.Equal(t, ExitNotVerified, code)
	assert.Contains(t, out, "race")
	b, err = os.ReadFile(trace)
	require.NoError(t, err)
	assert.Contains(t, string(b), `fast query: "sat"`)
}

func TestProxyCommandHidden(t *testing.T) {
	code, out, _ := bvgen(t, "--help")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, out, "verify")
	assert.NotContains(t, out, proxyCmdName)
	code, _, stderr := bvgen(t, proxyCmdName, "-smt2")
	assert.Equal(t, 2, code)
	assert.True(t, strings.Contains(stderr, "usage: [--report] --z3=PATH"), stderr)
	self, err := os.Executable()
	require.NoError(t, err)
	assert.Equal(t, []string{self, proxyCmdName}, proxyCommand())
}
