package genericity

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Reads of memory nobody wrote. Theorem 4.5 (POPL14) is about programs
// whose every read returns a value the program or its input produced; a
// read of memory no work item wrote returns whatever the memory held, and
// the device compiler may treat it as undefined and fold it to anything.
// `bvgen check` makes such reads of TYPE memory visible at run time (the
// interval test fills that memory with "unwritten" codes, package
// interval); the two checks here cover what that cannot see, on the
// kernel compiled from the filled source:
//
//   - Undefined: a value that may be undefined (a private variable that
//     may be read before it is written; the frontend havocs a fresh
//     variable named "undef" for it) that is used for anything but being
//     copied on: as an element value, a branch condition, an address, a
//     stored value, an argument. Path-insensitive, so conservative: a
//     variable assigned and used under the same condition is reported.
//     Once the interval test's fill gave every private TYPE variable an
//     initialiser, what is left is a non-TYPE variable (whose garbage
//     value would steer control flow or addresses) or a TYPE variable
//     the fill did not recognise.
//   - LocalReads: a read of a __local array whose elements are not TYPE:
//     the fill cannot make such values visible, so check does not accept
//     kernels that read them.

// isUndef reports whether v is a value the frontend made for an undefined
// LLVM value (undef or poison): a havocked variable named "undef".
func isUndef(v *ir.Var, def map[*ir.Var]ir.Stmt) bool {
	_, havoc := def[v].(*ir.Havoc)
	return havoc && (v.Name == "undef" || strings.HasPrefix(v.Name, "undef."))
}

// Undefined lists the uses of values that may be undefined, one per
// statement, sorted by position.
func Undefined(f *ir.Function) []Violation {
	def := map[*ir.Var]ir.Stmt{}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			if v := ir.Defined(s); v != nil {
				def[v] = s
			}
		}
	}
	// origin names the source variable a tainted value came from (the
	// first named phi or copy of an undefined value).
	origin := map[*ir.Var]string{}
	tainted := func(e ir.Expr) (string, bool) {
		name, found := "", false
		ir.WalkExpr(e, func(x ir.Expr) {
			if r, ok := x.(*ir.VarRef); ok && !found {
				if isUndef(r.V, def) {
					name, found = "", true
				} else if o, ok := origin[r.V]; ok {
					name, found = o, true
				}
			}
		})
		return name, found
	}
	taint := func(dst *ir.Var, from string) bool {
		if _, ok := origin[dst]; ok {
			return false
		}
		if from == "" && !strings.HasPrefix(dst.Name, "undef") && !temporary.MatchString(dst.Name) {
			from, _, _ = strings.Cut(dst.Name, ".")
		}
		origin[dst] = from
		return true
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, phi := range b.Phis {
				for _, in := range phi.In {
					if o, ok := tainted(in.Val); ok {
						changed = taint(phi.Dst, o) || changed
					}
				}
			}
			for _, s := range b.Stmts {
				if a, ok := s.(*ir.Assign); ok {
					if o, ok := tainted(a.Src); ok {
						changed = taint(a.Dst, o) || changed
					}
				}
			}
		}
	}
	var out []Violation
	report := func(p ir.Pos, e ir.Expr, use string) bool {
		o, ok := tainted(e)
		if !ok {
			return false
		}
		what := "a value that may be undefined (a variable that may be read before it is written)"
		if o != "" {
			what = fmt.Sprintf("the variable %s, which may be read before it is written,", o)
		}
		out = append(out, Violation{Kind: diag.UnwrittenRead, Pos: p, Msg: fmt.Sprintf("undefined value: %s is used as %s; bvgen check proves scans correct only when no result can depend on an undefined value: initialise it where it is declared", what, use)})
		return true
	}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			switch s := s.(type) {
			case *ir.Assign, *ir.Annot:
				continue // copies propagate; annotations are checked, not executed
			case *ir.Load:
				report(s.Pos, s.Off, "an address")
				continue
			case *ir.Store:
				if !report(s.Pos, s.Off, "an address") {
					report(s.Pos, s.Val, "a stored value")
				}
				continue
			}
			for _, e := range ir.StmtExprs(s) {
				if report(s.Position(), e, "an operand") {
					break
				}
			}
		}
		if b.Term != nil {
			for _, e := range ir.TermExprs(b.Term) {
				if report(b.Term.Position(), e, "a branch condition or result") {
					break
				}
			}
		}
	}
	sortByPos(out)
	return out
}

// LocalReads lists the reads of __local arrays whose elements are not of
// the element type, one per array.
func LocalReads(f *ir.Function, opts Options) []Violation {
	var out []Violation
	seen := map[*ir.Array]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			var a *ir.Array
			var p ir.Pos
			switch s := s.(type) {
			case *ir.Load:
				a, p = s.Array, s.Pos
			case *ir.Atomic:
				a, p = s.Array, s.Pos
			}
			if a == nil || a.Space != ir.Local || opts.IsElemArray(a) || seen[a] {
				continue
			}
			seen[a] = true
			out = append(out, Violation{Kind: diag.UnwrittenRead, Pos: p, Msg: fmt.Sprintf("reads the __local array %s, whose elements are %s, not %s: "+
				"bvgen check shows that no result depends on __local memory nobody wrote only for arrays of %[3]s (docs/check.md, \"Unwritten memory\")",
				a.Name, typeNameOf(a), opts.typeName())})
		}
	}
	sortByPos(out)
	return out
}

func typeNameOf(a *ir.Array) string {
	if a.TypeName != "" {
		return a.TypeName
	}
	return a.Elem.String()
}

// temporary matches the names of the frontend's unnamed values.
var temporary = regexp.MustCompile(`^t\d+$`)
