package prover

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bvgen/bvgen/boogie"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tests of this file check the printer and prelude of package boogie
// against Boogie itself.

var (
	a, b, c = boogie.Id("a"), boogie.Id("b"), boogie.Id("c")
	x, y, z = boogie.Id("x"), boogie.Id("y"), boogie.Id("z")
)

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

// randExpr builds a random Boolean (want=true) or integer expression over
// a, b, c and x, y, z, so that precedence can be checked by Boogie itself.
func randExpr(r *rand.Rand, depth int, boolean bool) boogie.Expr {
	if depth == 0 {
		if boolean {
			return []boogie.Expr{a, b, c, boogie.Bool(r.Intn(2) == 0)}[r.Intn(4)]
		}
		return []boogie.Expr{x, y, z, boogie.Int(int64(r.Intn(7) - 3))}[r.Intn(4)]
	}
	if boolean {
		switch k := r.Intn(8); {
		case k < 4:
			ops := []boogie.BinOp{boogie.OpIff, boogie.OpImplies, boogie.OpOr, boogie.OpAnd}
			return boogie.Bin(ops[k], randExpr(r, depth-1, true), randExpr(r, depth-1, true))
		case k == 4:
			return boogie.Not(randExpr(r, depth-1, true))
		case k == 5:
			ops := []boogie.BinOp{boogie.OpEq, boogie.OpNeq}
			return boogie.Bin(ops[r.Intn(2)], randExpr(r, depth-1, true), randExpr(r, depth-1, true))
		default:
			ops := []boogie.BinOp{boogie.OpEq, boogie.OpNeq, boogie.OpLt, boogie.OpLe, boogie.OpGt, boogie.OpGe}
			return boogie.Bin(ops[r.Intn(6)], randExpr(r, depth-1, false), randExpr(r, depth-1, false))
		}
	}
	switch k := r.Intn(6); {
	case k < 3:
		ops := []boogie.BinOp{boogie.OpAdd, boogie.OpSub, boogie.OpMul}
		return boogie.Bin(ops[k], randExpr(r, depth-1, false), randExpr(r, depth-1, false))
	case k == 3:
		return boogie.Neg(randExpr(r, depth-1, false))
	case k == 4:
		return boogie.Ite(randExpr(r, depth-1, true), randExpr(r, depth-1, false), randExpr(r, depth-1, false))
	default:
		return boogie.Bin([]boogie.BinOp{boogie.OpDiv, boogie.OpMod}[r.Intn(2)], randExpr(r, depth-1, false), boogie.Int(int64(2+r.Intn(3))))
	}
}

// fullParens prints with parentheses around every compound operand, so its
// parse is unambiguous.
func fullParens(e boogie.Expr) string {
	switch e := e.(type) {
	case *boogie.Binary:
		return "(" + fullParens(e.L) + " " + e.Op.String() + " " + fullParens(e.R) + ")"
	case *boogie.Unary:
		return "(" + e.Op.String() + fullParens(e.X) + ")"
	case *boogie.IfThenElse:
		return "(if " + fullParens(e.Cond) + " then " + fullParens(e.Then) + " else " + fullParens(e.Else) + ")"
	case *boogie.IntLit:
		return "(" + boogie.PrintExpr(e) + ")"
	}
	return boogie.PrintExpr(e)
}

// TestPrecedenceAgainstBoogie makes Boogie prove that the minimally
// parenthesized text of random expressions means the same as the fully
// parenthesized one.
func TestPrecedenceAgainstBoogie(t *testing.T) {
	needBoogie(t)
	r := rand.New(rand.NewSource(1))
	var sb strings.Builder
	sb.WriteString("procedure prec(a: bool, b: bool, c: bool, x: int, y: int, z: int) {\n")
	for i := 0; i < 150; i++ {
		e := randExpr(r, 1+i%4, true)
		fmt.Fprintf(&sb, "  assert (%s) <==> %s;\n", boogie.PrintExpr(e), fullParens(e))
	}
	sb.WriteString("}\n")
	res, err := Run(testCtx(t), sb.String(), Options{NoModel: true})
	require.NoError(t, err)
	require.Equal(t, StatusVerified, res.Status, "%s\n%s", res.Output, sb.String())
}

// TestPreludeSemantics lets Boogie check a few facts about the built-ins,
// so a wrong SMT-LIB name or argument order cannot go unnoticed.
func TestPreludeSemantics(t *testing.T) {
	needBoogie(t)
	p := boogie.NewPrelude()
	bv := func(v uint64) boogie.Expr { return boogie.BVConst(v, 8) }
	facts := []boogie.Expr{
		boogie.Eq(boogie.Fn(p.BV(boogie.BVAdd, 8), bv(200), bv(100)), bv(44)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVSub, 8), bv(1), bv(2)), bv(255)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVMul, 8), bv(16), bv(17)), bv(16)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVUDiv, 8), bv(255), bv(2)), bv(127)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVSDiv, 8), bv(254), bv(2)), bv(255)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVURem, 8), bv(255), bv(10)), bv(5)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVSRem, 8), bv(251), bv(3)), bv(254)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVSMod, 8), bv(251), bv(3)), bv(1)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVShl, 8), bv(3), bv(7)), bv(128)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVLShr, 8), bv(128), bv(7)), bv(1)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVAShr, 8), bv(128), bv(7)), bv(255)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVAnd, 8), bv(12), bv(10)), bv(8)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVOr, 8), bv(12), bv(10)), bv(14)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVXor, 8), bv(12), bv(10)), bv(6)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVNot, 8), bv(0)), bv(255)),
		boogie.Eq(boogie.Fn(p.BV(boogie.BVNeg, 8), bv(1)), bv(255)),
		boogie.Fn(p.BV(boogie.BVUlt, 8), bv(1), bv(255)),
		boogie.Fn(p.BV(boogie.BVUle, 8), bv(1), bv(1)),
		boogie.Fn(p.BV(boogie.BVUgt, 8), bv(255), bv(1)),
		boogie.Fn(p.BV(boogie.BVUge, 8), bv(1), bv(1)),
		boogie.Fn(p.BV(boogie.BVSlt, 8), bv(255), bv(1)),
		boogie.Fn(p.BV(boogie.BVSle, 8), bv(255), bv(255)),
		boogie.Fn(p.BV(boogie.BVSgt, 8), bv(1), bv(255)),
		boogie.Fn(p.BV(boogie.BVSge, 8), bv(0), bv(128)),
		boogie.Eq(boogie.Fn(p.ZExt(8, 32), bv(255)), boogie.BVConst(255, 32)),
		boogie.Eq(boogie.Fn(p.SExt(8, 32), bv(255)), boogie.BVConst(0xffffffff, 32)),
	}
	var body []boogie.Stmt
	for _, f := range facts {
		body = append(body, &boogie.Assert{Cond: f})
	}
	prog := &boogie.Program{Decls: append(p.Decls(), &boogie.Procedure{Name: "facts", Body: &boogie.Body{Stmts: body}})}
	r, err := Verify(testCtx(t), prog, Options{})
	require.NoError(t, err)
	require.Equal(t, StatusVerified, r.Status, "%s\n%s", r.Output, r.Program)
	assert.Equal(t, 1, r.Verified)
}

// TestGoldenProgramsAccepted runs `boogie /noVerify` on every golden file
// of package boogie, so a golden file can never hold Boogie that Boogie
// rejects.
func TestGoldenProgramsAccepted(t *testing.T) {
	needBoogie(t)
	files, err := filepath.Glob("../boogie/testdata/*.bpl.golden")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			r, err := Run(testCtx(t), readFile(t, file), Options{Flags: []string{"/noVerify"}, NoModel: true})
			require.NoError(t, err)
			require.Equal(t, StatusVerified, r.Status, "boogie rejected %s:\n%s", name, r.Output)
		})
	}
}
