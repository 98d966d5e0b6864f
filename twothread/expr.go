package twothread

import (
	"fmt"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// thread numbers the two work items of the reduction: 1 and 2. Thread 0
// means "the uniform copy" for names that are not dualised.
type thread int

func (t thread) suffix() string {
	if t == 0 {
		return ""
	}
	return fmt.Sprintf("$%d", int(t))
}

func (t thread) other() thread { return 3 - t }

// boogieType maps an IR type to its Boogie type: floats are bit patterns.
func boogieType(t ir.Type) bpl.Type {
	switch t := t.(type) {
	case *ir.BoolType:
		return bpl.BoolType{}
	case *ir.IntType:
		return bpl.BV{W: t.Bits}
	case *ir.FloatType:
		return bpl.BV{W: t.Bits}
	}
	return bpl.BV{W: 32}
}

// varName is the Boogie name of an IR variable for thread t.
func (k *kernelTr) varName(v *ir.Var, t thread) string {
	if k.uni.vars[v] {
		t = 0
	}
	return "$" + v.Name + t.suffix()
}

var bvBinOps = map[ir.BinOp]bpl.BVOp{
	ir.Add: bpl.BVAdd, ir.Sub: bpl.BVSub, ir.Mul: bpl.BVMul, ir.UDiv: bpl.BVUDiv,
	ir.SDiv: bpl.BVSDiv, ir.URem: bpl.BVURem, ir.SRem: bpl.BVSRem, ir.Shl: bpl.BVShl,
	ir.LShr: bpl.BVLShr, ir.AShr: bpl.BVAShr, ir.And: bpl.BVAnd, ir.Or: bpl.BVOr,
	ir.Xor: bpl.BVXor, ir.Ult: bpl.BVUlt, ir.Ule: bpl.BVUle, ir.Ugt: bpl.BVUgt,
	ir.Uge: bpl.BVUge, ir.Slt: bpl.BVSlt, ir.Sle: bpl.BVSle, ir.Sgt: bpl.BVSgt, ir.Sge: bpl.BVSge,
}

// exprCtx says how to translate an expression: for which thread, and under
// which block predicate (for __enabled()).
type exprCtx struct {
	t       thread
	enabled bpl.Expr
	// dom is the predicate of the block immediately dominating the
	// annotation's (for __dominator_enabled()); nil where bvgen gives it
	// no meaning.
	dom bpl.Expr
	// unknown: a barrier invariant is being checked, so cells of tracked
	// arrays in the unknown set are read from an arbitrary map (one per
	// map of the array, see unknownValues).
	unknown bool
	// contract: a helper procedure's postcondition is being translated,
	// where __old reads entry values with Boogie's old() and
	// __return_val is the procedure's result.
	contract bool
	// candidate: a generated candidate invariant is being translated
	// (Loop.Translate), where a product with a power-of-two counter is
	// its shift unguarded (mulByPow2).
	candidate bool
}

// expr translates e for thread t.
func (k *kernelTr) expr(e ir.Expr, c exprCtx) (bpl.Expr, error) {
	switch e := e.(type) {
	case *ir.Const:
		return bpl.BVConst(e.Val, e.T.Bits), nil
	case *ir.BoolConst:
		return bpl.Bool(e.Val), nil
	case *ir.FloatConst:
		return bpl.BVConst(e.Bits, e.T.Bits), nil
	case *ir.VarRef:
		if cb := k.cellParams[e.V]; cb > 1 {
			// A pointer parameter holds cells; the IR counts bytes.
			return bpl.Fn(k.pre.BV(bpl.BVMul, 32), bpl.Id(k.varName(e.V, c.t)), bpl.BVConst(uint64(cb), 32)), nil
		}
		return bpl.Id(k.varName(e.V, c.t)), nil
	case *ir.Unary:
		return k.unary(e, c)
	case *ir.Binary:
		return k.binary(e, c)
	case *ir.Cast:
		return k.cast(e, c)
	case *ir.Select:
		xs, err := k.exprs(c, e.Cond, e.X, e.Y)
		if err != nil {
			return nil, err
		}
		return bpl.Ite(xs[0], xs[1], xs[2]), nil
	case *ir.Builtin:
		return k.builtin(e, c.t)
	case *ir.FuncApp:
		return k.funcApp(e, c)
	case *ir.Read:
		return k.readCells(k.layout(e.Array), e.Off, ir.Bits(e.T)/8, c)
	case *ir.AnnotExpr:
		return k.annotExpr(e, c)
	case *ir.ArrayRef:
		return nil, fmt.Errorf("pointer to %s used as a value", e.Array.Name)
	}
	return nil, fmt.Errorf("unknown expression %T", e)
}

// exprs translates several expressions.
func (k *kernelTr) exprs(c exprCtx, es ...ir.Expr) ([]bpl.Expr, error) {
	out := make([]bpl.Expr, len(es))
	for i, e := range es {
		x, err := k.expr(e, c)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

func (k *kernelTr) unary(e *ir.Unary, c exprCtx) (bpl.Expr, error) {
	x, err := k.expr(e.X, c)
	if err != nil {
		return nil, err
	}
	w := ir.Bits(e.X.Type())
	switch e.Op {
	case ir.Not:
		return bpl.Not(x), nil
	case ir.Neg:
		return bpl.Fn(k.pre.BV(bpl.BVNeg, w), x), nil
	default:
		return bpl.Fn(k.pre.BV(bpl.BVNot, w), x), nil
	}
}

// binary translates a binary operation: comparisons of access-log offsets
// specially (offsetCompare), logic on booleans, bit-vector functions on
// the rest.
func (k *kernelTr) binary(e *ir.Binary, c exprCtx) (bpl.Expr, error) {
	if x, ok, err := k.offsetCompare(e, c); ok || err != nil {
		return x, err
	}
	xs, err := k.exprs(c, e.X, e.Y)
	if err != nil {
		return nil, err
	}
	x, y := xs[0], xs[1]
	if _, isBool := e.X.Type().(*ir.BoolType); isBool {
		switch e.Op {
		case ir.And:
			return bpl.Bin(bpl.OpAnd, x, y), nil
		case ir.Or:
			return bpl.Bin(bpl.OpOr, x, y), nil
		case ir.Xor, ir.Ne:
			return bpl.Neq(x, y), nil
		case ir.Eq:
			return bpl.Eq(x, y), nil
		}
		return nil, fmt.Errorf("operator %s on bool", e.Op)
	}
	switch e.Op {
	case ir.Eq:
		return bpl.Eq(x, y), nil
	case ir.Ne:
		return bpl.Neq(x, y), nil
	case ir.Mul:
		return k.mulByPow2(e, x, y, c)
	}
	return bpl.Fn(k.pre.BV(bvBinOps[e.Op], ir.Bits(e.X.Type())), x, y), nil
}

// mulByPow2 translates x * y. When an operand that is not a constant has
// an exponent companion (ir.AddExponents), the product is
// `x == 1 << ex ? y << ex : x * y`: equal to x * y in every state, and a
// shift instead of a multiplier for z3 once the loop invariant
// x == 1 << ex is known (rule counter-exponent).
func (k *kernelTr) mulByPow2(e *ir.Binary, x, y bpl.Expr, c exprCtx) (bpl.Expr, error) {
	w := ir.Bits(e.X.Type())
	mul := bpl.Fn(k.pre.BV(bpl.BVMul, w), x, y)
	if k.f == nil || len(k.f.Exponents) == 0 {
		return k.mulAcross(e, mul, x, y, c), nil
	}
	pow, other, ex := x, y, k.nonConstExponent(e.X)
	if ex == nil {
		pow, other, ex = y, x, k.nonConstExponent(e.Y)
	}
	if ex == nil {
		return k.mulAcross(e, mul, x, y, c), nil
	}
	exB, err := k.expr(ex, c)
	if err != nil {
		return nil, err
	}
	shl := k.pre.BV(bpl.BVShl, w)
	if c.candidate {
		return bpl.Fn(shl, other, exB), nil
	}
	guard := bpl.Eq(pow, bpl.Fn(shl, bpl.BVConst(1, w), exB))
	return bpl.Ite(guard, bpl.Fn(shl, other, exB), mul), nil
}

// mulAcross translates the second work item's a * m, where m is the same
// in both work items (a kernel argument such as a row width) and a is not,
// as a$1 * m + (a$2 - a$1) * m. That equals a$2 * m in every state (a ring
// identity modulo 2^w), so nothing is assumed; it hands z3 the difference
// of the two work items' products as one product. Why: a race check
// compares y$1 * w + x$1 with y$2 * w + x$2, and bit-blasted, two
// multipliers made z3 time out proving that a 2-D index with a width
// argument is injective; with the difference it is refuted through one
// multiplier (issue 17, item 3; docs/invariants.md). Constant factors are
// left alone: z3 multiplies by constants well. mul is x * y as translated.
func (k *kernelTr) mulAcross(e *ir.Binary, mul, x, y bpl.Expr, c exprCtx) bpl.Expr {
	if c.t != 2 || isConst(e.X) || isConst(e.Y) {
		return mul
	}
	c1 := c
	c1.t = 1
	ones, err := k.exprs(c1, e.X, e.Y)
	if err != nil {
		return mul // the first work item's form is only a rewriting aid
	}
	xUniform := bpl.PrintExpr(ones[0]) == bpl.PrintExpr(x)
	yUniform := bpl.PrintExpr(ones[1]) == bpl.PrintExpr(y)
	if xUniform == yUniform {
		return mul
	}
	m, a1, a2 := y, ones[0], x
	if xUniform {
		m, a1, a2 = x, ones[1], y
	}
	w := ir.Bits(e.X.Type())
	bvMul := k.pre.BV(bpl.BVMul, w)
	return bpl.Fn(k.pre.BV(bpl.BVAdd, w), bpl.Fn(bvMul, a1, m), bpl.Fn(bvMul, bpl.Fn(k.pre.BV(bpl.BVSub, w), a2, a1), m))
}

func isConst(e ir.Expr) bool {
	_, ok := e.(*ir.Const)
	return ok
}

// nonConstExponent is the exponent of e (ir.Function.ExponentOf) when e is
// not a constant: z3 multiplies by constants well.
func (k *kernelTr) nonConstExponent(e ir.Expr) ir.Expr {
	if isConst(e) {
		return nil
	}
	return k.f.ExponentOf(e)
}

// funcApp applies an uninterpreted (specification) function, declared in
// the prelude on first use.
func (k *kernelTr) funcApp(e *ir.FuncApp, c exprCtx) (bpl.Expr, error) {
	args, err := k.exprs(c, e.Args...)
	if err != nil {
		return nil, err
	}
	var ts []bpl.Type
	for _, a := range e.Args {
		ts = append(ts, boogieType(a.Type()))
	}
	name := "$fn." + e.Name
	if uf, ok := strings.CutPrefix(e.Name, ufPrefix); ok {
		// DECLARE_UF_*: GPUVerify's name, which axioms use.
		name = uf
	}
	name, err = k.pre.Func(sanitize(name), boogieType(e.T), ts...)
	if err != nil {
		return nil, err
	}
	return bpl.Fn(name, args...), nil
}

// sanitize makes a name a Boogie identifier.
func sanitize(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_', r == '$', r == '.':
			b.WriteRune(r)
		default:
			b.WriteRune('_')
		}
	}
	return b.String()
}

func (k *kernelTr) cast(e *ir.Cast, c exprCtx) (bpl.Expr, error) {
	x, err := k.expr(e.X, c)
	if err != nil {
		return nil, err
	}
	from, to := e.X.Type(), e.To
	fw, tw := ir.Bits(from), ir.Bits(to)
	_, fromBool := from.(*ir.BoolType)
	_, toBool := to.(*ir.BoolType)
	switch e.Op {
	case ir.ZExt, ir.SExt:
		if fromBool {
			one := bpl.BVConst(1, tw)
			if e.Op == ir.SExt {
				one = bpl.BVConst(ir.Mask(tw), tw)
			}
			return bpl.Ite(x, one, bpl.BVConst(0, tw)), nil
		}
		if fw == tw {
			return x, nil
		}
		if e.Op == ir.ZExt {
			return bpl.Fn(k.pre.ZExt(fw, tw), x), nil
		}
		return bpl.Fn(k.pre.SExt(fw, tw), x), nil
	case ir.Trunc:
		if toBool {
			return bpl.Eq(&bpl.Extract{X: x, Hi: 1, Lo: 0}, bpl.BVConst(1, 1)), nil
		}
		return &bpl.Extract{X: x, Hi: tw, Lo: 0}, nil
	case ir.Bitcast:
		return x, nil // floats are their bit patterns
	}
	// Conversions involving floats are uninterpreted.
	name, err := k.pre.Func(fmt.Sprintf("$fn.%s.%s.%s", e.Op, from, to), boogieType(to), boogieType(from))
	if err != nil {
		return nil, err
	}
	return bpl.Fn(name, x), nil
}

var dimNames = [3]string{"x", "y", "z"}

// launchVars name the primitive work-item functions (ir.WorkItemFn's
// Primitive) as the constants of the launch (geometry.go), for a
// dimension and a work item; a derived function is built from its
// definition. TestEveryWorkItemFn checks that every primitive has one.
var launchVars = map[ir.WorkItemFn]func(d string, t thread) string{
	ir.LocalID:      func(d string, t thread) string { return "local_id_" + d + t.suffix() },
	ir.GroupID:      func(d string, t thread) string { return "group_id_" + d + t.suffix() },
	ir.LocalSize:    func(d string, _ thread) string { return "group_size_" + d },
	ir.NumGroups:    func(d string, _ thread) string { return "num_groups_" + d },
	ir.GlobalOffset: func(d string, _ thread) string { return "global_offset_" + d },
	ir.WorkDim:      func(string, thread) string { return "work_dim" },
}

// builtin translates a work-item function for thread t: a primitive is a
// constant of the launch, a derived function the sum of products of its
// definition (ir.WorkItemFn.Def).
func (k *kernelTr) builtin(e *ir.Builtin, t thread) (bpl.Expr, error) {
	d := dimNames[e.Dim]
	prim := func(f ir.WorkItemFn) (bpl.Expr, error) {
		v, ok := launchVars[f]
		if !ok {
			return nil, fmt.Errorf("%s: no launch constant for this work-item function", f)
		}
		return bpl.Id(v(d, t)), nil
	}
	def := e.Fn.Def()
	if def == nil {
		return prim(e.Fn)
	}
	var sum bpl.Expr
	for _, prod := range def {
		var p bpl.Expr
		for _, f := range prod {
			x, err := prim(f)
			if err != nil {
				return nil, err
			}
			if p != nil {
				x = bpl.Fn(k.pre.BV(bpl.BVMul, 32), p, x)
			}
			p = x
		}
		if sum != nil {
			p = bpl.Fn(k.pre.BV(bpl.BVAdd, 32), sum, p)
		}
		sum = p
	}
	return sum, nil
}

// readCells reads `bytes` bytes at byte offset off of array l, as one value
// (cells concatenated little-endian).
func (k *kernelTr) readCells(l *memLayout, off ir.Expr, bytes int, c exprCtx) (bpl.Expr, error) {
	idx, err := k.cellIndexExpr(l, off, c)
	if err != nil {
		return nil, err
	}
	m := bpl.Id(k.mapName(l, c.t))
	sel := func(i bpl.Expr) bpl.Expr { return bpl.Sel(m, i) }
	if c.unknown && k.acc.tracked[l] {
		u := bpl.Id(unknownValues(k.mapName(l, c.t)))
		sel = func(i bpl.Expr) bpl.Expr {
			return &bpl.IfThenElse{Cond: bpl.Sel(bpl.Id(unknownName(l)), i), Then: bpl.Sel(u, i), Else: bpl.Sel(m, i)}
		}
	}
	n := bytes / l.CellBytes
	if n <= 1 {
		return sel(idx), nil
	}
	var out bpl.Expr
	for i := 0; i < n; i++ {
		cell := sel(k.addConst(idx, i))
		if out == nil {
			out = cell
		} else {
			out = bpl.Bin(bpl.OpConcat, cell, out)
		}
	}
	return out, nil
}

func (k *kernelTr) addConst(idx bpl.Expr, i int) bpl.Expr {
	if i == 0 {
		return idx
	}
	return bpl.Fn(k.pre.BV(bpl.BVAdd, 32), idx, bpl.BVConst(uint64(i), 32))
}

// cellIndexExpr is the Boogie cell index of byte offset off for thread t.
func (k *kernelTr) cellIndexExpr(l *memLayout, off ir.Expr, c exprCtx) (bpl.Expr, error) {
	if len(k.cellParams) > 0 {
		// Write pointer parameters as cells times the cell size, so that
		// the division by the cell size is exact and symbolic.
		sub := map[*ir.Var]ir.Expr{}
		for v, cb := range k.cellParams {
			shadow := &ir.Var{Name: v.Name, T: v.T}
			sub[v] = &ir.Binary{Op: ir.Mul, X: &ir.VarRef{V: shadow}, Y: &ir.Const{Val: uint64(cb), T: ir.Int(32)}}
		}
		off = ir.Substitute(off, sub)
	}
	return k.expr(cellIndex(off, l.CellBytes, k.align), c)
}

// mapName is the Boogie map of array l as thread t sees it.
func (k *kernelTr) mapName(l *memLayout, t thread) string {
	if l.PerThread {
		return l.Name + t.suffix()
	}
	return l.Name
}
