package frontend

import (
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Specification functions (GPUVerify's Bugle: a function whose name starts
// with __spec_). Its body is no code but the contract of a function whose
// code bvgen does not see: __requires, __ensures (and the __global_
// forms), __reads_from(p) and __writes_to(p). It is not verified; each
// call, inlined or not (there is nothing to inline), becomes at the call
// site:
//
//  1. the preconditions, asserted (evaluated before the call, like the
//     requires of an inlined helper; __old snapshots are taken here too);
//  2. for each __reads_from(p) / __writes_to(p), an arbitrary element
//     offset into p's array (the callee may access any of its cells),
//     and for each written array an ir.AnnotHavocArray: its contents
//     become arbitrary; arrays no __writes_to names keep theirs;
//  3. the postconditions, assumed. In them __write(p) and
//     __write_offset_bytes(p) (likewise for reads) describe the callee's
//     access: true and its offset. The log holds one access of the
//     callee, chosen nondeterministically, so a postcondition about the
//     logged access holds of every access the callee makes: one
//     arbitrary offset constrained by it stands for all of them;
//  4. the accesses themselves, at those offsets: a read, or a write of
//     an arbitrary value (two writes of one value would be a benign
//     race: the callee's values are unknown). They are accesses like any
//     other: logged by the first work item and race-checked for the
//     second, so races between the callee's accesses of the two work
//     items are checked too (which GPUVerify does not do). Their position
//     has no line: a race with one is reported "from external source
//     location", as GPUVerify does;
//  5. the written arrays havocked again and the postconditions assumed
//     again, now of the contents the callee leaves. Assuming them in 3,
//     of contents just havocked, only constrains the offsets (and what
//     they relate to): any contents the postconditions allow in 5 were
//     possible there.
//
// Values that feed a postcondition are lowered after step 2 (they read
// the state after the call, where the annotations that use them stand),
// the rest before (the state before it).

// specPrefix starts the name of a specification function.
const specPrefix = "__spec_"

// isSpecFunc reports whether f is a specification function: its body is
// a contract, not code to lower or verify.
func isSpecFunc(f *llvm.Func) bool { return strings.HasPrefix(f.Name(), specPrefix) }

// specAccess is one __reads_from or __writes_to of a call: the array and
// the byte offset the callee accesses it at.
type specAccess struct {
	arr   *ir.Array
	write bool
	off   ir.Expr
}

// specCall is the state of lowering one call of a specification function.
type specCall struct {
	callee   *llvm.Func
	at       ir.Pos // the call
	accesses []specAccess
	post     map[value.Value]bool // values that feed a postcondition
	ensures  []*ir.Annot
}

// lowerSpecCall lowers a call of specification function callee (see
// above).
func (fl *funcLowerer) lowerSpecCall(x *llvm.InstCall, callee *llvm.Func) error {
	name := callee.Name()
	if len(callee.Blocks) != 1 {
		return fl.unsupported("specification function %s with control flow in its body", name)
	}
	if !types.Equal(x.Type(), types.Void) {
		return fl.unsupported("specification function %s returning a value", name)
	}
	callPos := fl.pos
	if err := fl.bindSpecParams(x, callee); err != nil {
		return err
	}
	sc := &specCall{callee: callee, at: callPos, post: specPostValues(callee)}
	for v, s := range specOnly(callee, fl.lowerer) {
		fl.spec[v] = s
	}
	insts := callee.Blocks[0].Insts
	fl.forgetSpecValues(insts) // a previous call's values are not this one's
	// 1. Before the call: the preconditions and what they read, and the
	// __old snapshots.
	for _, inst := range insts {
		if sc.after(inst) {
			continue
		}
		for _, op := range inst.Operands() {
			if sc.post[unwrapArg(*op)] {
				return fl.unsupported("a value of %s that a postcondition reads after the call, also used before it (by a precondition or __old): write them apart", name)
			}
		}
		if err := fl.specInst(sc, inst); err != nil {
			return err
		}
	}
	// 2. The callee's accesses: arbitrary offsets, written arrays havocked.
	fl.pos = callPos
	if err := fl.specAccesses(sc, insts); err != nil {
		return err
	}
	// 3. After the call: the postconditions, assumed.
	for _, inst := range insts {
		if !sc.after(inst) {
			continue
		}
		if err := fl.specInst(sc, inst); err != nil {
			return err
		}
	}
	for _, a := range sc.ensures {
		fl.cur.Stmts = append(fl.cur.Stmts, a)
	}
	// 4. The accesses.
	fl.pos = callPos
	for _, a := range sc.accesses {
		fl.externalAccess(a.arr, a.off, a.write)
	}
	// 5. The contents the callee leaves.
	for _, a := range sc.accesses {
		if a.write {
			fl.havocArray(a.arr)
		}
	}
	for _, a := range sc.ensures {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: a.Pos, Kind: a.Kind, Args: a.Args})
	}
	return nil
}

// forgetSpecValues drops what a previous call of the same specification
// function lowered its instructions to: each call lowers them anew, and a
// use of a value not lowered yet in this call must be an error, not the
// previous call's value.
func (fl *funcLowerer) forgetSpecValues(insts []llvm.Instruction) {
	for _, inst := range insts {
		if v, ok := inst.(value.Value); ok {
			delete(fl.vals, v)
			delete(fl.ptrs, v)
			delete(fl.vecs, v)
		}
	}
}

// bindSpecParams binds the callee's parameters to the call's arguments:
// a pointer must point into one array known statically.
func (fl *funcLowerer) bindSpecParams(x *llvm.InstCall, callee *llvm.Func) error {
	if len(x.Args) != len(callee.Params) {
		return fl.unsupported("call to %s with %d arguments for %d parameters", callee.Name(), len(x.Args), len(callee.Params))
	}
	for i, p := range callee.Params {
		a := x.Args[i]
		if isPointer(a.Type()) {
			pv, err := fl.ptr(a)
			if err != nil {
				return err
			}
			fl.ptrs[p] = pv
			continue
		}
		if isVector(a.Type()) {
			return fl.unsupported("call to %s with a vector argument", callee.Name())
		}
		v, err := fl.val(a)
		if err != nil {
			return err
		}
		fl.vals[p] = v
	}
	return nil
}

// specAccesses makes an arbitrary offset for each __reads_from and
// __writes_to of the body (once per array and kind) and havocs the
// arrays written.
func (fl *funcLowerer) specAccesses(sc *specCall, insts []llvm.Instruction) error {
	for _, inst := range insts {
		c, ok := inst.(*llvm.InstCall)
		if !ok {
			continue
		}
		name, _ := demangle(calleeName(c))
		if name != "__reads_from" && name != "__writes_to" {
			continue
		}
		if p := fl.instPos(c); p.IsValid() {
			fl.pos = p
		}
		if len(c.Args) != 1 || !isPointer(c.Args[0].Type()) {
			return &AnnotationError{Pos: fl.pos, Msg: name + " needs a pointer"}
		}
		p, err := fl.ptr(c.Args[0])
		if err != nil {
			return err
		}
		write := name == "__writes_to"
		if sc.access(p.arr, write) != nil {
			continue
		}
		sc.accesses = append(sc.accesses, specAccess{arr: p.arr, write: write, off: fl.anyOffset(p.arr)})
		if write {
			fl.havocArray(p.arr)
		}
	}
	return nil
}

// after reports whether inst is lowered after the call's accesses: a
// postcondition and what it reads, except __old snapshots.
func (sc *specCall) after(inst llvm.Instruction) bool {
	if isOldCall(inst) {
		return false
	}
	if c, ok := inst.(*llvm.InstCall); ok && isEnsuresCall(c) {
		return true
	}
	v, ok := inst.(value.Value)
	return ok && sc.post[v]
}

// access finds the call's access of array a of the given kind.
func (sc *specCall) access(a *ir.Array, write bool) *specAccess {
	for i := range sc.accesses {
		if sc.accesses[i].arr == a && sc.accesses[i].write == write {
			return &sc.accesses[i]
		}
	}
	return nil
}

// specInst lowers one instruction of a specification function's body.
func (fl *funcLowerer) specInst(sc *specCall, inst llvm.Instruction) error {
	if p := fl.instPos(inst); p.IsValid() {
		fl.pos = p
	}
	c, isCall := inst.(*llvm.InstCall)
	if !isCall {
		if !pureInst(inst) {
			return fl.unsupported("%s in specification function %s: its body states a contract, it is not code", strings.Fields(inst.LLString())[0], sc.callee.Name())
		}
		return fl.lowerInst(inst)
	}
	name, _ := demangle(calleeName(c))
	switch {
	case name == "__reads_from" || name == "__writes_to":
		return nil // specAccesses
	case name == "__requires" || name == "__global_requires":
		kind := ir.AnnotAssert
		if name == "__global_requires" {
			kind = ir.AnnotGlobalAssert
		}
		if err := fl.lowerAnnot(c, name, kind); err != nil {
			return err
		}
		// The caller's obligation: a failure names the call.
		a := fl.cur.Stmts[len(fl.cur.Stmts)-1].(*ir.Annot)
		a.Msg = "a precondition of " + sc.callee.Name() + " for the call at " + sc.at.String()
		return nil
	case name == "__ensures" || name == "__global_ensures":
		// A fact after the call, for the work items that called: the
		// __global_ form is assumed as weakly (sound).
		args, err := fl.args(c)
		if err != nil {
			return err
		}
		if len(args) == 0 {
			return &AnnotationError{Pos: fl.pos, Msg: name + " needs an expression"}
		}
		sc.ensures = append(sc.ensures, &ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssume, Args: []ir.Expr{truth(args[0])}})
		return nil
	case strings.HasPrefix(name, "__old_"):
		return fl.specOld(c, name)
	case strings.HasPrefix(name, "__return_val_"):
		return fl.unsupported("%s in a specification function", name)
	}
	if fn, ok := ir.AnnotFnByName(name); ok && sc.post[c] && isLogFn(fn) {
		return fl.specLogFn(sc, c, fn)
	}
	if !pureInst(inst) && !ignoredIntrinsics[calleeName(c)] {
		return fl.unsupported("call to %s in specification function %s: its body states a contract, it is not code", name, sc.callee.Name())
	}
	return fl.lowerInst(inst)
}

// isLogFn recognises the annotation functions about the access log.
func isLogFn(fn ir.AnnotFn) bool {
	switch fn {
	case ir.ReadHappened, ir.WriteHappened, ir.NoRead, ir.NoWrite, ir.ReadOffsetBytes, ir.WriteOffsetBytes:
		return true
	}
	return false
}

// specLogFn lowers __read(p), __write_offset_bytes(p), ... in a
// postcondition: they describe the callee's access of p's array.
func (fl *funcLowerer) specLogFn(sc *specCall, c *llvm.InstCall, fn ir.AnnotFn) error {
	if len(c.Args) != 1 || !isPointer(c.Args[0].Type()) {
		return &AnnotationError{Pos: fl.pos, Msg: fn.String() + " needs a pointer"}
	}
	p, err := fl.ptr(c.Args[0])
	if err != nil {
		return err
	}
	write := fn == ir.WriteHappened || fn == ir.NoWrite || fn == ir.WriteOffsetBytes
	a := sc.access(p.arr, write)
	if a == nil {
		kind := "__reads_from"
		if write {
			kind = "__writes_to"
		}
		return fl.unsupported("%s(%s) in the postcondition of %s, which has no %s(%s): bvgen models only the accesses a specification function declares", fn, p.arr.Name, sc.callee.Name(), kind, p.arr.Name)
	}
	t, err := fl.resultType(c)
	if err != nil || t == nil {
		return fl.unsupported("%s returning %s", fn, c.Type())
	}
	switch fn {
	case ir.ReadHappened, ir.WriteHappened:
		fl.define(c, &ir.BoolConst{Val: true})
	case ir.NoRead, ir.NoWrite:
		fl.define(c, &ir.BoolConst{Val: false})
	default:
		fl.define(c, convertInt(a.off, t))
	}
	return nil
}

// specOld lowers __old_T(e) in a specification function: e's value
// before the call, a snapshot taken where the preconditions are checked.
func (fl *funcLowerer) specOld(c *llvm.InstCall, name string) error {
	args, err := fl.args(c)
	if err != nil {
		return err
	}
	t, err := fl.resultType(c)
	if err != nil || t == nil || len(args) != 1 {
		return fl.unsupported("%s of %s", name, c.Type())
	}
	v, _ := fl.snapshot(c, args[0], t)
	fl.vals[c] = &ir.VarRef{V: v}
	return nil
}

// specPostValues are the values of f's body that a postcondition reads
// of the state after the call: those that feed a postcondition (except
// through __old, whose argument is evaluated before the call) and read
// memory or the access log, directly or through other values. The rest
// (get_global_id(0), arithmetic on parameters) may serve preconditions
// too.
func specPostValues(f *llvm.Func) map[value.Value]bool {
	insts := f.Blocks[0].Insts
	state := map[value.Value]bool{}
	for _, inst := range insts {
		v, ok := inst.(value.Value)
		if !ok || isOldCall(inst) {
			continue
		}
		switch x := inst.(type) {
		case *llvm.InstLoad:
			state[v] = true
			continue
		case *llvm.InstCall:
			name, _ := demangle(calleeName(x))
			if fn, ok := ir.AnnotFnByName(name); ok && isLogFn(fn) {
				state[v] = true
				continue
			}
		}
		for _, op := range inst.Operands() {
			state[v] = state[v] || state[unwrapArg(*op)]
		}
	}
	feeds := map[value.Value]bool{}
	var mark func(v value.Value)
	mark = func(v value.Value) {
		v = unwrapArg(v)
		inst, ok := v.(llvm.Instruction)
		if !ok || feeds[v] {
			return
		}
		feeds[v] = true
		if isOldCall(inst) {
			return
		}
		for _, op := range inst.Operands() {
			mark(*op)
		}
	}
	for _, inst := range insts {
		if c, ok := inst.(*llvm.InstCall); ok && isEnsuresCall(c) {
			for _, a := range c.Args {
				mark(a)
			}
		}
	}
	post := map[value.Value]bool{}
	for v := range feeds {
		post[v] = state[v]
	}
	return post
}

// isEnsuresCall recognises __ensures and __global_ensures.
func isEnsuresCall(c *llvm.InstCall) bool {
	name, _ := demangle(calleeName(c))
	return name == "__ensures" || name == "__global_ensures"
}

// isOldCall recognises a call of __old_T.
func isOldCall(inst llvm.Instruction) bool {
	c, ok := inst.(*llvm.InstCall)
	if !ok {
		return false
	}
	name, _ := demangle(calleeName(c))
	return strings.HasPrefix(name, "__old_")
}
