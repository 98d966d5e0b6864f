package frontend

import (
	"math"
	"strings"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// declarePhi creates the variable of a phi so that uses lowered before the
// phi's incoming values (through back edges) can refer to it. A phi of
// pointers gets an offset variable and, when its base is dynamic, a base id
// variable too (the phi after the offset's).
func (fl *funcLowerer) declarePhi(b *ir.Block, phi *llvm.InstPhi) error {
	fl.pos = fl.mdPos(phi.Metadata)
	if isVector(phi.Typ) {
		return fl.declareVectorPhi(b, phi)
	}
	name := fl.varName(phi)
	if _, isPtr := phi.Typ.(*types.PointerType); isPtr {
		t, err := fl.targetsOf(phi, map[value.Value]bool{})
		if err != nil {
			return err
		}
		v := fl.fn.NewVar(name, ir.Int(32))
		b.Phis = append(b.Phis, &ir.Phi{Pos: fl.pos, Dst: v})
		var id ir.Expr
		if t.static() == nil {
			idv := fl.fn.NewVar(name+".base", ir.Int(32))
			b.Phis = append(b.Phis, &ir.Phi{Pos: fl.pos, Dst: idv})
			id = &ir.VarRef{V: idv}
		}
		var off ir.Expr = &ir.VarRef{V: v}
		if allAtBase(phi) {
			// Every incoming pointer is an array's base: the constant
			// tells a procedure that both work items pass the same offset.
			off = zero32
		}
		fl.ptrs[phi] = fromTargets(t, id, off)
		return nil
	}
	t, ok := scalarType(phi.Typ)
	if !ok {
		return fl.unsupported("value of type %s", phi.Typ)
	}
	v := fl.fn.NewVar(name, t)
	v.Spec = fl.spec[phi]
	b.Phis = append(b.Phis, &ir.Phi{Pos: fl.pos, Dst: v})
	fl.vals[phi] = &ir.VarRef{V: v}
	return nil
}

// fillPhis sets the incoming values of every phi, once all blocks exist.
func (fl *funcLowerer) fillPhis() error {
	if len(fl.split.entryFacts) > 0 {
		entry := fl.fn.Blocks[0]
		entry.Stmts = append(append([]ir.Stmt(nil), fl.split.entryFacts...), entry.Stmts...)
	}
	for _, b := range fl.src.Blocks {
		blk := fl.blocks[b]
		k := 0
		for _, inst := range b.Insts {
			phi, ok := inst.(*llvm.InstPhi)
			if !ok {
				continue
			}
			dst := blk.Phis[k]
			fl.pos = dst.Pos
			if isVector(phi.Typ) {
				n, err := fl.fillVectorPhi(blk.Phis[k:], phi)
				if err != nil {
					return err
				}
				k += n
				continue
			}
			k++
			if _, isPtr := phi.Typ.(*types.PointerType); isPtr {
				var idPhi *ir.Phi
				if fl.ptrs[phi].dyn != nil {
					idPhi = blk.Phis[k]
					k++
				}
				if err := fl.fillPtrPhi(phi, dst, idPhi); err != nil {
					return err
				}
				continue
			}
			for _, in := range phi.Incs {
				pred := fl.exitBlock(in.Pred.(*llvm.Block))
				fl.cur = pred // undef incoming values are havocked at the end of pred
				e, err := fl.val(in.X)
				if err != nil {
					return err
				}
				dst.In = append(dst.In, ir.PhiIn{Pred: pred, Val: e})
			}
		}
	}
	return nil
}

// fillPtrPhi sets the incoming offsets (and base ids) of a phi of pointers.
func (fl *funcLowerer) fillPtrPhi(phi *llvm.InstPhi, dst, idPhi *ir.Phi) error {
	for _, in := range phi.Incs {
		pred := fl.exitBlock(in.Pred.(*llvm.Block))
		fl.cur = pred // undef incoming values are havocked at the end of pred
		p, err := fl.pointer(in.X)
		if err != nil {
			return err
		}
		dst.In = append(dst.In, ir.PhiIn{Pred: pred, Val: p.off})
		if idPhi != nil {
			idPhi.In = append(idPhi.In, ir.PhiIn{Pred: pred, Val: fl.dynOf(p).id})
		} else if p.dyn != nil || p.arr != fl.ptrs[phi].arr {
			return fl.unsupported("internal: phi of pointers into %s takes a pointer into %s", fl.ptrs[phi].arr.Name, p.describe())
		}
	}
	return nil
}

// alloca makes the private array of an alloca (one element for a scalar
// whose address is taken).
func (fl *funcLowerer) alloca(x *llvm.InstAlloca) (ptrVal, error) {
	if p, ok := fl.ptrs[x]; ok {
		return p, nil
	}
	elem, eb, dims, err := arrayShape(x.ElemType)
	if err != nil {
		return ptrVal{}, fl.unsupported("private variable of %s", err)
	}
	if dims == nil {
		dims = []int{1}
	}
	if x.NElems != nil {
		return ptrVal{}, fl.unsupported("variable-length private array")
	}
	a := &ir.Array{Name: fl.arrayName(fl.varName(x)), Space: ir.Private, Kind: ir.ArrayPrivate, Elem: elem, ElemBytes: eb, Dims: dims, Pos: fl.declPos[x], TypeName: fl.declType[x]}
	if !a.Pos.IsValid() {
		a.Pos = fl.fn.Pos
	}
	fl.fn.Arrays = append(fl.fn.Arrays, a)
	p := ptrVal{arr: a, off: zero32}
	fl.ptrs[x] = p
	return p, nil
}

// arrayName is base, or the first of base.1, base.2, ... that no array of
// the function has: two scopes may declare arrays of one name.
func (fl *funcLowerer) arrayName(base string) string {
	name := base
	for taken := true; taken; {
		taken = false
		for _, a := range fl.fn.Arrays {
			if a.Name == name {
				taken = true
				name = fl.fn.NewVar(base, ir.Int(32)).Name
				break
			}
		}
	}
	return name
}

// ptr resolves a pointer value that must point into one array known
// statically.
func (fl *funcLowerer) ptr(v value.Value) (ptrVal, error) {
	p, err := fl.pointer(v)
	if err != nil {
		return p, err
	}
	return fl.staticPtr(p)
}

// pointer resolves a pointer value to its base (static or dynamic) and
// byte offset.
func (fl *funcLowerer) pointer(v value.Value) (ptrVal, error) {
	if arg, ok := v.(*llvm.Arg); ok {
		v = arg.Value
	}
	if p, ok := fl.ptrs[v]; ok {
		return p, nil
	}
	switch x := v.(type) {
	case *llvm.Global:
		if a, ok := fl.globals[x]; ok {
			return ptrVal{arr: a, off: zero32}, nil
		}
	case *llvm.InstAlloca:
		return fl.alloca(x)
	case *constant.ExprGetElementPtr:
		idx := make([]value.Value, len(x.Indices))
		for i, c := range x.Indices {
			idx[i] = c
		}
		return fl.gep(x.ElemType, x.Src, idx)
	case *constant.ExprBitCast:
		return fl.pointer(x.From)
	case *constant.Null:
		return nullPtr(), nil
	case *constant.Undef, *constant.Poison:
		return fl.undefPtr(), nil
	}
	return ptrVal{}, fl.unsupported("pointer %s", v.Ident())
}

// gep computes base + sum(index * stride) in bytes.
func (fl *funcLowerer) gep(elemType types.Type, src value.Value, indices []value.Value) (ptrVal, error) {
	base, err := fl.pointer(src)
	if err != nil {
		return ptrVal{}, err
	}
	off := base.off
	t := elemType
	for i, idx := range indices {
		if i == 0 {
			size, err := sizeOf(t)
			if err != nil {
				return ptrVal{}, fl.unsupported("pointer arithmetic over %s", t)
			}
			e, err := fl.index(idx)
			if err != nil {
				return ptrVal{}, err
			}
			off = addOff(off, mulOff(e, size))
			continue
		}
		switch at := t.(type) {
		case *types.ArrayType, *types.VectorType:
			// The lanes of a vector in memory are its elements.
			elem := elemTypeOf(at)
			size, err := sizeOf(elem)
			if err != nil {
				return ptrVal{}, fl.unsupported("array of %s", elem)
			}
			e, err := fl.index(idx)
			if err != nil {
				return ptrVal{}, err
			}
			off = addOff(off, mulOff(e, size))
			t = elem
		case *types.StructType:
			if ix, ok := idx.(*constant.Index); ok {
				idx = ix.Constant
			}
			c, ok := idx.(*constant.Int)
			if !ok {
				return ptrVal{}, fl.unsupported("non-constant struct field index")
			}
			k := int(c.X.Int64())
			fo, err := fieldOffset(at, k)
			if err != nil {
				return ptrVal{}, fl.unsupported("struct layout: %v", err)
			}
			off = addOff(off, &ir.Const{Val: uint64(fo), T: ir.Int(32)})
			t = at.Fields[k]
		default:
			return ptrVal{}, fl.unsupported("indexing into %s", t)
		}
	}
	return ptrVal{arr: base.arr, off: off, dyn: base.dyn}, nil
}

// index converts a GEP index to i32 (SPIR's size_t).
func (fl *funcLowerer) index(v value.Value) (ir.Expr, error) {
	e, err := fl.val(v)
	if err != nil {
		return nil, err
	}
	t, ok := e.Type().(*ir.IntType)
	if !ok {
		return nil, fl.unsupported("index of type %s", e.Type())
	}
	switch {
	case t.Bits > 32:
		return ir.Fold(&ir.Cast{Op: ir.Trunc, X: e, To: ir.Int(32)}), nil
	case t.Bits < 32:
		return ir.Fold(&ir.Cast{Op: ir.SExt, X: e, To: ir.Int(32)}), nil
	}
	return e, nil
}

// addOff and mulOff build offsets with constant folding, so that offsets
// stay readable and a later division by the element size stays exact.
func addOff(a, b ir.Expr) ir.Expr {
	return ir.Fold(&ir.Binary{Op: ir.Add, X: a, Y: b})
}

func mulOff(e ir.Expr, k int) ir.Expr {
	return ir.Fold(&ir.Binary{Op: ir.Mul, X: e, Y: &ir.Const{Val: uint64(k), T: ir.Int(32)}})
}

// val returns the expression for a non-pointer value.
func (fl *funcLowerer) val(v value.Value) (ir.Expr, error) {
	if arg, ok := v.(*llvm.Arg); ok {
		v = arg.Value
	}
	if e, ok := fl.vals[v]; ok {
		return e, nil
	}
	if ix, ok := v.(*constant.Index); ok {
		return fl.val(ix.Constant)
	}
	switch c := v.(type) {
	case *constant.Int:
		if c.Typ.BitSize == 1 {
			return &ir.BoolConst{Val: c.X.Sign() != 0}, nil
		}
		bits := int(c.Typ.BitSize)
		x := c.X
		var u uint64
		if x.Sign() < 0 {
			u = uint64(x.Int64())
		} else {
			u = x.Uint64()
		}
		if bits < 64 {
			u &= (1 << uint(bits)) - 1
		}
		return &ir.Const{Val: u, T: ir.Int(bits)}, nil
	case *constant.Float:
		t, _ := scalarType(c.Typ)
		ft := t.(*ir.FloatType)
		f, _ := c.X.Float64()
		var bits uint64
		switch {
		case c.NaN && ft.Bits == 32:
			bits = 0x7fc00000
		case c.NaN:
			bits = 0x7ff8000000000000
		case ft.Bits == 32:
			bits = uint64(math.Float32bits(float32(f)))
		default:
			bits = math.Float64bits(f)
		}
		return &ir.FloatConst{Bits: bits, T: ft}, nil
	case *constant.Undef, *constant.Poison:
		t, ok := scalarType(v.Type())
		if !ok {
			return nil, fl.unsupported("undefined value of type %s", v.Type())
		}
		// An undefined value may be anything: havoc a fresh variable.
		x := fl.fn.NewVar("undef", t)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Havoc{Pos: fl.pos, Dst: x})
		return &ir.VarRef{V: x}, nil
	}
	if _, ok := v.Type().(*types.PointerType); ok {
		return nil, fl.unsupported("pointer used as a value (%s)", v.Ident())
	}
	if e, ok, err := fl.vectorConstExpr(v); ok {
		return e, err
	}
	if isVector(v.Type()) {
		return nil, fl.unsupported("vector %s of type %s used as a scalar", v.Ident(), v.Type())
	}
	return nil, fl.unsupported("value %s (%T)", v.Ident(), v)
}

// define assigns e to a new variable named after the SSA value v.
func (fl *funcLowerer) define(v value.Value, e ir.Expr) {
	x := fl.fn.NewVar(fl.varName(v), e.Type())
	x.Spec = fl.spec[v]
	fl.cur.Stmts = append(fl.cur.Stmts, &ir.Assign{Pos: fl.pos, Dst: x, Src: e})
	fl.vals[v] = &ir.VarRef{V: x}
}

var binOps = map[string]ir.BinOp{
	"add": ir.Add, "sub": ir.Sub, "mul": ir.Mul, "udiv": ir.UDiv, "sdiv": ir.SDiv,
	"urem": ir.URem, "srem": ir.SRem, "shl": ir.Shl, "lshr": ir.LShr, "ashr": ir.AShr,
	"and": ir.And, "or": ir.Or, "xor": ir.Xor,
}

var icmpOps = map[enum.IPred]ir.BinOp{
	enum.IPredEQ: ir.Eq, enum.IPredNE: ir.Ne, enum.IPredUGT: ir.Ugt, enum.IPredUGE: ir.Uge,
	enum.IPredULT: ir.Ult, enum.IPredULE: ir.Ule, enum.IPredSGT: ir.Sgt, enum.IPredSGE: ir.Sge,
	enum.IPredSLT: ir.Slt, enum.IPredSLE: ir.Sle,
}

func (fl *funcLowerer) lowerInst(inst llvm.Instruction) error {
	if p := fl.instPos(inst); p.IsValid() {
		fl.pos = p
	}
	if handled, err := fl.lowerVectorInst(inst); handled {
		return err
	}
	switch x := inst.(type) {
	case *llvm.InstPhi:
		return nil // declared by declarePhi
	case *llvm.InstAlloca:
		_, err := fl.alloca(x)
		return err
	case *llvm.InstAdd:
		return fl.binary(x, ir.Add, x.X, x.Y)
	case *llvm.InstSub:
		return fl.binary(x, ir.Sub, x.X, x.Y)
	case *llvm.InstMul:
		return fl.binary(x, ir.Mul, x.X, x.Y)
	case *llvm.InstUDiv:
		return fl.binary(x, ir.UDiv, x.X, x.Y)
	case *llvm.InstSDiv:
		return fl.binary(x, ir.SDiv, x.X, x.Y)
	case *llvm.InstURem:
		return fl.binary(x, ir.URem, x.X, x.Y)
	case *llvm.InstSRem:
		return fl.binary(x, ir.SRem, x.X, x.Y)
	case *llvm.InstShl:
		return fl.binary(x, ir.Shl, x.X, x.Y)
	case *llvm.InstLShr:
		return fl.binary(x, ir.LShr, x.X, x.Y)
	case *llvm.InstAShr:
		return fl.binary(x, ir.AShr, x.X, x.Y)
	case *llvm.InstAnd:
		return fl.binary(x, ir.And, x.X, x.Y)
	case *llvm.InstOr:
		return fl.binary(x, ir.Or, x.X, x.Y)
	case *llvm.InstXor:
		return fl.binary(x, ir.Xor, x.X, x.Y)
	case *llvm.InstFAdd:
		return fl.floatOp("fadd", x, x.X, x.Y)
	case *llvm.InstFSub:
		return fl.floatOp("fsub", x, x.X, x.Y)
	case *llvm.InstFMul:
		return fl.floatOp("fmul", x, x.X, x.Y)
	case *llvm.InstFDiv:
		return fl.floatOp("fdiv", x, x.X, x.Y)
	case *llvm.InstFRem:
		return fl.floatOp("frem", x, x.X, x.Y)
	case *llvm.InstFNeg:
		return fl.floatOp("fneg", x, x.X)
	case *llvm.InstICmp:
		return fl.icmp(x)
	case *llvm.InstFCmp:
		return fl.floatCompare(x)
	case *llvm.InstTrunc:
		return fl.cast(x, ir.Trunc, x.From, x.To)
	case *llvm.InstZExt:
		return fl.cast(x, ir.ZExt, x.From, x.To)
	case *llvm.InstSExt:
		return fl.cast(x, ir.SExt, x.From, x.To)
	case *llvm.InstFPTrunc:
		return fl.cast(x, ir.FPTrunc, x.From, x.To)
	case *llvm.InstFPExt:
		return fl.cast(x, ir.FPExt, x.From, x.To)
	case *llvm.InstFPToUI:
		return fl.cast(x, ir.FPToUI, x.From, x.To)
	case *llvm.InstFPToSI:
		return fl.cast(x, ir.FPToSI, x.From, x.To)
	case *llvm.InstUIToFP:
		return fl.cast(x, ir.UIToFP, x.From, x.To)
	case *llvm.InstSIToFP:
		return fl.cast(x, ir.SIToFP, x.From, x.To)
	case *llvm.InstBitCast:
		return fl.bitcast(x)
	case *llvm.InstAddrSpaceCast:
		return fl.eventListCast(x) // lower_async.go
	case *llvm.InstGetElementPtr:
		p, err := fl.gep(x.ElemType, x.Src, x.Indices)
		if err != nil {
			return err
		}
		fl.ptrs[x] = p
		return nil
	case *llvm.InstSelect:
		return fl.lowerSelect(x)
	case *llvm.InstLoad:
		return fl.lowerLoad(x)
	case *llvm.InstStore:
		return fl.lowerStore(x)
	case *llvm.InstCall:
		return fl.lowerCall(x)
	case *llvm.InstFreeze:
		return fl.freeze(x)
	}
	return fl.unsupported("instruction %q", strings.TrimSpace(inst.LLString()))
}

// bitcast lowers a bit cast: of pointers, to the same pointer.
func (fl *funcLowerer) bitcast(x *llvm.InstBitCast) error {
	if _, isPtr := x.To.(*types.PointerType); isPtr {
		p, err := fl.pointer(x.From)
		if err != nil {
			return err
		}
		fl.ptrs[x] = p
		return nil
	}
	return fl.cast(x, ir.Bitcast, x.From, x.To)
}

// freeze lowers freeze as its operand.
func (fl *funcLowerer) freeze(x *llvm.InstFreeze) error {
	e, err := fl.val(x.X)
	if err != nil {
		return err
	}
	fl.define(x, e)
	return nil
}

// binary lowers an integer arithmetic or logic instruction.
func (fl *funcLowerer) binary(inst value.Value, op ir.BinOp, x, y value.Value) error {
	a, b, err := fl.val2(x, y)
	if err != nil {
		return err
	}
	e, err := fl.intBinary(op, a, b)
	if err != nil {
		return err
	}
	fl.define(inst, e)
	return nil
}

// intBinary builds "a op b" for integers and i1 (one lane of a vector
// operation, too).
func (fl *funcLowerer) intBinary(op ir.BinOp, a, b ir.Expr) (ir.Expr, error) {
	if _, isBool := a.Type().(*ir.BoolType); isBool {
		switch op {
		case ir.And, ir.Or, ir.Xor:
		case ir.Add, ir.Sub:
			op = ir.Xor // arithmetic on i1 is modulo 2
		default:
			return nil, fl.unsupported("%s on i1", op)
		}
	}
	return &ir.Binary{Op: op, X: a, Y: b}, nil
}

// icmp lowers an integer or pointer comparison.
func (fl *funcLowerer) icmp(x *llvm.InstICmp) error {
	op := icmpOps[x.Pred]
	if _, isPtr := x.X.Type().(*types.PointerType); isPtr {
		a, err := fl.pointer(x.X)
		if err != nil {
			return err
		}
		b, err := fl.pointer(x.Y)
		if err != nil {
			return err
		}
		e, err := fl.comparePtr(op, a, b)
		if err != nil {
			return err
		}
		fl.define(x, e)
		return nil
	}
	a, b, err := fl.val2(x.X, x.Y)
	if err != nil {
		return err
	}
	fl.define(x, icmpExpr(op, a, b))
	return nil
}

// icmpExpr compares two integers or i1 values (ordered comparisons of i1
// compare them as 0 and 1).
func icmpExpr(op ir.BinOp, a, b ir.Expr) ir.Expr {
	if _, isBool := a.Type().(*ir.BoolType); isBool && op != ir.Eq && op != ir.Ne {
		a = &ir.Cast{Op: ir.ZExt, X: a, To: ir.Int(8)}
		b = &ir.Cast{Op: ir.ZExt, X: b, To: ir.Int(8)}
	}
	return &ir.Binary{Op: op, X: a, Y: b}
}

func (fl *funcLowerer) instPos(inst llvm.Instruction) ir.Pos {
	if md, ok := inst.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return fl.mdPos(md.MDAttachments())
	}
	return ir.Pos{}
}

// val2 returns the expressions of two values.
func (fl *funcLowerer) val2(x, y value.Value) (ir.Expr, ir.Expr, error) {
	a, err := fl.val(x)
	if err != nil {
		return nil, nil, err
	}
	b, err := fl.val(y)
	return a, b, err
}
