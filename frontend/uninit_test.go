package frontend

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

// TestUninitialized: clang's warnings report the reads of variables that
// may be unwritten, also where the optimiser folds the undefined value
// away (take = 1 on one path: the IR keeps no undef for
// genericity.Undefined to see), and nothing for a kernel that writes
// before it reads.
func TestUninitialized(t *testing.T) {
	golden.RequireTool(t, "clang-14")
	for _, tc := range []struct {
		name, src string
		want      []int // lines
	}{
		{"a flag set on one path decides a branch",
			"__kernel void k(__global int *in, __global int *out) {\n  unsigned t = get_local_id(0);\n  int take;\n  if (t > 3)\n    take = 1;\n  if (take)\n    out[t] = in[t];\n}\n",
			[]int{4}}, // clang names the condition under which take stays unwritten
		{"an index never written",
			"__kernel void k(__global int *out) {\n  int i;\n  out[i] = 1;\n}\n",
			[]int{3}},
		{"written before read",
			"__kernel void k(__global int *out) {\n  int i = get_local_id(0);\n  out[i] = 1;\n}\n",
			nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "k.cl")
			require.NoError(t, os.WriteFile(path, []byte(tc.src), 0o644))
			uses, err := Uninitialized(context.Background(), Options{Path: path})
			require.NoError(t, err)
			var lines []int
			for _, u := range uses {
				lines = append(lines, u.Pos.Line)
			}
			assert.Equal(t, tc.want, lines, "%v", uses)
		})
	}
}
