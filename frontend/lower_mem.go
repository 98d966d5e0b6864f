package frontend

import (
	"fmt"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

func (fl *funcLowerer) lowerLoad(x *llvm.InstLoad) error {
	if isEventType(x.ElemType) {
		return fl.lowerEventLoad(x) // lower_async.go
	}
	if _, isPtr := x.ElemType.(*types.PointerType); isPtr {
		return fl.loadPointer(x)
	}
	t, ok := scalarType(x.ElemType)
	if !ok {
		return fl.unsupported("load of %s", x.ElemType)
	}
	p, err := fl.pointer(x.Src)
	if err != nil {
		return err
	}
	if fl.spec[x] {
		// Feeds only an annotation: a read of memory, not an access.
		if a := fl.holdsPointers(p.targets()); a != nil {
			return fl.unsupported("read of private memory holding pointers (%s) in an annotation", a.Name)
		}
		e, err := fl.readThrough(p, t)
		if err != nil {
			return err
		}
		fl.define(x, e)
		return nil
	}
	r, err := fl.access(p, t, fl.varName(x), func(a *ir.Array, off ir.Expr) ir.Expr {
		v := fl.fn.NewVar(fl.varName(x), t)
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: v, Array: a, Off: off})
		// __constant initialisers give the loaded value (lower_const.go);
		// the bits of a pointer kept in private memory are arbitrary.
		return fl.notPointerBits(a, off, t, knownValue(fl.constInit[a], off, &ir.VarRef{V: v}), fl.varName(x))
	})
	if err != nil {
		return err
	}
	fl.vals[x] = r
	return nil
}

func (fl *funcLowerer) lowerStore(x *llvm.InstStore) error {
	if isVector(x.Src.Type()) {
		return fl.storeVector(x)
	}
	if isEventType(x.Src.Type()) {
		return fl.lowerEventStore(x) // lower_async.go
	}
	if _, isPtr := x.Src.Type().(*types.PointerType); isPtr {
		return fl.storePointer(x)
	}
	if _, ok := scalarType(x.Src.Type()); !ok {
		return fl.unsupported("store of %s", x.Src.Type())
	}
	p, err := fl.pointer(x.Dst)
	if err != nil {
		return err
	}
	v, err := fl.val(x.Src)
	if err != nil {
		return err
	}
	return fl.storeVia(p, v)
}

func (fl *funcLowerer) lowerSelect(x *llvm.InstSelect) error {
	c, err := fl.val(x.Cond)
	if err != nil {
		return err
	}
	if _, ok := c.Type().(*ir.BoolType); !ok {
		return fl.unsupported("vector select")
	}
	if _, isPtr := x.ValueTrue.Type().(*types.PointerType); isPtr {
		a, err := fl.pointer(x.ValueTrue)
		if err != nil {
			return err
		}
		b, err := fl.pointer(x.ValueFalse)
		if err != nil {
			return err
		}
		fl.ptrs[x] = fl.selectPtr(fl.varName(x), c, a, b)
		return nil
	}
	a, b, err := fl.val2(x.ValueTrue, x.ValueFalse)
	if err != nil {
		return err
	}
	fl.define(x, &ir.Select{Cond: c, X: a, Y: b})
	return nil
}

func (fl *funcLowerer) cast(x value.Value, op ir.CastOp, from value.Value, to types.Type) error {
	t, ok := scalarType(to)
	if !ok {
		return fl.unsupported("conversion to %s", to)
	}
	e, err := fl.val(from)
	if err != nil {
		return err
	}
	fl.define(x, &ir.Cast{Op: op, X: e, To: t})
	return nil
}

// floatOp makes float arithmetic an uninterpreted function "fadd.f32".
func (fl *funcLowerer) floatOp(name string, x value.Value, args ...value.Value) error {
	t, ok := scalarType(x.Type())
	if !ok {
		return fl.unsupported("%s on %s", name, x.Type())
	}
	var es []ir.Expr
	for _, a := range args {
		e, err := fl.val(a)
		if err != nil {
			return err
		}
		es = append(es, e)
	}
	fl.define(x, &ir.FuncApp{Name: fmt.Sprintf("%s.%s", name, t), Args: es, T: t})
	return nil
}

func (fl *funcLowerer) floatCompare(x *llvm.InstFCmp) error {
	a, b, err := fl.val2(x.X, x.Y)
	if err != nil {
		return err
	}
	if _, ok := a.Type().(*ir.FloatType); !ok {
		return fl.unsupported("vector float comparison")
	}
	fl.define(x, &ir.FuncApp{Name: fmt.Sprintf("fcmp.%s.%s", x.Pred, a.Type()), Args: []ir.Expr{a, b}, T: ir.Bool})
	return nil
}

func (fl *funcLowerer) lowerTerm(t llvm.Terminator) error {
	if p := fl.instPosTerm(t); p.IsValid() {
		fl.pos = p
	}
	blk := func(v value.Value) *ir.Block { return fl.blocks[v.(*llvm.Block)] }
	switch t := t.(type) {
	case *llvm.TermRet:
		r := &ir.Return{Pos: fl.pos}
		if t.X != nil && isVector(t.X.Type()) {
			return fl.vectorReturn(t.X)
		}
		if t.X != nil {
			if _, isPtr := t.X.Type().(*types.PointerType); isPtr {
				return fl.returnPointer(t.X)
			}
		}
		if t.X != nil {
			v, err := fl.val(t.X)
			if err != nil {
				return err
			}
			r.Val = v
		}
		fl.cur.Term = r
	case *llvm.TermBr:
		fl.cur.Term = &ir.Jump{Pos: fl.pos, Target: blk(t.Target)}
	case *llvm.TermCondBr:
		c, err := fl.val(t.Cond)
		if err != nil {
			return err
		}
		fl.cur.Term = &ir.Branch{Pos: fl.pos, Cond: c, Then: blk(t.TargetTrue), Else: blk(t.TargetFalse)}
	case *llvm.TermSwitch:
		x, err := fl.val(t.X)
		if err != nil {
			return err
		}
		sw := &ir.Switch{Pos: fl.pos, X: x, Default: blk(t.TargetDefault)}
		for _, c := range t.Cases {
			ci, ok := c.X.(*constant.Int)
			if !ok {
				return fl.unsupported("switch case that is not an integer constant")
			}
			e, _ := fl.val(ci)
			sw.Cases = append(sw.Cases, ir.SwitchCase{Val: e.(*ir.Const).Val, Target: blk(c.Target)})
		}
		fl.cur.Term = sw
	case *llvm.TermUnreachable:
		fl.lowerUnreachable() // bodiless_call.go
	default:
		return fl.unsupported("terminator %q", t.LLString())
	}
	return nil
}

func (fl *funcLowerer) instPosTerm(t llvm.Terminator) ir.Pos {
	if md, ok := t.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return fl.mdPos(md.MDAttachments())
	}
	return ir.Pos{}
}
