package boogie

import (
	"fmt"
	"strings"
)

// Print returns the Boogie text of a program. The output is a pure function
// of the AST: printing the same program twice gives the same bytes.
func Print(p *Program) string {
	text, _ := PrintWithMap(p)
	return text
}

// PrintWithMap prints a program and returns, for every printed line (1-based)
// that holds a *Procedure header, *Axiom, *Requires, *Ensures, *Invariant,
// *Assert, *Assume or *Call, the node printed there. Boogie reports errors
// at the line of such a node, so the map leads from an error back to the
// AST.
func PrintWithMap(p *Program) (text string, lines map[int]Node) {
	pr := newPrinter()
	prev := Decl(nil)
	for _, d := range p.Decls {
		if prev != nil && needsBlank(prev, d) {
			pr.line("")
		}
		pr.decl(d)
		prev = d
	}
	return pr.b.String(), pr.lines
}

// PrintDecl returns the Boogie text of one declaration.
func PrintDecl(d Decl) string {
	pr := newPrinter()
	pr.decl(d)
	return pr.b.String()
}

// PrintStmt returns the Boogie text of one statement, unindented; structured
// statements span several lines.
func PrintStmt(s Stmt) string {
	pr := newPrinter()
	pr.stmt(s)
	return pr.b.String()
}

// needsBlank groups declarations: a blank line separates declarations of
// different kinds and surrounds procedures and function definitions.
func needsBlank(prev, d Decl) bool {
	if _, ok := prev.(*Procedure); ok {
		return true
	}
	if _, ok := d.(*Procedure); ok {
		return true
	}
	if f, ok := prev.(*Function); ok && f.Body != nil {
		return true
	}
	if f, ok := d.(*Function); ok && f.Body != nil {
		return true
	}
	if _, ok := d.(*Comment); ok {
		return true
	}
	if _, ok := prev.(*Comment); ok {
		return false
	}
	return fmt.Sprintf("%T", prev) != fmt.Sprintf("%T", d)
}

type printer struct {
	b      strings.Builder
	lineNo int // number of lines written so far
	indent int
	lines  map[int]Node
}

func newPrinter() *printer {
	return &printer{lines: map[int]Node{}}
}

// line writes one indented line and returns its 1-based number.
func (p *printer) line(s string) int {
	if s != "" {
		p.b.WriteString(strings.Repeat("  ", p.indent))
		p.b.WriteString(s)
	}
	p.b.WriteByte('\n')
	p.lineNo++
	return p.lineNo
}

// mark writes a line and records that node n is printed on it.
func (p *printer) mark(n Node, s string) {
	p.lines[p.line(s)] = n
}

func (p *printer) comment(c *Comment) {
	for _, l := range strings.Split(c.Text, "\n") {
		p.line(strings.TrimRight("// "+l, " "))
	}
}

func attrs(as []*Attr) string {
	var b strings.Builder
	writeAttrs(&b, as)
	return b.String()
}

func typeStr(t Type) string { return PrintType(t) }

func exprStr(e Expr) string { return PrintExpr(e) }

func varsStr(vs []Var) string {
	var b strings.Builder
	writeVars(&b, vs)
	return b.String()
}

func (p *printer) decl(d Decl) {
	switch d := d.(type) {
	case *TypeDecl:
		p.line("type" + attrs(d.Attrs) + " " + d.Name + ";")
	case *ConstDecl:
		u := ""
		if d.Unique {
			u = " unique"
		}
		p.line("const" + attrs(d.Attrs) + u + " " + d.Name + ": " + typeStr(d.Type) + ";")
	case *VarDecl:
		p.line("var" + attrs(d.Attrs) + " " + d.Name + ": " + typeStr(d.Type) + ";")
	case *Axiom:
		p.mark(d, "axiom"+attrs(d.Attrs)+" "+exprStr(d.Expr)+";")
	case *Function:
		s := "function" + attrs(d.Attrs) + " " + d.Name + "(" + varsStr(d.Params) + ") : " + typeStr(d.Result)
		if d.Body == nil {
			p.line(s + ";")
		} else {
			p.line(s + " { " + exprStr(d.Body) + " }")
		}
	case *Procedure:
		p.procedure(d)
	case *Comment:
		p.comment(d)
	default:
		panic(fmt.Sprintf("boogie: unknown declaration %T", d))
	}
}

func (p *printer) procedure(d *Procedure) {
	s := "procedure" + attrs(d.Attrs) + " " + d.Name + "(" + varsStr(d.In) + ")"
	if len(d.Out) > 0 {
		s += " returns (" + varsStr(d.Out) + ")"
	}
	if d.Body == nil {
		s += ";"
	}
	p.mark(d, s)
	p.indent++
	for _, r := range d.Requires {
		p.mark(r, free(r.Free)+"requires"+attrs(r.Attrs)+" "+exprStr(r.Cond)+";")
	}
	if len(d.Modifies) > 0 {
		p.line("modifies " + strings.Join(d.Modifies, ", ") + ";")
	}
	for _, e := range d.Ensures {
		p.mark(e, free(e.Free)+"ensures"+attrs(e.Attrs)+" "+exprStr(e.Cond)+";")
	}
	p.indent--
	if d.Body == nil {
		return
	}
	p.line("{")
	p.indent++
	for _, v := range d.Body.Locals {
		p.line("var " + varsStr([]Var{v}) + ";")
	}
	if len(d.Body.Locals) > 0 && (len(d.Body.Stmts) > 0 || len(d.Body.Blocks) > 0) {
		p.line("")
	}
	p.stmts(d.Body.Stmts)
	for i, blk := range d.Body.Blocks {
		if i > 0 || len(d.Body.Stmts) > 0 {
			p.line("")
		}
		// Labels stand out one level left of the block's statements.
		p.indent--
		p.line(blk.Label + ":")
		p.indent++
		p.stmts(blk.Stmts)
	}
	p.indent--
	p.line("}")
}

func free(f bool) string {
	if f {
		return "free "
	}
	return ""
}

func (p *printer) stmts(ss []Stmt) {
	for _, s := range ss {
		p.stmt(s)
	}
}

func (p *printer) stmt(s Stmt) {
	switch s := s.(type) {
	case *Assign:
		lhs := make([]string, len(s.Lhs))
		for i, l := range s.Lhs {
			lhs[i] = exprStr(l)
		}
		rhs := make([]string, len(s.Rhs))
		for i, r := range s.Rhs {
			rhs[i] = exprStr(r)
		}
		p.line(strings.Join(lhs, ", ") + " := " + strings.Join(rhs, ", ") + ";")
	case *Assume:
		p.mark(s, "assume"+attrs(s.Attrs)+" "+exprStr(s.Cond)+";")
	case *Assert:
		p.mark(s, "assert"+attrs(s.Attrs)+" "+exprStr(s.Cond)+";")
	case *Havoc:
		p.line("havoc " + strings.Join(s.Vars, ", ") + ";")
	case *Call:
		outs := ""
		if len(s.Outs) > 0 {
			outs = strings.Join(s.Outs, ", ") + " := "
		}
		var args strings.Builder
		writeExprList(&args, s.Args)
		p.mark(s, "call"+attrs(s.Attrs)+" "+outs+s.Proc+"("+args.String()+");")
	case *Goto:
		p.line("goto " + strings.Join(s.Labels, ", ") + ";")
	case *Return:
		p.line("return;")
	case *If:
		p.ifStmt(s, "")
		p.line("}")
	case *While:
		p.line("while (" + guard(s.Cond) + ")")
		p.indent++
		for _, inv := range s.Invariants {
			p.mark(inv, free(inv.Free)+"invariant"+attrs(inv.Attrs)+attrs(inv.Candidate.Attrs())+" "+exprStr(inv.Cond)+";")
		}
		p.indent--
		p.line("{")
		p.indent++
		p.stmts(s.Body)
		p.indent--
		p.line("}")
	case *Comment:
		p.comment(s)
	default:
		panic(fmt.Sprintf("boogie: unknown statement %T", s))
	}
}

// ifStmt prints an if statement without its closing brace, so an else-if
// chain can share one.
func (p *printer) ifStmt(s *If, prefix string) {
	p.line(prefix + "if (" + guard(s.Cond) + ") {")
	p.indent++
	p.stmts(s.Then)
	p.indent--
	if len(s.Else) == 0 {
		return
	}
	if elif, ok := s.Else[0].(*If); ok && len(s.Else) == 1 {
		p.ifStmt(elif, "} else ")
		return
	}
	p.line("} else {")
	p.indent++
	p.stmts(s.Else)
	p.indent--
}

// guard prints a loop or branch condition, nil being `*`.
func guard(e Expr) string {
	if e == nil {
		return "*"
	}
	return exprStr(e)
}
