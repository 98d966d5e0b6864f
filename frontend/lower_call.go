package frontend

import (
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// LLVM intrinsics without meaning for bvgen: debug info and lifetime
// markers carry no values and no memory effects.
var ignoredIntrinsics = map[string]bool{
	"llvm.dbg.value": true, "llvm.dbg.declare": true, "llvm.dbg.label": true,
	"llvm.lifetime.start.p0i8": true, "llvm.lifetime.end.p0i8": true,
}

// OpenCL fence flags (CLK_LOCAL_MEM_FENCE, CLK_GLOBAL_MEM_FENCE).
const (
	clkLocalMemFence  = 1
	clkGlobalMemFence = 2
)

// isAbstractMonoid recognises the abstract OPERATOR and IDENTITY of
// `bvgen check` (declared in bvgen.h).
func isAbstractMonoid(name string) bool {
	return name == ir.OperatorFn || name == ir.IdentityFn+"32" || name == ir.IdentityFn+"64"
}

// lowerAbstractMonoid makes a call of the abstract OPERATOR or IDENTITY
// (declared in bvgen.h) an uninterpreted function application.
func (fl *funcLowerer) lowerAbstractMonoid(x *llvm.InstCall, name string) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return fl.unsupported("call to %s", name)
	}
	if strings.HasPrefix(name, ir.IdentityFn) {
		name = ir.IdentityFn
	}
	fl.define(x, &ir.FuncApp{Name: name, Args: args, T: t})
	return nil
}

func (fl *funcLowerer) args(x *llvm.InstCall) ([]ir.Expr, error) {
	var out []ir.Expr
	for _, a := range x.Args {
		if _, isPtr := a.Type().(*types.PointerType); isPtr {
			p, err := fl.ptr(a)
			if err != nil {
				return nil, err
			}
			out = append(out, &ir.ArrayRef{Array: p.arr, Offset: p.off})
			continue
		}
		e, err := fl.val(a)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

func (fl *funcLowerer) resultType(x *llvm.InstCall) (ir.Type, error) {
	if types.Equal(x.Type(), types.Void) {
		return nil, nil
	}
	t, ok := scalarType(x.Type())
	if !ok {
		return nil, fl.unsupported("call returning %s", x.Type())
	}
	return t, nil
}

func (fl *funcLowerer) lowerAnnot(x *llvm.InstCall, name string, kind ir.AnnotKind) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	if len(args) == 0 {
		return &AnnotationError{Pos: fl.pos, Msg: name + " needs an expression"}
	}
	if _, ok := args[0].Type().(*ir.BoolType); !ok {
		return &AnnotationError{Pos: fl.pos, Msg: name + " needs a boolean expression"}
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: fl.pos, Kind: kind, Args: args})
	return nil
}

func (fl *funcLowerer) lowerAnnotExpr(x *llvm.InstCall, fn ir.AnnotFn) error {
	t, err := fl.resultType(x)
	if err != nil {
		return err
	}
	e, err := fl.annotExprThrough(x, fn, t) // lower_ptr_call.go
	if err != nil {
		return err
	}
	fl.define(x, e)
	return nil
}

func (fl *funcLowerer) constArg(x *llvm.InstCall, i int, what string) (int64, error) {
	if i >= len(x.Args) {
		return 0, fl.unsupported("%s without an argument", what)
	}
	a := x.Args[i]
	if arg, ok := a.(*llvm.Arg); ok {
		a = arg.Value
	}
	c, ok := a.(*constant.Int)
	if !ok {
		return 0, fl.unsupported("%s with a non-constant argument", what)
	}
	return c.X.Int64(), nil
}

func (fl *funcLowerer) lowerWorkItem(x *llvm.InstCall, wi ir.WorkItemFn) error {
	dim := int64(0)
	if wi.TakesDim() {
		d, err := fl.constArg(x, 0, wi.String())
		if err != nil {
			return err
		}
		if d < 0 || d > 2 {
			return fl.unsupported("%s(%d): dimension outside 0..2", wi, d)
		}
		dim = d
	}
	fl.define(x, &ir.Builtin{Fn: wi, Dim: int(dim)})
	return nil
}

// lowerBarrier lowers barrier(flags) and work_group_barrier(flags[,
// scope]). Constant flags give the fences; run-time flags become the
// barrier's Flags expression (twothread/barrier_flags.go gives it its
// meaning). The memory scope of work_group_barrier is always the work
// group for the fences bvgen models.
func (fl *funcLowerer) lowerBarrier(x *llvm.InstCall) error {
	if len(x.Args) == 0 {
		return fl.unsupported("barrier without an argument")
	}
	if _, isConst := unwrapArg(x.Args[0]).(*constant.Int); !isConst {
		e, err := fl.val(x.Args[0])
		if err != nil {
			return err
		}
		if t, ok := e.Type().(*ir.IntType); !ok || t.Bits != 32 {
			return fl.unsupported("barrier flags of type %s", e.Type())
		}
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Barrier{Pos: fl.pos, LocalFence: true, GlobalFence: true, Flags: e})
		return nil
	}
	flags, err := fl.constArg(x, 0, "barrier")
	if err != nil {
		return err
	}
	if flags&^(clkLocalMemFence|clkGlobalMemFence) != 0 {
		return fl.unsupported("barrier fence flags %#x", flags)
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Barrier{Pos: fl.pos,
		LocalFence: flags&clkLocalMemFence != 0, GlobalFence: flags&clkGlobalMemFence != 0})
	return nil
}

func (fl *funcLowerer) lowerAtomic(x *llvm.InstCall, op ir.AtomicOp) error {
	if len(x.Args) != op.NumArgs()+1 {
		return fl.unsupported("%s with %d arguments", op, len(x.Args))
	}
	p, err := fl.pointer(x.Args[0])
	if err != nil {
		return err
	}
	var args []ir.Expr
	for _, a := range x.Args[1:] {
		e, err := fl.val(a)
		if err != nil {
			return err
		}
		args = append(args, e)
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return fl.unsupported("%s without an integer result", op)
	}
	r, err := fl.access(p, t, fl.varName(x), func(a *ir.Array, off ir.Expr) ir.Expr {
		v := fl.fn.NewVar(fl.varName(x), t)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Atomic{Pos: fl.pos, Dst: v, Op: op, Array: a, Off: off, Args: args})
		return &ir.VarRef{V: v}
	})
	if err != nil {
		return err
	}
	fl.vals[x] = r
	return nil
}

// specOnly finds the values that feed only annotations (directly or through
// other such values). Loads among them become ir.Read: reading memory to
// state a property is not an access of the program. To stay on the safe
// side, a load counts only when it is on the same source line as an
// annotation (where its text is part of the annotation).
//
// A conditional branch counts as such a use when it only chooses between
// spec values: clang's code for a && b, a || b and c ? a : b inside an
// annotation (see specBranches). Without this, `invariant x[i] > 0 &&
// y[i] > 0` would read x and y as accesses of the program, and its blocks
// could not be folded back into one expression at the loop head.
func specOnly(f *llvm.Func, l *lowerer) map[value.Value]bool {
	type use struct {
		v  value.Value
		br *llvm.Block // the use is the terminator of br
	}
	users := map[value.Value][]use{}
	annotLines := map[int]bool{}
	var cands []value.Value
	isAnnotCall := func(v value.Value) bool {
		c, ok := v.(*llvm.InstCall)
		if !ok {
			return false
		}
		name, _ := demangle(calleeName(c))
		_, ok = ir.AnnotKindByCall(name)
		return ok
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			v, isVal := inst.(value.Value)
			if isAnnotCall(v) {
				annotLines[l.mdPos(inst.(*llvm.InstCall).Metadata).Line] = true
			}
			if c, ok := inst.(*llvm.InstCall); ok && ignoredIntrinsics[calleeName(c)] {
				continue
			}
			for _, op := range inst.Operands() {
				users[unwrapArg(*op)] = append(users[unwrapArg(*op)], use{v: v})
			}
			if isVal && pureInst(inst) {
				cands = append(cands, v)
			}
		}
		for _, op := range b.Term.Operands() {
			users[unwrapArg(*op)] = append(users[unwrapArg(*op)], use{br: b})
		}
	}
	onAnnotLine := func(inst llvm.Instruction) bool {
		ld, ok := inst.(*llvm.InstLoad)
		return ok && annotLines[l.mdPos(ld.Metadata).Line]
	}
	branches := specBranches(f, onAnnotLine)
	spec := map[value.Value]bool{}
	for _, v := range cands {
		spec[v] = true
	}
	specBr := map[*llvm.Block]bool{}
	for b := range branches {
		specBr[b] = true
	}
	for changed := true; changed; {
		changed = false
		for _, v := range cands {
			if !spec[v] {
				continue
			}
			ok := len(users[v]) > 0
			for _, u := range users[v] {
				switch {
				case u.br != nil:
					ok = ok && specBr[u.br]
				case !(isAnnotCall(u.v) || spec[u.v]):
					ok = false
				}
			}
			if ld, isLoad := v.(*llvm.InstLoad); ok && isLoad && !onAnnotLine(ld) {
				ok = false
			}
			if !ok {
				spec[v] = false
				changed = true
			}
		}
		// A branch stays a spec use only while everything its region
		// computes, and every phi it feeds at the join, is spec.
		for b, vals := range branches {
			if !specBr[b] {
				continue
			}
			for _, v := range vals {
				if !spec[v] {
					specBr[b] = false
					changed = true
					break
				}
			}
		}
	}
	return spec
}

// specBranches finds the conditional branches that may be spec uses: the
// region between the branch and its immediate post-dominator J (the blocks
// reachable from the branch without passing J) holds only instructions
// without effects, no loads other than those on annotation lines, and no
// way back to the branch or out of the function. For each it returns the
// values that must all be spec: those the region defines and the phis of J
// that take a value from the region or the branch's block.
func specBranches(f *llvm.Func, loadOK func(llvm.Instruction) bool) map[*llvm.Block][]value.Value {
	ipdom := immediatePostDominators(f)
	out := map[*llvm.Block][]value.Value{}
	for _, x := range f.Blocks {
		if _, ok := x.Term.(*llvm.TermCondBr); !ok {
			continue
		}
		j := ipdom[x]
		if j == nil {
			continue
		}
		region := map[*llvm.Block]bool{}
		work := append([]*llvm.Block(nil), x.Term.Succs()...)
		ok := true
		for len(work) > 0 && ok {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if b == j || region[b] {
				continue
			}
			if b == x || len(b.Term.Succs()) == 0 {
				ok = false
				break
			}
			region[b] = true
			work = append(work, b.Term.Succs()...)
		}
		if !ok {
			continue
		}
		var vals []value.Value
		for _, b := range f.Blocks {
			if !region[b] {
				continue
			}
			for _, inst := range b.Insts {
				switch inst.(type) {
				case *llvm.InstAtomicRMW, *llvm.InstCmpXchg, *llvm.InstFence:
					ok = false
				case *llvm.InstLoad:
					ok = ok && loadOK(inst)
				default:
					ok = ok && pureInst(inst)
				}
				if v, isVal := inst.(value.Value); isVal {
					vals = append(vals, v)
				} else {
					ok = false
				}
			}
		}
		for _, inst := range j.Insts {
			phi, isPhi := inst.(*llvm.InstPhi)
			if !isPhi {
				break
			}
			for _, inc := range phi.Incs {
				if p, _ := inc.Pred.(*llvm.Block); p == x || region[p] {
					vals = append(vals, phi)
					break
				}
			}
		}
		if ok {
			out[x] = vals
		}
	}
	return out
}

// immediatePostDominators computes each block's immediate post-dominator
// (nil for blocks that leave the function or reach no exit) with
// ir.PostDominatorTree.
func immediatePostDominators(f *llvm.Func) map[*llvm.Block]*llvm.Block {
	index := map[*llvm.Block]int{}
	for i, b := range f.Blocks {
		index[b] = i
	}
	ipdom := map[*llvm.Block]*llvm.Block{}
	for i, d := range ir.PostDominatorTree(len(f.Blocks), func(i int) []int {
		var out []int
		for _, s := range f.Blocks[i].Term.Succs() {
			out = append(out, index[s])
		}
		return out
	}) {
		if d >= 0 {
			ipdom[f.Blocks[i]] = f.Blocks[d]
		}
	}
	return ipdom
}

// floatIntrinsics are LLVM's pure floating-point intrinsics; like float
// arithmetic they are uninterpreted.
var floatIntrinsics = map[string]bool{
	"fmuladd": true, "fma": true, "fabs": true, "sqrt": true, "floor": true, "ceil": true,
	"trunc": true, "rint": true, "round": true, "copysign": true, "minnum": true,
	"maxnum": true, "exp": true, "exp2": true, "log": true, "log2": true, "log10": true,
	"sin": true, "cos": true, "pow": true, "powi": true,
}

// floatIntrinsic recognises "llvm.fmuladd.f32" and returns "fmuladd".
func floatIntrinsic(raw string) (string, bool) {
	parts := strings.Split(raw, ".")
	if len(parts) == 3 && parts[0] == "llvm" && floatIntrinsics[parts[1]] && (parts[2] == "f16" || parts[2] == "f32" || parts[2] == "f64") {
		return parts[1], true
	}
	return "", false
}

func (fl *funcLowerer) lowerFloatIntrinsic(x *llvm.InstCall, name string) error {
	args := make([]value.Value, len(x.Args))
	copy(args, x.Args)
	return fl.floatOp(name, x, args...)
}

func unwrapArg(v value.Value) value.Value {
	if a, ok := v.(*llvm.Arg); ok {
		return a.Value
	}
	return v
}
