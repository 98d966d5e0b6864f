package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Loads and stores of private memory holding pointers (private_ptr.go):
// a pointer is its offset in the array and its base id in the shadow; any
// other value marks the shadow cells it covers as holding no pointer.

// privateTargets splits the arrays a pointer load or store may access:
// private returns true when they are private arrays holding pointers, false
// when they are shared memory; a mix, or private memory whose pointers are
// not followed, is unsupported.
func (fl *funcLowerer) privateTargets(p ptrVal, what string) (bool, error) {
	private, shared := 0, 0
	for _, a := range p.targets().arrs {
		switch {
		case a.Space.Shared():
			shared++
		case fl.heldShadow(a) != nil:
			private++
		default:
			return false, fl.unsupported("%s in private memory (%s) reached through a pointer read from memory: bvgen follows pointers kept in private memory only when stored and loaded directly", what, a.Name)
		}
	}
	if private > 0 && shared > 0 {
		return false, fl.unsupported("%s through a pointer that may point into private or shared memory (%s)", what, p.describe())
	}
	return private > 0, nil
}

// loadPrivatePointer: the offset from the array, the base from its shadow.
// In an annotation (and when the array is known) they are reads, not
// loads, so that a __requires on a struct parameter's pointer field stays
// at the start of the kernel.
func (fl *funcLowerer) loadPrivatePointer(x *llvm.InstLoad, p ptrVal) error {
	t, err := fl.loadedTargets(x, map[value.Value]bool{})
	if err != nil {
		return err
	}
	name := fl.varName(x)
	if fl.spec[x] && p.dyn == nil {
		off := &ir.Read{Array: p.arr, Off: p.off, T: ir.Int(32)}
		id := &ir.Read{Array: fl.heldShadow(p.arr), Off: p.off, T: ir.Int(32)}
		fl.ptrs[x] = fromTargets(t, id, off)
		return nil
	}
	load := func(shadow bool, suffix string) (ir.Expr, error) {
		return fl.access(p, ir.Int(32), name+suffix, func(a *ir.Array, off ir.Expr) ir.Expr {
			if shadow {
				a = fl.heldShadow(a)
			}
			v := fl.fn.NewVar(name+suffix, ir.Int(32))
			fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: v, Array: a, Off: off})
			return &ir.VarRef{V: v}
		})
	}
	off, err := load(false, "")
	if err != nil {
		return err
	}
	id, err := load(true, ".base")
	if err != nil {
		return err
	}
	fl.ptrs[x] = fromTargets(t, id, off)
	return nil
}

// storePrivatePointer: the offset into the array, the base id into its
// shadow.
func (fl *funcLowerer) storePrivatePointer(x *llvm.InstStore, p ptrVal) error {
	v, err := fl.pointer(x.Src)
	if err != nil {
		return err
	}
	id := fl.dynOf(v).id
	_, err = fl.access(p, nil, "", func(a *ir.Array, off ir.Expr) ir.Expr {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Store{Pos: fl.pos, Array: a, Off: off, Val: v.off},
			&ir.Store{Pos: fl.pos, Array: fl.heldShadow(a), Off: off, Val: id})
		return nil
	})
	return err
}

// privateLoadedTargets is what a pointer loaded from pointer-holding
// arrays may point to: what was stored into them, anything (a cell never
// written holds no base; the dereference is null-checked), and for a
// by-value kernel parameter whatever the host passed: the kernel's
// buffers of the pointer's address space.
func (fl *funcLowerer) privateLoadedTargets(x *llvm.InstLoad, arrs []*ir.Array) targets {
	r := targets{any: true}
	for _, a := range arrs {
		r.add(fl.priv.stored[a])
		if a.Kind != ir.ArrayParam {
			continue
		}
		pt, _ := x.ElemType.(*types.PointerType)
		for _, prm := range fl.src.Params {
			if q, ok := fl.ptrs[prm]; ok && q.dyn == nil && q.arr.Kind == ir.ArrayParam && pt != nil && q.arr.Space == ir.AddrSpace(pt.AddrSpace) {
				r.addArr(q.arr)
			}
		}
	}
	return r
}

// shadowCells are the byte offsets of the 4-byte shadow cells an access of
// n bytes at off covers (one or two: accesses are at most 8 bytes and
// naturally aligned).
func shadowCells(off ir.Expr, n int) []ir.Expr {
	mask := i32c(^uint64(3) & 0xFFFFFFFF)
	first := ir.Fold(&ir.Binary{Op: ir.And, X: off, Y: mask})
	if n <= 1 {
		return []ir.Expr{first}
	}
	last := ir.Fold(&ir.Binary{Op: ir.And, X: addOff(off, i32c(uint64(n-1))), Y: mask})
	if c, ok := first.(*ir.Const); ok && sameConst(c, last) {
		return []ir.Expr{first}
	}
	return []ir.Expr{first, last}
}

// markNotPointer records, after a store of n bytes at off into a, that the
// cells it covers hold no pointer.
func (fl *funcLowerer) markNotPointer(a *ir.Array, off ir.Expr, n int) {
	sh := fl.heldShadow(a)
	if sh == nil {
		return
	}
	for _, c := range shadowCells(off, n) {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Store{Pos: fl.pos, Array: sh, Off: c, Val: i32c(notPtrBase)})
	}
}

// notPointerBits is a value v of type t loaded at off from a: itself when
// the cells it covers hold no pointer, else arbitrary (the bits of a
// pointer are not its offset).
func (fl *funcLowerer) notPointerBits(a *ir.Array, off ir.Expr, t ir.Type, v ir.Expr, name string) ir.Expr {
	sh := fl.heldShadow(a)
	if sh == nil {
		return v
	}
	var plain ir.Expr
	for _, c := range shadowCells(off, bytesOf(t)) {
		b := fl.fn.NewVar(name+".cell", ir.Int(32))
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: b, Array: sh, Off: c})
		eq := &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: b}, Y: i32c(notPtrBase)}
		if plain == nil {
			plain = eq
		} else {
			plain = &ir.Binary{Op: ir.And, X: plain, Y: eq}
		}
	}
	h := fl.fn.NewVar(name+".bits", t)
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: h})
	return &ir.Select{Cond: plain, X: v, Y: &ir.VarRef{V: h}}
}

// bytesOf is the size in memory of a scalar IR type.
func bytesOf(t ir.Type) int {
	if n := ir.Bits(t) / 8; n > 0 {
		return n
	}
	return 1
}
