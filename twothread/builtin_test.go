package twothread

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// TestEveryWorkItemFn: the reduction translates every work-item function
// the IR has, for both work items (a primitive by its launch constant, a
// derived one by its definition), so that a new one missing here fails a
// test, not a run.
func TestEveryWorkItemFn(t *testing.T) {
	k := &kernelTr{funcFacts: &funcFacts{uni: &uniformity{vars: map[*ir.Var]bool{}}}, pre: bpl.NewPrelude()}
	for _, f := range ir.WorkItemFns() {
		for _, th := range []thread{1, 2} {
			x, err := k.builtin(&ir.Builtin{Fn: f}, th)
			require.NoError(t, err, "%s", f)
			assert.NotNil(t, x, "%s", f)
		}
	}
	x, err := k.builtin(&ir.Builtin{Fn: ir.GlobalID, Dim: 1}, 2)
	require.NoError(t, err)
	assert.Equal(t, "BV32_ADD(BV32_ADD(BV32_MUL(group_id_y$2, group_size_y), local_id_y$2), global_offset_y)", bpl.PrintExpr(x))
}
