package boogie

import (
	"fmt"
	"strconv"
	"strings"
)

// Precedence levels of Boogie's expression grammar, lowest first. An
// expression printed where a higher level is required gets parentheses.
const (
	precIff     = iota + 1 // <==> (left-assoc)
	precImplies            // ==> (right-assoc)
	precAndOr              // && or || (never mixed without parentheses)
	precRel                // == != < <= > >= (non-associative)
	precConcat             // ++
	precAdd                // + -
	precMul                // * div mod
	precUnary              // ! -
	precPostfix            // m[i] m[i := v] e[hi:lo]
	precAtom               // literals, names, f(x), old(e), (if ...), (forall ...)
)

var binOpText = [...]string{
	OpIff:     "<==>",
	OpImplies: "==>",
	OpOr:      "||",
	OpAnd:     "&&",
	OpEq:      "==",
	OpNeq:     "!=",
	OpLt:      "<",
	OpLe:      "<=",
	OpGt:      ">",
	OpGe:      ">=",
	OpConcat:  "++",
	OpAdd:     "+",
	OpSub:     "-",
	OpMul:     "*",
	OpDiv:     "div",
	OpMod:     "mod",
}

// String returns the operator as Boogie spells it.
func (op BinOp) String() string {
	if op < 0 || int(op) >= len(binOpText) {
		return fmt.Sprintf("BinOp(%d)", int(op))
	}
	return binOpText[op]
}

// String returns the operator as Boogie spells it.
func (op UnOp) String() string {
	switch op {
	case OpNot:
		return "!"
	case OpNeg:
		return "-"
	}
	return fmt.Sprintf("UnOp(%d)", int(op))
}

func binPrec(op BinOp) int {
	switch op {
	case OpIff:
		return precIff
	case OpImplies:
		return precImplies
	case OpOr, OpAnd:
		return precAndOr
	case OpEq, OpNeq, OpLt, OpLe, OpGt, OpGe:
		return precRel
	case OpConcat:
		return precConcat
	case OpAdd, OpSub:
		return precAdd
	default:
		return precMul
	}
}

func exprPrec(e Expr) int {
	switch e := e.(type) {
	case *Binary:
		return binPrec(e.Op)
	case *Unary:
		return precUnary
	case *IntLit:
		if e.Val < 0 {
			return precUnary
		}
	case *Select, *Store, *Extract:
		return precPostfix
	}
	return precAtom
}

// PrintType returns the Boogie text of a type.
func PrintType(t Type) string {
	var b strings.Builder
	writeType(&b, t)
	return b.String()
}

func writeType(b *strings.Builder, t Type) {
	switch t := t.(type) {
	case BV:
		fmt.Fprintf(b, "bv%d", t.W)
	case BoolType:
		b.WriteString("bool")
	case IntType:
		b.WriteString("int")
	case MapType:
		b.WriteByte('[')
		for i, d := range t.Dom {
			if i > 0 {
				b.WriteString(", ")
			}
			writeType(b, d)
		}
		b.WriteByte(']')
		writeType(b, t.Rng)
	case NamedType:
		b.WriteString(t.Name)
	case nil:
		b.WriteString("<nil type>")
	default:
		panic(fmt.Sprintf("boogie: unknown type %T", t))
	}
}

// PrintExpr returns the Boogie text of an expression with the fewest
// parentheses that keep its structure.
func PrintExpr(e Expr) string {
	var b strings.Builder
	writeExpr(&b, e, precIff)
	return b.String()
}

// writeExpr prints e so that it parses as one operand at level ctx.
func writeExpr(b *strings.Builder, e Expr, ctx int) {
	if exprPrec(e) < ctx {
		b.WriteByte('(')
		writeExpr(b, e, precIff)
		b.WriteByte(')')
		return
	}
	switch e := e.(type) {
	case *Ident:
		b.WriteString(e.Name)
	case *BVLit:
		fmt.Fprintf(b, "%dbv%d", e.Val, e.W)
	case *BoolLit:
		b.WriteString(strconv.FormatBool(e.Val))
	case *IntLit:
		b.WriteString(strconv.FormatInt(e.Val, 10))
	case *Select:
		writeExpr(b, e.Map, precPostfix)
		b.WriteByte('[')
		writeExprList(b, e.Index)
		b.WriteByte(']')
	case *Store:
		writeExpr(b, e.Map, precPostfix)
		b.WriteByte('[')
		writeExprList(b, e.Index)
		b.WriteString(" := ")
		writeExpr(b, e.Val, precIff)
		b.WriteByte(']')
	case *Extract:
		writeExpr(b, e.X, precPostfix)
		fmt.Fprintf(b, "[%d:%d]", e.Hi, e.Lo)
	case *Apply:
		b.WriteString(e.Func)
		b.WriteByte('(')
		writeExprList(b, e.Args)
		b.WriteByte(')')
	case *Old:
		b.WriteString("old(")
		writeExpr(b, e.X, precIff)
		b.WriteByte(')')
	case *IfThenElse:
		b.WriteString("(if ")
		writeExpr(b, e.Cond, precIff)
		b.WriteString(" then ")
		writeExpr(b, e.Then, precIff)
		b.WriteString(" else ")
		writeExpr(b, e.Else, precIff)
		b.WriteByte(')')
	case *Unary:
		b.WriteString(e.Op.String())
		// "--" is not two minus signs to every reader; parenthesize.
		if e.Op == OpNeg && startsWithMinus(e.X) {
			b.WriteByte('(')
			writeExpr(b, e.X, precIff)
			b.WriteByte(')')
			return
		}
		writeExpr(b, e.X, precUnary)
	case *Binary:
		writeBinary(b, e)
	case *Quant:
		writeQuant(b, e)
	case nil:
		b.WriteString("<nil expr>")
	default:
		panic(fmt.Sprintf("boogie: unknown expression %T", e))
	}
}

func startsWithMinus(e Expr) bool {
	switch e := e.(type) {
	case *Unary:
		return e.Op == OpNeg
	case *IntLit:
		return e.Val < 0
	}
	return false
}

func writeBinary(b *strings.Builder, e *Binary) {
	p := binPrec(e.Op)
	var lctx, rctx int
	switch e.Op {
	case OpIff: // left-assoc
		lctx, rctx = p, p+1
	case OpImplies: // right-assoc
		lctx, rctx = p+1, p
	case OpAnd, OpOr, OpConcat:
		// Associative: a chain of the same operator needs no parentheses
		// on either side, but && and || must not mix.
		lctx, rctx = p+1, p+1
		if l, ok := e.L.(*Binary); ok && l.Op == e.Op {
			lctx = p
		}
		if r, ok := e.R.(*Binary); ok && r.Op == e.Op {
			rctx = p
		}
	case OpEq, OpNeq, OpLt, OpLe, OpGt, OpGe: // non-associative
		lctx, rctx = p+1, p+1
	default: // left-assoc arithmetic
		lctx, rctx = p, p+1
	}
	writeExpr(b, e.L, lctx)
	b.WriteByte(' ')
	b.WriteString(e.Op.String())
	b.WriteByte(' ')
	writeExpr(b, e.R, rctx)
}

func writeQuant(b *strings.Builder, q *Quant) {
	if q.Kind == Exists {
		b.WriteString("(exists ")
	} else {
		b.WriteString("(forall ")
	}
	writeVars(b, q.Vars)
	b.WriteString(" ::")
	writeAttrs(b, q.Attrs)
	for _, t := range q.Triggers {
		b.WriteString(" { ")
		writeExprList(b, t)
		b.WriteString(" }")
	}
	b.WriteByte(' ')
	writeExpr(b, q.Body, precIff)
	b.WriteByte(')')
}

func writeExprList(b *strings.Builder, es []Expr) {
	for i, e := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		writeExpr(b, e, precIff)
	}
}

// writeVars prints `x: T, y: U`; a nameless Var prints its type only.
func writeVars(b *strings.Builder, vs []Var) {
	for i, v := range vs {
		if i > 0 {
			b.WriteString(", ")
		}
		if v.Name != "" {
			b.WriteString(v.Name)
			b.WriteString(": ")
		}
		writeType(b, v.Type)
	}
}

// writeAttrs prints each attribute preceded by a space.
func writeAttrs(b *strings.Builder, as []*Attr) {
	for _, a := range as {
		b.WriteString(" {:")
		b.WriteString(a.Name)
		for i, arg := range a.Args {
			if i == 0 {
				b.WriteByte(' ')
			} else {
				b.WriteString(", ")
			}
			switch arg := arg.(type) {
			case *StrLit:
				writeString(b, arg.Val)
			case Expr:
				writeExpr(b, arg, precIff)
			default:
				panic(fmt.Sprintf("boogie: unknown attribute argument %T", arg))
			}
		}
		b.WriteByte('}')
	}
}

// writeString quotes s the way Boogie's scanner reads it back: backslash
// and quote are escaped; a newline cannot appear, so it becomes a space.
func writeString(b *strings.Builder, s string) {
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\n', '\r':
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
}
