package genericity

import (
	"fmt"
	"strings"

	"github.com/bvgen/bvgen/ir"
)

// uses checks every operation inside an expression that is evaluated at p.
func (c *checker) uses(e ir.Expr, p ir.Pos) {
	T := c.opts.typeName()
	switch e := e.(type) {
	case *ir.Unary:
		if c.isElem(e.X) {
			c.violate(p, "a %s value is used in arithmetic (unary %s); a generic kernel may combine %s values only with OPERATOR", T, cOp(e), T)
		}
		c.uses(e.X, p)
	case *ir.Binary:
		if c.isElem(e.X) || c.isElem(e.Y) {
			what := "used in arithmetic"
			if e.Op.IsCompare() {
				what = "compared"
			}
			c.violate(p, "a %s value is %s (%s); a generic kernel may combine %s values only with OPERATOR and never branch on them", T, what, cOp(e), T)
		}
		c.uses(e.X, p)
		c.uses(e.Y, p)
	case *ir.Cast:
		if c.isElem(e.X) {
			c.violate(p, "a %s value is converted (%s to %s); a generic kernel must not cast %s values", T, e.Op, e.To, T)
		}
		c.uses(e.X, p)
	case *ir.Select:
		if c.isElem(e.Cond) {
			c.violate(p, "a %s value is used as a condition", T)
		}
		kx, ky := c.exprKind(e.X), c.exprKind(e.Y)
		if kx|ky == kBoth && kx != kBoth && ky != kBoth {
			c.violate(p, "a conditional expression mixes a %s value with a value that is not a %s", T, T)
		}
		c.uses(e.Cond, p)
		c.uses(e.X, p)
		c.uses(e.Y, p)
	case *ir.FuncApp:
		switch e.Name {
		case ir.OperatorFn:
			c.res.Operators++
			for _, a := range e.Args {
				if c.isData(a) {
					c.violate(p, "OPERATOR is applied to %s; its operands must be %s values (elements of %s arrays, OPERATOR results, IDENTITY)", c.describe(a), T, T)
				}
			}
		case ir.IdentityFn:
		default:
			for _, a := range e.Args {
				if c.isElem(a) {
					c.violate(p, "a %s value is passed to the built-in %s", T, builtinName(e.Name))
				}
			}
		}
		for _, a := range e.Args {
			c.uses(a, p)
		}
	case *ir.ArrayRef:
		c.address(e.Array, e.Offset, p)
	case *ir.Read:
		c.address(e.Array, e.Off, p)
	case *ir.AnnotExpr:
		for _, a := range e.Args {
			c.uses(a, p)
		}
	}
}

// address checks an offset expression used to access array a.
func (c *checker) address(a *ir.Array, off ir.Expr, p ir.Pos) {
	if c.isElem(off) {
		c.violate(p, "a %s value is used to compute an address into %s", c.opts.typeName(), a.Name)
	}
	c.uses(off, p)
}

// access checks the width and alignment of an access to a TYPE array.
func (c *checker) access(a *ir.Array, off ir.Expr, width int, p ir.Pos, verb string) {
	c.noteArray(a)
	if !c.opts.IsElemArray(a) {
		return
	}
	T := c.opts.typeName()
	if width != a.ElemBytes {
		c.violate(p, "%s, an array of %s (%d-byte elements), is %s %d byte(s) at a time: it is accessed through a pointer of another element type, which a generic kernel must not do",
			a.Name, T, a.ElemBytes, verb, width)
		return
	}
	if !c.tz.multipleOf(off, a.ElemBytes) {
		c.violate(p, "%s, an array of %s, is %s at byte offset %s, which bvgen cannot show is a multiple of the element size %d: it may be accessed through a pointer of another element type, which a generic kernel must not do",
			a.Name, T, verb, ir.ExprString(off), a.ElemBytes)
	}
}

func (c *checker) checkStmt(s ir.Stmt) {
	T := c.opts.typeName()
	p := s.Position()
	switch s := s.(type) {
	case *ir.Assign:
		if !s.Dst.Spec { // annotations may compare element values (marked by the frontend)
			c.uses(s.Src, p)
		}
	case *ir.Load:
		c.address(s.Array, s.Off, p)
		c.access(s.Array, s.Off, ir.Bits(s.Dst.T)/8, p, "read")
	case *ir.Store:
		c.address(s.Array, s.Off, p)
		c.uses(s.Val, p)
		c.access(s.Array, s.Off, ir.Bits(s.Val.Type())/8, p, "written")
		if c.opts.IsElemArray(s.Array) {
			if c.isData(s.Val) {
				c.violate(p, "%s is stored into %s, an array of %s; a generic kernel may store only %s values (array elements, OPERATOR results, IDENTITY) there",
					c.describe(s.Val), s.Array.Name, T, T)
			}
		} else if c.isElem(s.Val) {
			c.violate(p, "a %s value is stored into %s, an array of %s, not of %s", T, s.Array.Name, typeOf(s.Array), T)
		}
	case *ir.Atomic:
		c.address(s.Array, s.Off, p)
		c.noteArray(s.Array)
		if c.opts.IsElemArray(s.Array) {
			c.violate(p, "an atomic %s is applied to %s, an array of %s", s.Op, s.Array.Name, T)
		}
		for _, a := range s.Args {
			if c.isElem(a) {
				c.violate(p, "a %s value is an argument of %s", T, s.Op)
			}
			c.uses(a, p)
		}
	case *ir.Call:
		for _, a := range s.Args {
			if r, ok := a.(*ir.ArrayRef); ok {
				c.address(r.Array, r.Offset, p)
				if c.opts.IsElemArray(r.Array) {
					c.violate(p, "%s, an array of %s, is passed to %s, which was not inlined (the generic check needs the whole kernel inlined)", r.Array.Name, T, s.Callee.Name)
				}
				continue
			}
			if c.isElem(a) {
				c.violate(p, "a %s value is passed to %s, which was not inlined (the generic check needs the whole kernel inlined)", T, s.Callee.Name)
			}
			c.uses(a, p)
		}
	case *ir.Annot:
		switch s.Kind {
		case ir.AnnotAssume, ir.AnnotRequires, ir.AnnotGlobalRequires, ir.AnnotAxiom:
			for _, a := range s.Args {
				if mentionsElem(c, a) {
					c.violate(p, "the %s annotation constrains %s values; a generic kernel may not assume anything about them", s.Kind, T)
				}
			}
		}
	}
}

// mentionsElem reports whether any subexpression may be an element value,
// looking through the annotation-only variables an annotation reads.
func mentionsElem(c *checker, e ir.Expr) bool {
	found := false
	seen := map[*ir.Var]bool{}
	var walk func(ir.Expr)
	walk = func(e ir.Expr) {
		ir.WalkExpr(e, func(x ir.Expr) {
			switch x := x.(type) {
			case *ir.VarRef:
				if c.exprKind(x)&kElem != 0 {
					found = true
				}
				if a, ok := c.def[x.V].(*ir.Assign); ok && x.V.Spec && !seen[x.V] {
					seen[x.V] = true
					walk(a.Src)
				}
			case *ir.FuncApp:
				if c.exprKind(x)&kElem != 0 {
					found = true
				}
			case *ir.Read:
				if c.opts.IsElemArray(x.Array) {
					found = true
				}
			}
		})
	}
	walk(e)
	return found
}

func (c *checker) checkPhi(phi *ir.Phi) {
	var k kind
	mixedIn := false
	for _, in := range phi.In {
		ki := c.exprKind(in.Val)
		k |= ki
		mixedIn = mixedIn || ki == kBoth
	}
	if k != kBoth || mixedIn {
		return
	}
	p := phi.Pos
	var data ir.Expr
	for _, in := range phi.In {
		if c.exprKind(in.Val) == kData {
			data = in.Val
			if r, ok := in.Val.(*ir.VarRef); ok && !p.IsValid() {
				p = c.defPos[r.V]
			}
			break
		}
	}
	if !p.IsValid() {
		p = c.useAt[phi.Dst]
	}
	T := c.opts.typeName()
	c.violate(p, "variable %s holds both %s values and %s; a %s variable may hold only %s values (array elements, OPERATOR results, IDENTITY)",
		baseName(phi.Dst.Name), T, c.describe(data), T, T)
}

func (c *checker) checkTerm(t ir.Term) {
	p := t.Position()
	for _, e := range ir.TermExprs(t) {
		c.uses(e, p)
	}
	switch t := t.(type) {
	case *ir.Branch:
		if c.isElem(t.Cond) {
			c.violate(p, "the branch condition is a %s value", c.opts.typeName())
		}
	case *ir.Switch:
		if c.isElem(t.X) {
			c.violate(p, "a switch selects on a %s value", c.opts.typeName())
		}
	case *ir.Return:
		if t.Val != nil && c.isElem(t.Val) {
			c.violate(p, "a %s value is returned from %s, which was not inlined", c.opts.typeName(), c.f.Name)
		}
	}
}

// describe says in words what a value that is not (only) an element is.
func (c *checker) describe(e ir.Expr) string {
	switch e := e.(type) {
	case nil:
		return "other values"
	case *ir.Const:
		return fmt.Sprintf("the integer constant %d", e.Val)
	case *ir.BoolConst, *ir.FloatConst:
		return "a constant"
	case *ir.VarRef:
		name := baseName(e.V.Name)
		if c.exprKind(e) == kBoth {
			return name + ", which may hold a value that is not a " + c.opts.typeName() + " value"
		}
		switch d := c.def[e.V].(type) {
		case *ir.Assign:
			if r, ok := d.Src.(*ir.VarRef); !ok || r.V != e.V {
				return c.describe(d.Src)
			}
		case *ir.Load:
			return fmt.Sprintf("a value read from %s, an array of %s", d.Array.Name, typeOf(d.Array))
		case *ir.Atomic:
			return "the result of " + d.Op.String()
		case *ir.Call:
			return "the result of " + d.Callee.Name
		}
		for _, p := range c.f.Params {
			if p.Var == e.V {
				return "the parameter " + p.Name
			}
		}
		return "the value of " + name
	case *ir.Binary, *ir.Unary:
		return "the result of arithmetic"
	case *ir.Cast:
		return "the result of a conversion"
	case *ir.Builtin:
		return "a work-item id"
	}
	return "a value that is not an element"
}

// baseName strips the ".N" suffix that makes SSA names unique.
func baseName(s string) string {
	if i := strings.IndexByte(s, '.'); i > 0 {
		return s[:i]
	}
	return s
}

func typeOf(a *ir.Array) string {
	if a.TypeName != "" {
		return a.TypeName
	}
	if a.Elem != nil {
		return a.Elem.String()
	}
	return "unknown type"
}

func builtinName(s string) string {
	if i := strings.IndexByte(s, '_'); i > 0 {
		return s[:i]
	}
	return s
}

var cOps = map[ir.BinOp]string{
	ir.Add: "+", ir.Sub: "-", ir.Mul: "*", ir.UDiv: "/", ir.SDiv: "/", ir.URem: "%", ir.SRem: "%",
	ir.Shl: "<<", ir.LShr: ">>", ir.AShr: ">>", ir.And: "&", ir.Or: "|", ir.Xor: "^",
	ir.Eq: "==", ir.Ne: "!=", ir.Ult: "<", ir.Ule: "<=", ir.Ugt: ">", ir.Uge: ">=",
	ir.Slt: "<", ir.Sle: "<=", ir.Sgt: ">", ir.Sge: ">=",
}

// cOp names an operator as C spells it.
func cOp(e ir.Expr) string {
	switch e := e.(type) {
	case *ir.Binary:
		return "operator " + cOps[e.Op]
	case *ir.Unary:
		return e.Op.String()
	}
	return "?"
}
