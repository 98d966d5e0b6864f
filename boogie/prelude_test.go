package boogie

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var allBVOps = []BVOp{
	BVAdd, BVSub, BVMul, BVUDiv, BVSDiv, BVURem, BVSRem, BVSMod, BVShl, BVLShr, BVAShr,
	BVAnd, BVOr, BVXor, BVNot, BVNeg, BVUlt, BVUle, BVUgt, BVUge, BVSlt, BVSle, BVSgt, BVSge,
}

// TestBVOpsTable keeps the Go constants and the embedded table in step.
func TestBVOpsTable(t *testing.T) {
	var fromTable, fromConsts []string
	for op := range bvOps {
		fromTable = append(fromTable, string(op))
	}
	for _, op := range allBVOps {
		fromConsts = append(fromConsts, string(op))
	}
	sort.Strings(fromTable)
	sort.Strings(fromConsts)
	assert.Equal(t, fromConsts, fromTable)
}

func TestPreludeDecls(t *testing.T) {
	tests := []struct {
		use  func(p *Prelude) string
		name string
		decl string
	}{
		{func(p *Prelude) string { return p.BV(BVAdd, 32) }, "BV32_ADD",
			`function {:bvbuiltin "bvadd"} BV32_ADD(bv32, bv32) : bv32;`},
		{func(p *Prelude) string { return p.BV(BVNot, 8) }, "BV8_NOT",
			`function {:bvbuiltin "bvnot"} BV8_NOT(bv8) : bv8;`},
		{func(p *Prelude) string { return p.BV(BVSge, 64) }, "BV64_SGE",
			`function {:bvbuiltin "bvsge"} BV64_SGE(bv64, bv64) : bool;`},
		{func(p *Prelude) string { return p.BV(BVAShr, 16) }, "BV16_ASHR",
			`function {:bvbuiltin "bvashr"} BV16_ASHR(bv16, bv16) : bv16;`},
		{func(p *Prelude) string { return p.ZExt(8, 32) }, "BV8_ZEXT32",
			`function {:bvbuiltin "zero_extend 24"} BV8_ZEXT32(bv8) : bv32;`},
		{func(p *Prelude) string { return p.SExt(1, 64) }, "BV1_SEXT64",
			`function {:bvbuiltin "sign_extend 63"} BV1_SEXT64(bv1) : bv64;`},
		{func(p *Prelude) string {
			n, err := p.Func("OPERATOR", bv32, bv32, bv32)
			require.NoError(t, err)
			return n
		}, "OPERATOR", `function OPERATOR(bv32, bv32) : bv32;`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewPrelude()
			assert.Equal(t, tt.name, tt.use(p))
			assert.Equal(t, tt.name, tt.use(p), "second use")
			ds := p.Decls()
			require.Len(t, ds, 1)
			assert.Equal(t, tt.decl+"\n", PrintDecl(ds[0]))
		})
	}
}

func TestPreludeSortedAndConflicts(t *testing.T) {
	p := NewPrelude()
	p.BV(BVUlt, 32)
	p.ZExt(8, 32)
	p.BV(BVAdd, 32)
	p.BV(BVAdd, 8)
	_, err := p.Func("FADD", bv32, bv32, bv32)
	require.NoError(t, err)
	_, err = p.Func("FADD", bv32, bv32, bv32)
	require.NoError(t, err, "same signature twice is fine")
	_, err = p.Func("FADD", bv32, bv8, bv8)
	require.Error(t, err)
	var names []string
	for _, d := range p.Decls() {
		names = append(names, d.(*Function).Name)
	}
	assert.Equal(t, []string{"BV8_ADD", "BV8_ZEXT32", "BV32_ADD", "BV32_ULT", "FADD"}, names)

	assert.Panics(t, func() { p.BV("FOO", 32) })
	assert.Panics(t, func() { p.BV(BVAdd, 0) })
	assert.Panics(t, func() { p.ZExt(32, 32) })
	assert.Panics(t, func() { p.SExt(32, 8) })
}

func TestNaturalLess(t *testing.T) {
	names := []string{"BV32_ADD", "b", "BV8_ADD", "BV16_ADD", "BV8_ZEXT32", "BV8_ZEXT16", "BV1_ZEXT8", "a10", "a9", "a", "BV8"}
	sort.Slice(names, func(i, j int) bool { return naturalLess(names[i], names[j]) })
	assert.Equal(t, []string{"BV1_ZEXT8", "BV8", "BV8_ADD", "BV8_ZEXT16", "BV8_ZEXT32", "BV16_ADD", "BV32_ADD", "a", "a9", "a10", "b"}, names)
}
