package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// Pitched logs. A row-major index with a symbolic row pitch,
// ex[(t0 + c0) * ny + (c1 + c3)] with ny a kernel argument, makes every
// race check nonlinear: two work items' offsets are equal products, which
// bit-blasted z3 cannot tell apart (PPCG's fdtd-2d timed out). Where the
// row and the column are known, equal offsets mean equal rows and equal
// columns: for 0 <= col < P and row * P + col < 2^32 (as integers), the
// offset determines its row and column (Euclidean division), so
//
//	off1 == off2  ==>  row1 == row2 && col1 == col2
//
// when both accesses are so bounded. The log of such an array keeps, beside
// the offset, the access's ROW and COL and PITCHED, whether the bounds held.
// That the offset is trunc(ROW * P + COL) needs no check: ir.SplitPitch
// only regroups the index's definitions (ring identities), and the IR is
// in SSA form (ir.Check: one definition, dominating each use), so at the
// access every variable of the chain still holds the value its definition
// gave from its operands' current values. (Stating the equality made z3
// bit-blast both sides: fdtd-2d's last Houdini query took 46 s instead of
// 4.5 s.) A check whose
// own access is bounded too compares rows and columns instead of offsets,
// which is linear; otherwise, or when PITCHED is false, it compares
// offsets. A race makes the offsets equal, so it makes the comparison the
// check asserts against true: the check is no weaker than the offsets'.
// Every statement that sets a log's offset sets PITCHED (async restores
// set it false); a barrier's reset, a call's save and restore keep the
// fields together. Inference proposes facts about ROW and COL in place of
// offsets divided by a symbolic pitch (invariants, pitched-log). A
// declared two-dimensional array whose rows are not a power of two wide
// is pitched by its row width (rowWidth): its facts then need no division
// by that width. So is an array indexed by a constant stride that is not
// a power of two (ir.ConstStride) and is under 256 or a pinned
// parameter's value (strideWanted): an array of 48-byte structures copied
// byte by byte (i * 48 + k), interleaved RGB channels (3 * p + c).
// An access of n cells (a vector, a word of a byte array) logs cell j
// with column col + j, pitched where col + j < P too. A row-major index
// scaled as a whole, 4 * (y * width + x) + lane (a float4 image in 4-byte
// cells), is pitched by width * 4 with column x * 4 + lane: the bounds
// below are then on that product's 32-bit value, and the identity holds
// modulo 2^32 whatever it is.

// pitchPlan is the pitch of an array's pitched log.
type pitchPlan struct {
	p ir.Expr // a kernel argument, possibly extended, or a constant multiple of one
	w int     // the width of the row and column
}

// pitchLogFields are the fields a pitched log adds.
func pitchLogFields(p *pitchPlan) []logField {
	return []logField{{"ROW", bpl.BV{W: p.w}}, {"COL", bpl.BV{W: p.w}}, {"PITCHED", bpl.BoolType{}}}
}

// planPitches picks each race-checked array's pitch: that of the first
// access of the kernel (not of a helper procedure) whose index splits.
func (acc *accessPlan) planPitches(ff *funcFacts, mem *memory) {
	if ff.isProc {
		return
	}
	for _, b := range ff.f.Blocks {
		for _, s := range b.Stmts {
			a := accessedArray(s)
			if a == nil {
				continue
			}
			l := mem.layouts[ff.inst.actual(a)]
			if l == nil || len(acc.sites[l]) == 0 || acc.pitch[l] != nil {
				continue
			}
			off, bytes, ok := plainAccess(s)
			if !ok {
				continue
			}
			want := rowWidth(l)
			sp, ok := ff.splitPitch(l, off, bytes, want)
			if !ok && want == nil && l.Array.Dims == nil {
				// An array of structures, or of interleaved channels,
				// indexed by a constant stride (ir.ConstStride).
				if c, found := ir.ConstStride(cellIndex(off, l.CellBytes, ff.align), ff.defs); found && ff.strideWanted(c) {
					sp, ok = ff.splitPitch(l, off, bytes, &ir.Const{Val: c, T: ir.Int(64)})
				}
			}
			if ok {
				acc.pitch[l] = &pitchPlan{p: sp.P, w: sp.W}
			}
		}
	}
}

// strideWanted reports whether the constant stride c is pitched: a
// structure's size (under ir.MaxStructStride), or the value of a parameter
// the precondition pins (__requires(n == 2050): the row pitch a kernel
// argument would be, PPCG's jacobi-2d). Another literal stride is a row
// width, whose offsets inference knows how to tell apart (GPUVerify's
// simplebinomialoptions, rows of 2064 indexed by the group, became a false
// alarm pitched: the facts of its columns do not come out of its loops).
func (ff *funcFacts) strideWanted(c uint64) bool {
	if c < ir.MaxStructStride {
		return true
	}
	for _, v := range ir.PinnedParams(ff.f) {
		if v.Val == c {
			return true
		}
	}
	return false
}

// rowWidth is the pitch of a declared two-dimensional array whose rows are
// not a power of two wide (PPCG's tiles with a halo, shared_ex[32][33]):
// the constant row width, whose division dim-residue's facts about the
// offset would need in every query (fdtd-2d's kernel2: 106 s for its last
// Houdini query, 23 s with rows of 64). nil otherwise: the pitch is a
// kernel argument, if any.
func rowWidth(l *memLayout) ir.Expr {
	dims := l.Array.Dims
	if len(dims) != 2 || dims[1] < 3 || dims[1]&(dims[1]-1) == 0 || l.CellBytes != l.Array.ElemBytes {
		return nil
	}
	return &ir.Const{Val: uint64(dims[1]), T: ir.Int(64)}
}

// plainAccess is the offset and size of a work item's own access (not an
// async copy's group access).
func plainAccess(s ir.Stmt) (ir.Expr, int, bool) {
	switch s := s.(type) {
	case *ir.Load:
		return s.Off, bytesOf(s.Dst.T), s.Async == nil
	case *ir.Store:
		return s.Off, bytesOf(s.Val.Type()), s.Async == nil
	case *ir.Atomic:
		return s.Off, bytesOf(s.Dst.T), true
	}
	return nil, 0, false
}

// splitPitch splits the index of the first cell of an access of l (of
// one cell or more: a vector's).
func (ff *funcFacts) splitPitch(l *memLayout, off ir.Expr, bytes int, want ir.Expr) (*ir.Pitch, bool) {
	if ff.isProc || bytes < l.CellBytes || bytes%l.CellBytes != 0 || ir.Bits(off.Type()) > 32 {
		return nil, false
	}
	isParam := func(v *ir.Var) bool {
		for _, p := range ff.f.Params {
			if p.Var == v && p.Array == nil {
				return true
			}
		}
		return false
	}
	cell := cellIndex(off, l.CellBytes, ff.align)
	sp, ok := ir.SplitPitch(cell, ff.defs, isParam, want)
	if !ok || sp.W < 32 {
		return nil, false
	}
	return sp, true
}

// pitchedAccess is an access's row and column in a pitched log, for one
// work item, and the bounds under which they determine its offset; p is
// the pitch and add the bit-vector addition of their width.
type pitchedAccess struct {
	row, col, cond, p bpl.Expr
	add, ult          string
	w                 int
}

// cell is the column of the access's i-th cell and the bounds under which
// row and column determine that cell's offset: col + i < P besides the
// first cell's bounds. Under those col < P <= 2^28, so col + i does not
// wrap around.
func (pa *pitchedAccess) cell(i int) (col, cond bpl.Expr) {
	if i == 0 {
		return pa.col, pa.cond
	}
	col = bpl.Fn(pa.add, pa.col, bpl.BVConst(uint64(i), pa.w))
	return col, bpl.And(pa.cond, bpl.Fn(pa.ult, col, pa.p))
}

// pitchedAt translates, for work item t, the row and column of an access
// of l's pitched log: nil when l is not pitched or the access does not
// split with l's pitch.
func (k *kernelTr) pitchedAt(s ir.Stmt, l *memLayout, off ir.Expr, bytes int, t thread) *pitchedAccess {
	plan := k.acc.pitch[l]
	if plan == nil || k.calledInst != nil {
		return nil
	}
	if _, _, plain := plainAccess(s); !plain {
		return nil
	}
	sp, ok := k.splitPitch(l, off, bytes, plan.p)
	if !ok || sp.W != plan.w {
		return nil
	}
	xs, err := k.exprs(exprCtx{t: t}, sp.Row, sp.Col, sp.P)
	if err != nil {
		return nil
	}
	row, col, p := xs[0], xs[1], xs[2]
	ult := k.pre.BV(bpl.BVUlt, sp.W)
	ule := k.pre.BV(bpl.BVUle, sp.W)
	// row < 2^(32-b) and P <= 2^b make row * P + col < (row + 1) * P
	// <= 2^32: no wrap-around at width W >= 32, and the truncation to
	// the 32-bit index is exact.
	var bounds []bpl.Expr
	for b := 4; b <= 28; b += 4 {
		bounds = append(bounds, bpl.And(bpl.Fn(ult, row, bpl.BVConst(1<<(32-b), sp.W)), bpl.Fn(ule, p, bpl.BVConst(1<<b, sp.W))))
	}
	return &pitchedAccess{row: row, col: col, cond: bpl.And(bpl.Fn(ult, col, p), bpl.Or(bounds...)), p: p,
		add: k.pre.BV(bpl.BVAdd, sp.W), ult: ult, w: sp.W}
}

// pitchLog is what the first work item's access stores in a pitched log
// beside the offset of its i-th cell (pa: the access's row and column,
// pitchedAt, nil when not pitched).
func (k *kernelTr) pitchLog(pa *pitchedAccess, l *memLayout, i int, kind accessKind) []bpl.Stmt {
	if k.acc.pitch[l] == nil {
		return nil
	}
	pitched := logVar(accNames[kind], "PITCHED", l)
	if pa == nil {
		return []bpl.Stmt{assign(pitched, bpl.Bool(false))}
	}
	col, cond := pa.cell(i)
	return []bpl.Stmt{
		assign(logVar(accNames[kind], "ROW", l), pa.row),
		assign(logVar(accNames[kind], "COL", l), col),
		assign(pitched, cond),
	}
}

// pitchMatch is the check's comparison of the logged access of kind other
// with the second work item's i-th cell (offset ghost; pa its row and
// column, pitchedAt, nil when not pitched): rows and columns where both
// are bounded, offsets otherwise.
func pitchMatch(pa *pitchedAccess, l *memLayout, i int, other accessKind, ghost string) bpl.Expr {
	offEq := bpl.Eq(bpl.Id(logVar(accNames[other], "OFFSET", l)), bpl.Id(ghost))
	if pa == nil {
		return offEq
	}
	col, cond := pa.cell(i)
	both := bpl.And(bpl.Id(logVar(accNames[other], "PITCHED", l)), cond)
	parts := bpl.And(bpl.Eq(bpl.Id(logVar(accNames[other], "ROW", l)), pa.row), bpl.Eq(bpl.Id(logVar(accNames[other], "COL", l)), col))
	return bpl.Ite(both, parts, offEq)
}

// unpitched marks a restored entry of a pitched log as an offset alone.
func (k *kernelTr) unpitched(l *memLayout, kind accessKind) []bpl.Stmt {
	if k.acc.pitch[l] == nil {
		return nil
	}
	return []bpl.Stmt{assign(logVar(accNames[kind], "PITCHED", l), bpl.Bool(false))}
}
