package difftest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/kernels"
)

// The CI sample: sampleSize kernels of seed sampleSeed (scripts/difftest.sh
// runs long campaigns).
const (
	sampleSeed = 20261128
	sampleSize = 40
)

// buildBvgen builds the bvgen binary under test into a temporary folder.
func buildBvgen(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "bvgen")
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(gobin, "build", "-o", bin, "github.com/bvgen/bvgen/cmd/bvgen").CombinedOutput()
	require.NoError(t, err, "%s", out)
	return bin
}

// TestSample runs the fixed-seed sample through Oclgrind and bvgen: one
// unsound verdict fails CI, as does an error of either tool.
func TestSample(t *testing.T) {
	golden.RequireTool(t, "oclgrind-kernel", "clang-14", "boogie", "z3")
	ks := Generate(sampleSeed, sampleSize)
	rs := Run(context.Background(), ks, Bvgen(buildBvgen(t), 2*time.Minute), Options{Dir: t.TempDir(), Jobs: 2})
	var b strings.Builder
	WriteMarkdown(&b, rs)
	t.Log("\n" + b.String())
	require.NoError(t, Check(rs))
}

// TestStandInVerifier shows the check can fail: a verifier that verifies
// everything is caught on the sample, each unsound kernel named.
func TestStandInVerifier(t *testing.T) {
	golden.RequireTool(t, "oclgrind-kernel")
	verifyAll := func(context.Context, Kernel, string) (Verdict, string, error) { return Verified, "", nil }
	rs := Run(context.Background(), Generate(sampleSeed, sampleSize), verifyAll, Options{Dir: t.TempDir(), Jobs: 2})
	err := Check(rs)
	require.Error(t, err)
	bad := UnsoundResults(rs)
	require.NotEmpty(t, bad)
	for _, r := range bad {
		assert.Contains(t, err.Error(), r.Kernel.ID)
		assert.NotEmpty(t, r.Kernel.Mutation, "%s: a safe form showed a race under Oclgrind", r.Describe())
	}
}

// TestClassify: the table of verdict against observation, with the
// re-run on other inputs for a race only bvgen reports.
func TestClassify(t *testing.T) {
	race := Observation{Races: 1}
	tests := []struct {
		name     string
		kernel   Kernel
		first    Observation
		alt      Observation
		verdict  Verdict
		expected Class
	}{
		{"both clean", Kernel{}, Observation{}, Observation{}, Verified, Agree},
		{"race verified", Kernel{}, race, Observation{}, Verified, Unsound},
		{"divergence verified", Kernel{}, Observation{Divergence: 1}, Observation{}, Verified, Unsound},
		{"both race", Kernel{}, race, Observation{}, Refuted, Agree},
		{"race on another input", Kernel{}, Observation{}, race, Refuted, InputDependent},
		{"race on no input", Kernel{}, Observation{}, Observation{}, Refuted, FalseAlarm},
		{"rule Oclgrind does not check", Kernel{Pattern: "async-copy", Mutation: "no-barrier"}, Observation{}, Observation{}, Refuted, Stricter},
		{"unsupported", Kernel{}, race, race, Unsupported, NotSupported},
		{"timeout", Kernel{}, Observation{}, Observation{}, TimedOut, Timeout},
		{"crash", Kernel{}, Observation{}, Observation{}, Crashed, VerifierError},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			oracle := func(_ context.Context, _ Kernel, _ string, fill func(Arg) Fill) (Observation, error) {
				if fill == nil {
					return tt.first, nil
				}
				return tt.alt, nil
			}
			r := Result{Oracle: tt.first, Verdict: tt.verdict}
			assert.Equal(t, tt.expected, classify(context.Background(), tt.kernel, r, oracle, t.TempDir()))
		})
	}
}

// TestGenerate: a seed gives the same kernels; every pattern and every
// mutation is drawn in a long run; each kernel's header is a valid
// expectation header carrying its launch.
func TestGenerate(t *testing.T) {
	a, b := Generate(3, 1000), Generate(3, 1000)
	require.Equal(t, a, b)
	seen := map[string]bool{}
	dir := t.TempDir()
	for _, k := range a {
		seen[k.Pattern+"/"+k.Mutation] = true
		g := k.Geometry
		assert.LessOrEqual(t, g.LocalTotal(), 64, k.ID)
		if g.Dims > 1 {
			assert.Equal(t, 1, g.Groups[0], "%s: groups along x in %d-D", k.ID, g.Dims)
		}
		path := filepath.Join(dir, k.ID+".cl")
		require.NoError(t, os.WriteFile(path, []byte(k.Header("pass")+k.Source), 0o644))
		h, err := kernels.ParseHeader(path)
		require.NoError(t, err, k.ID)
		assert.Equal(t, k.LaunchFlags(), h.Flags, k.ID)
	}
	for _, p := range patterns {
		for _, m := range append([]string{""}, p.mutations...) {
			assert.True(t, seen[p.name+"/"+m], "pattern %s mutation %q never drawn", p.name, m)
		}
	}
}
