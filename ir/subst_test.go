package ir

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSmallDefs: a chain s_i = s_{i-1} + s_{i-1} doubles at each step, so
// only its first steps stay under the bound; a definition over a kept
// variable is counted with it substituted.
func TestSmallDefs(t *testing.T) {
	typ := Int(32)
	defs := map[*Var]Expr{}
	vars := []*Var{{Name: "s0", T: typ}}
	for i := 1; i <= 20; i++ {
		v := &Var{Name: fmt.Sprintf("s%d", i), T: typ}
		prev := &VarRef{V: vars[i-1]}
		defs[v] = &Binary{Op: Add, X: prev, Y: prev}
		vars = append(vars, v)
	}
	for _, tc := range []struct {
		limit, kept int
	}{{3, 1}, {7, 2}, {1 << 10, 9}, {1 << 14, 13}} {
		small := SmallDefs(defs, tc.limit)
		assert.Len(t, small, tc.kept, "limit %d", tc.limit)
		for i := 1; i <= tc.kept; i++ {
			assert.Contains(t, small, vars[i], "s%d has 2^%d-1 nodes", i, i+1)
		}
	}
}
