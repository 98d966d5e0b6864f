package concrete

import (
	"hash/fnv"

	bpl "github.com/bvgen/bvgen/boogie"
)

// eval computes e in the run's current state; unknown variables it reads
// get a value (choose).
func (r *run) eval(e bpl.Expr) value {
	switch e := e.(type) {
	case *bpl.Ident:
		return r.lookup(e.Name)
	case *bpl.BVLit:
		if e.W > 64 {
			stopf("a %d-bit literal", e.W)
		}
		return bv{e.Val & mask(e.W), e.W}
	case *bpl.BoolLit:
		return e.Val
	case *bpl.IntLit:
		return intv(e.Val)
	case *bpl.Select:
		return r.mapOf(e.Map).get(r.evalAll(e.Index))
	case *bpl.Store:
		m := r.mapOf(e.Map).clone()
		m.set(r.evalAll(e.Index), r.eval(e.Val))
		return m
	case *bpl.Apply:
		return r.apply(e)
	case *bpl.Unary:
		return r.unary(e)
	case *bpl.Binary:
		return r.binary(e)
	case *bpl.Extract:
		x := asBV(r.eval(e.X))
		w := e.Hi - e.Lo
		return bv{(x.v >> uint(e.Lo)) & mask(w), w}
	case *bpl.IfThenElse:
		if r.truth(e.Cond) {
			return r.eval(e.Then)
		}
		return r.eval(e.Else)
	}
	stopf("an expression %s", bpl.PrintExpr(e))
	return nil
}

func (r *run) evalAll(es []bpl.Expr) []value {
	out := make([]value, len(es))
	for i, e := range es {
		out[i] = r.eval(e)
	}
	return out
}

func (r *run) truth(e bpl.Expr) bool {
	b, ok := r.eval(e).(bool)
	if !ok {
		stopf("a condition that is not Boolean")
	}
	return b
}

func (r *run) mapOf(e bpl.Expr) *mapv {
	m, ok := r.eval(e).(*mapv)
	if !ok {
		stopf("a select on a value that is not a map")
	}
	return m
}

func asBV(v value) bv {
	x, ok := v.(bv)
	if !ok {
		stopf("a bit-vector operation on %T", v)
	}
	return x
}

func asInt(v value) intv {
	x, ok := v.(intv)
	if !ok {
		stopf("an integer operation on %T", v)
	}
	return x
}

func (r *run) unary(e *bpl.Unary) value {
	x := r.eval(e.X)
	switch e.Op {
	case bpl.OpNot:
		b, ok := x.(bool)
		if !ok {
			stopf("! on %T", x)
		}
		return !b
	case bpl.OpNeg:
		return -asInt(x)
	}
	stopf("unary operator %d", e.Op)
	return nil
}

func (r *run) binary(e *bpl.Binary) value {
	switch e.Op {
	case bpl.OpAnd:
		return r.truth(e.L) && r.truth(e.R)
	case bpl.OpOr:
		return r.truth(e.L) || r.truth(e.R)
	case bpl.OpImplies:
		return !r.truth(e.L) || r.truth(e.R)
	case bpl.OpIff:
		return r.truth(e.L) == r.truth(e.R)
	}
	l, rv := r.eval(e.L), r.eval(e.R)
	switch e.Op {
	case bpl.OpEq:
		return equal(l, rv)
	case bpl.OpNeq:
		return !equal(l, rv)
	case bpl.OpConcat:
		a, b := asBV(l), asBV(rv)
		if a.w+b.w > 64 {
			stopf("a %d-bit concatenation", a.w+b.w)
		}
		return bv{a.v<<uint(b.w) | b.v, a.w + b.w}
	}
	return intOp(e.Op, asInt(l), asInt(rv))
}

// intOp applies an operator of mathematical integers; a result that
// overflows int64 stops the run.
func intOp(op bpl.BinOp, a, b intv) value {
	switch op {
	case bpl.OpLt:
		return a < b
	case bpl.OpLe:
		return a <= b
	case bpl.OpGt:
		return a > b
	case bpl.OpGe:
		return a >= b
	}
	const lim = 1 << 31
	if a > lim || a < -lim || b > lim || b < -lim {
		stopf("integers beyond 2^31")
	}
	switch op {
	case bpl.OpAdd:
		return a + b
	case bpl.OpSub:
		return a - b
	case bpl.OpMul:
		return a * b
	case bpl.OpDiv, bpl.OpMod:
		if b == 0 {
			stopf("integer division by zero")
		}
		// Boogie's div and mod are Euclidean: 0 <= a mod b < |b|.
		q, m := a/b, a%b
		if m < 0 {
			if b > 0 {
				q, m = q-1, m+b
			} else {
				q, m = q+1, m-b
			}
		}
		if op == bpl.OpDiv {
			return q
		}
		return m
	}
	stopf("binary operator %d", op)
	return nil
}

// apply calls a function: a bit-vector builtin, a function with a body,
// or an uninterpreted one (a fixed hash of its arguments).
func (r *run) apply(e *bpl.Apply) value {
	f, ok := r.prog.funcs[e.Func]
	if !ok {
		stopf("an undeclared function %s", e.Func)
	}
	args := r.evalAll(e.Args)
	switch {
	case f.builtin != "":
		return builtin(f.builtin, args)
	case f.decl.Body != nil:
		// A linked Boogie file may define a recursive function.
		if r.depth++; r.depth > maxDepth {
			stopf("function calls nested over %d deep", maxDepth)
		}
		defer func() { r.depth-- }()
		saved := r.bound
		r.bound = map[string]value{}
		for i, p := range f.decl.Params {
			r.bound[p.Name] = args[i]
		}
		defer func() { r.bound = saved }()
		return r.eval(f.decl.Body)
	}
	codes := make([]uint64, len(args))
	for i, a := range args {
		codes[i] = encode(a)
	}
	return arbitrary(f.decl.Result, hash(f.id^r.seed, codes...))
}

// maxDepth bounds nested calls of functions with bodies.
const maxDepth = 64

// fn is a declared function.
type fn struct {
	decl    *bpl.Function
	builtin string // the {:bvbuiltin} name, if any
	id      uint64 // a hash of the name: the uninterpreted function's seed
}

func newFn(f *bpl.Function) fn {
	out := fn{decl: f, builtin: bpl.StrArg(bpl.AttrArgs(f.Attrs, "bvbuiltin"), 0)}
	h := fnv.New64a()
	h.Write([]byte(f.Name))
	out.id = h.Sum64()
	return out
}
