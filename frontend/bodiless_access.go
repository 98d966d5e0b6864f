package frontend

import (
	"github.com/bvgen/bvgen/ir"
)

// The accesses of code bvgen does not see (a specification function's
// __reads_from/__writes_to, a function without a body that takes
// pointers): at an arbitrary element offset, with arbitrary contents for
// what it writes. Shared by spec_call.go and bodiless_call.go.

// anyOffset is an arbitrary byte offset of an element of a: a multiple
// of its element size, inside it when its size is known (an access
// outside an array is no access of the program; bvgen does not model
// where it lands).
func (fl *funcLowerer) anyOffset(a *ir.Array) ir.Expr {
	idx := fl.fn.NewVar(a.Name+".ext", ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: idx})
	if n := a.Bytes() / a.ElemBytes; n > 0 {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssume,
			Args: []ir.Expr{&ir.Binary{Op: ir.Ult, X: &ir.VarRef{V: idx}, Y: i32c(uint64(n))}}})
	}
	off := fl.fn.NewVar(a.Name+".ext.off", ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Assign{Pos: fl.pos, Dst: off,
		Src: &ir.Binary{Op: ir.Mul, X: &ir.VarRef{V: idx}, Y: i32c(uint64(a.ElemBytes))}})
	return &ir.VarRef{V: off}
}

// havocArray makes a's contents arbitrary (ir.AnnotHavocArray).
func (fl *funcLowerer) havocArray(a *ir.Array) {
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: fl.pos, Kind: ir.AnnotHavocArray,
		Args: []ir.Expr{&ir.BoolConst{Val: true}, &ir.ArrayRef{Array: a, Offset: zero32}}})
}

// externalAccess is an access of a's element at byte offset off by code
// bvgen does not see: a read (whose value nothing uses), or a write of an
// arbitrary value (each work item its own: two writes of one unknown
// value are no benign race; the caller havocs the contents after it).
// Its position is the call's, marked external: a race with it is reported
// "from external source location", as GPUVerify does, with the call.
func (fl *funcLowerer) externalAccess(a *ir.Array, off ir.Expr, write bool) {
	pos := fl.pos
	pos.External = true
	v := fl.fn.NewVar(a.Name+".ext.val", a.Elem)
	if write {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: pos, Dst: v}, &ir.Store{Pos: pos, Array: a, Off: off, Val: &ir.VarRef{V: v}})
		return
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: pos, Dst: v, Array: a, Off: off})
}
