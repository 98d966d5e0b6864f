package ir

import (
	"strconv"
	"strings"
)

// This file parses the expressions and types that ExprString writes.

var (
	binOpByName  = map[string]BinOp{}
	castOpByName = map[string]CastOp{}
)

func init() {
	for i, n := range binOpNames {
		binOpByName[n] = BinOp(i)
	}
	for i, n := range castOpNames {
		castOpByName[n] = CastOp(i)
	}
}

// typ parses "i32", "bool", "f32" or "ptr(space)".
func (l *lexer) typ() (Type, error) {
	t, err := l.ident("a type")
	if err != nil {
		return nil, err
	}
	if t.text == "ptr" {
		if err := l.expect("("); err != nil {
			return nil, err
		}
		s, err := l.space()
		if err != nil {
			return nil, err
		}
		return &PtrType{Space: s}, l.expect(")")
	}
	if ty, ok := typeByName(t.text); ok {
		return ty, nil
	}
	return nil, l.errAt(t, "unknown type %q", t.text)
}

// typeByName maps the printed name of a scalar type to the type.
func typeByName(s string) (Type, bool) {
	if s == "bool" {
		return Bool, true
	}
	if len(s) < 2 || (s[0] != 'i' && s[0] != 'f') {
		return nil, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || n > 64 || strconv.Itoa(n) != s[1:] {
		return nil, false
	}
	if s[0] == 'i' {
		return Int(n), true
	}
	return Float(n), true
}

// space parses an address space name: "global", ..., "addrspace(5)".
func (l *lexer) space() (AddrSpace, error) {
	t, err := l.ident("an address space")
	if err != nil {
		return 0, err
	}
	if s, ok := spaceByName(t.text); ok {
		return s, nil
	}
	if t.text == "addrspace" {
		if err := l.expect("("); err != nil {
			return 0, err
		}
		n, err := l.number()
		if err != nil {
			return 0, err
		}
		return AddrSpace(n), l.expect(")")
	}
	return 0, l.errAt(t, "unknown address space %q", t.text)
}

// number parses a decimal or 0x-hexadecimal number.
func (l *lexer) number() (uint64, error) {
	t := l.peek()
	if t.kind != tNum {
		return 0, l.errAt(t, "expected a number, found %s", describe(t))
	}
	l.next()
	v, err := strconv.ParseUint(t.text, 0, 64)
	if err != nil {
		return 0, l.errAt(t, "bad number %q", t.text)
	}
	return v, nil
}

// expr parses an expression as ExprString writes it: an operand, or at the
// top level "x op y" or "c ? x : y" whose operands are parenthesised when
// compound.
func (l *lexer) expr() (Expr, error) {
	x, err := l.operand()
	if err != nil {
		return nil, err
	}
	t := l.peek()
	if t.kind != tPunct {
		return x, nil
	}
	if t.text == "?" {
		l.next()
		a, err := l.operand()
		if err != nil {
			return nil, err
		}
		if err := l.expect(":"); err != nil {
			return nil, err
		}
		b, err := l.operand()
		if err != nil {
			return nil, err
		}
		return &Select{Cond: x, X: a, Y: b}, nil
	}
	op, ok := binOpByName[t.text]
	if !ok {
		return x, nil
	}
	l.next()
	y, err := l.operand()
	if err != nil {
		return nil, err
	}
	return &Binary{Op: op, X: x, Y: y}, nil
}

// list parses items separated by ", " up to the closing text, which it
// consumes.
func (l *lexer) list(closing string, item func() error) error {
	for n := 0; !l.is(closing); n++ {
		if n > 0 {
			if err := l.expect(","); err != nil {
				return err
			}
		}
		if err := item(); err != nil {
			return err
		}
	}
	l.next()
	return nil
}

// exprList parses "e, e, ..." and the closing text.
func (l *lexer) exprList(closing string) ([]Expr, error) {
	var es []Expr
	err := l.list(closing, func() error {
		e, err := l.expr()
		es = append(es, e)
		return err
	})
	return es, err
}

// typed parses ":T".
func (l *lexer) typed() (Type, error) {
	if err := l.expect(":"); err != nil {
		return nil, err
	}
	return l.typ()
}

// operand parses an expression that needs no parentheses below the top
// level.
func (l *lexer) operand() (Expr, error) {
	t := l.peek()
	switch t.kind {
	case tNum:
		return l.constant()
	case tGlobal:
		l.next()
		if err := l.expect("("); err != nil {
			return nil, err
		}
		args, err := l.exprList(")")
		if err != nil {
			return nil, err
		}
		ty, err := l.typed()
		if err != nil {
			return nil, err
		}
		return &FuncApp{Name: t.text[1:], Args: args, T: ty}, nil
	case tIdent:
		return l.named()
	case tEOF:
		return nil, l.errAt(t, "expected an expression, found end of line")
	}
	l.next()
	switch t.text {
	case "(":
		e, err := l.expr()
		if err != nil {
			return nil, err
		}
		return e, l.expect(")")
	case "!", "-", "~":
		x, err := l.operand()
		if err != nil {
			return nil, err
		}
		op := map[string]UnOp{"!": Not, "-": Neg, "~": BitNot}[t.text]
		return &Unary{Op: op, X: x}, nil
	case "&":
		a, off, err := l.access()
		if err != nil {
			return nil, err
		}
		return &ArrayRef{Array: a, Offset: off}, nil
	}
	return nil, l.errAt(t, "expected an expression, found %s", describe(t))
}

// constant parses "5:i32" or "0x3f800000:f32".
func (l *lexer) constant() (Expr, error) {
	t := l.peek()
	v, err := l.number()
	if err != nil {
		return nil, err
	}
	tt := l.peekAt(1)
	ty, err := l.typed()
	if err != nil {
		return nil, err
	}
	hex := strings.HasPrefix(t.text, "0x")
	switch ty := ty.(type) {
	case *IntType:
		if !hex {
			return &Const{Val: v, T: ty}, nil
		}
	case *FloatType:
		if hex {
			return &FloatConst{Bits: v, T: ty}, nil
		}
	}
	return nil, l.errAt(tt, "a %s constant cannot have type %s", map[bool]string{true: "hexadecimal", false: "decimal"}[hex], ty)
}

// named parses an operand that starts with a name: true, false, a variable,
// a read "A[off]:T", a cast "zext(x) to T", a work-item function
// "get_local_id(0)" or a specification function "__other_int(x)".
func (l *lexer) named() (Expr, error) {
	t := l.next()
	switch {
	case t.text == "true" || t.text == "false":
		return &BoolConst{Val: t.text == "true"}, nil
	case l.is("[") && !l.peek().spaced:
		l.i--
		a, off, err := l.access()
		if err != nil {
			return nil, err
		}
		ty, err := l.typed()
		if err != nil {
			return nil, err
		}
		return &Read{Array: a, Off: off, T: ty}, nil
	case !l.is("("):
		if l.p.fn == nil {
			// A file-level axiom is closed: there is no function whose
			// variables it could name.
			return nil, l.errAt(t, "variable %q outside a function", t.text)
		}
		return &VarRef{V: l.p.useVar(t, l.line)}, nil
	}
	l.next()
	if op, ok := castOpByName[t.text]; ok {
		x, err := l.expr()
		if err != nil {
			return nil, err
		}
		if err := l.expect(")"); err != nil {
			return nil, err
		}
		if err := l.expect("to"); err != nil {
			return nil, err
		}
		ty, err := l.typ()
		if err != nil {
			return nil, err
		}
		return &Cast{Op: op, X: x, To: ty}, nil
	}
	if fn, ok := WorkItemFnByName(t.text); ok {
		if !fn.TakesDim() {
			return &Builtin{Fn: fn}, l.expect(")")
		}
		d, err := l.number()
		if err != nil {
			return nil, err
		}
		return &Builtin{Fn: fn, Dim: int(d)}, l.expect(")")
	}
	fn, ok := AnnotFnByName(t.text)
	if !ok {
		return nil, l.errAt(t, "unknown function %q", t.text)
	}
	args, err := l.exprList(")")
	if err != nil {
		return nil, err
	}
	e := &AnnotExpr{Fn: fn, Args: args, T: Bool}
	switch fn {
	case ReadOffsetBytes, WriteOffsetBytes, PtrBase:
		e.T = Int(32)
	case ReturnVal, Old:
		if e.T, err = l.typed(); err != nil {
			return nil, err
		}
	case OtherInt:
		if len(args) != 1 {
			return nil, l.errAt(t, "%s takes one argument", fn)
		}
		if l.p.fn == nil {
			// In a file-level axiom the argument names no variable:
			// its type is known now.
			e.T = args[0].Type()
			break
		}
		// The argument's type may be a variable defined further down:
		// Parse sets it when the function is complete.
		l.p.fn.otherInts = append(l.p.fn.otherInts, e)
	}
	return e, nil
}

// access parses "A[off]" and resolves the array A.
func (l *lexer) access() (*Array, Expr, error) {
	t, err := l.ident("an array name")
	if err != nil {
		return nil, nil, err
	}
	a := l.p.array(t.text)
	if a == nil {
		return nil, nil, l.errAt(t, "unknown array %q", t.text)
	}
	if err := l.expect("["); err != nil {
		return nil, nil, err
	}
	off, err := l.expr()
	if err != nil {
		return nil, nil, err
	}
	return a, off, l.expect("]")
}
