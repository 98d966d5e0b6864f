package frontend

import (
	"fmt"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Functions without a body that take or return pointers. GPUVerify assumes
// such a call touches no memory (GPUVERIFY.md §4.9), which is unsound: the
// function may read or write through its pointers. bvgen is stricter and
// models what it may do:
//
//   - for each array a pointer argument may point into (every candidate
//     of a dynamic pointer, docs/pointers.md): a read and (unless the
//     array is __constant) a write at arbitrary element offsets, race-
//     checked like any access, and the array's contents become arbitrary
//     (ir.AnnotHavocArray; private variables whose address is passed too);
//   - a returned pointer is null or points anywhere into an array the
//     function can reach (those of its pointer arguments and the
//     program-scope __constant arrays of its address space), at any
//     offset: an access through it gets the null check
//     (GPUVerify's "possible null pointer access") unless the kernel
//     tests it against null first.
//
// Memory that holds pointers (a pointer to a pointer, a pointer that may
// have been loaded from shared memory or be undefined) stays unsupported:
// bvgen would have to follow what the function stores there.

// lowerBodilessPointers models a call of function name, which has no body
// and takes or returns pointers (see above). Scalar arguments are
// evaluated by the caller.
func (fl *funcLowerer) lowerBodilessPointers(x *llvm.InstCall, name string) error {
	if err := fl.bodilessEffects(x, name); err != nil {
		return err
	}
	if isPointer(x.Type()) {
		return fl.bodilessResult(x, name)
	}
	return fl.havocResult(x)
}

// bodilessEffects are the accesses of a call of bodiless function name
// through its pointer arguments (see above).
func (fl *funcLowerer) bodilessEffects(x *llvm.InstCall, name string) error {
	var arrs []*ir.Array
	for _, a := range x.Args {
		if !isPointer(a.Type()) || isSampler(a.Type()) {
			continue
		}
		ts, err := fl.bodilessArgTargets(a, name)
		if err != nil {
			return err
		}
		for _, t := range ts {
			arrs = appendArray(arrs, t)
		}
	}
	fl.warnOnceTouching(name, fmt.Sprintf("%s has no body: each call may read and write any element of the arrays its pointer arguments point into, returns an arbitrary value and is assumed to reach no barrier (GPUVerify assumes it touches no memory)", name), true)
	for _, a := range arrs {
		fl.externalAccess(a, fl.anyOffset(a), false)
	}
	for _, a := range arrs {
		if a.Space != ir.Constant {
			fl.externalAccess(a, fl.anyOffset(a), true)
			fl.havocArray(a) // it may write any other element too
		}
	}
	return nil
}

// bodilessArgTargets are the arrays pointer argument a of a call of
// bodiless function name may point into.
func (fl *funcLowerer) bodilessArgTargets(a value.Value, name string) ([]*ir.Array, error) {
	if pt, ok := a.Type().(*types.PointerType); ok && isPointer(pt.ElemType) {
		return nil, fl.unsupported("call to %s, a function without a body, with a pointer to a pointer: bvgen cannot follow what it stores there", name)
	}
	p, err := fl.pointer(a)
	if err != nil {
		return nil, err
	}
	if err := fl.notOpaque(p); err != nil {
		return nil, err
	}
	t := p.targets()
	if t.any {
		return nil, fl.unsupported("call to %s, a function without a body, with a pointer that may point into %s", name, p.describe())
	}
	return t.arrs, nil
}

// bodilessTargets is what a call of a bodiless function may return: null,
// or an array of its pointer arguments or a program-scope __constant
// array, of the result's address space.
func (fl *funcLowerer) bodilessTargets(x *llvm.InstCall, visiting map[value.Value]bool) (targets, error) {
	pt, _ := x.Type().(*types.PointerType)
	if pt == nil || isPointer(pt.ElemType) {
		return targets{}, fl.unsupported("call to %s, a function without a body, returning %s", calleeName(x), x.Type())
	}
	space := ir.AddrSpace(pt.AddrSpace)
	t := targets{null: true}
	for _, a := range x.Args {
		if !isPointer(a.Type()) || isSampler(a.Type()) {
			continue
		}
		u, err := fl.targetsOf(a, visiting)
		if err != nil {
			return t, err
		}
		if u.any || u.opaque {
			return t, fl.unsupported("call to %s, a function without a body, with a pointer that may point to an undefined place", calleeName(x))
		}
		for _, arr := range u.arrs {
			if arr.Space == space {
				t.addArr(arr)
			}
		}
	}
	for _, g := range fl.out.Arrays {
		if g.Space == ir.Constant && space == ir.Constant {
			t.addArr(g)
		}
	}
	return t, nil
}

// bodilessResult gives the pointer call x returns: an arbitrary base among
// its targets (bodilessTargets) and an arbitrary offset, offset 0 when it
// is null (so that p != 0 tells a valid pointer).
func (fl *funcLowerer) bodilessResult(x *llvm.InstCall, name string) error {
	t, err := fl.bodilessTargets(x, map[value.Value]bool{})
	if err != nil {
		return err
	}
	vn := fl.varName(x)
	id := fl.fn.NewVar(vn+".base", ir.Int(32))
	off := fl.fn.NewVar(vn, ir.Int(32))
	idE, offE := &ir.VarRef{V: id}, &ir.VarRef{V: off}
	isNull := &ir.Binary{Op: ir.Eq, X: idE, Y: zero32}
	var valid ir.Expr = isNull
	for _, a := range t.arrs {
		valid = &ir.Binary{Op: ir.Or, X: valid, Y: &ir.Binary{Op: ir.Eq, X: idE, Y: i32c(fl.baseID(a))}}
	}
	nullAtZero := &ir.Binary{Op: ir.Or, X: &ir.Unary{Op: ir.Not, X: isNull}, Y: &ir.Binary{Op: ir.Eq, X: offE, Y: zero32}}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: id}, &ir.Havoc{Pos: fl.pos, Dst: off},
		&ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssume, Args: []ir.Expr{valid}},
		&ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssume, Args: []ir.Expr{nullAtZero}})
	fl.ptrs[x] = fromTargets(t, idE, offE)
	return nil
}

// appendArray appends a to arrs unless it is there.
func appendArray(arrs []*ir.Array, a *ir.Array) []*ir.Array {
	for _, b := range arrs {
		if b == a {
			return arrs
		}
	}
	return append(arrs, a)
}

// lowerUnreachable lowers LLVM's unreachable. Control that reaches it is
// undefined behaviour (after a call of a noreturn function that returned,
// or a __builtin_unreachable()): assuming it away would make everything
// after it, and every path through it, vacuously verified. GPUVerify
// asserts false there; so does bvgen, saying why.
func (fl *funcLowerer) lowerUnreachable() {
	why := "control reaches unreachable code"
	if f := fl.noreturnCallBefore(); f != "" {
		why += " after the call of noreturn function " + f
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssert, Args: []ir.Expr{&ir.BoolConst{Val: false}}, Msg: why})
	fl.cur.Term = &ir.Unreachable{Pos: fl.pos}
}

// noreturnCallBefore names the noreturn function the current block calls
// last, if any.
func (fl *funcLowerer) noreturnCallBefore() string {
	for _, b := range fl.src.Blocks {
		if fl.exitBlock(b) != fl.cur || len(b.Insts) == 0 {
			continue
		}
		c, ok := b.Insts[len(b.Insts)-1].(*llvm.InstCall)
		if !ok {
			return ""
		}
		if f, ok := c.Callee.(*llvm.Func); ok && isNoReturn(f) {
			name, _ := demangle(f.Name())
			return name
		}
	}
	return ""
}

// isNoReturn reports whether f is declared noreturn.
func isNoReturn(f *llvm.Func) bool {
	for _, a := range f.FuncAttrs {
		switch a := a.(type) {
		case enum.FuncAttr:
			if a == enum.FuncAttrNoReturn {
				return true
			}
		case *llvm.AttrGroupDef:
			for _, b := range a.FuncAttrs {
				if b == enum.FuncAttrNoReturn {
					return true
				}
			}
		}
	}
	return false
}
