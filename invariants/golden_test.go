package invariants_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/invariants"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

var update = flag.Bool("update", false, "rewrite golden files (regenerating .ll inputs with clang-14, and final programs with boogie)")

// goldenGeometry is the launch of each testdata kernel.
var goldenGeometry = map[string]ir.Geometry{
	"kogge_stone": {LocalSize: ir.Dims{8}, NumGroups: ir.Dims{1}},
	"blelloch":    {LocalSize: ir.Dims{4}, NumGroups: ir.Dims{1}},
	"strided":     {LocalSize: ir.Dims{8}, NumGroups: ir.Dims{4}},
}

// TestGolden translates testdata/*.ll (clang's output for the .cl beside
// it) with candidates and compares the program with
// testdata/*.candidates.bpl.golden; then infers (Houdini) and compares the
// final program with testdata/*.final.bpl.golden, which must verify with
// stock Boogie on its own.
func TestGolden(t *testing.T) {
	sources, err := filepath.Glob("testdata/*.cl")
	require.NoError(t, err)
	require.NotEmpty(t, sources)
	for _, src := range sources {
		base := strings.TrimSuffix(src, ".cl")
		name := filepath.Base(base)
		t.Run(name, func(t *testing.T) {
			if *update {
				requireTools(t)
				ll, pm, err := frontend.Compile(context.Background(), frontend.Options{Path: src})
				require.NoError(t, err)
				require.NoError(t, os.WriteFile(base+".ll", []byte(ll), 0o644))
				require.NoError(t, os.WriteFile(base+".posmap", []byte(pm.String()), 0o644))
			}
			ll, err := os.ReadFile(base + ".ll")
			require.NoError(t, err)
			pmText, err := os.ReadFile(base + ".posmap")
			require.NoError(t, err)
			pm, err := frontend.ParsePosMap(string(pmText))
			require.NoError(t, err)
			m, err := frontend.Lower(src, string(ll), pm, false)
			require.NoError(t, err)
			g := goldenGeometry[name]
			require.NoError(t, g.Resolve())
			p, err := twothread.Translate(m, twothread.Options{Geometry: g,
				Candidates: func(l *twothread.Loop) []*bpl.Invariant { return invariants.Generate(l) }})
			require.NoError(t, err)
			compare(t, base+".candidates.bpl.golden", bpl.Print(p))

			requireTools(t)
			rep, err := invariants.Infer(context.Background(), p, invariants.Options{Boogie: prover.Options{Flags: twothread.BoogieFlags}})
			require.NoError(t, err)
			assert.Positive(t, rep.Kept())
			final := bpl.Print(p)
			compare(t, base+".final.bpl.golden", final)
			res, err := prover.Run(context.Background(), final, prover.Options{Flags: twothread.BoogieFlags, NoModel: true})
			require.NoError(t, err)
			assert.Equal(t, prover.StatusVerified, res.Status, "the final program must verify on its own: %v", res.Failures)
		})
	}
}

func compare(t *testing.T, golden, got string) {
	t.Helper()
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(got), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), got)
}
