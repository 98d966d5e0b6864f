package boogie

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPrintExpr(t *testing.T) {
	tests := []struct {
		e    Expr
		want string
	}{
		{Id("local_id_x$1"), "local_id_x$1"},
		{BVConst(5, 32), "5bv32"},
		{Bool(true), "true"},
		{Int(-3), "-3"},
		{Bin(OpIff, Bin(OpIff, a, b), c), "a <==> b <==> c"},
		{Bin(OpIff, a, Bin(OpIff, b, c)), "a <==> (b <==> c)"},
		{Implies(a, Implies(b, c)), "a ==> b ==> c"},
		{Implies(Implies(a, b), c), "(a ==> b) ==> c"},
		{Bin(OpIff, Implies(a, b), c), "a ==> b <==> c"},
		{Implies(Bin(OpIff, a, b), c), "(a <==> b) ==> c"},
		{Bin(OpAnd, Bin(OpOr, a, b), c), "(a || b) && c"},
		{Bin(OpOr, a, Bin(OpAnd, b, c)), "a || (b && c)"},
		{Bin(OpAnd, a, Bin(OpAnd, b, c)), "a && b && c"},
		{Implies(Bin(OpOr, a, b), Bin(OpAnd, b, c)), "a || b ==> b && c"},
		{And(), "true"},
		{Or(), "false"},
		{Or(a), "a"},
		{Eq(Eq(a, b), c), "(a == b) == c"},
		{Eq(a, Eq(b, c)), "a == (b == c)"},
		{Eq(Bin(OpAnd, a, b), c), "(a && b) == c"},
		{Bin(OpAnd, Eq(a, b), c), "a == b && c"},
		{Bin(OpSub, x, Bin(OpSub, y, z)), "x - (y - z)"},
		{Bin(OpSub, Bin(OpSub, x, y), z), "x - y - z"},
		{Bin(OpMul, Bin(OpAdd, x, y), z), "(x + y) * z"},
		{Bin(OpAdd, x, Bin(OpMul, y, z)), "x + y * z"},
		{Bin(OpDiv, x, Bin(OpMod, y, z)), "x div (y mod z)"},
		{Bin(OpLt, Bin(OpAdd, x, y), z), "x + y < z"},
		{Eq(Bin(OpConcat, u, v), Bin(OpConcat, Bin(OpConcat, u, v), u)), "u ++ v == u ++ v ++ u"},
		{Bin(OpConcat, u, Bin(OpConcat, v, u)), "u ++ v ++ u"},
		{Neg(Neg(x)), "-(-x)"},
		{Neg(Int(-5)), "-(-5)"},
		{Bin(OpSub, x, Int(-5)), "x - -5"},
		{Bin(OpMul, Int(-5), x), "-5 * x"},
		{Neg(Bin(OpAdd, x, y)), "-(x + y)"},
		{Not(Not(a)), "!!a"},
		{Not(Eq(a, b)), "!(a == b)"},
		{Not(Fn("f", x)), "!f(x)"},
		{&Extract{X: Bin(OpConcat, u, v), Hi: 12, Lo: 4}, "(u ++ v)[12:4]"},
		{&Extract{X: Sel(Id("m"), x), Hi: 8, Lo: 0}, "m[x][8:0]"},
		{&Extract{X: Int(-1), Hi: 8, Lo: 0}, "(-1)[8:0]"},
		{Sel(Sel(Id("n"), x), y), "n[x][y]"},
		{Sel(Id("mm"), x, y), "mm[x, y]"},
		{Upd(Id("m"), Bin(OpAdd, x, y), Ite(a, x, y)), "m[x + y := (if a then x else y)]"},
		{Sel(Ite(a, Id("m"), Id("n")), x), "(if a then m else n)[x]"},
		{Bin(OpAdd, Ite(a, x, y), Int(1)), "(if a then x else y) + 1"},
		{Fn("BV32_ADD", x, Fn("BV32_ADD", y, z)), "BV32_ADD(x, BV32_ADD(y, z))"},
		{Fn("f"), "f()"},
		{&Old{X: Sel(Id("$$A"), x)}, "old($$A[x])"},
		{&Quant{Kind: Forall, Vars: []Var{{Name: "i", Type: bv32}, {Name: "j", Type: bv32}},
			Body: Implies(a, b)}, "(forall i: bv32, j: bv32 :: a ==> b)"},
		{&Quant{Kind: Exists, Vars: []Var{{Name: "i", Type: intT}},
			Attrs:    []*Attr{NewAttr("weight", Int(2))},
			Triggers: [][]Expr{{Fn("f", Id("i"))}, {Fn("g", Id("i")), Fn("h", Id("i"))}},
			Body:     Fn("f", Id("i"))}, "(exists i: int :: {:weight 2} { f(i) } { g(i), h(i) } f(i))"},
		{Bin(OpAnd, a, &Quant{Kind: Forall, Vars: []Var{{Name: "i", Type: intT}}, Body: b}), "a && (forall i: int :: b)"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, PrintExpr(tt.e))
		})
	}
}

func TestPrintTypeAndAttrs(t *testing.T) {
	tests := []struct {
		got, want string
	}{
		{PrintType(bv32), "bv32"},
		{PrintType(MapType{Dom: []Type{bv32, intT}, Rng: MapType{Dom: []Type{bv8}, Rng: boolT}}), "[bv32, int][bv8]bool"},
		{PrintType(NamedType{Name: "T"}), "T"},
		{attrs([]*Attr{SourceLoc("dir\\k.cl", 1, 2), NewAttr("msg", Str("say \"hi\"\nbye"))}),
			` {:sourceloc "dir\\k.cl", 1, 2} {:msg "say \"hi\" bye"}`},
		{PrintDecl(&ConstDecl{Attrs: []*Attr{NewAttr("existential", Bool(true))}, Unique: true, Name: "c", Type: boolT}),
			"const {:existential true} unique c: bool;\n"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got)
	}
}

func TestPrintStmt(t *testing.T) {
	tests := []struct {
		s    Stmt
		want string
	}{
		{&Assign{Lhs: []Expr{a, b}, Rhs: []Expr{b, a}}, "a, b := b, a;\n"},
		{&Assign{Lhs: []Expr{Sel(Sel(Id("n"), x), y)}, Rhs: []Expr{Int(1)}}, "n[x][y] := 1;\n"},
		{&Call{Proc: "p"}, "call p();\n"},
		{&Call{Attrs: []*Attr{NewAttr("a")}, Outs: []string{"r"}, Proc: "p", Args: []Expr{x, y}}, "call {:a} r := p(x, y);\n"},
		{&Goto{Labels: []string{"l1", "l2"}}, "goto l1, l2;\n"},
		{&If{Cond: nil, Then: []Stmt{&Return{}}}, "if (*) {\n  return;\n}\n"},
		{&If{Cond: a, Then: []Stmt{&Return{}}, Else: []Stmt{&If{Cond: b, Else: []Stmt{&Return{}}}}},
			"if (a) {\n  return;\n} else if (b) {\n} else {\n  return;\n}\n"},
		{&If{Cond: a, Else: []Stmt{&If{Cond: b}, &Return{}}},
			"if (a) {\n} else {\n  if (b) {\n  }\n  return;\n}\n"},
		{&While{Cond: a, Invariants: []*Invariant{{Free: true, Cond: b}, {Attrs: []*Attr{NewAttr("x")}, Cond: c}}},
			"while (a)\n  free invariant b;\n  invariant {:x} c;\n{\n}\n"},
		{&Comment{Text: "one\ntwo"}, "// one\n// two\n"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, PrintStmt(tt.s))
	}
}

// TestLineMap checks that each recorded line holds its node's text.
func TestLineMap(t *testing.T) {
	p := structuredProgram()
	text, lines := PrintWithMap(p)
	all := strings.Split(text, "\n")
	counts := map[string]int{}
	for ln, n := range lines {
		require.Greater(t, ln, 0)
		l := strings.TrimSpace(all[ln-1])
		var prefix string
		switch n := n.(type) {
		case *Assert:
			prefix = "assert"
		case *Assume:
			prefix = "assume"
		case *Call:
			prefix = "call"
		case *Requires:
			prefix = free(n.Free) + "requires"
		case *Ensures:
			prefix = free(n.Free) + "ensures"
		case *Invariant:
			prefix = free(n.Free) + "invariant"
		case *Procedure:
			prefix = "procedure"
			assert.Contains(t, l, " "+n.Name+"(")
		case *Axiom:
			prefix = "axiom"
		default:
			t.Fatalf("unexpected node %T on line %d", n, ln)
		}
		assert.True(t, strings.HasPrefix(l, prefix), "line %d %q should start with %q", ln, l, prefix)
		counts[fmt.Sprintf("%T", n)]++
	}
	assert.Equal(t, map[string]int{
		"*boogie.Procedure": 2, "*boogie.Requires": 2, "*boogie.Ensures": 2, "*boogie.Invariant": 2,
		"*boogie.Assert": 2, "*boogie.Assume": 1, "*boogie.Call": 1,
	}, counts)
}
