package twothread

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/ir"
)

// TestCheckUFNames: an uninterpreted function keeps its source name unless
// that name is one of bvgen's Boogie functions or a Boogie keyword.
func TestCheckUFNames(t *testing.T) {
	for _, tc := range []struct {
		name string
		want string // "" when accepted
	}{
		{"A", ""},
		{"bv32", ""}, // a type name, not reserved for functions
		{"finite", ""},
		{"BV32_ADD", "one of bvgen's Boogie functions"},
		{"BV8_ZEXT32", "one of bvgen's Boogie functions"},
		{"old", "Boogie keyword"},
		{"RNE", "Boogie keyword"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos := ir.Pos{File: "k.cl", Line: 3, Col: 5}
			app := &ir.FuncApp{Name: ufPrefix + tc.name, Args: []ir.Expr{&ir.Const{Val: 1, T: ir.Int(32)}}, T: ir.Int(32)}
			f := &ir.Function{Name: "k", Kernel: true, Blocks: []*ir.Block{{Name: "entry",
				Stmts: []ir.Stmt{&ir.Annot{Kind: ir.AnnotAssert, Pos: pos, Args: []ir.Expr{&ir.Binary{Op: ir.Eq, X: app, Y: app}}}},
				Term:  &ir.Return{}}}}
			err := checkUFNames(&state{m: &ir.Module{Kernels: []*ir.Function{f}}})
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			var te *TranslationError
			require.ErrorAs(t, err, &te)
			assert.Equal(t, pos, te.Pos)
			assert.Contains(t, te.Msg, "uninterpreted function "+tc.name)
			assert.Contains(t, te.Msg, tc.want)
		})
	}
}
