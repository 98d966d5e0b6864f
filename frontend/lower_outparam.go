package frontend

import (
	llvm "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/bvgen/bvgen/ir"
)

// Built-ins with a pointer out-parameter (OpenCL 1.2 §6.12.2): sincos,
// fract, modf, frexp, remquo and lgamma_r return one value and store a
// second one through their last argument. Both values are uninterpreted
// functions of the other arguments ("sincos_ff" and "sincos_ff.out"); the
// store through the pointer is a real store, logged and race-checked like
// any other, so two work items writing the same out-location race.

// outParamBuiltins maps each such built-in to its number of arguments.
var outParamBuiltins = map[string]int{
	"sincos": 2, "fract": 2, "modf": 2, "frexp": 2, "remquo": 3, "lgamma_r": 2,
}

// lowerOutParam lowers a call of an out-parameter built-in, scalar or
// vector (lane j of the result and of the stored value depend on lane j of
// the arguments).
func (fl *funcLowerer) lowerOutParam(x *llvm.InstCall, name, codes string) error {
	n := outParamBuiltins[name]
	if len(x.Args) != n {
		return fl.unsupported("call to %s with %d arguments", name, len(x.Args))
	}
	last := x.Args[n-1]
	pt, ok := last.Type().(*types.PointerType)
	if !ok {
		return fl.unsupported("call to %s without a pointer argument", name)
	}
	p, err := fl.pointer(last)
	if err != nil {
		return err
	}
	lanes := 1
	rt, lt := x.Type(), x.Type()
	if vt, ok := rt.(*types.VectorType); ok {
		lanes, lt = int(vt.Len), vt.ElemType
	}
	resT, ok1 := scalarType(lt)
	outElem := pt.ElemType
	if vt, ok := outElem.(*types.VectorType); ok {
		if int(vt.Len) != lanes {
			return fl.unsupported("call to %s mixing vectors of different lengths", name)
		}
		outElem = vt.ElemType
	}
	outT, ok2 := scalarType(outElem)
	outBytes, err := sizeOf(outElem)
	if !ok1 || !ok2 || err != nil {
		return fl.unsupported("call to %s on %s", name, rt)
	}
	per := make([][]ir.Expr, n-1)
	for i, a := range x.Args[:n-1] {
		if lanes > 1 {
			ls, _, err := fl.definedLanes(a)
			if err != nil {
				return err
			}
			if len(ls) != lanes {
				return fl.unsupported("call to %s mixing vectors of different lengths", name)
			}
			per[i] = ls
			continue
		}
		e, err := fl.val(a)
		if err != nil {
			return err
		}
		per[i] = []ir.Expr{e}
	}
	fn := name + "_" + codes
	res := make([]ir.Expr, lanes)
	for j := range res {
		args := make([]ir.Expr, len(per))
		for i := range per {
			args[i] = per[i][j]
		}
		suffix := ""
		if lanes > 1 {
			suffix = laneSuffix(j, lanes)
		}
		res[j] = &ir.FuncApp{Name: fn + suffix, Args: args, T: resT}
		out := &ir.FuncApp{Name: fn + ".out" + suffix, Args: args, T: outT}
		// A real store: through a dynamic base, one per candidate array.
		at := p
		at.off = addOff(p.off, i32(j*outBytes))
		if err := fl.storeVia(at, out); err != nil {
			return err
		}
	}
	if lanes > 1 {
		fl.defineLanes(x, res)
		return nil
	}
	fl.define(x, res[0])
	return nil
}
