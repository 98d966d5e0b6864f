package frontend

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
	"github.com/bvgen/bvgen/ir"
)

// TestLoweringGolden lowers each testdata/*.ll (clang's SSA output for the
// .cl beside it) and compares the printed IR with testdata/*.ir.golden.
// With -update, the .ll files are regenerated (clang-14) from the .cl sources first.
func TestLoweringGolden(t *testing.T) {
	sources, err := filepath.Glob("testdata/*.cl")
	require.NoError(t, err)
	require.NotEmpty(t, sources)
	for _, src := range sources {
		base := strings.TrimSuffix(src, ".cl")
		t.Run(filepath.Base(base), func(t *testing.T) {
			if golden.Update() {
				golden.RequireTool(t, "clang-14")
				ll, pm, err := Compile(context.Background(), Options{Path: src})
				require.NoError(t, err)
				golden.Write(t, base+".ll", ll)
				golden.Write(t, base+".posmap", pm.String())
			}
			ll, err := os.ReadFile(base + ".ll")
			require.NoError(t, err)
			pmText, err := os.ReadFile(base + ".posmap")
			require.NoError(t, err)
			pm, err := ParsePosMap(string(pmText))
			require.NoError(t, err)
			m, err := Lower(src, string(ll), pm, false)
			require.NoError(t, err)
			golden.Check(t, base+".ir.golden", ir.Print(m))
		})
	}
}

// BenchmarkLower times the lowering of a 300-line kernel, clang excluded
// (the target is under 100 ms): go test ./frontend -bench Lower -run XXX
func BenchmarkLower(b *testing.B) {
	ll, err := os.ReadFile("testdata/long300.ll")
	require.NoError(b, err)
	pmText, err := os.ReadFile("testdata/long300.posmap")
	require.NoError(b, err)
	pm, err := ParsePosMap(string(pmText))
	require.NoError(b, err)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Lower("testdata/long300.cl", string(ll), pm, false); err != nil {
			b.Fatal(err)
		}
	}
}
