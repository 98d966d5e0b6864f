package genericity

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/ir"
)

// TestBufferRules: a scan's buffers must be arrays of TYPE, and every
// __local TYPE array read must be one the interval test fills.
func TestBufferRules(t *testing.T) {
	opts := Options{ElemType: "E"}
	in := &ir.Array{Name: "in", Space: ir.Global, TypeName: "E"}
	flags := &ir.Array{Name: "flags", Space: ir.Global, TypeName: "int"}
	tmp := &ir.Array{Name: "tmp", Space: ir.Local, TypeName: "E", Pos: ir.Pos{File: "k.cl", Line: 3}}
	k := &ir.Function{Name: "scan", Pos: ir.Pos{File: "k.cl", Line: 1},
		Params: []*ir.Param{{Name: "in", Array: in}, {Name: "flags", Array: flags}, {Name: "n"}},
		Blocks: []*ir.Block{{Name: "entry", Stmts: []ir.Stmt{&ir.Load{Array: tmp}, &ir.Store{Array: tmp}}, Term: &ir.Return{}}}}
	for _, tc := range []struct {
		buffer string
		ok     bool
		msg    string
	}{
		{"in", true, ""},
		{"flags", false, "the input buffer flags is __global int *"},
		{"n", false, "the input buffer n is a scalar"},
		{"out", false, "kernel scan has no parameter out"},
	} {
		v, ok := BufferViolation(k, opts, "input", tc.buffer)
		assert.Equal(t, tc.ok, ok, tc.buffer)
		assert.Contains(t, v.Msg, tc.msg, tc.buffer)
	}
	if vs := UnfilledLocals(k, opts, nil); assert.Len(t, vs, 1, "one report per array") {
		assert.Equal(t, tmp.Pos, vs[0].Pos)
		assert.Contains(t, vs[0].Msg, "__local TYPE array tmp")
	}
	assert.Empty(t, UnfilledLocals(k, opts, []string{"tmp"}))
}
