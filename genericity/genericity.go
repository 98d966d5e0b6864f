package genericity

import (
	"fmt"
	"sort"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Options configure a check.
type Options struct {
	// ElemType is the source name of the element type in the compile
	// being checked, e.g. "__bvgen_elem32": arrays whose ir.Array.TypeName
	// is ElemType are the TYPE arrays.
	ElemType string
	// TypeName is how messages call the element type; default "TYPE".
	TypeName string
}

func (o Options) typeName() string {
	if o.TypeName == "" {
		return "TYPE"
	}
	return o.TypeName
}

// Violation is one way in which a kernel is not generic.
type Violation struct {
	// Kind is the rule's: diag.NotGeneric for genericity, and
	// diag.UnwrittenRead for the rules that a result cannot depend on
	// memory nobody wrote (UnfilledLocals, Undefined, LocalReads).
	Kind diag.Kind
	Pos  ir.Pos
	Msg  string
}

// Diagnostic is the violation as bvgen reports it.
func (v Violation) Diagnostic() diag.Diagnostic {
	return diag.Diagnostic{Kind: v.Kind, Pos: v.Pos, Msg: v.Msg}
}

// Error renders "file:line:col: error: not generic: MSG".
func (v Violation) Error() string {
	return v.Pos.Error(v.Msg)
}

// Result is the outcome of checking one kernel.
type Result struct {
	Kernel     *ir.Function
	ElemArrays []*ir.Array // the TYPE arrays the kernel accesses, in first-access order
	Operators  int         // number of OPERATOR applications
	Violations []Violation // sorted by position; empty when the kernel is generic
}

// Generic reports whether no violation was found.
func (r *Result) Generic() bool { return len(r.Violations) == 0 }

// IsElemArray reports whether a is an array of the element type.
func (o Options) IsElemArray(a *ir.Array) bool {
	return a != nil && o.ElemType != "" && a.TypeName == o.ElemType
}

// Check checks every kernel of the module.
func Check(m *ir.Module, opts Options) []*Result {
	var out []*Result
	for _, k := range m.Kernels {
		out = append(out, CheckFunction(k, opts))
	}
	return out
}

// kind is a set of roles a value may play: element, non-element (data),
// or neither (an undefined value, compatible with both).
type kind uint8

const (
	kElem kind = 1 << iota
	kData
	kBoth = kElem | kData
)

type checker struct {
	opts   Options
	f      *ir.Function
	kinds  map[*ir.Var]kind
	defPos map[*ir.Var]ir.Pos
	useAt  map[*ir.Var]ir.Pos // first statement that uses a variable
	def    map[*ir.Var]ir.Stmt
	tz     *alignment
	res    *Result
	seen   map[string]bool
	arrays map[*ir.Array]bool
}

// CheckFunction checks one kernel (after inlining; a helper call that
// receives element values or TYPE arrays is a violation).
func CheckFunction(f *ir.Function, opts Options) *Result {
	c := &checker{opts: opts, f: f, kinds: map[*ir.Var]kind{}, defPos: map[*ir.Var]ir.Pos{},
		useAt: map[*ir.Var]ir.Pos{}, def: map[*ir.Var]ir.Stmt{}, res: &Result{Kernel: f}, seen: map[string]bool{}, arrays: map[*ir.Array]bool{}}
	for _, p := range f.Params {
		if p.Var != nil {
			c.kinds[p.Var] = kData
		}
	}
	c.positions()
	c.classify()
	c.tz = newAlignment(f)
	for _, b := range f.Blocks {
		for _, phi := range b.Phis {
			c.checkPhi(phi)
		}
		for _, s := range b.Stmts {
			c.checkStmt(s)
		}
		if b.Term != nil {
			c.checkTerm(b.Term)
		}
	}
	sortByPos(c.res.Violations)
	return c.res
}

// sortByPos sorts violations by line and column (stable).
func sortByPos(vs []Violation) {
	sort.SliceStable(vs, func(i, j int) bool {
		a, b := vs[i].Pos, vs[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// positions records where each variable is defined and first used.
func (c *checker) positions() {
	for _, b := range c.f.Blocks {
		for _, phi := range b.Phis {
			c.defPos[phi.Dst] = phi.Pos
		}
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil {
				c.defPos[v] = s.Position()
				c.def[v] = s
			}
			for _, e := range ir.StmtExprs(s) {
				c.noteUses(e, s.Position())
			}
		}
		if b.Term != nil {
			for _, e := range ir.TermExprs(b.Term) {
				c.noteUses(e, b.Term.Position())
			}
		}
	}
}

func (c *checker) noteUses(e ir.Expr, p ir.Pos) {
	ir.WalkExpr(e, func(x ir.Expr) {
		if r, ok := x.(*ir.VarRef); ok {
			if _, seen := c.useAt[r.V]; !seen && p.IsValid() {
				c.useAt[r.V] = p
			}
		}
	})
}

// exprKind is the role of an expression's value under the current
// classification of variables.
func (c *checker) exprKind(e ir.Expr) kind {
	switch e := e.(type) {
	case *ir.VarRef:
		return c.kinds[e.V]
	case *ir.FuncApp:
		if e.Name == ir.OperatorFn || e.Name == ir.IdentityFn {
			return kElem
		}
	case *ir.Select:
		return c.exprKind(e.X) | c.exprKind(e.Y)
	}
	return kData
}

// classify computes the least fixed point of variable roles.
func (c *checker) classify() {
	for changed := true; changed; {
		changed = false
		set := func(v *ir.Var, k kind) {
			if old := c.kinds[v]; old|k != old {
				c.kinds[v] = old | k
				changed = true
			}
		}
		for _, b := range c.f.Blocks {
			for _, phi := range b.Phis {
				for _, in := range phi.In {
					set(phi.Dst, c.exprKind(in.Val))
				}
			}
			for _, s := range b.Stmts {
				switch s := s.(type) {
				case *ir.Assign:
					set(s.Dst, c.exprKind(s.Src))
				case *ir.Load:
					if c.opts.IsElemArray(s.Array) {
						set(s.Dst, kElem)
					} else {
						set(s.Dst, kData)
					}
				case *ir.Atomic:
					set(s.Dst, kData)
				case *ir.Call:
					if s.Dst != nil {
						set(s.Dst, kData)
					}
				}
			}
		}
	}
}

// violate records a violation once per position and message.
func (c *checker) violate(p ir.Pos, format string, args ...any) {
	msg := "not generic: " + fmt.Sprintf(format, args...)
	key := p.String() + "\x00" + msg
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	c.res.Violations = append(c.res.Violations, Violation{Kind: diag.NotGeneric, Pos: p, Msg: msg})
}

func (c *checker) noteArray(a *ir.Array) {
	if c.opts.IsElemArray(a) && !c.arrays[a] {
		c.arrays[a] = true
		c.res.ElemArrays = append(c.res.ElemArrays, a)
	}
}

// isElem reports whether an expression is an element value. A value that
// may be both (kBoth) is not reported again where it is used: the place
// where an element and a non-element value merged already was.
func (c *checker) isElem(e ir.Expr) bool { return c.exprKind(e) == kElem }

// isData reports whether an expression is a non-element value (see isElem).
func (c *checker) isData(e ir.Expr) bool { return c.exprKind(e) == kData }

// Widths are the element widths (in bits) of the abstract instantiations
// the CLI checks: a pointer cast to a scalar type of any width changes the
// access width in at least one of them.
var Widths = []int{32, 64}

// Names are the macros a generic kernel leaves to its caller, in the order
// of AbstractDefines.
var Names = []string{"TYPE", "OPERATOR", "IDENTITY"}

// AbstractDefines are the -D options that instantiate a generic kernel's
// TYPE, OPERATOR and IDENTITY abstractly, with a TYPE of the given width
// (32 or 64), using the declarations of frontend/bvgen.h.
func AbstractDefines(bits int) []string {
	return []string{
		fmt.Sprintf("TYPE=__bvgen_elem%d", bits),
		"OPERATOR(a,b)=" + ir.OperatorFn + "(a,b)",
		fmt.Sprintf("IDENTITY=%s%d()", ir.IdentityFn, bits),
	}
}

// AbstractOptions are the options for checking a module compiled with
// AbstractDefines(bits).
func AbstractOptions(bits int) Options {
	return Options{ElemType: fmt.Sprintf("__bvgen_elem%d", bits)}
}
