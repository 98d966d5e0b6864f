package twothread_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

// geometry of every golden kernel: one dimension, 64 work items per group,
// 4 groups.
var geometry = ir.Geometry{LocalSize: ir.Dims{64}, NumGroups: ir.Dims{4}}

// loadIR parses a checked-in IR input. The .ir files are the frontend's
// lowering of the .cl beside them, made in this directory by
// `go run ../cmd/bvgen ir testdata/NAME.cl > testdata/NAME.ir`, and may be
// edited by hand: a change of the lowering does not rewrite these goldens.
func loadIR(t *testing.T, path string) *ir.Module {
	t.Helper()
	m, err := ir.Parse(path, golden.Read(t, path))
	require.NoError(t, err)
	return m
}

// TestBoogieGolden reduces testdata/*.ir and compares the Boogie program
// with testdata/*.bpl.golden; each golden must also pass `boogie /noVerify`.
func TestBoogieGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.ir")
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		base := strings.TrimSuffix(in, ".ir")
		t.Run(filepath.Base(base), func(t *testing.T) {
			p, err := twothread.Translate(loadIR(t, in), twothread.Options{Geometry: geometry, Checks: twothread.Checks{NoBenign: true}})
			require.NoError(t, err)
			got := boogie.Print(p)
			golden.Check(t, base+".bpl.golden", got)

			golden.RequireTool(t, "boogie")
			res, err := prover.Run(context.Background(), got, prover.Options{Flags: []string{"/noVerify"}, NoModel: true})
			require.NoError(t, err)
			assert.Equal(t, prover.StatusVerified, res.Status, "boogie /noVerify rejects the golden: %v", res.Diagnostics)
		})
	}
}
