package twothread

import (
	"fmt"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// annotExpr gives the specification functions of DESIGN.md §6 their
// meaning in the two-thread program. Access-log functions (__read, ...)
// describe the first work item's log, as in GPUVerify.
func (k *kernelTr) annotExpr(e *ir.AnnotExpr, c exprCtx) (bpl.Expr, error) {
	arg := func(i int, c exprCtx) (bpl.Expr, error) {
		if i >= len(e.Args) {
			return nil, fmt.Errorf("%s needs %d arguments", e.Fn, i+1)
		}
		return k.expr(e.Args[i], c)
	}
	args2 := func(c exprCtx) ([]bpl.Expr, error) {
		if len(e.Args) < 2 {
			return nil, fmt.Errorf("%s needs 2 arguments", e.Fn)
		}
		return k.exprs(c, e.Args[0], e.Args[1])
	}
	with := func(t thread) exprCtx {
		return exprCtx{t: t, enabled: enabledOf(c, t), dom: domOf(c, t), unknown: c.unknown, contract: c.contract}
	}
	switch e.Fn {
	case ir.OtherInt, ir.OtherBool:
		return arg(0, with(c.t.other()))
	case ir.UniformInt, ir.DistinctInt:
		a, err := arg(0, with(1))
		if err != nil {
			return nil, err
		}
		b, err := arg(0, with(2))
		if err != nil {
			return nil, err
		}
		if e.Fn == ir.UniformInt {
			return bpl.Eq(a, b), nil
		}
		return bpl.Neq(a, b), nil
	case ir.Implies:
		ab, err := args2(c)
		if err != nil {
			return nil, err
		}
		return bpl.Implies(ab[0], ab[1]), nil
	case ir.Enabled:
		if c.enabled == nil {
			return bpl.Bool(true), nil
		}
		return c.enabled, nil
	case ir.DominatorEnabled:
		if c.dom == nil {
			return nil, fmt.Errorf("__dominator_enabled() is supported in loop invariants and in assertions, assumptions and invariants of a block other than the first")
		}
		return c.dom, nil
	case ir.AddNoOverflow:
		ab, err := args2(c)
		if err != nil {
			return nil, err
		}
		w := ir.Bits(e.Args[0].Type())
		return bpl.Fn(k.pre.BV(bpl.BVUle, w), ab[0], bpl.Fn(k.pre.BV(bpl.BVAdd, w), ab[0], ab[1])), nil
	case ir.IsPow2:
		a, err := arg(0, c)
		if err != nil {
			return nil, err
		}
		w := ir.Bits(e.Args[0].Type())
		dec := bpl.Fn(k.pre.BV(bpl.BVSub, w), a, bpl.BVConst(1, w))
		return bpl.And(bpl.Neq(a, bpl.BVConst(0, w)), bpl.Eq(bpl.Fn(k.pre.BV(bpl.BVAnd, w), a, dec), bpl.BVConst(0, w))), nil
	case ir.PtrBase, ir.ReturnVal, ir.Old:
		return k.contractExpr(e, c)
	case ir.ReadHappened, ir.WriteHappened, ir.NoRead, ir.NoWrite, ir.ReadOffsetBytes, ir.WriteOffsetBytes:
		if len(e.Args) != 1 {
			return nil, fmt.Errorf("%s needs one array", e.Fn)
		}
		ref, ok := e.Args[0].(*ir.ArrayRef)
		if !ok {
			return nil, fmt.Errorf("%s needs an array", e.Fn)
		}
		l := k.layout(ref.Array)
		if l == nil && ref.Array.Space.Shared() {
			return k.neverAccessed(e.Fn, ref.Array)
		}
		if l == nil || !l.Shared {
			return nil, fmt.Errorf("%s of %s, which is not __local or __global memory", e.Fn, ref.Array.Name)
		}
		k.useLogs(l)
		switch e.Fn {
		case ir.ReadHappened:
			return bpl.Id(logVar("READ", "HAS_OCCURRED", l)), nil
		case ir.WriteHappened:
			return bpl.Id(logVar("WRITE", "HAS_OCCURRED", l)), nil
		case ir.NoRead:
			return bpl.Not(bpl.Id(logVar("READ", "HAS_OCCURRED", l))), nil
		case ir.NoWrite:
			return bpl.Not(bpl.Id(logVar("WRITE", "HAS_OCCURRED", l))), nil
		case ir.ReadOffsetBytes:
			return bpl.Fn(k.pre.BV(bpl.BVMul, 32), bpl.Id(logVar("READ", "OFFSET", l)), bpl.BVConst(uint64(l.CellBytes), 32)), nil
		default:
			return bpl.Fn(k.pre.BV(bpl.BVMul, 32), bpl.Id(logVar("WRITE", "OFFSET", l)), bpl.BVConst(uint64(l.CellBytes), 32)), nil
		}
	}
	return nil, fmt.Errorf("unknown specification function %s", e.Fn)
}

// snapshotArrays are the destination and source of an
// __array_snapshot annotation.
func snapshotArrays(a *ir.Annot) (dst, src *ir.Array) {
	return a.Args[1].(*ir.ArrayRef).Array, a.Args[2].(*ir.ArrayRef).Array
}

// arraySnapshot copies the source array's map into the destination's,
// for the work items that execute it (a shared map: if either does). It
// is ghost state, not an access: no logs, no race checks.
func (k *kernelTr) arraySnapshot(b *ir.Block, a *ir.Annot) error {
	dst, src := snapshotArrays(a)
	ld, ls := k.layout(dst), k.layout(src)
	if ld == nil || ls == nil || !k.mem.relevant[k.inst.actual(dst)] {
		return nil // the copy's contents are never read
	}
	if ld.CellBytes != ls.CellBytes || ld.PerThread != ls.PerThread {
		return &TranslationError{Pos: a.Pos, Msg: "__array_snapshot between arrays that bvgen lays out differently (accessed in parts of different sizes)"}
	}
	if !ld.PerThread {
		g := bpl.Or(k.pred(b, 1), k.pred(b, 2))
		k.emit(assign(ld.Name, bpl.Ite(g, bpl.Id(ls.Name), bpl.Id(ld.Name))))
		return nil
	}
	for _, t := range []thread{1, 2} {
		d := k.mapName(ld, t)
		k.emit(assign(d, bpl.Ite(k.pred(b, t), bpl.Id(k.mapName(ls, t)), bpl.Id(d))))
	}
	return nil
}

// enabledOf is thread t's execution predicate at the place c's belongs
// to: __enabled() inside __other_bool(...) is the other work item's. The
// predicates are variables named by thread ($en$1, $p.B$1), or shared by
// both (uniform blocks, where they are the same).
func enabledOf(c exprCtx, t thread) bpl.Expr {
	id, ok := c.enabled.(*bpl.Ident)
	if !ok || t == c.t || c.t == 0 || !strings.HasSuffix(id.Name, c.t.suffix()) {
		return c.enabled
	}
	return bpl.Id(strings.TrimSuffix(id.Name, c.t.suffix()) + t.suffix())
}

// contractExpr translates the specification functions of contracts:
// __ptr_base(p), __return_val_T() and __old_T(e).
func (k *kernelTr) contractExpr(e *ir.AnnotExpr, c exprCtx) (bpl.Expr, error) {
	switch e.Fn {
	case ir.PtrBase:
		// GPUVerify's array identities are distinct constants, otherwise
		// unknown: an arbitrary base plus the array's number here, so that
		// no particular value can be proved.
		ref, ok := e.Args[0].(*ir.ArrayRef)
		if len(e.Args) != 1 || !ok {
			return nil, fmt.Errorf("%s needs one pointer", e.Fn)
		}
		l := k.layout(ref.Array)
		n := -1
		for i, x := range k.mem.seq {
			if x == l {
				n = i
			}
		}
		if l == nil || n < 0 {
			return nil, fmt.Errorf("%s of %s, an array bvgen does not model", e.Fn, ref.Array.Name)
		}
		seed, err := k.pre.Func("$ptr_base.seed", bpl.BV{W: 32})
		if err != nil {
			return nil, err
		}
		return bpl.Fn(k.pre.BV(bpl.BVAdd, 32), bpl.Fn(seed), bpl.BVConst(uint64(n+1), 32)), nil
	case ir.ReturnVal:
		if !c.contract {
			return nil, fmt.Errorf("%s outside the postcondition of a function", e.Fn)
		}
		return bpl.Id("$ret" + c.t.suffix()), nil
	}
	// Old: the snapshot the function took at entry, or in a procedure's
	// contract the entry value itself (Boogie's old()).
	if len(e.Args) != 2 {
		return nil, fmt.Errorf("%s needs a snapshot and an expression", e.Fn)
	}
	if !c.contract {
		return k.expr(e.Args[0], c)
	}
	if v := k.unsubstituted(e.Args[1]); v != nil {
		// A procedure's local: Boogie's contract cannot name it.
		return nil, fmt.Errorf("%s of %s, which the program also computes: not supported in a procedure's postcondition yet (verify without --no-inline)", e.Fn, v.Name)
	}
	x, err := k.expr(e.Args[1], c)
	if err != nil {
		return nil, err
	}
	return &bpl.Old{X: x}, nil
}

// offsetCompare translates "__write_offset_bytes(A) == e" (or !=, either
// way round, likewise for reads) where e is a multiple of A's cell size
// that divides symbolically, such as "i * sizeof(int)": as the cell index
// compared with e / cell size. This reads byte offsets as numbers rather
// than modulo 2^32 (the log holds a cell index; multiplying it by the cell
// size would wrap), which is what the annotation means and what the prover
// can use. "__write_offset_bytes(A) / sizeof(T) == e", with T of A's cell
// size, is the cell index compared with e (GPUVerify's usual spelling).
// ok is false when e does not have that form.
func (k *kernelTr) offsetCompare(e *ir.Binary, c exprCtx) (x bpl.Expr, ok bool, err error) {
	if e.Op != ir.Eq && e.Op != ir.Ne {
		return nil, false, nil
	}
	other := e.Y
	fn, div := offsetSide(e.X)
	if fn == nil {
		other = e.X
		if fn, div = offsetSide(e.Y); fn == nil {
			return nil, false, nil
		}
	}
	if len(fn.Args) != 1 {
		return nil, false, nil
	}
	ref, isRef := fn.Args[0].(*ir.ArrayRef)
	if !isRef {
		return nil, false, nil
	}
	l := k.layout(ref.Array)
	if l == nil || !l.Shared || ir.Bits(other.Type()) != 32 {
		return nil, false, nil
	}
	q, exact := divExact(other, l.CellBytes)
	switch {
	case div != 0 && div != l.CellBytes:
		return nil, false, nil
	case l.CellBytes == 1 || div != 0:
		// "__write_offset_bytes(A) / sizeof(T) == e": the cell index is e.
		q, exact = other, true
	}
	if !exact {
		return nil, false, nil
	}
	y, err := k.expr(q, c)
	if err != nil {
		return nil, true, err
	}
	k.useLogs(l)
	kind := "READ"
	if fn.Fn == ir.WriteOffsetBytes {
		kind = "WRITE"
	}
	x = bpl.Eq(bpl.Id(logVar(kind, "OFFSET", l)), y)
	if e.Op == ir.Ne {
		x = bpl.Not(x)
	}
	return x, true, nil
}

// offsetSide recognises a side of offsetCompare's comparison: the
// offset function itself (div = 0), or it divided by a constant (div).
func offsetSide(x ir.Expr) (fn *ir.AnnotExpr, div int) {
	if b, ok := x.(*ir.Binary); ok && (b.Op == ir.UDiv || b.Op == ir.LShr) {
		c, isConst := b.Y.(*ir.Const)
		f, _ := offsetSide(b.X)
		switch {
		case f == nil || !isConst:
		case b.Op == ir.LShr && c.Val < 20: // a division by a power of two, optimised
			return f, 1 << c.Val
		case b.Op == ir.UDiv && c.Val > 0 && c.Val < 1<<20:
			return f, int(c.Val)
		}
		return nil, 0
	}
	f, ok := x.(*ir.AnnotExpr)
	if !ok || (f.Fn != ir.ReadOffsetBytes && f.Fn != ir.WriteOffsetBytes) {
		return nil, 0
	}
	return f, 0
}

// mentionsLogs reports whether e uses the first work item's access logs;
// such annotations are instantiated for that work item only.
func mentionsLogs(e ir.Expr) bool {
	found := false
	ir.WalkExpr(e, func(x ir.Expr) {
		if a, ok := x.(*ir.AnnotExpr); ok {
			switch a.Fn {
			case ir.ReadHappened, ir.WriteHappened, ir.NoRead, ir.NoWrite, ir.ReadOffsetBytes, ir.WriteOffsetBytes:
				found = true
			}
		}
	})
	return found
}

// logVar names an access-log variable, e.g. _WRITE_OFFSET_$$A.
func logVar(kind, field string, l *memLayout) string {
	return "_" + kind + "_" + field + "_" + l.Name
}

// havocArray makes an array's contents arbitrary (ir.AnnotHavocArray: a
// function without a body, or a __spec_ function's __writes_to, may have
// written any of its cells) for the work items that execute it: a map
// shared by both work items if either does, a map per work item for each
// that does. It is not an access: the frontend puts the callee's
// accesses beside it. Contents that cannot reach the verdict are not
// modelled, so there is nothing to forget.
func (k *kernelTr) havocArray(b *ir.Block, a *ir.Annot) error {
	ref, ok := a.Args[len(a.Args)-1].(*ir.ArrayRef)
	if !ok {
		return &TranslationError{Pos: a.Pos, Msg: "internal: havoc_array without an array"}
	}
	l := k.layout(ref.Array)
	if l == nil || !k.mem.relevant[k.inst.actual(ref.Array)] {
		return nil
	}
	if !l.PerThread {
		k.emit(guarded(bpl.Or(k.pred(b, 1), k.pred(b, 2)), &bpl.Havoc{Vars: []string{l.Name}})...)
		return nil
	}
	for _, t := range []thread{1, 2} {
		k.emit(guarded(k.pred(b, t), &bpl.Havoc{Vars: []string{k.mapName(l, t)}})...)
	}
	return nil
}

// neverAccessed is a log query on shared memory the kernel never accesses
// (so it has no layout): no access was logged, so __read and __write are
// false; the offsets are GPUVerify's unconstrained offset variables, one
// arbitrary constant per array.
func (k *kernelTr) neverAccessed(fn ir.AnnotFn, a *ir.Array) (bpl.Expr, error) {
	switch fn {
	case ir.ReadHappened, ir.WriteHappened:
		return &bpl.BoolLit{Val: false}, nil
	case ir.NoRead, ir.NoWrite:
		return &bpl.BoolLit{Val: true}, nil
	}
	kind := "READ"
	if fn == ir.WriteOffsetBytes {
		kind = "WRITE"
	}
	name, err := k.pre.Func(sanitize("$never_accessed."+kind+"_OFFSET."+a.Name), bpl.BV{W: 32})
	if err != nil {
		return nil, err
	}
	return bpl.Fn(name), nil
}
