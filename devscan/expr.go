package devscan

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/bits"
	"strconv"

	"github.com/bvgen/bvgen/ir"
)

// Expr is an integer expression of the scan length n, as written in the
// description: Go expression syntax (parsed with go/parser), integer
// literals, n, + - * / % << >>, comparisons, && and || (1 for true, 0
// for false: the conditions of requires:), parentheses, and the functions
// ceil_div(a, b), min(a, b), max(a, b) and log2(a) (a a power of two).
type Expr struct {
	Text string
	Pos  ir.Pos
	ast  ast.Expr
}

// parseExpr parses an expression written at pos.
func parseExpr(text string, pos ir.Pos) (*Expr, error) {
	x, err := parser.ParseExpr(text)
	if err != nil {
		return nil, errAt(pos, "bad expression %q: %v", text, err)
	}
	e := &Expr{Text: text, Pos: pos, ast: x}
	if _, err := e.eval(1); err != nil {
		if _, bad := err.(*syntaxError); bad {
			return nil, errAt(pos, "bad expression %q: %v", text, err)
		}
	}
	return e, nil
}

// syntaxError is an expression outside the language (as opposed to one
// whose value is bad for some n, like a division by zero).
type syntaxError struct{ msg string }

func (e *syntaxError) Error() string { return e.msg }

// Eval evaluates the expression at n.
func (e *Expr) Eval(n int64) (int64, error) {
	v, err := e.eval(n)
	if err != nil {
		return 0, errAt(e.Pos, "%s at n = %d: %v", e.Text, n, err)
	}
	return v, nil
}

func (e *Expr) eval(n int64) (int64, error) { return evalAST(e.ast, n) }

// limit bounds every intermediate value, so that sizes never wrap.
const limit = int64(1) << 62

func evalAST(x ast.Expr, n int64) (int64, error) {
	switch x := x.(type) {
	case *ast.BasicLit:
		if x.Kind != token.INT {
			return 0, &syntaxError{fmt.Sprintf("%s is not an integer", x.Value)}
		}
		v, err := strconv.ParseInt(x.Value, 0, 64)
		if err != nil {
			return 0, &syntaxError{err.Error()}
		}
		// A literal is a value too: unbounded, 2^63-1 + 2^63-1 would wrap
		// to -2 (FuzzExpr checks the bound).
		if v >= limit {
			return 0, &syntaxError{fmt.Sprintf("%s is too large (at most 2^62 - 1)", x.Value)}
		}
		return v, nil
	case *ast.Ident:
		if x.Name != "n" {
			return 0, &syntaxError{fmt.Sprintf("unknown name %s (only n is defined)", x.Name)}
		}
		return n, nil
	case *ast.ParenExpr:
		return evalAST(x.X, n)
	case *ast.UnaryExpr:
		if x.Op != token.SUB && x.Op != token.ADD {
			return 0, &syntaxError{fmt.Sprintf("operator %s is not allowed", x.Op)}
		}
		v, err := evalAST(x.X, n)
		if x.Op == token.SUB {
			v = -v
		}
		return v, err
	case *ast.BinaryExpr:
		return evalBinary(x, n)
	case *ast.CallExpr:
		return evalCall(x, n)
	}
	return 0, &syntaxError{fmt.Sprintf("%T is not allowed", x)}
}

func evalBinary(x *ast.BinaryExpr, n int64) (int64, error) {
	a, err := evalAST(x.X, n)
	if err != nil {
		return 0, err
	}
	b, err := evalAST(x.Y, n)
	if err != nil {
		return 0, err
	}
	var v int64
	switch x.Op {
	case token.ADD:
		v = a + b
	case token.SUB:
		v = a - b
	case token.MUL:
		hi, lo := bits.Mul64(uint64(abs(a)), uint64(abs(b)))
		if hi != 0 || lo >= uint64(limit) {
			return 0, fmt.Errorf("%d * %d is too large", a, b)
		}
		v = a * b
	case token.QUO, token.REM:
		if b == 0 {
			return 0, fmt.Errorf("division by zero")
		}
		if x.Op == token.QUO {
			v = a / b
		} else {
			v = a % b
		}
	case token.SHL:
		if b < 0 || b > 62 {
			return 0, fmt.Errorf("shift by %d", b)
		}
		if bits.Len64(uint64(abs(a)))+int(b) > 62 {
			return 0, fmt.Errorf("%d << %d is too large", a, b)
		}
		v = a << b
	case token.SHR:
		if b < 0 || b > 62 {
			return 0, fmt.Errorf("shift by %d", b)
		}
		v = a >> b
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ, token.LAND, token.LOR:
		return compare(x.Op, a, b), nil
	default:
		return 0, &syntaxError{fmt.Sprintf("operator %s is not allowed", x.Op)}
	}
	if v >= limit || v <= -limit {
		return 0, fmt.Errorf("value %d is too large", v)
	}
	return v, nil
}

// compare gives 1 for true and 0 for false (for requires:).
func compare(op token.Token, a, b int64) int64 {
	var r bool
	switch op {
	case token.EQL:
		r = a == b
	case token.NEQ:
		r = a != b
	case token.LSS:
		r = a < b
	case token.LEQ:
		r = a <= b
	case token.GTR:
		r = a > b
	case token.GEQ:
		r = a >= b
	case token.LAND:
		r = a != 0 && b != 0
	case token.LOR:
		r = a != 0 || b != 0
	}
	if r {
		return 1
	}
	return 0
}

func evalCall(x *ast.CallExpr, n int64) (int64, error) {
	id, ok := x.Fun.(*ast.Ident)
	arity := map[string]int{"ceil_div": 2, "min": 2, "max": 2, "log2": 1}
	if !ok || arity[id.Name] == 0 {
		return 0, &syntaxError{"unknown function (ceil_div, min, max and log2 are defined)"}
	}
	if len(x.Args) != arity[id.Name] {
		return 0, &syntaxError{fmt.Sprintf("%s takes %d argument(s)", id.Name, arity[id.Name])}
	}
	args := make([]int64, len(x.Args))
	for i, a := range x.Args {
		v, err := evalAST(a, n)
		if err != nil {
			return 0, err
		}
		args[i] = v
	}
	switch id.Name {
	case "ceil_div":
		if args[1] <= 0 {
			return 0, fmt.Errorf("ceil_div by %d", args[1])
		}
		return (args[0] + args[1] - 1) / args[1], nil
	case "min":
		return min(args[0], args[1]), nil
	case "max":
		return max(args[0], args[1]), nil
	}
	if args[0] <= 0 || args[0]&(args[0]-1) != 0 {
		return 0, fmt.Errorf("log2(%d): not a power of two", args[0])
	}
	return int64(bits.TrailingZeros64(uint64(args[0]))), nil
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
