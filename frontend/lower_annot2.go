package frontend

import (
	"strings"

	llvm "github.com/llir/llvm/ir"

	"github.com/bvgen/bvgen/ir"
)

// GPUVerify's annotation functions that are not one ir.AnnotFn or
// ir.AnnotKind each (GPUVERIFY.md §3): they lower to plain IR (__ite,
// __add_noovfl_T, __ptr_offset_bytes, the k-ary __add_noovfl), to typed
// specification functions (__return_val_T, __old_T), to uninterpreted
// functions (DECLARE_UF_*), or are rejected with their position (exit 4)
// when bvgen cannot give them their meaning yet.

// ufPrefix starts the bodiless function a DECLARE_UF_* macro declares;
// the rest is the name the user gave (and the Boogie function's name).
const ufPrefix = "__uninterpreted_function_"

// addNoOvflTypes are the T of __add_noovfl_T, and whether T is signed.
var addNoOvflTypes = map[string]bool{
	"char": true, "short": true, "int": true, "long": true,
	"unsigned_char": false, "unsigned_short": false, "unsigned_int": false, "unsigned_long": false,
}

// isAnnot2 recognises the names lowerAnnot2 handles.
func isAnnot2(name string) bool {
	switch name {
	case "__ite", "__ptr_offset_bytes", "__other_ptr_base", "__reads_from", "__writes_to",
		"__array_snapshot", "__requires_fresh_array", "__atomic_has_taken_value":
		return true
	case "__add_noovfl": // the k-ary predicate; the binary one is ir.AddNoOverflow
		return false
	}
	if _, ok := addNoOvflTypes[strings.TrimPrefix(name, "__add_noovfl_")]; ok && strings.HasPrefix(name, "__add_noovfl_") {
		return true
	}
	return strings.HasPrefix(name, "__return_val_") || strings.HasPrefix(name, "__old_") || strings.HasPrefix(name, ufPrefix)
}

// pureAnnot2 reports whether a call of name has no effect besides its
// value (so that it can feed annotations only). __add_noovfl_T assumes
// something, so it is not pure.
func pureAnnot2(name string) bool {
	if !isAnnot2(name) || strings.HasPrefix(name, "__add_noovfl_") {
		return false
	}
	switch name {
	case "__reads_from", "__writes_to", "__array_snapshot", "__requires_fresh_array":
		return false
	}
	return true
}

// lowerAnnot2 lowers a call of one of the names isAnnot2 accepts, or of
// the k-ary __add_noovfl (k != 2). handled is false for other calls.
func (fl *funcLowerer) lowerAnnot2(x *llvm.InstCall, name string) (handled bool, err error) {
	if name == "__add_noovfl" && len(x.Args) != 2 {
		return true, fl.lowerAddNoOvflN(x)
	}
	if !isAnnot2(name) {
		return false, nil
	}
	switch {
	case name == "__ite":
		return true, fl.lowerIte(x)
	case name == "__ptr_offset_bytes":
		return true, fl.lowerPtrOffset(x)
	case name == "__other_ptr_base":
		return true, fl.lowerOtherPtrBase(x)
	case name == "__requires_fresh_array":
		return true, fl.lowerFreshArray(x)
	case name == "__reads_from" || name == "__writes_to":
		// Lowered with the call of the specification function (spec_call.go).
		return true, &AnnotationError{Pos: fl.pos, Msg: name + " outside a specification function (one whose name starts with " + specPrefix + ")"}
	case name == "__array_snapshot":
		return true, fl.lowerArraySnapshot(x)
	case name == "__atomic_has_taken_value":
		// bvgen.h says why.
		return true, fl.unsupported("__atomic_has_taken_value (GPUVerify: the atomic location has held the value): bvgen's refined atomic abstraction records the values the two work items took since the last barrier, not the values a location has held, so it cannot give the predicate its meaning")
	case strings.HasPrefix(name, "__add_noovfl_"):
		return true, fl.lowerAddNoOvfl(x, name)
	case strings.HasPrefix(name, "__return_val_"):
		return true, fl.lowerReturnVal(x, name)
	case strings.HasPrefix(name, "__old_"):
		return true, fl.lowerOld(x, name)
	}
	return true, fl.lowerUF(x, strings.TrimPrefix(name, ufPrefix))
}

// lowerIte: __ite(b, x, y) is b ? x : y.
func (fl *funcLowerer) lowerIte(x *llvm.InstCall) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	if len(args) != 3 {
		return fl.unsupported("__ite with %d arguments", len(args))
	}
	fl.define(x, &ir.Select{Cond: truth(args[0]), X: args[1], Y: args[2]})
	return nil
}

// truth is e as a condition: e != 0 for an integer.
func truth(e ir.Expr) ir.Expr {
	if it, ok := e.Type().(*ir.IntType); ok {
		return &ir.Binary{Op: ir.Ne, X: e, Y: &ir.Const{T: it}}
	}
	return e
}

// lowerPtrOffset: __ptr_offset_bytes(p) is p's byte offset in its array.
func (fl *funcLowerer) lowerPtrOffset(x *llvm.InstCall) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	ref, ok := singleRef(args)
	if !ok {
		return &AnnotationError{Pos: fl.pos, Msg: "__ptr_offset_bytes needs a pointer"}
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return fl.unsupported("__ptr_offset_bytes returning %s", x.Type())
	}
	fl.define(x, convertInt(ref.Offset, t))
	return nil
}

// lowerOtherPtrBase: __other_ptr_base(p) is the other work item's
// __ptr_base(p), which is p's array in both work items (a pointer
// always points into one array in bvgen's IR); __other_ptr_base(b) of a
// base b is __other_int(b).
func (fl *funcLowerer) lowerOtherPtrBase(x *llvm.InstCall) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil || len(args) != 1 {
		return fl.unsupported("__other_ptr_base of %d arguments", len(args))
	}
	fn := ir.PtrBase
	if _, isRef := args[0].(*ir.ArrayRef); !isRef {
		fn = ir.OtherInt
	}
	fl.define(x, &ir.AnnotExpr{Fn: fn, Args: args, T: t})
	return nil
}

// lowerFreshArray: __requires_fresh_array(p) says that p points to the
// start of an array distinct from every other. bvgen already gives each
// pointer parameter of a kernel its own array, at offset 0, so in a
// kernel's precondition it holds and adds nothing; elsewhere bvgen
// cannot check it yet.
func (fl *funcLowerer) lowerFreshArray(x *llvm.InstCall) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	ref, ok := singleRef(args)
	if !ok {
		return &AnnotationError{Pos: fl.pos, Msg: "__requires_fresh_array needs a pointer"}
	}
	if !fl.fn.Kernel {
		return fl.unsupported("__requires_fresh_array in a function that is not a kernel")
	}
	for _, p := range fl.fn.Params {
		if p.Array == ref.Array && isZero(ref.Offset) {
			return nil
		}
	}
	return &AnnotationError{Pos: fl.pos, Msg: "__requires_fresh_array needs a pointer parameter of the kernel"}
}

// lowerArraySnapshot: __array_snapshot(dst, src) copies array src into
// dst as ghost state (GPUVerify's meaning: not an access, so not
// race-checked). Both must be whole arrays of one address space and
// element size.
func (fl *funcLowerer) lowerArraySnapshot(x *llvm.InstCall) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	if len(args) != 2 {
		return &AnnotationError{Pos: fl.pos, Msg: "__array_snapshot needs two arrays"}
	}
	dst, ok1 := args[0].(*ir.ArrayRef)
	src, ok2 := args[1].(*ir.ArrayRef)
	if !ok1 || !ok2 {
		return &AnnotationError{Pos: fl.pos, Msg: "__array_snapshot needs two arrays"}
	}
	switch {
	case !isZero(dst.Offset) || !isZero(src.Offset):
		return fl.unsupported("__array_snapshot of pointers that may not point to the start of their arrays (name the arrays themselves, in the kernel)")
	case dst.Array.Space != src.Array.Space || !dst.Array.Space.Shared():
		return fl.unsupported("__array_snapshot other than between two __local or two __global arrays")
	case dst.Array.ElemBytes != src.Array.ElemBytes:
		return fl.unsupported("__array_snapshot between arrays of different element sizes")
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: fl.pos, Kind: ir.AnnotArraySnapshot,
		Args: []ir.Expr{&ir.BoolConst{Val: true}, dst, src}})
	return nil
}

func singleRef(args []ir.Expr) (*ir.ArrayRef, bool) {
	if len(args) != 1 {
		return nil, false
	}
	ref, ok := args[0].(*ir.ArrayRef)
	return ref, ok
}

func isZero(e ir.Expr) bool {
	c, ok := e.(*ir.Const)
	return ok && c.Val == 0
}

// convertInt converts an integer expression to integer type t (C's
// conversion: truncation, or zero extension of an offset).
func convertInt(e ir.Expr, t ir.Type) ir.Expr {
	from, to := ir.Bits(e.Type()), ir.Bits(t)
	switch {
	case from == to:
		return e
	case from > to:
		return &ir.Cast{Op: ir.Trunc, X: e, To: t}
	}
	return &ir.Cast{Op: ir.ZExt, X: e, To: t}
}

// lowerAddNoOvflN: __add_noovfl(v0, ..., vk-1) for k != 2 holds when the
// unsigned sum of the arguments does not overflow: when no partial sum
// wraps around.
func (fl *funcLowerer) lowerAddNoOvflN(x *llvm.InstCall) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	var ok ir.Expr = &ir.BoolConst{Val: true}
	if len(args) == 0 {
		fl.define(x, ok)
		return nil
	}
	sum := args[0]
	for _, a := range args[1:] {
		if _, isInt := a.Type().(*ir.IntType); !isInt || ir.Bits(a.Type()) != ir.Bits(sum.Type()) {
			return &AnnotationError{Pos: fl.pos, Msg: "__add_noovfl needs integers of one type"}
		}
		next := &ir.Binary{Op: ir.Add, X: sum, Y: a}
		ok = &ir.Binary{Op: ir.And, X: ok, Y: &ir.Binary{Op: ir.Ule, X: sum, Y: next}}
		sum = next
	}
	fl.define(x, ok)
	return nil
}

// lowerAddNoOvfl: __add_noovfl_T(a, b) is a + b, assumed (for the work
// items that compute it) not to overflow T: as signed integers for the
// signed T, as unsigned ones for unsigned_T.
func (fl *funcLowerer) lowerAddNoOvfl(x *llvm.InstCall, name string) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	if len(args) != 2 {
		return fl.unsupported("%s with %d arguments", name, len(args))
	}
	a, b := args[0], args[1]
	it, isInt := a.Type().(*ir.IntType)
	if !isInt || ir.Bits(b.Type()) != it.Bits {
		return &AnnotationError{Pos: fl.pos, Msg: name + " needs two integers of one type"}
	}
	sum := &ir.Binary{Op: ir.Add, X: a, Y: b}
	var noOvfl ir.Expr = &ir.Binary{Op: ir.Ule, X: a, Y: sum}
	if addNoOvflTypes[strings.TrimPrefix(name, "__add_noovfl_")] {
		// No signed overflow: the operands' signs differ, or the sum
		// has their sign.
		neg := func(e ir.Expr) ir.Expr { return &ir.Binary{Op: ir.Slt, X: e, Y: &ir.Const{T: it}} }
		noOvfl = &ir.Binary{Op: ir.Or, X: &ir.Binary{Op: ir.Ne, X: neg(a), Y: neg(b)},
			Y: &ir.Binary{Op: ir.Eq, X: neg(sum), Y: neg(a)}}
	}
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssume, Args: []ir.Expr{noOvfl}})
	fl.define(x, sum)
	return nil
}

// lowerReturnVal: __return_val_T() is the result of the function whose
// postcondition uses it (checkContractFns keeps it there).
func (fl *funcLowerer) lowerReturnVal(x *llvm.InstCall, name string) error {
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return fl.unsupported("%s (a result of type %s)", name, x.Type())
	}
	if fl.fn.Kernel || fl.fn.Result == nil {
		return &AnnotationError{Pos: fl.pos, Msg: name + " in a function that returns nothing"}
	}
	if t.String() != fl.fn.Result.String() {
		return &AnnotationError{Pos: fl.pos, Msg: name + " in a function returning " + fl.fn.Result.String() + ", not " + t.String()}
	}
	fl.vals[x] = &ir.AnnotExpr{Fn: ir.ReturnVal, T: t}
	return nil
}

// lowerOld: __old_T(e) is e's value when the function was entered. The
// postconditions are written at the start of the body, so e is computed
// there: a variable havocked and assumed equal to e keeps the value for
// where the postcondition is checked (and a procedure's contract reads
// e in Boogie's old()).
func (fl *funcLowerer) lowerOld(x *llvm.InstCall, name string) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil || len(args) != 1 {
		return fl.unsupported("%s of %s", name, x.Type())
	}
	if fl.cur != fl.blocks[fl.src.Blocks[0]] || hasEffects(fl.cur.Stmts) {
		return &AnnotationError{Pos: fl.pos, Msg: name + " is only supported in a postcondition at the start of a function"}
	}
	v, e := fl.snapshot(x, args[0], t)
	fl.vals[x] = &ir.AnnotExpr{Fn: ir.Old, Args: []ir.Expr{&ir.VarRef{V: v}, e}, T: t}
	return nil
}

// snapshot keeps the value of arg (converted to t) here, for the __old_T
// call x: a variable havocked and assumed equal to it. It returns the
// variable and the converted expression.
func (fl *funcLowerer) snapshot(x *llvm.InstCall, arg ir.Expr, t ir.Type) (*ir.Var, ir.Expr) {
	e := convertInt(arg, t)
	if _, isBool := t.(*ir.BoolType); isBool {
		e = truth(arg)
	}
	v := fl.fn.NewVar(fl.varName(x)+".old", t)
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: v},
		&ir.Annot{Pos: fl.pos, Kind: ir.AnnotAssume, Args: []ir.Expr{&ir.Binary{Op: ir.Eq, X: &ir.VarRef{V: v}, Y: e}}})
	return v, e
}

// hasEffects reports whether statements change memory or synchronise.
func hasEffects(stmts []ir.Stmt) bool {
	for _, s := range stmts {
		switch s.(type) {
		case *ir.Store, *ir.Atomic, *ir.Call, *ir.Barrier:
			return true
		}
	}
	return false
}

// lowerUF: a DECLARE_UF_* function is uninterpreted: a Boogie function
// of the name the user gave, the same for both work items.
func (fl *funcLowerer) lowerUF(x *llvm.InstCall, name string) error {
	args, err := fl.args(x)
	if err != nil {
		return err
	}
	t, err := fl.resultType(x)
	if err != nil || t == nil {
		return fl.unsupported("uninterpreted function %s returning %s", name, x.Type())
	}
	for _, a := range args {
		if _, isRef := a.(*ir.ArrayRef); isRef {
			return fl.unsupported("uninterpreted function %s of a pointer", name)
		}
	}
	fl.define(x, &ir.FuncApp{Name: ufPrefix + name, Args: args, T: t})
	return nil
}

// checkContractFns keeps __return_val and __old in postconditions, the
// only place they have a meaning: no other statement or terminator may
// use them, directly or through variables.
func checkContractFns(f *ir.Function) error {
	defs := f.Defs()
	memo := map[*ir.Var]bool{}
	var uses func(e ir.Expr) bool
	uses = func(e ir.Expr) bool {
		found := false
		ir.WalkExpr(e, func(x ir.Expr) {
			switch x := x.(type) {
			case *ir.AnnotExpr:
				found = found || x.Fn == ir.ReturnVal || x.Fn == ir.Old
			case *ir.VarRef:
				if d, ok := defs[x.V]; ok && !found {
					seen, done := memo[x.V]
					if !done {
						memo[x.V] = false // cycles through phis are not followed
						seen = uses(d)
						memo[x.V] = seen
					}
					found = seen
				}
			}
		})
		return found
	}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			if a, ok := s.(*ir.Annot); ok && (a.Kind == ir.AnnotEnsures || a.Kind == ir.AnnotGlobalEnsures) {
				continue
			}
			if _, ok := s.(*ir.Assign); ok {
				continue
			}
			for _, e := range ir.StmtExprs(s) {
				if uses(e) {
					return &AnnotationError{Pos: s.Position(), Msg: "__return_val and __old are only meaningful in a postcondition (__ensures)"}
				}
			}
		}
		for _, e := range ir.TermExprs(b.Term) {
			if uses(e) {
				return &AnnotationError{Pos: b.Term.Position(), Msg: "__return_val and __old are only meaningful in a postcondition (__ensures)"}
			}
		}
	}
	return nil
}
