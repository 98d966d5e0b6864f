package ir

import (
	"fmt"
	"strings"
)

// Print returns the deterministic text form of a module: arrays, axioms,
// then each function. Every statement is followed by its source position.
func Print(m *Module) string {
	var b strings.Builder
	fmt.Fprintf(&b, "; module %s\n", m.File)
	for _, a := range m.Arrays {
		fmt.Fprintf(&b, "array %s\n", arrayDecl(a))
	}
	for _, a := range m.Axioms {
		fmt.Fprintf(&b, "%s%s\n", StmtString(a), posSuffix(a.Pos, m.File))
	}
	for _, f := range m.Functions {
		b.WriteString("\n")
		printFunc(&b, f)
	}
	for _, f := range m.Kernels {
		b.WriteString("\n")
		printFunc(&b, f)
	}
	return b.String()
}

// PrintFunction returns the text form of one function.
func PrintFunction(f *Function) string {
	var b strings.Builder
	printFunc(&b, f)
	return b.String()
}

func arrayDecl(a *Array) string {
	dims := ""
	for _, d := range a.Dims {
		dims += fmt.Sprintf("[%d]", d)
	}
	if a.Dims == nil {
		dims = "[*]"
	}
	return fmt.Sprintf("%s %s %s%s (%d-byte elements) ; %s", a.Space, elemName(a), a.Name, dims, a.ElemBytes, a.Pos)
}

func printFunc(b *strings.Builder, f *Function) {
	kind := "func"
	if f.Kernel {
		kind = "kernel"
	}
	var ps []string
	for _, p := range f.Params {
		if p.Array != nil {
			ps = append(ps, fmt.Sprintf("%s %s *%s%s", p.Array.Space, elemName(p.Array), p.Name, paramElemBytes(p.Array)))
		} else {
			ps = append(ps, fmt.Sprintf("%s %s", p.Var.T, p.Var.Name))
		}
	}
	res := ""
	if f.Result != nil {
		res = " " + f.Result.String()
	}
	fmt.Fprintf(b, "%s %s(%s)%s ; %s\n", kind, f.Name, strings.Join(ps, ", "), res, f.Pos)
	for _, a := range f.Arrays {
		fmt.Fprintf(b, "  array %s\n", arrayDecl(a))
	}
	for _, l := range f.Loops {
		fmt.Fprintf(b, "  loop %s\n", loopString(l))
	}
	for _, blk := range f.Blocks {
		fmt.Fprintf(b, "%s:\n", blk.Name)
		for _, p := range blk.Phis {
			var ins []string
			for _, in := range p.In {
				ins = append(ins, fmt.Sprintf("%s: %s", in.Pred.Name, ExprString(in.Val)))
			}
			fmt.Fprintf(b, "  %s:%s = phi [%s]%s\n", p.Dst.Name, p.Dst.T, strings.Join(ins, ", "), posSuffix(p.Pos, f.Pos.File))
		}
		for _, s := range blk.Stmts {
			fmt.Fprintf(b, "  %s%s\n", StmtString(s), posSuffix(s.Position(), f.Pos.File))
		}
		if blk.Term != nil {
			fmt.Fprintf(b, "  %s%s\n", TermString(blk.Term), posSuffix(blk.Term.Position(), f.Pos.File))
		}
	}
}

// posSuffix is " ; line:col" for a position in file (the file of the
// enclosing function or module), " ; file:line:col" for one in another file.
func posSuffix(p Pos, file string) string {
	if !p.IsValid() {
		return ""
	}
	if p.File != file {
		return " ; " + p.String()
	}
	return fmt.Sprintf(" ; %d:%d", p.Line, p.Col)
}

// paramElemBytes is " (N-byte elements)" for a pointer parameter whose
// element size is not the natural size of its element type (a struct, say),
// and "" otherwise.
func paramElemBytes(a *Array) string {
	if a.Elem != nil && a.ElemBytes == naturalBytes(a.Elem) {
		return ""
	}
	return fmt.Sprintf(" (%d-byte elements)", a.ElemBytes)
}

// naturalBytes is the size in memory of a value of type t: a power of two
// bytes for integers (bools are bytes), the width for floats.
func naturalBytes(t Type) int {
	switch t := t.(type) {
	case *IntType:
		n := 1
		for n*8 < t.Bits {
			n *= 2
		}
		return n
	case *FloatType:
		return t.Bits / 8
	case *BoolType:
		return 1
	}
	return 4
}

// StmtString returns the text form of a statement without its position.
func StmtString(s Stmt) string {
	switch s := s.(type) {
	case *Assign:
		return fmt.Sprintf("%s:%s = %s", s.Dst.Name, s.Dst.T, ExprString(s.Src))
	case *Load:
		return fmt.Sprintf("%s:%s = load %s%s[%s]", s.Dst.Name, s.Dst.T, asyncPrefix(s.Async), s.Array.Name, ExprString(s.Off))
	case *Store:
		return fmt.Sprintf("store %s%s[%s] = %s", asyncPrefix(s.Async), s.Array.Name, ExprString(s.Off), ExprString(s.Val))
	case *AsyncEvent:
		return fmt.Sprintf("%s:%s = async_event(%s)", s.Dst.Name, s.Dst.T, exprList(append([]Expr{s.Join}, s.Uniform...)))
	case *AsyncWait:
		return fmt.Sprintf("async_wait(%s)", exprList(s.Events))
	case *Atomic:
		args := []string{fmt.Sprintf("%s[%s]", s.Array.Name, ExprString(s.Off))}
		for _, a := range s.Args {
			args = append(args, ExprString(a))
		}
		return fmt.Sprintf("%s:%s = %s %s", s.Dst.Name, s.Dst.T, s.Op, strings.Join(args, ", "))
	case *Call:
		call := fmt.Sprintf("call %s(%s)", s.Callee.Name, exprList(s.Args))
		if s.Dst != nil {
			return fmt.Sprintf("%s:%s = %s", s.Dst.Name, s.Dst.T, call)
		}
		return call
	case *Barrier:
		if s.Flags != nil {
			return fmt.Sprintf("barrier(flags %s)", ExprString(s.Flags))
		}
		var fs []string
		if s.LocalFence {
			fs = append(fs, "local")
		}
		if s.GlobalFence {
			fs = append(fs, "global")
		}
		return fmt.Sprintf("barrier(%s)", strings.Join(fs, "|"))
	case *Annot:
		return fmt.Sprintf("%s(%s)", s.Kind, exprList(s.Args))
	case *Havoc:
		return fmt.Sprintf("havoc %s:%s", s.Dst.Name, s.Dst.T)
	}
	panic(fmt.Sprintf("ir.StmtString: unknown statement %T", s))
}

// TermString returns the text form of a terminator without its position.
func TermString(t Term) string {
	switch t := t.(type) {
	case *Jump:
		return "goto " + t.Target.Name
	case *Branch:
		return fmt.Sprintf("if %s goto %s else %s", ExprString(t.Cond), t.Then.Name, t.Else.Name)
	case *Switch:
		var cs []string
		for _, c := range t.Cases {
			cs = append(cs, fmt.Sprintf("%d: %s", c.Val, c.Target.Name))
		}
		return fmt.Sprintf("switch %s [%s] default %s", ExprString(t.X), strings.Join(cs, ", "), t.Default.Name)
	case *Return:
		if t.Val == nil {
			return "return"
		}
		return "return " + ExprString(t.Val)
	case *Unreachable:
		return "unreachable"
	}
	panic(fmt.Sprintf("ir.TermString: unknown terminator %T", t))
}

func exprList(es []Expr) string {
	var ss []string
	for _, e := range es {
		ss = append(ss, ExprString(e))
	}
	return strings.Join(ss, ", ")
}

// ExprString returns the text form of an expression, fully parenthesised
// below the top level so that it is unambiguous without precedence rules.
func ExprString(e Expr) string { return exprString(e, true) }

func exprString(e Expr, top bool) string {
	paren := func(s string) string {
		if top {
			return s
		}
		return "(" + s + ")"
	}
	switch e := e.(type) {
	case *Const:
		return fmt.Sprintf("%d:%s", e.Val, e.T)
	case *BoolConst:
		if e.Val {
			return "true"
		}
		return "false"
	case *FloatConst:
		return fmt.Sprintf("0x%x:%s", e.Bits, e.T)
	case *VarRef:
		return e.V.Name
	case *Unary:
		return e.Op.String() + exprString(e.X, false)
	case *Binary:
		return paren(exprString(e.X, false) + " " + e.Op.String() + " " + exprString(e.Y, false))
	case *Cast:
		return fmt.Sprintf("%s(%s) to %s", e.Op, exprString(e.X, true), e.To)
	case *Select:
		return paren(fmt.Sprintf("%s ? %s : %s", exprString(e.Cond, false), exprString(e.X, false), exprString(e.Y, false)))
	case *Builtin:
		if !e.Fn.TakesDim() {
			return e.Fn.String() + "()"
		}
		return fmt.Sprintf("%s(%d)", e.Fn, e.Dim)
	case *FuncApp:
		return fmt.Sprintf("@%s(%s):%s", e.Name, exprList(e.Args), e.T)
	case *ArrayRef:
		return fmt.Sprintf("&%s[%s]", e.Array.Name, ExprString(e.Offset))
	case *AnnotExpr:
		if e.Fn == ReturnVal || e.Fn == Old {
			// Their type is not that of their name: say it.
			return fmt.Sprintf("%s(%s):%s", e.Fn, exprList(e.Args), e.T)
		}
		return fmt.Sprintf("%s(%s)", e.Fn, exprList(e.Args))
	case *Read:
		return fmt.Sprintf("%s[%s]:%s", e.Array.Name, ExprString(e.Off), e.T)
	}
	panic(fmt.Sprintf("ir.ExprString: unknown expression %T", e))
}

// elemName names an array's element type: the IR type of a scalar element,
// else its source spelling.
func elemName(a *Array) string {
	if a.Elem != nil {
		return a.Elem.String()
	}
	if a.TypeName != "" {
		return a.TypeName
	}
	return "aggregate"
}

// asyncPrefix is "async(e) " for a group access of an async copy.
func asyncPrefix(e Expr) string {
	if e == nil {
		return ""
	}
	return "async(" + ExprString(e) + ") "
}
