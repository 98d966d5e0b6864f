package concrete

import (
	"fmt"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
)

// The evaluator compiles each procedure once per Refute into closures
// over a run's state: every variable and constant a slot of the run's
// env, every expression a function of static type returning an untagged
// val. Walking the syntax tree with variables in string-keyed maps and
// boxed values spent three quarters of a run in map lookups and
// allocation (nbody: 44 runs in the 1 s budget). What a run does, and
// the order of its random draws, are those of the tree walk.

// cexp is a compiled expression and its static type (nil when the
// expression cannot be typed: it stops the run when evaluated).
type cexp struct {
	t bpl.Type
	f func(r *run) val
}

// cproc is a procedure compiled for runs: its variables and the
// program's constants and globals numbered, its statements closures.
type cproc struct {
	pr    *bpl.Procedure
	slots map[string]int
	names []string
	types []bpl.Type
	// twins is, for the slot of a second work item's variable (x$2), the
	// slot of the first's (x$1), or -1 when there is none; -2 for the
	// other slots (assume.go, twin).
	twins    []int
	axioms   []func(r *run)
	requires []func(r *run)
	body     func(r *run)
	bodies   map[string]*fnBody
}

// fnBody is a function with a body compiled for one procedure's slots,
// on its first call.
type fnBody struct {
	f    fn
	body *cexp
}

// compiler compiles the expressions and statements of one procedure;
// inside a function body, params are its parameters (the run's frame).
type compiler struct {
	prog   *program
	cp     *cproc
	params map[string]int
	ptypes []bpl.Type
}

// compile lays out pr's slots and compiles its axioms (the program's,
// pins first), preconditions and body. Compiling never fails: what a run
// cannot evaluate compiles to a closure that stops the run where the
// tree walk stopped it.
func (prog *program) compile(pr *bpl.Procedure) *cproc {
	cp := &cproc{pr: pr, slots: map[string]int{}, bodies: map[string]*fnBody{}}
	add := func(name string, t bpl.Type) {
		if s, ok := cp.slots[name]; ok {
			// A local shadows a global of the same name.
			cp.types[s] = t
			return
		}
		cp.slots[name] = len(cp.names)
		cp.names = append(cp.names, name)
		cp.types = append(cp.types, t)
	}
	for _, name := range prog.order {
		add(name, prog.types[name])
	}
	for _, vs := range [][]bpl.Var{pr.In, pr.Out, pr.Body.Locals} {
		for _, v := range vs {
			add(v.Name, v.Type)
		}
	}
	cp.twins = make([]int, len(cp.names))
	for s, name := range cp.names {
		cp.twins[s] = -2
		if base, ok := strings.CutSuffix(name, "$2"); ok {
			cp.twins[s] = -1
			if o, ok := cp.slots[base+"$1"]; ok {
				cp.twins[s] = o
			}
		}
	}
	c := &compiler{prog: prog, cp: cp}
	for _, a := range prog.axioms {
		cp.axioms = append(cp.axioms, c.axiom(a.Expr))
	}
	for _, req := range pr.Requires {
		cp.requires = append(cp.requires, c.assume(req.Cond, "a precondition"))
	}
	cp.body = c.procBody(pr.Body.Stmts)
	return cp
}

// stopper is an expression that stops the run when evaluated.
func stopper(format string, args ...any) cexp {
	why := fmt.Sprintf(format, args...)
	return cexp{f: func(*run) val { panic(stop{why}) }}
}

// broken is an ill-typed expression: evaluating it is an internal error
// of the run (exec), as a failed type assertion was in the tree walk.
func broken(format string, args ...any) cexp {
	why := fmt.Sprintf(format, args...)
	return cexp{f: func(*run) val { panic(why) }}
}

func isBool(t bpl.Type) bool { _, ok := t.(bpl.BoolType); return ok }

func isInt(t bpl.Type) bool { _, ok := t.(bpl.IntType); return ok }

func bvWidth(t bpl.Type) (int, bool) {
	b, ok := t.(bpl.BV)
	return b.W, ok
}

func isMap(t bpl.Type) bool { _, ok := t.(bpl.MapType); return ok }

// cond compiles a condition: a Boolean expression.
func (c *compiler) cond(e bpl.Expr) cexp {
	x := c.expr(e)
	if x.t != nil && !isBool(x.t) {
		return stopper("a condition that is not Boolean")
	}
	return x
}

// expr compiles e.
func (c *compiler) expr(e bpl.Expr) cexp {
	switch e := e.(type) {
	case *bpl.Ident:
		return c.ident(e.Name)
	case *bpl.BVLit:
		if e.W > 64 {
			return stopper("a %d-bit literal", e.W)
		}
		v := val{u: e.Val & mask(e.W)}
		return cexp{bpl.BV{W: e.W}, func(*run) val { return v }}
	case *bpl.BoolLit:
		v := boolVal(e.Val)
		return cexp{bpl.BoolType{}, func(*run) val { return v }}
	case *bpl.IntLit:
		v := intVal(e.Val)
		return cexp{bpl.IntType{}, func(*run) val { return v }}
	case *bpl.Select:
		return c.sel(e)
	case *bpl.Store:
		return c.store(e)
	case *bpl.Apply:
		return c.apply(e)
	case *bpl.Unary:
		return c.unary(e)
	case *bpl.Binary:
		return c.binary(e)
	case *bpl.Extract:
		x := c.expr(e.X)
		if _, ok := bvWidth(x.t); !ok {
			return stopper("a bit-vector operation on %s", printType(x.t))
		}
		lo, w := uint(e.Lo), e.Hi-e.Lo
		m := mask(w)
		return cexp{bpl.BV{W: w}, func(r *run) val { return val{u: x.f(r).u >> lo & m} }}
	case *bpl.IfThenElse:
		k, th, el := c.cond(e.Cond), c.expr(e.Then), c.expr(e.Else)
		return cexp{th.t, func(r *run) val {
			if k.f(r).truth() {
				return th.f(r)
			}
			return el.f(r)
		}}
	}
	return stopper("an expression %s", bpl.PrintExpr(e))
}

// ident reads a parameter of the function body being compiled, or a
// variable or constant, which a run gives a value when first read.
func (c *compiler) ident(name string) cexp {
	if i, ok := c.params[name]; ok {
		return cexp{c.ptypes[i], func(r *run) val { return r.frame[i] }}
	}
	s, ok := c.cp.slots[name]
	if !ok {
		return stopper("an undeclared name %s", name)
	}
	return cexp{c.cp.types[s], func(r *run) val {
		if !r.known[s] {
			r.fresh(s)
		}
		return r.env[s]
	}}
}

// keyOf compiles the indices of a map of type t (its arity checked) into
// a function computing the key.
func (c *compiler) keyOf(t bpl.Type, index []bpl.Expr) (bpl.MapType, func(r *run) key, *cexp) {
	mt, ok := t.(bpl.MapType)
	if !ok {
		s := stopper("a select on a value that is not a map")
		return mt, nil, &s
	}
	if len(index) != len(mt.Dom) || len(index) > len(key{}) {
		s := stopper("a map of %d dimensions", len(index))
		return mt, nil, &s
	}
	idx := make([]cexp, len(index))
	for i, x := range index {
		idx[i] = c.expr(x)
		if isMap(idx[i].t) {
			s := stopper("a map indexed by a map")
			return mt, nil, &s
		}
	}
	switch len(idx) {
	case 1:
		i0 := idx[0].f
		return mt, func(r *run) key { return key{i0(r).u} }, nil
	case 2:
		i0, i1 := idx[0].f, idx[1].f
		return mt, func(r *run) key {
			a := i0(r).u
			return key{a, i1(r).u}
		}, nil
	}
	return mt, func(r *run) key {
		var k key
		for i, x := range idx {
			k[i] = x.f(r).u
		}
		return k
	}, nil
}

func (c *compiler) sel(e *bpl.Select) cexp {
	m := c.expr(e.Map)
	mt, k, bad := c.keyOf(m.t, e.Index)
	if bad != nil {
		return *bad
	}
	return cexp{mt.Rng, func(r *run) val {
		mv := m.f(r).m
		return mv.get(k(r))
	}}
}

func (c *compiler) store(e *bpl.Store) cexp {
	m := c.expr(e.Map)
	mt, k, bad := c.keyOf(m.t, e.Index)
	if bad != nil {
		return *bad
	}
	v := c.expr(e.Val)
	return cexp{mt, func(r *run) val {
		mv := m.f(r).m.clone()
		at := k(r)
		mv.set(at, v.f(r))
		return val{m: mv}
	}}
}

func (c *compiler) unary(e *bpl.Unary) cexp {
	x := c.expr(e.X)
	switch e.Op {
	case bpl.OpNot:
		if !isBool(x.t) {
			return stopper("! on %s", printType(x.t))
		}
		return cexp{x.t, func(r *run) val { return val{u: x.f(r).u ^ 1} }}
	case bpl.OpNeg:
		if !isInt(x.t) {
			return stopper("an integer operation on %s", printType(x.t))
		}
		return cexp{x.t, func(r *run) val { return intVal(-x.f(r).int()) }}
	}
	return stopper("unary operator %d", e.Op)
}

func (c *compiler) binary(e *bpl.Binary) cexp {
	switch e.Op {
	case bpl.OpAnd, bpl.OpOr, bpl.OpImplies, bpl.OpIff:
		return c.logic(e)
	}
	l, rt := c.expr(e.L), c.expr(e.R)
	switch e.Op {
	case bpl.OpEq, bpl.OpNeq:
		if l.t == nil || rt.t == nil {
			return stopper("a comparison of untyped values")
		}
		if isMap(l.t) != isMap(rt.t) {
			return broken("a comparison of %s with %s", printType(l.t), printType(rt.t))
		}
		t, neg := l.t, e.Op == bpl.OpNeq
		if !isMap(t) {
			return cexp{bpl.BoolType{}, func(r *run) val {
				a := l.f(r).u
				return boolVal((a == rt.f(r).u) != neg)
			}}
		}
		return cexp{bpl.BoolType{}, func(r *run) val {
			a := l.f(r)
			return boolVal(equal(t, a, rt.f(r)) != neg)
		}}
	case bpl.OpConcat:
		wa, okA := bvWidth(l.t)
		wb, okB := bvWidth(rt.t)
		if !okA || !okB {
			return stopper("a bit-vector operation on %s", printType(l.t))
		}
		if wa+wb > 64 {
			return stopper("a %d-bit concatenation", wa+wb)
		}
		return cexp{bpl.BV{W: wa + wb}, func(r *run) val {
			a := l.f(r).u
			return val{u: a<<uint(wb) | rt.f(r).u}
		}}
	}
	if !isInt(l.t) || !isInt(rt.t) {
		return stopper("an integer operation on %s", printType(l.t))
	}
	op, t := e.Op, bpl.Type(bpl.IntType{})
	switch op {
	case bpl.OpLt, bpl.OpLe, bpl.OpGt, bpl.OpGe:
		t = bpl.BoolType{}
	}
	return cexp{t, func(r *run) val {
		a := l.f(r).int()
		return intOp(op, a, rt.f(r).int())
	}}
}

// logic compiles the Boolean connectives, which evaluate their right
// operand only when it decides.
func (c *compiler) logic(e *bpl.Binary) cexp {
	l, rt := c.cond(e.L), c.cond(e.R)
	b := bpl.BoolType{}
	switch e.Op {
	case bpl.OpAnd:
		return cexp{b, func(r *run) val { return boolVal(l.f(r).truth() && rt.f(r).truth()) }}
	case bpl.OpOr:
		return cexp{b, func(r *run) val { return boolVal(l.f(r).truth() || rt.f(r).truth()) }}
	case bpl.OpImplies:
		return cexp{b, func(r *run) val { return boolVal(!l.f(r).truth() || rt.f(r).truth()) }}
	}
	return cexp{b, func(r *run) val {
		a := l.f(r).truth()
		return boolVal(a == rt.f(r).truth())
	}}
}

// intOp applies an operator of mathematical integers; a result that
// overflows int64 stops the run.
func intOp(op bpl.BinOp, a, b int64) val {
	switch op {
	case bpl.OpLt:
		return boolVal(a < b)
	case bpl.OpLe:
		return boolVal(a <= b)
	case bpl.OpGt:
		return boolVal(a > b)
	case bpl.OpGe:
		return boolVal(a >= b)
	}
	const lim = 1 << 31
	if a > lim || a < -lim || b > lim || b < -lim {
		stopf("integers beyond 2^31")
	}
	switch op {
	case bpl.OpAdd:
		return intVal(a + b)
	case bpl.OpSub:
		return intVal(a - b)
	case bpl.OpMul:
		return intVal(a * b)
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
			return intVal(q)
		}
		return intVal(m)
	}
	stopf("binary operator %d", op)
	return val{}
}
