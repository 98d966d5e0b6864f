package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// maxCallCombos bounds the calls one call through dynamic pointers becomes
// (one per combination of the arguments' candidate arrays).
const maxCallCombos = 16

// nullableParams gives each pointer parameter of a helper that may receive
// null or an undefined pointer its base parameter NAME.base (right after
// it): 0 for null, the parameter's own id otherwise.
func (fl *funcLowerer) nullableParams() {
	if fl.fn.Kernel {
		return
	}
	for i, p := range fl.src.Params {
		q, isPtr := fl.ptrs[p]
		if !isPtr || q.dyn != nil || !fl.sum.nullable[fl.src][i] {
			continue
		}
		base := fl.fn.NewVar(q.arr.Name+".base", ir.Int(32))
		var params []*ir.Param
		for _, prm := range fl.fn.Params {
			params = append(params, prm)
			if prm.Array == q.arr {
				params = append(params, &ir.Param{Name: base.Name, Var: base, Pos: fl.fn.Pos})
			}
		}
		fl.fn.Params = params
		// Every call passes 0 (null) or the parameter's own id.
		v := &ir.VarRef{V: base}
		fl.split.entryFacts = append(fl.split.entryFacts, &ir.Annot{Pos: fl.fn.Pos, Kind: ir.AnnotAssume, Args: []ir.Expr{
			&ir.Binary{Op: ir.Or, X: &ir.Binary{Op: ir.Eq, X: v, Y: zero32}, Y: &ir.Binary{Op: ir.Eq, X: v, Y: i32c(uint64(i + 1))}}}})
		fl.ptrs[p] = ptrVal{off: q.off, dyn: &dynBase{id: &ir.VarRef{V: base}, cands: []*ir.Array{q.arr}, null: true}}
	}
}

// staticReturn reports whether helper f always returns a pointer into one
// array (one parameter's or one program-scope array): then it returns the
// offset only (i32), else the base id and the offset packed in an i64.
func (l *lowerer) staticReturn(f *llvm.Func) bool {
	r := l.sum.returns[f]
	return !r.null && !r.any && !r.private && len(r.params)+len(r.globals) == 1
}

// pointerResult sets the result type of a helper returning a pointer.
func (fl *funcLowerer) pointerResult() error {
	if fl.fn.Kernel {
		return fl.unsupported("kernel returning a pointer")
	}
	if fl.sum.returns[fl.src].private {
		return fl.unsupported("function %s returning a pointer to its own private variable", fl.fn.Name)
	}
	fl.fn.Result = ir.Int(32)
	if !fl.staticReturn(fl.src) {
		fl.fn.Result = ir.Int(64)
	}
	return nil
}

// returnPointer returns a pointer: its offset, with its base id in the
// high 32 bits unless the function always returns into one array.
func (fl *funcLowerer) returnPointer(v value.Value) error {
	p, err := fl.pointer(v)
	if err != nil {
		return err
	}
	r := &ir.Return{Pos: fl.pos, Val: p.off}
	if !fl.staticReturn(fl.src) {
		id := &ir.Cast{Op: ir.ZExt, X: fl.dynOf(p).id, To: ir.Int(64)}
		off := &ir.Cast{Op: ir.ZExt, X: p.off, To: ir.Int(64)}
		r.Val = &ir.Binary{Op: ir.Or, X: &ir.Binary{Op: ir.Shl, X: id, Y: &ir.Const{Val: 32, T: ir.Int(64)}}, Y: off}
	}
	fl.cur.Term = r
	return nil
}

// callTargets is what a call of a helper returning a pointer may return:
// its return summary mapped through the call's arguments.
func (fl *funcLowerer) callTargets(x *llvm.InstCall, visiting map[value.Value]bool) (targets, error) {
	g, ok := x.Callee.(*llvm.Func)
	if !ok || len(g.Blocks) == 0 {
		if p := fl.instPos(x); p.IsValid() {
			fl.pos = p
		}
		if !ok || reservedName(g.Name()) {
			return targets{}, fl.unsupported("pointer returned by %s, a function without a body", calleeName(x))
		}
		return fl.bodilessTargets(x, visiting) // bodiless_call.go
	}
	r := fl.sum.returns[g]
	if r.private {
		return targets{}, fl.unsupported("function %s returning a pointer to its own private variable", g.Name())
	}
	t := targets{null: r.null, any: r.any}
	for _, gl := range fl.src.Parent.Globals {
		if r.globals[gl] {
			t.addArr(fl.globals[gl])
		}
	}
	for i := range x.Args {
		if r.params[i] {
			u, err := fl.targetsOf(x.Args[i], visiting)
			if err != nil {
				return t, err
			}
			t.add(u)
		}
	}
	return t, nil
}

// callHelper lowers a call of a helper function. Pointer arguments with a
// dynamic base become a call per combination of their candidate arrays
// (the IR passes arrays to helpers), chosen by branching on the bases; a
// nullable parameter also receives the base (0 for null, with a private
// one-element array standing in for the array: the helper's null check
// fails before any access to it).
func (fl *funcLowerer) callHelper(x *llvm.InstCall, callee *llvm.Func) error {
	fn := fl.funcs[callee]
	if fn.Kernel {
		return fl.unsupported("call to kernel %s", fn.Name)
	}
	ptrs := make([]ptrVal, len(x.Args))
	vals := make([]ir.Expr, len(x.Args))
	combos := [][]*ir.Array{nil}
	for i, a := range x.Args {
		var err error
		if _, isPtr := a.Type().(*types.PointerType); !isPtr || isSampler(a.Type()) {
			// A sampler is an opaque i32 value (lower_image.go).
			if vals[i], err = fl.val(a); err != nil {
				return err
			}
			continue
		}
		if ptrs[i], err = fl.pointer(a); err != nil {
			return err
		}
		if err := fl.notOpaque(ptrs[i]); err != nil {
			return err
		}
		t := ptrs[i].targets()
		if (t.null || t.any) && !fl.sum.nullable[callee][i] {
			return fl.unsupported("internal: null pointer passed to %s, whose parameter %d is not nullable", fn.Name, i)
		}
		choices := t.arrs
		if t.null || t.any {
			choices = append(choices, nil)
		}
		var next [][]*ir.Array
		for _, c := range combos {
			for _, a := range choices {
				next = append(next, append(append([]*ir.Array(nil), c...), a))
			}
		}
		combos = next
	}
	if len(combos) > maxCallCombos {
		return fl.unsupported("call to %s through pointers with %d combinations of arrays they may point into", fn.Name, len(combos))
	}
	rt, err := fl.callResultType(x, callee)
	if err != nil {
		return err
	}
	res := fl.dispatchCall(x, callee, ptrs, vals, combos, rt)
	if _, isPtr := x.Type().(*types.PointerType); isPtr {
		return fl.pointerFromCall(x, callee, ptrs, res)
	}
	if res != nil {
		fl.vals[x] = res
	}
	return nil
}

func (fl *funcLowerer) callResultType(x *llvm.InstCall, callee *llvm.Func) (ir.Type, error) {
	if _, isPtr := x.Type().(*types.PointerType); !isPtr {
		return fl.resultType(x)
	}
	if fl.staticReturn(callee) {
		return ir.Int(32), nil
	}
	return ir.Int(64), nil
}

// dispatchCall emits the calls of one call site, one per combination of
// candidate arrays (a nil array: null or undefined), and returns the
// result (nil for void).
func (fl *funcLowerer) dispatchCall(x *llvm.InstCall, callee *llvm.Func, ptrs []ptrVal, vals []ir.Expr, combos [][]*ir.Array, rt ir.Type) ir.Expr {
	fn := fl.funcs[callee]
	emit := func(combo []*ir.Array) ir.Expr {
		var args []ir.Expr
		k := 0
		for i, a := range x.Args {
			if vals[i] != nil {
				args = append(args, vals[i])
				continue
			}
			arr, base := combo[k], uint64(i+1)
			k++
			if arr == nil {
				arr, base = fl.nullStandIn(a), 0
			}
			args = append(args, &ir.ArrayRef{Array: arr, Offset: ptrs[i].off})
			if fl.sum.nullable[callee][i] {
				args = append(args, i32c(base))
			}
		}
		call := &ir.Call{Pos: fl.pos, Callee: fn, Args: args}
		fl.cur.Stmts = append(fl.cur.Stmts, call)
		if rt == nil {
			return nil
		}
		call.Dst = fl.fn.NewVar(fl.varName(x), rt)
		return &ir.VarRef{V: call.Dst}
	}
	if len(combos) == 1 {
		return emit(combos[0])
	}
	// cond is the condition under which the pointer arguments have the
	// arrays of combo.
	cond := func(combo []*ir.Array) ir.Expr {
		var c ir.Expr = &ir.BoolConst{Val: true}
		k := 0
		for i := range x.Args {
			if vals[i] != nil {
				continue
			}
			arr := combo[k]
			k++
			d := ptrs[i].dyn
			if d == nil {
				continue
			}
			var e ir.Expr
			if arr != nil {
				e = &ir.Binary{Op: ir.Eq, X: d.id, Y: i32c(fl.baseID(arr))}
			} else {
				e = &ir.BoolConst{Val: true}
				for _, a := range d.cands {
					e = &ir.Binary{Op: ir.And, X: e, Y: &ir.Binary{Op: ir.Ne, X: d.id, Y: i32c(fl.baseID(a))}}
				}
			}
			c = ir.Fold(&ir.Binary{Op: ir.And, X: c, Y: e})
		}
		return c
	}
	at := fl.cur
	var made []*ir.Block
	join := fl.newBlock()
	var ins []ir.PhiIn
	for i, combo := range combos {
		if i < len(combos)-1 {
			then, next := fl.newBlock(), fl.newBlock()
			made = append(made, then, next)
			fl.cur.Term = &ir.Branch{Pos: fl.pos, Cond: cond(combo), Then: then, Else: next}
			fl.cur = then
		}
		val := emit(combo)
		fl.cur.Term = &ir.Jump{Pos: fl.pos, Target: join}
		ins = append(ins, ir.PhiIn{Pred: fl.cur, Val: val})
		if i < len(combos)-1 {
			fl.cur = made[len(made)-1]
		}
	}
	fl.insertSplit(at, append(made, join))
	fl.cur = join
	if rt == nil {
		return nil
	}
	v := fl.fn.NewVar(fl.varName(x), rt)
	join.Phis = append(join.Phis, &ir.Phi{Pos: fl.pos, Dst: v, In: ins})
	return &ir.VarRef{V: v}
}

// nullStandIn is the private one-element array passed for a null pointer
// argument (never accessed: the callee's null check fails first).
func (fl *funcLowerer) nullStandIn(a value.Value) *ir.Array {
	pt := a.Type().(*types.PointerType)
	elem, eb, _, err := arrayShape(pt.ElemType)
	if err != nil {
		elem, eb = ir.Int(8), 1
	}
	for _, x := range fl.fn.Arrays {
		if x.Kind == ir.ArrayPrivate && x.Name == "null."+elem.String() {
			return x
		}
	}
	arr := &ir.Array{Name: "null." + elem.String(), Space: ir.Private, Kind: ir.ArrayPrivate, Elem: elem, ElemBytes: eb, Dims: []int{1}, Pos: fl.fn.Pos}
	fl.fn.Arrays = append(fl.fn.Arrays, arr)
	return arr
}

// pointerFromCall is the pointer a call of a helper returns: its offset
// and, unless the helper always returns into one array, its base id in the
// high bits, mapped from the helper's ids to the caller's (parameter ids
// differ; null and program-scope arrays have the same ids everywhere).
func (fl *funcLowerer) pointerFromCall(x *llvm.InstCall, callee *llvm.Func, ptrs []ptrVal, res ir.Expr) error {
	r := fl.sum.returns[callee]
	if fl.staticReturn(callee) {
		for i := range r.params {
			if returnsParam(callee) == i {
				// The helper returns its argument itself: the caller knows
				// the offset (a procedure's result is otherwise arbitrary
				// to its caller under --no-inline).
				res = ptrs[i].off
			}
			fl.ptrs[x] = ptrVal{arr: ptrs[i].arr, dyn: ptrs[i].dyn, off: res}
		}
		for g := range r.globals {
			fl.ptrs[x] = ptrVal{arr: fl.globals[g], off: res}
		}
		return nil
	}
	t, err := fl.callTargets(x, map[value.Value]bool{})
	if err != nil {
		return err
	}
	name := fl.varName(x)
	off := fl.fn.NewVar(name, ir.Int(32))
	cid := fl.fn.NewVar(name+".rbase", ir.Int(32))
	id := fl.fn.NewVar(name+".base", ir.Int(32))
	var idE ir.Expr = &ir.VarRef{V: cid}
	for i := len(x.Args) - 1; i >= 0; i-- {
		if r.params[i] {
			idE = &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: cid}, Y: i32c(uint64(i + 1))}, X: fl.dynOf(ptrs[i]).id, Y: idE}
		}
	}
	fl.cur.Stmts = append(fl.cur.Stmts,
		&ir.Assign{Pos: fl.pos, Dst: off, Src: &ir.Cast{Op: ir.Trunc, X: res, To: ir.Int(32)}},
		&ir.Assign{Pos: fl.pos, Dst: cid, Src: &ir.Cast{Op: ir.Trunc, X: &ir.Binary{Op: ir.LShr, X: res, Y: &ir.Const{Val: 32, T: ir.Int(64)}}, To: ir.Int(32)}},
		&ir.Assign{Pos: fl.pos, Dst: id, Src: idE})
	fl.ptrs[x] = fromTargets(t, &ir.VarRef{V: id}, &ir.VarRef{V: off})
	return nil
}

// annotExprThrough is an annotation function applied to its arguments
// (__read_offset_bytes(p), __ptr_base(p), ...). Through a pointer with a
// dynamic base it is a select over the candidates: the function applied
// to each candidate array; null or undefined pointers are unsupported.
func (fl *funcLowerer) annotExprThrough(x *llvm.InstCall, fn ir.AnnotFn, t ir.Type) (ir.Expr, error) {
	dynArg := -1
	var dyn ptrVal
	for i, a := range x.Args {
		if _, isPtr := a.Type().(*types.PointerType); !isPtr {
			continue
		}
		p, err := fl.pointer(a)
		if err != nil {
			return nil, err
		}
		if p.dyn == nil {
			continue
		}
		if dynArg >= 0 || p.dyn.null || p.dyn.any || len(p.dyn.cands) == 0 {
			_, err := fl.staticPtr(p)
			return nil, err
		}
		dynArg, dyn = i, p
	}
	if dynArg < 0 {
		args, err := fl.args(x)
		if err != nil {
			return nil, err
		}
		return &ir.AnnotExpr{Fn: fn, Args: args, T: t}, nil
	}
	var out ir.Expr
	for i := len(dyn.dyn.cands) - 1; i >= 0; i-- {
		a := dyn.dyn.cands[i]
		key := unwrapArg(x.Args[dynArg])
		saved, had := fl.ptrs[key]
		fl.ptrs[key] = ptrVal{arr: a, off: dyn.off}
		args, err := fl.args(x)
		if had {
			fl.ptrs[key] = saved
		} else {
			delete(fl.ptrs, key)
		}
		if err != nil {
			return nil, err
		}
		e := ir.Expr(&ir.AnnotExpr{Fn: fn, Args: args, T: t})
		if out != nil {
			e = &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: dyn.dyn.id, Y: i32c(fl.baseID(a))}, X: e, Y: out}
		}
		out = e
	}
	return out, nil
}

// returnsParam is the index of the parameter every return of f returns
// unchanged (up to bit casts), or -1.
func returnsParam(f *llvm.Func) int {
	idx := -1
	for _, b := range f.Blocks {
		r, ok := b.Term.(*llvm.TermRet)
		if !ok {
			continue
		}
		v := r.X
		for {
			bc, ok := v.(*llvm.InstBitCast)
			if !ok {
				break
			}
			v = bc.From
		}
		i := -1
		for k, p := range f.Params {
			if p == v {
				i = k
			}
		}
		if i < 0 || (idx >= 0 && idx != i) {
			return -1
		}
		idx = i
	}
	return idx
}
