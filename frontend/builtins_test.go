package frontend

import (
	"testing"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

// TestCallRows: every row is named once, and the last handles any call,
// so that lowerCall always finds a row.
func TestCallRows(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range callRows {
		assert.NotEmpty(t, r.name)
		assert.False(t, seen[r.name], "row %q twice", r.name)
		seen[r.name] = true
		require.NotNil(t, r.lower, r.name)
	}
	f := llvm.NewFunc("no_such_builtin", types.I32)
	c := &call{x: llvm.NewCall(f), callee: f, raw: f.Name(), name: f.Name()}
	last := callRows[len(callRows)-1]
	for _, r := range callRows[:len(callRows)-1] {
		if r.pure != nil {
			assert.False(t, r.pure(c), "%s: a function bvgen does not know is not pure", r.name)
		}
	}
	assert.Contains(t, last.name, "any other function")
}

// TestCallTableDoc keeps docs/opencl-builtins.md's table of calls equal to
// the code's (-update rewrites it).
func TestCallTableDoc(t *testing.T) {
	golden.CheckSection(t, "../docs/opencl-builtins.md", "call table", CallTable())
}
