package frontend

import (
	"fmt"

	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/bvgen/bvgen/ir"
)

// Vectors in memory, phis, parameters and results. A vector in memory is
// its lanes at consecutive offsets (lane size apart), so a vector access is
// one access per lane; a 3-element vector occupies 4 lanes of storage and
// clang reads and writes it as a 4-element vector, the last lane undefined.

// memLane is the IR type and byte size of the lanes of vector type vt.
func (fl *funcLowerer) memLane(vt types.Type) (*types.VectorType, ir.Type, int, error) {
	v, lt, ok := vectorType(vt)
	if !ok {
		return nil, nil, 0, fl.unsupported("value of type %s", vt)
	}
	if _, isBool := lt.(*ir.BoolType); isBool {
		return nil, nil, 0, fl.unsupported("vector of booleans in memory")
	}
	s, err := sizeOf(v.ElemType)
	if err != nil {
		return nil, nil, 0, fl.unsupported("vector of %s", v.ElemType)
	}
	return v, lt, s, nil
}

func (fl *funcLowerer) loadVector(x *llvm.InstLoad) error {
	vt, lt, s, err := fl.memLane(x.ElemType)
	if err != nil {
		return err
	}
	p, err := fl.pointer(x.Src)
	if err != nil {
		return err
	}
	if p.dyn != nil && !fl.spec[x] {
		return fl.loadVectorThrough(x, p, int(vt.Len), lt, s)
	}
	if p, err = fl.staticPtr(p); err != nil {
		return err
	}
	offs := make([]ir.Expr, vt.Len)
	for j := range offs {
		offs[j] = addOff(p.off, i32(j*s))
	}
	fl.vecs[x] = fl.loadLanes(x, p.arr, offs, lt)
	return nil
}

// loadVectorThrough loads each lane through a pointer with a dynamic base:
// one access per candidate array and lane (docs/pointers.md).
func (fl *funcLowerer) loadVectorThrough(x *llvm.InstLoad, p ptrVal, n int, lt ir.Type, s int) error {
	out := make([]ir.Expr, n)
	for j := range out {
		name := fl.varName(x) + laneSuffix(j, n)
		lane := p
		lane.off = addOff(p.off, i32(j*s))
		r, err := fl.loadVia(lane, lt, name)
		if err != nil {
			return err
		}
		out[j] = r
	}
	fl.vecs[x] = out
	return nil
}

// loadLanes reads one lane at each offset into variables named after v; a
// load that feeds only annotations reads memory without accessing it.
func (fl *funcLowerer) loadLanes(v value.Value, arr *ir.Array, offs []ir.Expr, lt ir.Type) []ir.Expr {
	out := make([]ir.Expr, len(offs))
	for j, off := range offs {
		x := fl.fn.NewVar(fl.varName(v)+laneSuffix(j, len(offs)), lt)
		// A __constant initialiser gives the lane's value (lower_const.go).
		if fl.spec[v] {
			x.Spec = true
			fl.cur.Stmts = append(fl.cur.Stmts, &ir.Assign{Pos: fl.pos, Dst: x, Src: knownValue(fl.constInit[arr], off, &ir.Read{Array: arr, Off: off, T: lt})})
			out[j] = &ir.VarRef{V: x}
		} else {
			fl.cur.Stmts = append(fl.cur.Stmts, &ir.Load{Pos: fl.pos, Dst: x, Array: arr, Off: off})
			out[j] = knownValue(fl.constInit[arr], off, &ir.VarRef{V: x})
		}
	}
	return out
}

func (fl *funcLowerer) storeVector(x *llvm.InstStore) error {
	_, _, s, err := fl.memLane(x.Src.Type())
	if err != nil {
		return err
	}
	p, err := fl.pointer(x.Dst)
	if err != nil {
		return err
	}
	ls, _, err := fl.definedLanes(x.Src)
	if err != nil {
		return err
	}
	for j, e := range ls {
		lane := p
		lane.off = addOff(p.off, i32(j*s))
		if err := fl.storeVia(lane, e); err != nil {
			return err
		}
	}
	return nil
}

// declareVectorPhi makes one phi per lane.
func (fl *funcLowerer) declareVectorPhi(b *ir.Block, phi *llvm.InstPhi) error {
	vt, lt, ok := vectorType(phi.Typ)
	if !ok {
		return fl.unsupported("value of type %s", phi.Typ)
	}
	out := make([]ir.Expr, vt.Len)
	for j := range out {
		v := fl.fn.NewVar(fl.varName(phi)+laneSuffix(j, len(out)), lt)
		v.Spec = fl.spec[phi]
		b.Phis = append(b.Phis, &ir.Phi{Pos: fl.pos, Dst: v})
		out[j] = &ir.VarRef{V: v}
	}
	fl.vecs[phi] = out
	return nil
}

// fillVectorPhi sets the incoming lanes of the lane phis dsts of phi and
// returns how many lane phis there are.
func (fl *funcLowerer) fillVectorPhi(dsts []*ir.Phi, phi *llvm.InstPhi) (int, error) {
	n := int(phi.Typ.(*types.VectorType).Len)
	for _, in := range phi.Incs {
		pred := fl.exitBlock(in.Pred.(*llvm.Block))
		fl.cur = pred // undefined lanes are havocked at the end of pred
		ls, _, err := fl.definedLanes(in.X)
		if err != nil {
			return 0, err
		}
		for j := 0; j < n; j++ {
			dsts[j].In = append(dsts[j].In, ir.PhiIn{Pred: pred, Val: ls[j]})
		}
	}
	return n, nil
}

// vectorParam makes one scalar parameter per lane of a vector parameter:
// each lane of a kernel's vector argument is an arbitrary value.
func (fl *funcLowerer) vectorParam(p *llvm.Param, name string) error {
	vt, lt, ok := vectorType(p.Typ)
	if !ok {
		return fl.unsupported("parameter %s of type %s", name, p.Typ)
	}
	out := make([]ir.Expr, vt.Len)
	for j := range out {
		lname := name + laneSuffix(j, len(out))
		v := fl.fn.NewVar(lname, lt)
		fl.fn.Params = append(fl.fn.Params, &ir.Param{Name: lname, Var: v, Pos: fl.fn.Pos})
		out[j] = &ir.VarRef{V: v}
	}
	fl.vecs[p] = out
	return nil
}

// vectorResult gives a helper function that returns a vector a last
// parameter instead: a private array the caller passes, into which the
// helper's return stores the lanes (the IR's functions return scalars).
func (fl *funcLowerer) vectorResult(rt types.Type) error {
	if fl.fn.Kernel {
		return fl.unsupported("kernel returning %s", rt)
	}
	vt, lt, s, err := fl.memLane(rt)
	if err != nil {
		return fl.unsupported("function %s returning %s", fl.fn.Name, rt)
	}
	a := &ir.Array{Name: fl.fn.Name + ".result", Space: ir.Private, Kind: ir.ArrayFormal, Elem: lt, ElemBytes: s,
		Pos: fl.fn.Pos, TypeName: vectorTypeName(lt, int(vt.Len))}
	prm := &ir.Param{Name: a.Name, Array: a, Pos: fl.fn.Pos, Var: fl.fn.NewVar(a.Name+".off", ir.Int(32))}
	fl.fn.Params = append(fl.fn.Params, prm)
	fl.result = &ptrVal{arr: a, off: &ir.VarRef{V: prm.Var}}
	return nil
}

// vectorReturn stores the returned lanes into the result array.
func (fl *funcLowerer) vectorReturn(v value.Value) error {
	if fl.result == nil {
		return fl.unsupported("return of %s", v.Type())
	}
	_, _, s, err := fl.memLane(v.Type())
	if err != nil {
		return err
	}
	ls, _, err := fl.definedLanes(v)
	if err != nil {
		return err
	}
	for j, e := range ls {
		fl.cur.Stmts = append(fl.cur.Stmts, &ir.Store{Pos: fl.pos, Array: fl.result.arr, Off: addOff(fl.result.off, i32(j*s)), Val: e})
	}
	fl.cur.Term = &ir.Return{Pos: fl.pos}
	return nil
}

// vectorTypeName spells a vector type as OpenCL does ("int4"; the IR does
// not know signedness).
func vectorTypeName(lt ir.Type, n int) string {
	name := lt.String()
	switch lt := lt.(type) {
	case *ir.IntType:
		name = map[int]string{8: "char", 16: "short", 32: "int", 64: "long"}[lt.Bits]
	case *ir.FloatType:
		name = map[int]string{16: "half", 32: "float", 64: "double"}[lt.Bits]
	}
	return fmt.Sprintf("%s%d", name, n)
}

// elemTypeOf is the element type of an array or vector type.
func elemTypeOf(t types.Type) types.Type {
	if vt, ok := t.(*types.VectorType); ok {
		return vt.ElemType
	}
	return t.(*types.ArrayType).ElemType
}
