package invariants_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/invariants"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

// goldenGeometry is the launch of each testdata kernel.
var goldenGeometry = map[string]ir.Geometry{
	"kogge_stone": {LocalSize: ir.Dims{8}, NumGroups: ir.Dims{1}},
	"blelloch":    {LocalSize: ir.Dims{4}, NumGroups: ir.Dims{1}},
	"strided":     {LocalSize: ir.Dims{8}, NumGroups: ir.Dims{4}},
	"pitched":     {LocalSize: ir.Dims{16, 4}, NumGroups: ir.Dims{4, 2}},
	"shift_scan":  {LocalSize: ir.Dims{4}, NumGroups: ir.Dims{1}},
}

// TestGolden reduces testdata/*.ir with candidates and compares the program
// with testdata/*.candidates.bpl.golden; then infers (Houdini) and compares
// the final program with testdata/*.final.bpl.golden, which must verify with
// stock Boogie on its own. The .ir inputs are the frontend's lowering of the
// .cl beside them, made in this directory by
// `go run ../cmd/bvgen ir testdata/NAME.cl > testdata/NAME.ir`, and may be
// edited by hand.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.ir")
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		base := strings.TrimSuffix(in, ".ir")
		name := filepath.Base(base)
		t.Run(name, func(t *testing.T) {
			m, err := ir.Parse(in, golden.Read(t, in))
			require.NoError(t, err)
			g := goldenGeometry[name]
			require.NoError(t, g.Resolve())
			p, err := twothread.Translate(m, twothread.Options{Geometry: g, Checks: twothread.Checks{NoBenign: true},
				Candidates: func(l *twothread.Loop) []*bpl.Invariant { return invariants.Generate(l) }})
			require.NoError(t, err)
			golden.Check(t, base+".candidates.bpl.golden", bpl.Print(p))

			golden.RequireTool(t, "boogie")
			rep, err := invariants.Infer(context.Background(), p, invariants.Options{Boogie: prover.Options{Flags: twothread.BoogieFlags}})
			require.NoError(t, err)
			assert.Positive(t, rep.Kept())
			final := bpl.Print(p)
			golden.Check(t, base+".final.bpl.golden", final)
			res, err := prover.Run(context.Background(), final, prover.Options{Flags: twothread.BoogieFlags, NoModel: true})
			require.NoError(t, err)
			assert.Equal(t, prover.StatusVerified, res.Status, "the final program must verify on its own: %v", res.Failures)

			// Concrete runs before Houdini change how fast it answers,
			// not what: the final program is the same.
			q, err := twothread.Translate(m, twothread.Options{Geometry: g, Checks: twothread.Checks{NoBenign: true},
				Candidates: func(l *twothread.Loop) []*bpl.Invariant { return invariants.Generate(l) }})
			require.NoError(t, err)
			rep, err = invariants.Infer(context.Background(), q, invariants.Options{Boogie: prover.Options{Flags: twothread.BoogieFlags}, ConcreteRuns: 64})
			require.NoError(t, err)
			assert.Positive(t, rep.Concrete.Runs)
			assert.LessOrEqual(t, rep.Concrete.Refuted, len(rep.Candidates)-rep.Kept(), "refuted only what Houdini drops")
			assert.Equal(t, final, bpl.Print(q))
		})
	}
}
