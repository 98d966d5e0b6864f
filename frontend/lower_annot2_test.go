package frontend

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/ir"
)

func TestAnnot2Names(t *testing.T) {
	for _, tc := range []struct {
		name        string
		handled     bool
		pure        bool
		description string
	}{
		{"__ite", true, true, "b ? x : y"},
		{"__ptr_offset_bytes", true, true, "an offset"},
		{"__other_ptr_base", true, true, "an array identity"},
		{"__return_val_int", true, true, "the result"},
		{"__return_val_int4", true, true, "rejected when lowered"},
		{"__old_bool", true, true, "an entry value"},
		{"__uninterpreted_function_A", true, true, "DECLARE_UF_*"},
		{"__add_noovfl_unsigned_int", true, false, "assumes no overflow"},
		{"__add_noovfl_int", true, false, "assumes no signed overflow"},
		{"__add_noovfl_float", false, false, "no such T"},
		{"__add_noovfl", false, false, "binary: ir.AddNoOverflow"},
		{"__reads_from", true, false, "exit 4"},
		{"__array_snapshot", true, false, "exit 4"},
		{"__requires_fresh_array", true, false, "a precondition"},
		{"__assert", false, false, "an ir.AnnotKind"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.handled, isAnnot2(tc.name), tc.description)
			assert.Equal(t, tc.pure, pureAnnot2(tc.name), tc.description)
		})
	}
}

// TestCheckContractFns: __return_val and __old only in postconditions,
// also through variables.
func TestCheckContractFns(t *testing.T) {
	ret := &ir.AnnotExpr{Fn: ir.ReturnVal, T: ir.Int(32)}
	for _, tc := range []struct {
		name string
		kind ir.AnnotKind
		ok   bool
	}{
		{"ensures", ir.AnnotEnsures, true},
		{"global-ensures", ir.AnnotGlobalEnsures, true},
		{"assert", ir.AnnotAssert, false},
		{"requires", ir.AnnotRequires, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &ir.Function{Name: "f", Result: ir.Int(32)}
			v := f.NewVar("r", ir.Int(32))
			b := &ir.Block{Name: "entry", Term: &ir.Return{Val: &ir.Const{T: ir.Int(32)}}}
			b.Stmts = []ir.Stmt{
				&ir.Assign{Dst: v, Src: ret},
				&ir.Annot{Kind: tc.kind, Args: []ir.Expr{&ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: v}, Y: &ir.Const{T: ir.Int(32)}}}},
			}
			f.Blocks = []*ir.Block{b}
			err := checkContractFns(f)
			if tc.ok {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), "only meaningful in a postcondition")
		})
	}
}
