package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Pointers (GPUVERIFY.md §4.8, §5.7). A pointer is a base and a byte offset,
// as in GPUVerify. Most pointers have a base known statically: one array,
// and the accesses through them name that array. A pointer that may point
// into several arrays (a phi or select of pointers into different arrays),
// may be null, or is undefined has a dynamic base: an i32 base id over a
// closed set of candidate arrays, found by a flow-insensitive analysis of
// the LLVM values it is computed from (targetsOf). Ids are fixed per
// function (baseID): 0 is null, 1+i the i-th parameter, 1000+j the j-th
// program-scope array, 2000+k the k-th private array, so that a helper and
// its callers agree on the ids of parameters.
//
// An access through a dynamic pointer becomes control flow in the kernel IR
// (lower_ptr_access.go): a branch per candidate array doing the access on
// that array, joined by a phi. When the pointer may be null or undefined, a
// null check (ir.AnnotNullCheck) before the access asserts that the base is
// one of the candidates; its failure is GPUVerify's "possible null pointer
// access". So the kernel IR and the two-thread reduction keep seeing
// accesses to named arrays only.

// ptrVal is a pointer: an array known statically (arr) or a dynamic base
// (dyn), and a byte offset (i32).
type ptrVal struct {
	arr *ir.Array
	off ir.Expr
	dyn *dynBase
}

// dynBase is the base of a pointer whose array is not known statically.
type dynBase struct {
	id    ir.Expr     // i32: baseID of the array, 0 when null
	cands []*ir.Array // the arrays it may point into, in first-seen order
	null  bool        // it may be null
	any   bool        // it may be undefined: none of the candidates is certain
	// opaque: it may have been loaded from __global or __local memory,
	// where bvgen does not follow pointers: it can only be copied.
	opaque bool
}

// targets is what a pointer value may point to, found before lowering.
type targets struct {
	arrs              []*ir.Array
	null, any, opaque bool
}

func (t *targets) add(u targets) {
	for _, a := range u.arrs {
		t.addArr(a)
	}
	t.null = t.null || u.null
	t.any = t.any || u.any
	t.opaque = t.opaque || u.opaque
}

func (t *targets) addArr(a *ir.Array) {
	for _, b := range t.arrs {
		if b == a {
			return
		}
	}
	t.arrs = append(t.arrs, a)
}

// static returns the one array of t when t is exactly one array.
func (t targets) static() *ir.Array {
	if len(t.arrs) == 1 && !t.null && !t.any {
		return t.arrs[0]
	}
	return nil
}

func (p ptrVal) targets() targets {
	if p.dyn == nil {
		return targets{arrs: []*ir.Array{p.arr}}
	}
	return targets{arrs: append([]*ir.Array(nil), p.dyn.cands...), null: p.dyn.null, any: p.dyn.any, opaque: p.dyn.opaque}
}

// describe names what a dynamic pointer may point into, for diagnostics.
func (p ptrVal) describe() string {
	t := p.targets()
	var names []string
	for _, a := range t.arrs {
		names = append(names, a.Name)
	}
	if t.null {
		names = append(names, "null")
	}
	if t.opaque {
		names = append(names, "a place read from shared memory")
	} else if t.any {
		names = append(names, "an undefined place")
	}
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " or " + names[1]
	}
	s := ""
	for i, n := range names {
		switch {
		case i == len(names)-1:
			s += ", or " + n
		case i > 0:
			s += ", " + n
		default:
			s = n
		}
	}
	return s
}

// targetsOf finds what a pointer value may point to, following GEPs,
// casts, phis, selects and calls of helpers returning pointers.
func (fl *funcLowerer) targetsOf(v value.Value, visiting map[value.Value]bool) (targets, error) {
	if arg, ok := v.(*llvm.Arg); ok {
		v = arg.Value
	}
	if p, ok := fl.ptrs[v]; ok {
		return p.targets(), nil
	}
	if visiting[v] {
		return targets{}, nil // a cycle through phis: decided by the other inputs
	}
	visiting[v] = true
	merge := func(vs ...value.Value) (targets, error) {
		var t targets
		for _, x := range vs {
			u, err := fl.targetsOf(x, visiting)
			if err != nil {
				return t, err
			}
			t.add(u)
		}
		return t, nil
	}
	switch x := v.(type) {
	case *llvm.Global:
		if a, ok := fl.globals[x]; ok {
			return targets{arrs: []*ir.Array{a}}, nil
		}
	case *llvm.InstGetElementPtr:
		return fl.targetsOf(x.Src, visiting)
	case *llvm.InstBitCast:
		return fl.targetsOf(x.From, visiting)
	case *constant.ExprGetElementPtr:
		return fl.targetsOf(x.Src, visiting)
	case *constant.ExprBitCast:
		return fl.targetsOf(x.From, visiting)
	case *constant.Null:
		return targets{null: true}, nil
	case *constant.Undef, *constant.Poison:
		return targets{any: true}, nil
	case *llvm.InstPhi:
		var vs []value.Value
		for _, in := range x.Incs {
			vs = append(vs, in.X)
		}
		return merge(vs...)
	case *llvm.InstSelect:
		return merge(x.ValueTrue, x.ValueFalse)
	case *llvm.InstAlloca:
		p, err := fl.alloca(x)
		return p.targets(), err
	case *llvm.InstCall:
		return fl.callTargets(x, visiting)
	case *llvm.InstLoad:
		return fl.loadedTargets(x, visiting)
	}
	return targets{}, fl.unsupported("pointer %s", v.Ident())
}

// baseID is the id of an array as a pointer base in this function.
func (fl *funcLowerer) baseID(a *ir.Array) uint64 {
	for i, p := range fl.src.Params {
		if q, ok := fl.ptrs[p]; ok && q.dyn == nil && q.arr == a {
			return uint64(i + 1)
		}
		if q, ok := fl.ptrs[p]; ok && q.dyn != nil && len(q.dyn.cands) == 1 && q.dyn.cands[0] == a {
			return uint64(i + 1)
		}
	}
	for j, g := range fl.out.Arrays {
		if g == a {
			return uint64(1000 + j)
		}
	}
	for k, x := range fl.fn.Arrays {
		if x == a {
			return uint64(2000 + k)
		}
	}
	// The array a helper returning a vector stores its result into.
	return 3000
}

func i32c(v uint64) ir.Expr { return &ir.Const{Val: v, T: ir.Int(32)} }

// dynOf returns the dynamic base of p (one candidate when p is static).
func (fl *funcLowerer) dynOf(p ptrVal) *dynBase {
	if p.dyn != nil {
		return p.dyn
	}
	return &dynBase{id: i32c(fl.baseID(p.arr)), cands: []*ir.Array{p.arr}}
}

// nullPtr is the null pointer (plus an offset, for null + k).
func nullPtr() ptrVal {
	return ptrVal{off: zero32, dyn: &dynBase{id: zero32, null: true}}
}

// undefPtr is an undefined pointer: base and offset are arbitrary.
func (fl *funcLowerer) undefPtr() ptrVal {
	id := fl.fn.NewVar("undef.base", ir.Int(32))
	off := fl.fn.NewVar("undef", ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: id}, &ir.Havoc{Pos: fl.pos, Dst: off})
	return ptrVal{off: &ir.VarRef{V: off}, dyn: &dynBase{id: &ir.VarRef{V: id}, any: true}}
}

// fromTargets makes the pointer of base id and offset variables over t.
func fromTargets(t targets, id, off ir.Expr) ptrVal {
	if a := t.static(); a != nil {
		return ptrVal{arr: a, off: off}
	}
	return ptrVal{off: off, dyn: &dynBase{id: id, cands: t.arrs, null: t.null, any: t.any, opaque: t.opaque}}
}

// staticPtr resolves a pointer that must have a statically known array
// (vector accesses, built-ins taking pointers, annotation arguments).
func (fl *funcLowerer) staticPtr(p ptrVal) (ptrVal, error) {
	if p.dyn == nil {
		return p, nil
	}
	if err := fl.notOpaque(p); err != nil {
		return p, err
	}
	if len(p.dyn.cands) == 0 && p.dyn.null && !p.dyn.any {
		return p, fl.unsupported("null pointer")
	}
	return p, fl.unsupported("pointer that may point into %s", p.describe())
}

// selectPtr is "c ? a : b" of pointers.
func (fl *funcLowerer) selectPtr(name string, c ir.Expr, a, b ptrVal) ptrVal {
	var off ir.Expr
	if ca, ok := a.off.(*ir.Const); ok && sameConst(ca, b.off) {
		// Both at the same constant offset (e.g. two arrays' bases): keep
		// the constant, which tells a procedure both work items pass it.
		off = ca
	} else {
		v := fl.fn.NewVar(name, ir.Int(32))
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Assign{Pos: fl.pos, Dst: v, Src: &ir.Select{Cond: c, X: a.off, Y: b.off}})
		off = &ir.VarRef{V: v}
	}
	if a.dyn == nil && b.dyn == nil && a.arr == b.arr {
		return ptrVal{arr: a.arr, off: off}
	}
	da, db := fl.dynOf(a), fl.dynOf(b)
	id := fl.fn.NewVar(name+".base", ir.Int(32))
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Assign{Pos: fl.pos, Dst: id, Src: &ir.Select{Cond: c, X: da.id, Y: db.id}})
	t := a.targets()
	t.add(b.targets())
	return fromTargets(t, &ir.VarRef{V: id}, off)
}

// comparePtr compares two pointers over (base, offset): equal when base and
// offset are; an ordered comparison compares offsets of pointers into the
// same array and is arbitrary for pointers into different ones (C leaves
// it undefined).
func (fl *funcLowerer) comparePtr(op ir.BinOp, a, b ptrVal) (ir.Expr, error) {
	for _, p := range []ptrVal{a, b} {
		if err := fl.notOpaque(p); err != nil {
			return nil, err
		}
	}
	if a.dyn == nil && b.dyn == nil && a.arr == b.arr {
		return &ir.Binary{Op: op, X: a.off, Y: b.off}, nil
	}
	sameBase := ir.Fold(&ir.Binary{Op: ir.Eq, X: fl.dynOf(a).id, Y: fl.dynOf(b).id})
	offs := &ir.Binary{Op: op, X: a.off, Y: b.off}
	switch op {
	case ir.Eq:
		return &ir.Binary{Op: ir.And, X: sameBase, Y: offs}, nil
	case ir.Ne:
		return &ir.Binary{Op: ir.Or, X: &ir.Unary{Op: ir.Not, X: sameBase}, Y: offs}, nil
	}
	other := fl.fn.NewVar("ptrcmp", ir.Bool)
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: other})
	return &ir.Select{Cond: sameBase, X: offs, Y: &ir.VarRef{V: other}}, nil
}

// notOpaque refuses a use of a pointer read from shared memory other than
// copying it.
func (fl *funcLowerer) notOpaque(p ptrVal) error {
	if p.dyn != nil && p.dyn.opaque {
		return fl.unsupported("use of a pointer read from __global or __local memory (bvgen does not follow pointers stored in shared memory)")
	}
	return nil
}

func sameConst(a *ir.Const, b ir.Expr) bool {
	c, ok := b.(*ir.Const)
	return ok && c.Val == a.Val && c.T == a.T
}

// allAtBase reports whether every incoming value of a phi of pointers is
// the base of an array (a parameter, a program-scope or private variable)
// or null: then its offset is 0.
func allAtBase(phi *llvm.InstPhi) bool {
	for _, in := range phi.Incs {
		v := unwrapArg(in.X)
		for {
			if bc, ok := v.(*llvm.InstBitCast); ok {
				v = bc.From
				continue
			}
			if bc, ok := v.(*constant.ExprBitCast); ok {
				v = bc.From
				continue
			}
			break
		}
		switch v.(type) {
		case *llvm.Param, *llvm.Global, *constant.Null, *llvm.InstAlloca:
		default:
			return false
		}
	}
	return true
}
