package frontend

// Vector values (OpenCL charN..doubleN and halfN, N = 2, 3, 4, 8, 16) are
// scalarized here: a vector SSA value maps to one expression per lane
// (funcLowerer.vecs), so the kernel IR, the two-thread reduction and the
// Boogie program never see a vector. Memory stays byte-addressed: a vector
// load or store becomes one typed access per lane at consecutive offsets
// (lower_vector_mem.go), and the race instrumentation compares those offsets
// byte-exactly with scalar accesses to the same array.
//
// A lane may be nil: an undefined (undef or poison) lane, e.g. the fourth
// lane clang adds when it stores a 3-element vector through its 4-element
// storage. It becomes a fresh havocked variable where it is used, which is
// what undef means (any value, possibly another one at each use).

import (
	"fmt"
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// vectorType returns the vector type t and the IR type of its lanes.
func vectorType(t types.Type) (*types.VectorType, ir.Type, bool) {
	vt, ok := t.(*types.VectorType)
	if !ok || vt.Scalable || vt.Len == 0 {
		return nil, nil, false
	}
	lt, ok := scalarType(vt.ElemType)
	if !ok {
		return nil, nil, false
	}
	return vt, lt, true
}

func isVector(t types.Type) bool {
	_, ok := t.(*types.VectorType)
	return ok
}

// laneSuffix names lane j of an n-lane vector the way OpenCL source does:
// ".x" ... ".w" up to four lanes, ".s0" ... ".sf" beyond. Source names
// cannot contain '.', so the lane variables never clash with them.
func laneSuffix(j, n int) string {
	if n <= 4 {
		return "." + string("xyzw"[j])
	}
	return fmt.Sprintf(".s%x", j)
}

// lanes returns the lane expressions of a vector value (nil lanes are
// undefined).
func (fl *funcLowerer) lanes(v value.Value) ([]ir.Expr, ir.Type, error) {
	v = unwrapArg(v)
	vt, lt, ok := vectorType(v.Type())
	if !ok {
		return nil, nil, fl.unsupported("value %s of type %s", v.Ident(), v.Type())
	}
	if ls, ok := fl.vecs[v]; ok {
		return ls, lt, nil
	}
	out := make([]ir.Expr, vt.Len)
	switch c := v.(type) {
	case *constant.Vector:
		for i, e := range c.Elems {
			if isUndefConst(e) {
				continue
			}
			x, err := fl.val(e)
			if err != nil {
				return nil, nil, err
			}
			out[i] = x
		}
	case *constant.ZeroInitializer:
		for i := range out {
			out[i] = zeroOf(lt)
		}
	case *constant.Undef, *constant.Poison:
	case *constant.ExprBitCast:
		// A constant bit cast such as as_uchar4(0x04030201u): lowered
		// where it is used, and not cached, since its lanes are assigned
		// in the current block.
		if err := fl.vectorBitcast(c, c.From, c.To); err != nil {
			return nil, nil, err
		}
		out = fl.vecs[c]
		delete(fl.vecs, c)
	default:
		return nil, nil, fl.unsupported("vector value %s", v.Ident())
	}
	return out, lt, nil
}

// vectorConstExpr is the value of a scalar constant expression over vectors
// (a bit cast such as as_uint((uchar4)(1, 2, 3, 4))); ok is false for other
// values.
func (fl *funcLowerer) vectorConstExpr(v value.Value) (e ir.Expr, ok bool, err error) {
	c, isCast := v.(*constant.ExprBitCast)
	if !isCast || !isVector(c.From.Type()) || isVector(c.To) {
		return nil, false, nil
	}
	if err := fl.vectorBitcast(c, c.From, c.To); err != nil {
		return nil, true, err
	}
	e = fl.vals[c]
	delete(fl.vals, c)
	return e, true, nil
}

func isUndefConst(v value.Value) bool {
	switch v.(type) {
	case *constant.Undef, *constant.Poison:
		return true
	}
	return false
}

func zeroOf(t ir.Type) ir.Expr {
	switch t := t.(type) {
	case *ir.IntType:
		return &ir.Const{T: t}
	case *ir.FloatType:
		return &ir.FloatConst{T: t}
	}
	return &ir.BoolConst{}
}

// lane returns lane e of type t, havocking a fresh variable for an
// undefined lane.
func (fl *funcLowerer) lane(e ir.Expr, t ir.Type) ir.Expr {
	if e != nil {
		return e
	}
	x := fl.fn.NewVar("undef", t)
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: x})
	return &ir.VarRef{V: x}
}

// definedLanes is lanes with undefined lanes havocked.
func (fl *funcLowerer) definedLanes(v value.Value) ([]ir.Expr, ir.Type, error) {
	ls, lt, err := fl.lanes(v)
	if err != nil {
		return nil, nil, err
	}
	out := make([]ir.Expr, len(ls))
	for i, e := range ls {
		out[i] = fl.lane(e, lt)
	}
	return out, lt, nil
}

// defineLanes assigns each lane expression to a new variable named after v
// and its lane; nil lanes stay undefined.
func (fl *funcLowerer) defineLanes(v value.Value, es []ir.Expr) {
	out := make([]ir.Expr, len(es))
	for j, e := range es {
		if e == nil {
			continue
		}
		x := fl.fn.NewVar(fl.varName(v)+laneSuffix(j, len(es)), e.Type())
		x.Spec = fl.spec[v]
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Assign{Pos: fl.pos, Dst: x, Src: e})
		out[j] = &ir.VarRef{V: x}
	}
	fl.vecs[v] = out
}

// lowerVectorInst lowers an instruction that produces or consumes a vector
// value in a register; handled is false for the instructions the scalar
// lowering handles (stores and calls dispatch to this file themselves).
func (fl *funcLowerer) lowerVectorInst(inst llvm.Instruction) (handled bool, err error) {
	switch x := inst.(type) {
	case *llvm.InstExtractElement:
		return true, fl.extractElement(x)
	case *llvm.InstInsertElement:
		return true, fl.insertElement(x)
	case *llvm.InstShuffleVector:
		return true, fl.shuffleVector(x)
	case *llvm.InstBitCast:
		if isVector(x.From.Type()) || isVector(x.To) {
			return true, fl.vectorBitcast(x, x.From, x.To)
		}
		return false, nil
	}
	v, ok := inst.(value.Value)
	if !ok || !isVector(v.Type()) {
		return false, nil
	}
	if _, _, ok := vectorType(v.Type()); !ok {
		return true, fl.unsupported("value of type %s", v.Type())
	}
	switch x := inst.(type) {
	case *llvm.InstPhi:
		return true, nil // declared by declarePhi
	case *llvm.InstLoad:
		return true, fl.loadVector(x)
	case *llvm.InstCall:
		return false, nil
	case *llvm.InstSelect:
		return true, fl.vectorSelect(x)
	case *llvm.InstFreeze:
		ls, _, err := fl.lanes(x.X)
		fl.vecs[x] = ls
		return true, err
	case *llvm.InstICmp:
		return true, fl.laneWise(x, func(a []ir.Expr) (ir.Expr, error) { return icmpExpr(icmpOps[x.Pred], a[0], a[1]), nil }, x.X, x.Y)
	case *llvm.InstFCmp:
		return true, fl.laneWise(x, func(a []ir.Expr) (ir.Expr, error) {
			return &ir.FuncApp{Name: fmt.Sprintf("fcmp.%s.%s", x.Pred, a[0].Type()), Args: a, T: ir.Bool}, nil
		}, x.X, x.Y)
	}
	if op, ok := vectorIntOp(inst); ok {
		ops := inst.Operands()
		return true, fl.laneWise(v, func(a []ir.Expr) (ir.Expr, error) { return fl.intBinary(op, a[0], a[1]) }, *ops[0], *ops[1])
	}
	if name, ok := vectorFloatOp(inst); ok {
		var args []value.Value
		for _, op := range inst.Operands() {
			args = append(args, *op)
		}
		return true, fl.laneFloatOp(name, v, args...)
	}
	if op, from, ok := vectorCast(inst); ok {
		_, lt, _ := vectorType(v.Type())
		return true, fl.laneWise(v, func(a []ir.Expr) (ir.Expr, error) { return &ir.Cast{Op: op, X: a[0], To: lt}, nil }, from)
	}
	return true, fl.unsupported("vector instruction %q", strings.TrimSpace(inst.LLString()))
}

func vectorIntOp(inst llvm.Instruction) (ir.BinOp, bool) {
	switch inst.(type) {
	case *llvm.InstAdd:
		return ir.Add, true
	case *llvm.InstSub:
		return ir.Sub, true
	case *llvm.InstMul:
		return ir.Mul, true
	case *llvm.InstUDiv:
		return ir.UDiv, true
	case *llvm.InstSDiv:
		return ir.SDiv, true
	case *llvm.InstURem:
		return ir.URem, true
	case *llvm.InstSRem:
		return ir.SRem, true
	case *llvm.InstShl:
		return ir.Shl, true
	case *llvm.InstLShr:
		return ir.LShr, true
	case *llvm.InstAShr:
		return ir.AShr, true
	case *llvm.InstAnd:
		return ir.And, true
	case *llvm.InstOr:
		return ir.Or, true
	case *llvm.InstXor:
		return ir.Xor, true
	}
	return 0, false
}

func vectorFloatOp(inst llvm.Instruction) (string, bool) {
	switch inst.(type) {
	case *llvm.InstFAdd:
		return "fadd", true
	case *llvm.InstFSub:
		return "fsub", true
	case *llvm.InstFMul:
		return "fmul", true
	case *llvm.InstFDiv:
		return "fdiv", true
	case *llvm.InstFRem:
		return "frem", true
	case *llvm.InstFNeg:
		return "fneg", true
	}
	return "", false
}

func vectorCast(inst llvm.Instruction) (ir.CastOp, value.Value, bool) {
	switch x := inst.(type) {
	case *llvm.InstTrunc:
		return ir.Trunc, x.From, true
	case *llvm.InstZExt:
		return ir.ZExt, x.From, true
	case *llvm.InstSExt:
		return ir.SExt, x.From, true
	case *llvm.InstFPTrunc:
		return ir.FPTrunc, x.From, true
	case *llvm.InstFPExt:
		return ir.FPExt, x.From, true
	case *llvm.InstFPToUI:
		return ir.FPToUI, x.From, true
	case *llvm.InstFPToSI:
		return ir.FPToSI, x.From, true
	case *llvm.InstUIToFP:
		return ir.UIToFP, x.From, true
	case *llvm.InstSIToFP:
		return ir.SIToFP, x.From, true
	}
	return 0, nil, false
}

// laneWise defines the vector v lane by lane: lane j is f of lane j of each
// operand (a scalar operand stands for every lane).
func (fl *funcLowerer) laneWise(v value.Value, f func([]ir.Expr) (ir.Expr, error), operands ...value.Value) error {
	n := int(v.Type().(*types.VectorType).Len)
	per := make([][]ir.Expr, len(operands))
	for i, op := range operands {
		if !isVector(op.Type()) {
			e, err := fl.val(op)
			if err != nil {
				return err
			}
			per[i] = make([]ir.Expr, n)
			for j := range per[i] {
				per[i][j] = e
			}
			continue
		}
		ls, _, err := fl.definedLanes(op)
		if err != nil {
			return err
		}
		if len(ls) != n {
			return fl.unsupported("vector operation on %s giving %s", op.Type(), v.Type())
		}
		per[i] = ls
	}
	out := make([]ir.Expr, n)
	for j := range out {
		args := make([]ir.Expr, len(operands))
		for i := range operands {
			args[i] = per[i][j]
		}
		e, err := f(args)
		if err != nil {
			return err
		}
		out[j] = e
	}
	fl.defineLanes(v, out)
	return nil
}

// laneFloatOp applies an uninterpreted float operation lane by lane, with
// the name the scalar operation has ("fadd.f32").
func (fl *funcLowerer) laneFloatOp(name string, v value.Value, args ...value.Value) error {
	_, lt, _ := vectorType(v.Type())
	return fl.laneWise(v, func(a []ir.Expr) (ir.Expr, error) {
		return &ir.FuncApp{Name: fmt.Sprintf("%s.%s", name, lt), Args: a, T: lt}, nil
	}, args...)
}

func (fl *funcLowerer) vectorSelect(x *llvm.InstSelect) error {
	if _, isPtr := x.ValueTrue.Type().(*types.PointerType); isPtr {
		return fl.unsupported("vector of pointers")
	}
	return fl.laneWise(x, func(a []ir.Expr) (ir.Expr, error) {
		return &ir.Select{Cond: a[0], X: a[1], Y: a[2]}, nil
	}, x.Cond, x.ValueTrue, x.ValueFalse)
}

// constIndex reads a constant lane index (ok false when it is not one).
func constIndex(v value.Value) (int64, bool) {
	v = unwrapArg(v)
	if ix, ok := v.(*constant.Index); ok {
		v = ix.Constant
	}
	c, ok := v.(*constant.Int)
	if !ok {
		return 0, false
	}
	return c.X.Int64(), true
}

func (fl *funcLowerer) extractElement(x *llvm.InstExtractElement) error {
	ls, lt, err := fl.lanes(x.X)
	if err != nil {
		return err
	}
	if k, ok := constIndex(x.Index); ok {
		if k < 0 || int(k) >= len(ls) {
			fl.define(x, fl.lane(nil, lt)) // poison
			return nil
		}
		fl.define(x, fl.lane(ls[k], lt))
		return nil
	}
	idx, err := fl.index(x.Index) // an i32 expression
	if err != nil {
		return err
	}
	// idx == 0 ? l0 : idx == 1 ? l1 : ... : (out of range: poison)
	e := fl.lane(nil, lt)
	for j := len(ls) - 1; j >= 0; j-- {
		e = &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: idx, Y: i32(j)}, X: fl.lane(ls[j], lt), Y: e}
	}
	fl.define(x, e)
	return nil
}

func i32(k int) *ir.Const { return &ir.Const{Val: uint64(uint32(k)), T: ir.Int(32)} }

func (fl *funcLowerer) insertElement(x *llvm.InstInsertElement) error {
	ls, lt, err := fl.lanes(x.X)
	if err != nil {
		return err
	}
	elem, err := fl.val(x.Elem)
	if isUndefConst(unwrapArg(x.Elem)) {
		elem, err = nil, nil
	}
	if err != nil {
		return err
	}
	out := append([]ir.Expr(nil), ls...)
	if k, ok := constIndex(x.Index); ok {
		if k < 0 || int(k) >= len(ls) {
			fl.vecs[x] = make([]ir.Expr, len(ls)) // poison
			return nil
		}
		out[k] = elem
		fl.vecs[x] = out
		return nil
	}
	idx, err := fl.index(x.Index) // an i32 expression
	if err != nil {
		return err
	}
	// Lane j becomes the element where idx == j; an index out of range
	// makes every lane poison.
	inRange := &ir.Binary{Op: ir.Ult, X: idx, Y: i32(len(ls))}
	elem = fl.lane(elem, lt)
	for j := range out {
		upd := &ir.Select{Cond: &ir.Binary{Op: ir.Eq, X: idx, Y: i32(j)}, X: elem, Y: fl.lane(ls[j], lt)}
		out[j] = &ir.Select{Cond: inRange, X: upd, Y: fl.lane(nil, lt)}
	}
	fl.defineLanes(x, out)
	return nil
}

// shuffleVector picks lanes of x ++ y by a constant mask; undef and poison
// mask elements give undefined lanes.
func (fl *funcLowerer) shuffleVector(x *llvm.InstShuffleVector) error {
	xs, _, err := fl.lanes(x.X)
	if err != nil {
		return err
	}
	ys, _, err := fl.lanes(x.Y)
	if err != nil {
		return err
	}
	all := append(append([]ir.Expr(nil), xs...), ys...)
	n := int(x.Typ.Len)
	out := make([]ir.Expr, n)
	switch m := unwrapArg(x.Mask).(type) {
	case *constant.Vector:
		for j, e := range m.Elems {
			if k, ok := constIndex(e); ok && k >= 0 && int(k) < len(all) {
				out[j] = all[k]
			} else if !isUndefConst(e) {
				return fl.unsupported("shufflevector mask element %s", e.Ident())
			}
		}
	case *constant.ZeroInitializer:
		for j := range out {
			out[j] = all[0]
		}
	case *constant.Undef, *constant.Poison:
	default:
		return fl.unsupported("shufflevector with a non-constant mask")
	}
	fl.vecs[x] = out
	return nil
}
