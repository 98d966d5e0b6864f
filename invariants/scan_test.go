package invariants_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/invariants"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

func requireTools(t *testing.T) {
	t.Helper()
	golden.RequireTool(t, "clang-14", "opt-14", "boogie")
}

// verify runs the pipeline of `bvgen verify` on a kernel of kernels/scan
// with inference, and returns the Boogie result and the final program.
func verify(t *testing.T, file string, n, threads int) (*prover.Result, *invariants.Report, string, twothread.Origins) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	m, err := frontend.Load(ctx, frontend.Options{Path: filepath.Join("..", "kernels", "scan", file), Defines: []string{fmt.Sprintf("N=%d", n)}})
	require.NoError(t, err)
	g := ir.Geometry{LocalSize: ir.Dims{int64(threads)}, NumGroups: ir.Dims{1}}
	require.NoError(t, g.Resolve())
	red, err := twothread.Reduce(m, twothread.Options{Geometry: g, Checks: twothread.Checks{NoBenign: true},
		Candidates: func(l *twothread.Loop) []*bpl.Invariant { return invariants.Generate(l) }})
	require.NoError(t, err)
	res, rep, err := invariants.Verify(ctx, red.Program, invariants.Options{Boogie: prover.Options{Flags: twothread.BoogieFlags}})
	require.NoError(t, err)
	return res, rep, bpl.Print(red.Program), red.Origins
}

// TestPrefixSums: the four generic prefix sums of POPL14 verify race-free
// with no annotation (the must-hold of issue 4, at a few sizes; the full
// sweep 2^1..2^13 is scripts/bench-invariants.sh), and their racy twins do
// not.
func TestPrefixSums(t *testing.T) {
	requireTools(t)
	sizes := []int{2, 16, 256}
	if testing.Short() {
		sizes = []int{16}
	}
	for _, k := range []string{"kogge_stone", "sklansky", "brent_kung", "blelloch"} {
		for _, n := range sizes {
			threads := n / 2
			if k == "kogge_stone" {
				threads = n
			}
			t.Run(fmt.Sprintf("%s/N=%d", k, n), func(t *testing.T) {
				t.Parallel()
				res, rep, final, _ := verify(t, k+".cl", n, threads)
				assert.Equal(t, prover.StatusVerified, res.Status, "%v\n%s", res.Failures, res.Output)
				if n > 2 { // at N = 2 the loops run once and are conditionals (ir.PeelSingleTripLoops): nothing to infer
					assert.Positive(t, rep.Kept())
				}
				assert.NotContains(t, final, "existential", "the final program stands alone")
				assert.NotContains(t, final, "{:candidate}")
			})
			if n == 2 {
				continue // one work item per group for three of them: nothing races
			}
			t.Run(fmt.Sprintf("%s_racy/N=%d", k, n), func(t *testing.T) {
				t.Parallel()
				res, _, _, origins := verify(t, k+"_racy.cl", n, threads)
				assert.Equal(t, prover.StatusFailed, res.Status)
				races := 0
				for _, f := range res.Failures {
					if e := twothread.Explain(f, origins, twothread.ExplainOptions{}); diag.IsRace(e.Diag.Kind) {
						races++
					}
				}
				assert.Positive(t, races, "a race is reported")
			})
		}
	}
}
