package boogie

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKeepBodies: the bodies keep rejects go, their declarations stay, p
// is unchanged; an inlined body that would go leaves no program.
func TestKeepBodies(t *testing.T) {
	body := func() *Body { return &Body{Stmts: []Stmt{&Assert{Cond: Id("x")}}} }
	a, b := &Procedure{Name: "a", Body: body()}, &Procedure{Name: "b", Body: body()}
	decl := &Procedure{Name: "d"}
	inline := &Procedure{Name: "i", Attrs: []*Attr{{Name: "inline"}}, Body: body()}
	for _, tc := range []struct {
		name   string
		p      *Program
		keep   string
		ok     bool
		bodies []string // procedures with bodies in the result
	}{
		{"one of two", &Program{Decls: []Decl{a, decl, b}}, "b", true, []string{"b"}},
		{"all kept", &Program{Decls: []Decl{a, b}}, "*", true, []string{"a", "b"}},
		{"an inlined body kept", &Program{Decls: []Decl{inline, a}}, "*", true, []string{"i", "a"}},
		{"an inlined body would go", &Program{Decls: []Decl{inline, a}}, "a", false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := Print(tc.p)
			q, ok := KeepBodies(tc.p, func(pr *Procedure) bool { return tc.keep == "*" || pr.Name == tc.keep })
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, before, Print(tc.p), "p changed")
			if !ok {
				assert.Nil(t, q)
				return
			}
			var bodies []string
			for _, d := range q.Decls {
				if pr, isProc := d.(*Procedure); isProc && pr.Body != nil {
					bodies = append(bodies, pr.Name)
				}
			}
			assert.Equal(t, tc.bodies, bodies)
			assert.Len(t, q.Decls, len(tc.p.Decls))
		})
	}
}

// TestProcedureAt: a line is in the procedure whose header is the last at
// or above it; none above, or a body-less one, is nil.
func TestProcedureAt(t *testing.T) {
	a := &Procedure{Name: "a", Body: &Body{Stmts: []Stmt{&Assert{Cond: Id("x")}}}}
	d := &Procedure{Name: "d"}
	b := &Procedure{Name: "b", Body: &Body{Stmts: []Stmt{&Assert{Cond: Id("y")}}}}
	_, lines := PrintWithMap(&Program{Decls: []Decl{&Axiom{Expr: Id("z")}, a, d, b}})
	at := map[Node]int{}
	for l, n := range lines {
		at[n] = l
	}
	assertA, assertB := a.Body.Stmts[0], b.Body.Stmts[0]
	for _, tc := range []struct {
		name string
		line int
		want *Procedure
	}{
		{"above every procedure", 1, nil},
		{"a's assertion", at[assertA], a},
		{"b's assertion", at[assertB], b},
		{"the body-less declaration", at[d], nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Same(t, tc.want, ProcedureAt(lines, tc.line))
		})
	}
}
