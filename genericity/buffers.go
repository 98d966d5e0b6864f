package genericity

import (
	"fmt"
	"slices"

	"github.com/bvgen/bvgen/diag"
	"github.com/bvgen/bvgen/ir"
)

// Rules about a generic scan's buffers, beside the kernel's own
// genericity: the buffers bvgen check reads and writes are arrays of
// TYPE, and every __local array of TYPE is one the interval test can fill
// with unwritten codes.

// BufferViolation checks that kernel parameter name, the buffer a generic
// scan reads or writes as what ("input", "output", "TYPE"), is a pointer
// to TYPE; ok when it is.
func BufferViolation(k *ir.Function, opts Options, what, name string) (v Violation, ok bool) {
	for _, p := range k.Params {
		if p.Name != name {
			continue
		}
		if p.Array != nil && opts.IsElemArray(p.Array) {
			return Violation{}, true
		}
		typ := "a scalar"
		if p.Array != nil {
			typ = fmt.Sprintf("__%s %s *", p.Array.Space, p.Array.TypeName)
		}
		return Violation{Kind: diag.NotGeneric, Pos: k.Pos, Msg: fmt.Sprintf("not generic: the %s buffer %s is %s, not __global TYPE * (a generic scan reads and writes arrays of TYPE; define TYPE only under #ifndef TYPE so that bvgen can instantiate it)", what, name, typ)}, false
	}
	return Violation{Kind: diag.NotGeneric, Pos: k.Pos, Msg: fmt.Sprintf("not generic: kernel %s has no parameter %s for the %s buffer", k.Name, name, what)}, false
}

// UnfilledLocals lists the __local TYPE arrays of f that are not among
// filled, the arrays the interval test's rewrite fills with unwritten
// codes: a result read from one could depend on memory never written.
func UnfilledLocals(f *ir.Function, opts Options, filled []string) []Violation {
	var out []Violation
	seen := map[*ir.Array]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.Stmts {
			var a *ir.Array
			switch s := s.(type) {
			case *ir.Load:
				a = s.Array
			case *ir.Store:
				a = s.Array
			case *ir.Atomic:
				a = s.Array
			}
			if a == nil || a.Space != ir.Local || !opts.IsElemArray(a) || seen[a] || slices.Contains(filled, a.Name) {
				continue
			}
			seen[a] = true
			out = append(out, Violation{Kind: diag.UnwrittenRead, Pos: a.Pos, Msg: fmt.Sprintf("unwritten memory: bvgen did not recognise the declaration of the __local TYPE array %s, "+
				"so the interval test cannot fill it with unwritten codes: declare it as `__local TYPE %s[...];` at the top level of the kernel", a.Name, a.Name)})
		}
	}
	return out
}
