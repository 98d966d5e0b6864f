package ir

import (
	"fmt"
	"strings"
)

// CheckError is a structural defect found by Check: a bug in the pass that
// produced the IR, not in the user's kernel.
type CheckError struct {
	Func string
	Pos  Pos
	Msg  string
}

func (e *CheckError) Error() string {
	return fmt.Sprintf("%s: ir check: %s: %s", e.Pos, e.Func, e.Msg)
}

// Check verifies the structural invariants later passes rely on: every block
// is terminated and its successors belong to the function; phis list exactly
// the block's predecessors; every variable is defined once and its
// definition dominates each use (SSA); operand types agree; and memory
// offsets are i32 (SPIR's size_t). It returns all defects found.
func Check(m *Module) []error {
	var errs []error
	for _, f := range append(append([]*Function(nil), m.Functions...), m.Kernels...) {
		errs = append(errs, CheckFunction(f)...)
	}
	return errs
}

// CheckFunction checks one function; see Check.
func CheckFunction(f *Function) []error {
	c := &checker{f: f, defBlock: map[*Var]*Block{}, defIndex: map[*Var]int{}}
	c.run()
	return c.errs
}

type checker struct {
	f        *Function
	errs     []error
	defBlock map[*Var]*Block
	defIndex map[*Var]int // -1 for phis and parameters
	idom     map[*Block]*Block
	cur      Pos
}

func (c *checker) errorf(format string, args ...any) {
	c.errs = append(c.errs, &CheckError{Func: c.f.Name, Pos: c.cur, Msg: fmt.Sprintf(format, args...)})
}

func (c *checker) run() {
	f := c.f
	if len(f.Blocks) == 0 {
		c.errorf("function has no blocks")
		return
	}
	inFunc := map[*Block]bool{}
	names := map[string]bool{}
	for _, b := range f.Blocks {
		inFunc[b] = true
		if names[b.Name] {
			c.errorf("duplicate block name %s", b.Name)
		}
		names[b.Name] = true
	}
	for _, b := range f.Blocks {
		if b.Term == nil {
			c.errorf("block %s has no terminator", b.Name)
			return
		}
		for _, s := range b.Term.Succs() {
			if !inFunc[s] {
				c.errorf("block %s jumps to a block outside the function", b.Name)
				return
			}
		}
	}
	_, c.idom = Dominators(f)
	entry := f.Blocks[0].Name
	for _, p := range f.Params {
		if p.Var != nil {
			c.define(p.Var, f.Blocks[0], -1)
		}
	}
	for _, b := range f.Blocks {
		for _, p := range b.Phis {
			c.cur = p.Pos
			c.define(p.Dst, b, -1)
		}
		for i, s := range b.Stmts {
			c.cur = s.Position()
			if v := Defined(s); v != nil {
				c.define(v, b, i)
			}
		}
	}
	for _, b := range f.Blocks {
		if b.Name == entry && len(b.Preds) > 0 {
			c.errorf("entry block %s has predecessors", b.Name)
		}
		c.checkPhis(b)
		for i, s := range b.Stmts {
			c.cur = s.Position()
			c.checkStmt(b, i, s)
		}
		c.cur = b.Term.Position()
		c.checkTerm(b, b.Term)
	}
}

func (c *checker) define(v *Var, b *Block, i int) {
	if _, dup := c.defBlock[v]; dup {
		c.errorf("variable %s defined twice", v.Name)
		return
	}
	if v.T == nil {
		c.errorf("variable %s has no type", v.Name)
	}
	c.defBlock[v] = b
	c.defIndex[v] = i
}

func (c *checker) checkPhis(b *Block) {
	for _, p := range b.Phis {
		c.cur = p.Pos
		if len(p.In) != len(b.Preds) {
			c.errorf("phi %s in %s has %d incoming values for %d predecessors", p.Dst.Name, b.Name, len(p.In), len(b.Preds))
			continue
		}
		seen := map[*Block]bool{}
		for _, in := range p.In {
			if !containsBlock(b.Preds, in.Pred) || seen[in.Pred] {
				c.errorf("phi %s in %s: %s is not a distinct predecessor", p.Dst.Name, b.Name, in.Pred.Name)
			}
			seen[in.Pred] = true
			c.checkExpr(in.Pred, len(in.Pred.Stmts), in.Val)
			c.sameType("phi "+p.Dst.Name, p.Dst.T, in.Val.Type())
		}
	}
}

func (c *checker) checkStmt(b *Block, i int, s Stmt) {
	use := func(e Expr) { c.checkExpr(b, i, e) }
	switch s := s.(type) {
	case *Assign:
		use(s.Src)
		c.sameType("assignment to "+s.Dst.Name, s.Dst.T, s.Src.Type())
	case *Load:
		use(s.Off)
		c.offset(s.Array, s.Off)
		c.asyncEvent(s.Async, use)
	case *Store:
		use(s.Off)
		use(s.Val)
		c.offset(s.Array, s.Off)
		c.asyncEvent(s.Async, use)
	case *AsyncEvent:
		c.asyncEvent(s.Join, use)
		c.sameType("async event", s.Dst.T, Int(32))
		for _, a := range s.Uniform {
			use(a)
		}
	case *AsyncWait:
		for _, e := range s.Events {
			c.asyncEvent(e, use)
		}
	case *Atomic:
		use(s.Off)
		c.offset(s.Array, s.Off)
		if len(s.Args) != s.Op.NumArgs() {
			c.errorf("%s takes %d arguments, has %d", s.Op, s.Op.NumArgs(), len(s.Args))
		}
		for _, a := range s.Args {
			use(a)
			c.sameType(s.Op.String()+" argument", s.Dst.T, a.Type())
		}
	case *Call:
		if len(s.Args) != len(s.Callee.Params) {
			c.errorf("call to %s has %d arguments for %d parameters", s.Callee.Name, len(s.Args), len(s.Callee.Params))
		}
		for _, a := range s.Args {
			use(a)
		}
		if (s.Dst == nil) != (s.Callee.Result == nil) {
			c.errorf("call to %s: result use does not match the callee's result", s.Callee.Name)
		}
	case *Barrier:
		if s.Flags != nil {
			use(s.Flags)
			if t, ok := s.Flags.Type().(*IntType); !ok || t.Bits != 32 || !s.LocalFence || !s.GlobalFence {
				c.errorf("barrier flags of type %s (want i32, with both fences possible)", s.Flags.Type())
			}
		}
	case *Havoc:
	case *Annot:
		if len(s.Args) == 0 {
			c.errorf("%s annotation without an expression", s.Kind)
			return
		}
		for _, a := range s.Args {
			use(a)
		}
		if _, ok := s.Args[0].Type().(*BoolType); !ok {
			c.errorf("%s annotation expression has type %s, want bool", s.Kind, s.Args[0].Type())
		}
	default:
		c.errorf("unknown statement %T", s)
	}
}

func (c *checker) offset(a *Array, off Expr) {
	if a == nil {
		c.errorf("memory access without an array")
		return
	}
	if t, ok := off.Type().(*IntType); !ok || t.Bits != 32 {
		c.errorf("offset into %s has type %s, want i32", a.Name, off.Type())
	}
}

func (c *checker) checkTerm(b *Block, t Term) {
	n := len(b.Stmts)
	switch t := t.(type) {
	case *Branch:
		c.checkExpr(b, n, t.Cond)
		c.sameType("branch condition", Bool, t.Cond.Type())
	case *Switch:
		c.checkExpr(b, n, t.X)
		if _, ok := t.X.Type().(*IntType); !ok {
			c.errorf("switch on %s, want an integer", t.X.Type())
		}
	case *Return:
		if (t.Val == nil) != (c.f.Result == nil) {
			c.errorf("return value does not match the function's result type")
		}
		if t.Val != nil {
			c.checkExpr(b, n, t.Val)
			c.sameType("return value", c.f.Result, t.Val.Type())
		}
	}
}

func (c *checker) sameType(what string, want, got Type) {
	if !SameType(want, got) {
		c.errorf("%s: type %s, want %s", what, got, want)
	}
}

// checkExpr checks types inside e and that every variable it reads is
// defined before position i of block b.
func (c *checker) checkExpr(b *Block, i int, e Expr) {
	switch e := e.(type) {
	case *Const:
		if e.T.Bits < 64 && e.Val>>uint(e.T.Bits) != 0 {
			c.errorf("constant %d does not fit %s", e.Val, e.T)
		}
	case *BoolConst, *FloatConst, *Builtin:
	case *VarRef:
		db, ok := c.defBlock[e.V]
		if !ok {
			c.errorf("variable %s used but never defined", e.V.Name)
			return
		}
		if db == b {
			if c.defIndex[e.V] >= i {
				c.errorf("variable %s used before its definition", e.V.Name)
			}
		} else if _, reach := c.idom[b]; reach && !Dominates(c.idom, db, b) {
			c.errorf("definition of %s in %s does not dominate its use in %s", e.V.Name, db.Name, b.Name)
		}
	case *Unary:
		c.checkExpr(b, i, e.X)
		if e.Op == Not {
			c.sameType("operand of !", Bool, e.X.Type())
		} else if _, ok := e.X.Type().(*IntType); !ok {
			c.errorf("operand of %s has type %s, want an integer", e.Op, e.X.Type())
		}
	case *Binary:
		c.checkExpr(b, i, e.X)
		c.checkExpr(b, i, e.Y)
		c.sameType("operands of "+e.Op.String(), e.X.Type(), e.Y.Type())
		_, isBool := e.X.Type().(*BoolType)
		_, isInt := e.X.Type().(*IntType)
		switch {
		case e.Op == Eq || e.Op == Ne:
		case e.Op == And || e.Op == Or || e.Op == Xor:
			if !isBool && !isInt {
				c.errorf("operands of %s have type %s", e.Op, e.X.Type())
			}
		default:
			if !isInt {
				c.errorf("operands of %s have type %s, want an integer", e.Op, e.X.Type())
			}
		}
	case *Cast:
		c.checkExpr(b, i, e.X)
		from, to := e.X.Type(), e.To
		switch e.Op {
		case Trunc, ZExt, SExt:
			_, fi := from.(*IntType)
			_, fb := from.(*BoolType)
			_, ti := to.(*IntType)
			_, tb := to.(*BoolType)
			if !(fi || fb) || !(ti || tb) {
				c.errorf("%s from %s to %s", e.Op, from, to)
			} else if (e.Op == Trunc) != (Bits(from) > Bits(to)) {
				c.errorf("%s from %d to %d bits", e.Op, Bits(from), Bits(to))
			}
		case Bitcast:
			if Bits(from) != Bits(to) {
				c.errorf("bitcast from %s to %s changes the width", from, to)
			}
		}
	case *Select:
		c.checkExpr(b, i, e.Cond)
		c.checkExpr(b, i, e.X)
		c.checkExpr(b, i, e.Y)
		c.sameType("select condition", Bool, e.Cond.Type())
		c.sameType("select arms", e.X.Type(), e.Y.Type())
	case *FuncApp:
		for _, a := range e.Args {
			c.checkExpr(b, i, a)
		}
		if strings.TrimSpace(e.Name) == "" {
			c.errorf("function application without a name")
		}
	case *ArrayRef:
		c.checkExpr(b, i, e.Offset)
		c.offset(e.Array, e.Offset)
	case *AnnotExpr:
		for _, a := range e.Args {
			c.checkExpr(b, i, a)
		}
	case *Read:
		c.checkExpr(b, i, e.Off)
		c.offset(e.Array, e.Off)
	default:
		c.errorf("unknown expression %T", e)
	}
}

// asyncEvent checks an async copy's event expression (nil: none).
func (c *checker) asyncEvent(e Expr, use func(Expr)) {
	if e == nil {
		return
	}
	use(e)
	c.sameType("async event", Int(32), e.Type())
}
