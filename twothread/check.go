package twothread

import (
	"fmt"

	bpl "github.com/bvgen/bvgen/boogie"
)

// checkProgram is the checker after the reduction: every identifier the
// program uses is declared (a global, constant, function, parameter or
// local), and no local shadows a global. Boogie would reject such a
// program too, but later and with a message about generated code.
func checkProgram(st *state) error {
	globals := map[string]bool{}
	funcs := map[string]bool{}
	for _, d := range st.prog.Decls {
		switch d := d.(type) {
		case *bpl.ConstDecl:
			globals[d.Name] = true
		case *bpl.VarDecl:
			globals[d.Name] = true
		case *bpl.Function:
			funcs[d.Name] = true
		}
	}
	for _, d := range st.prog.Decls {
		switch d := d.(type) {
		case *bpl.Axiom:
			if err := checkExpr(d.Expr, globals, funcs, nil); err != nil {
				return fmt.Errorf("axiom: %v", err)
			}
		case *bpl.Procedure:
			scope := map[string]bool{}
			for _, v := range append(append([]bpl.Var(nil), d.In...), d.Out...) {
				scope[v.Name] = true
			}
			if d.Body != nil {
				for _, v := range d.Body.Locals {
					if globals[v.Name] {
						return fmt.Errorf("procedure %s: local %s shadows a global", d.Name, v.Name)
					}
					scope[v.Name] = true
				}
				if err := checkStmts(d.Body.Stmts, globals, funcs, scope); err != nil {
					return fmt.Errorf("procedure %s: %v", d.Name, err)
				}
			}
		}
	}
	return nil
}

func checkStmts(ss []bpl.Stmt, g, f, l map[string]bool) error {
	name := func(n string) error {
		if !g[n] && !l[n] {
			return fmt.Errorf("undeclared variable %s", n)
		}
		return nil
	}
	for _, s := range ss {
		var es []bpl.Expr
		switch s := s.(type) {
		case *bpl.Assign:
			es = append(append(es, s.Lhs...), s.Rhs...)
		case *bpl.Assume:
			es = append(es, s.Cond)
		case *bpl.Assert:
			es = append(es, s.Cond)
		case *bpl.Havoc:
			for _, v := range s.Vars {
				if err := name(v); err != nil {
					return err
				}
			}
		case *bpl.If:
			if s.Cond != nil {
				es = append(es, s.Cond)
			}
			if err := checkStmts(s.Then, g, f, l); err != nil {
				return err
			}
			if err := checkStmts(s.Else, g, f, l); err != nil {
				return err
			}
		case *bpl.While:
			if s.Cond != nil {
				es = append(es, s.Cond)
			}
			for _, inv := range s.Invariants {
				es = append(es, inv.Cond)
			}
			if err := checkStmts(s.Body, g, f, l); err != nil {
				return err
			}
		case *bpl.Call:
			es = append(es, s.Args...)
		}
		for _, e := range es {
			if err := checkExpr(e, g, f, l); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkExpr(e bpl.Expr, g, f, l map[string]bool) error {
	var err error
	var walk func(bpl.Expr)
	walk = func(e bpl.Expr) {
		if err != nil || e == nil {
			return
		}
		switch e := e.(type) {
		case *bpl.Ident:
			if !g[e.Name] && !l[e.Name] {
				err = fmt.Errorf("undeclared identifier %s", e.Name)
			}
		case *bpl.Apply:
			if !f[e.Func] {
				err = fmt.Errorf("undeclared function %s", e.Func)
			}
			for _, a := range e.Args {
				walk(a)
			}
		case *bpl.Unary:
			walk(e.X)
		case *bpl.Binary:
			walk(e.L)
			walk(e.R)
		case *bpl.Select:
			walk(e.Map)
			for _, x := range e.Index {
				walk(x)
			}
		case *bpl.Store:
			walk(e.Map)
			for _, x := range e.Index {
				walk(x)
			}
			walk(e.Val)
		case *bpl.Extract:
			walk(e.X)
		case *bpl.IfThenElse:
			walk(e.Cond)
			walk(e.Then)
			walk(e.Else)
		case *bpl.Old:
			walk(e.X)
		case *bpl.Quant:
			inner := map[string]bool{}
			for k := range l {
				inner[k] = true
			}
			for _, v := range e.Vars {
				inner[v.Name] = true
			}
			err = checkExpr(e.Body, g, f, inner)
		}
	}
	walk(e)
	return err
}
