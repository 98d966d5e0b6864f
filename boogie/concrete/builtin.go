package concrete

import (
	"hash/fnv"
	"strconv"
	"strings"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// fn is a declared function.
type fn struct {
	decl    *bpl.Function
	builtin string // the {:bvbuiltin} name, if any
	id      uint64 // a hash of the name: the uninterpreted function's seed
}

func newFn(f *bpl.Function) fn {
	out := fn{decl: f, builtin: bpl.StrArg(bpl.AttrArgs(f.Attrs, "bvbuiltin"), 0)}
	out.id = nameID(f.Name)
	return out
}

// nameID is a hash of a declaration's name: seeds derived from names, not
// positions, make a procedure's runs the same whichever file it is in.
func nameID(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return h.Sum64()
}

// maxDepth bounds nested calls of functions with bodies.
const maxDepth = 64

// apply compiles a call: a bit-vector builtin, a function with a body, or
// an uninterpreted one (a fixed hash of its arguments).
func (c *compiler) apply(e *bpl.Apply) cexp {
	f, ok := c.prog.funcs[e.Func]
	if !ok {
		return stopper("an undeclared function %s", e.Func)
	}
	args := make([]cexp, len(e.Args))
	for i, a := range e.Args {
		args[i] = c.expr(a)
	}
	switch {
	case f.builtin != "":
		return builtinCall(f.builtin, args)
	case f.decl.Body != nil:
		return c.call(f, args)
	}
	for _, a := range args {
		if isMap(a.t) {
			return stopper("a map indexed by a map")
		}
	}
	id, res := f.id, f.decl.Result
	return cexp{res, func(r *run) val {
		codes := make([]uint64, len(args))
		for i, a := range args {
			codes[i] = a.f(r).u
		}
		return arbitrary(res, hash(id^r.seed, codes...))
	}}
}

// call compiles a call of a function with a body (a linked Boogie file
// may define a recursive one): the body is compiled on its first call,
// its parameters the run's frame.
func (c *compiler) call(f fn, args []cexp) cexp {
	b := c.cp.bodies[f.decl.Name]
	if b == nil {
		b = &fnBody{f: f}
		c.cp.bodies[f.decl.Name] = b
	}
	prog, cp := c.prog, c.cp
	return cexp{f.decl.Result, func(r *run) val {
		frame := make([]val, len(args))
		for i, a := range args {
			frame[i] = a.f(r)
		}
		if r.depth++; r.depth > maxDepth {
			stopf("function calls nested over %d deep", maxDepth)
		}
		defer func() { r.depth-- }()
		if b.body == nil {
			fc := &compiler{prog: prog, cp: cp, params: map[string]int{}}
			for i, p := range f.decl.Params {
				fc.params[p.Name] = i
				fc.ptypes = append(fc.ptypes, p.Type)
			}
			body := fc.expr(f.decl.Body)
			b.body = &body
		}
		saved := r.frame
		r.frame = frame
		defer func() { r.frame = saved }()
		return b.body.f(r)
	}}
}

// bvOps are the SMT-LIB bit-vector builtins of two operands, as the IR's
// evaluator knows them.
var bvOps = map[string]ir.BinOp{
	"bvadd": ir.Add, "bvsub": ir.Sub, "bvmul": ir.Mul,
	"bvudiv": ir.UDiv, "bvsdiv": ir.SDiv, "bvurem": ir.URem, "bvsrem": ir.SRem,
	"bvshl": ir.Shl, "bvlshr": ir.LShr, "bvashr": ir.AShr,
	"bvand": ir.And, "bvor": ir.Or, "bvxor": ir.Xor,
	"bvult": ir.Ult, "bvule": ir.Ule, "bvugt": ir.Ugt, "bvuge": ir.Uge,
	"bvslt": ir.Slt, "bvsle": ir.Sle, "bvsgt": ir.Sgt, "bvsge": ir.Sge,
}

// builtinCall compiles the call of a {:bvbuiltin} function.
func builtinCall(name string, args []cexp) cexp {
	for _, a := range args {
		if _, ok := bvWidth(a.t); !ok {
			return stopper("a bit-vector operation on %s", printType(a.t))
		}
	}
	if len(args) == 0 {
		return stopper("the builtin %q", name)
	}
	w, _ := bvWidth(args[0].t)
	op, t, why := bvBuiltin(name, w, len(args))
	if why != "" {
		return stopper("%s", why)
	}
	x := args[0].f
	if len(args) == 1 {
		return cexp{t, func(r *run) val { return val{u: op(x(r).u, 0)} }}
	}
	y := args[1].f
	return cexp{t, func(r *run) val {
		a := x(r).u
		return val{u: op(a, y(r).u)}
	}}
}

// bvBuiltin is the {:bvbuiltin} name applied to arity operands of width
// w: the operation on their bits (a comparison gives 1 for true) and its
// result type, or why a run cannot evaluate it.
func bvBuiltin(name string, w, arity int) (func(x, y uint64) uint64, bpl.Type, string) {
	if op, ok := bvOps[name]; ok && arity == 2 {
		t := bpl.Type(bpl.BV{W: w})
		if op.IsCompare() {
			t = bpl.BoolType{}
		}
		return func(x, y uint64) uint64 {
			v, defined := ir.EvalBinary(op, x, y, w)
			if !defined {
				v = smtEdge(op, x, y, w)
			}
			return v
		}, t, ""
	}
	m := mask(w)
	switch {
	case name == "bvsmod" && arity == 2:
		return func(x, y uint64) uint64 { return smod(x, y, w) }, bpl.BV{W: w}, ""
	case name == "bvnot" && arity == 1:
		return func(x, _ uint64) uint64 { return ^x & m }, bpl.BV{W: w}, ""
	case name == "bvneg" && arity == 1:
		return func(x, _ uint64) uint64 { return -x & m }, bpl.BV{W: w}, ""
	}
	if op, n, ok := extension(name); ok && arity == 1 {
		to := w + n
		if to > 64 {
			return nil, nil, "a " + strconv.Itoa(to) + "-bit extension"
		}
		return func(x, _ uint64) uint64 {
			v, _ := ir.EvalCast(op, x, w, to)
			return v
		}, bpl.BV{W: to}, ""
	}
	return nil, nil, "the builtin " + strconv.Quote(name)
}

// extension parses "zero_extend N" and "sign_extend N".
func extension(name string) (ir.CastOp, int, bool) {
	for prefix, op := range map[string]ir.CastOp{"zero_extend ": ir.ZExt, "sign_extend ": ir.SExt} {
		if rest, ok := strings.CutPrefix(name, prefix); ok {
			n, err := strconv.Atoi(rest)
			return op, n, err == nil && n >= 0
		}
	}
	return 0, 0, false
}

// smtEdge is SMT-LIB's value where the IR leaves an operation open:
// division by zero and shifts by the width or more.
func smtEdge(op ir.BinOp, x, y uint64, w int) uint64 {
	m := mask(w)
	neg := x>>uint(w-1)&1 == 1
	switch op {
	case ir.UDiv:
		return m
	case ir.URem, ir.SRem:
		return x
	case ir.SDiv:
		if neg {
			return 1
		}
		return m
	case ir.Shl, ir.LShr:
		return 0
	case ir.AShr:
		if neg {
			return m
		}
		return 0
	}
	stopf("an undefined %s", op)
	return 0
}

// smod is bvsmod: the remainder with the sign of the divisor.
func smod(x, y uint64, w int) uint64 {
	if y == 0 {
		return x
	}
	m := mask(w)
	r, _ := ir.EvalBinary(ir.SRem, x, y, w)
	if r != 0 && (r>>uint(w-1)&1) != (y>>uint(w-1)&1) {
		r = (r + y) & m
	}
	return r
}
