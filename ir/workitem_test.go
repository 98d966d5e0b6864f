package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWorkItemTable: derived work-item functions are defined over
// primitives only, and expand to their definition in their dimension.
func TestWorkItemTable(t *testing.T) {
	for _, f := range WorkItemFns() {
		for _, prod := range f.Def() {
			for _, g := range prod {
				assert.True(t, g.Primitive(), "%s is defined over %s, which is not primitive", f, g)
			}
		}
		got, ok := WorkItemFnByName(f.String())
		assert.True(t, ok)
		assert.Equal(t, f, got)
	}
	assert.Equal(t, "((get_group_id(1) * get_local_size(1)) + get_local_id(1)) + get_global_offset(1)",
		ExprString((&Builtin{Fn: GlobalID, Dim: 1}).Expand()))
	assert.True(t, GlobalID.ThreadDependent())
	assert.False(t, GlobalSize.ThreadDependent())
	assert.False(t, WorkDim.TakesDim())
}
