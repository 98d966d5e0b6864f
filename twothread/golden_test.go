package twothread_test

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/frontend"
	"github.com/bvgen/bvgen/ir"
	"github.com/bvgen/bvgen/prover"
	"github.com/bvgen/bvgen/twothread"
)

var update = flag.Bool("update", false, "rewrite golden files (regenerating .ll inputs with clang-14)")

func requireTool(t *testing.T, tool string) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		if os.Getenv("REQUIRE_TOOLS") == "1" {
			t.Fatalf("%s is required (REQUIRE_TOOLS=1) but not installed: run scripts/install-deps.sh", tool)
		}
		t.Skipf("%s not installed", tool)
	}
}

// geometry of every golden kernel: one dimension, 64 work items per group,
// 4 groups.
var geometry = ir.Geometry{LocalSize: ir.Dims{64}, NumGroups: ir.Dims{4}}

// TestBoogieGolden translates testdata/*.ll (clang's output for the .cl
// beside it) and compares the Boogie program with testdata/*.bpl.golden;
// each golden must also pass `boogie /noVerify`.
func TestBoogieGolden(t *testing.T) {
	sources, err := filepath.Glob("testdata/*.cl")
	require.NoError(t, err)
	require.NotEmpty(t, sources)
	for _, src := range sources {
		base := strings.TrimSuffix(src, ".cl")
		t.Run(filepath.Base(base), func(t *testing.T) {
			if *update {
				requireTool(t, "clang-14")
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
			p, err := twothread.Translate(m, twothread.Options{Geometry: geometry})
			require.NoError(t, err)
			got := boogie.Print(p)
			golden := base + ".bpl.golden"
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(got), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), got)

			requireTool(t, "boogie")
			res, err := prover.Run(context.Background(), got, prover.Options{Flags: []string{"/noVerify"}, NoModel: true})
			require.NoError(t, err)
			assert.Equal(t, prover.StatusVerified, res.Status, "boogie /noVerify rejects the golden: %v", res.Diagnostics)
		})
	}
}
