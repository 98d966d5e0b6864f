package boogie

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/bvgen/bvgen/internal/golden"
)

var (
	bv8    = BV{W: 8}
	bv32   = BV{W: 32}
	boolT  = BoolType{}
	intT   = IntType{}
	a, b   = Id("a"), Id("b")
	c      = Id("c")
	x, y   = Id("x"), Id("y")
	z      = Id("z")
	u, v   = Id("u"), Id("v")
	one32  = BVConst(1, 32)
	zero32 = BVConst(0, 32)
)

// goldenPrograms are printed to testdata/NAME.bpl.golden; together they use
// every node type, and each must be accepted by `boogie /noVerify`.
func goldenPrograms() map[string]*Program {
	return map[string]*Program{
		"decls":        declsProgram(),
		"exprs":        exprsProgram(),
		"structured":   structuredProgram(),
		"unstructured": unstructuredProgram(),
		"prelude":      preludeProgram(),
	}
}

func declsProgram() *Program {
	return &Program{Decls: []Decl{
		&Comment{Text: "Declarations of every kind.\n\nComments may span lines."},
		&TypeDecl{Name: "arrayId"},
		&TypeDecl{Attrs: []*Attr{NewAttr("note", Str("an \"element\" type"))}, Name: "T"},
		&ConstDecl{Unique: true, Name: "$arrayId$$A", Type: NamedType{Name: "arrayId"}},
		&ConstDecl{Unique: true, Name: "$arrayId$$B", Type: NamedType{Name: "arrayId"}},
		&ConstDecl{Attrs: []*Attr{NewAttr("existential", Bool(true))}, Name: "_b0", Type: boolT},
		&ConstDecl{Name: "local_id_x$1", Type: bv32},
		&ConstDecl{Name: "local_id_x$2", Type: bv32},
		&ConstDecl{Attrs: []*Attr{NewAttr("group_size_x")}, Name: "group_size_x", Type: bv32},
		&VarDecl{Attrs: []*Attr{NewAttr("race_checking")}, Name: "$$A", Type: MapType{Dom: []Type{bv32}, Rng: bv32}},
		&VarDecl{Name: "$$M", Type: MapType{Dom: []Type{bv32, bv32}, Rng: boolT}},
		&VarDecl{Name: "$$N", Type: MapType{Dom: []Type{bv32}, Rng: MapType{Dom: []Type{bv8}, Rng: NamedType{Name: "T"}}}},
		&VarDecl{Name: "$$P", Type: MapType{Dom: []Type{MapType{Dom: []Type{intT}, Rng: intT}}, Rng: NamedType{Name: "arrayId"}}},
		&Axiom{Expr: Eq(Id("group_size_x"), BVConst(64, 32))},
		&Axiom{Attrs: []*Attr{NewAttr("attr", Int(1), Bool(true)), SourceLoc("k.cl", 3, 7)},
			Expr: Neq(Id("local_id_x$1"), Id("local_id_x$2"))},
		&Function{Attrs: []*Attr{NewAttr("bvbuiltin", Str("bvadd"))}, Name: "BV32_ADD",
			Params: []Var{{Type: bv32}, {Type: bv32}}, Result: bv32},
		&Function{Name: "f", Params: []Var{{Name: "x", Type: intT}, {Name: "y", Type: intT}}, Result: intT},
		&Function{Name: "h", Params: []Var{{Type: bv32}}, Result: NamedType{Name: "T"}},
		&Function{Attrs: []*Attr{NewAttr("inline", Bool(true))}, Name: "inc",
			Params: []Var{{Name: "x", Type: intT}}, Result: intT, Body: Bin(OpAdd, x, Int(1))},
		&Function{Name: "is_zero", Params: []Var{{Name: "x", Type: bv32}}, Result: boolT, Body: Eq(x, zero32)},
		&Procedure{Attrs: []*Attr{NewAttr("kernel")}, Name: "k",
			In:  []Var{{Name: "x", Type: bv32}},
			Out: []Var{{Name: "r", Type: bv32}, {Name: "s", Type: boolT}},
			Requires: []*Requires{
				{Cond: Neq(x, zero32)},
				{Free: true, Attrs: []*Attr{SourceLoc("k.cl", 1, 2)}, Cond: Fn("is_zero", Fn("BV32_ADD", x, one32))},
			},
			Modifies: []string{"$$A", "$$M"},
			Ensures: []*Ensures{
				{Cond: Eq(Id("r"), x)},
				{Free: true, Attrs: []*Attr{NewAttr("ensures_attr")}, Cond: Eq(Sel(Id("$$A"), x), Sel(&Old{X: Id("$$A")}, x))},
			},
		},
		&Procedure{Name: "empty", Body: &Body{}},
	}}
}

// exprsProgram exercises every expression form and the parenthesization
// rules in assumptions Boogie must type-check.
func exprsProgram() *Program {
	m, mm, n := Id("m"), Id("mm"), Id("n")
	g := Id("g")
	conds := []Expr{
		Bin(OpIff, Bin(OpIff, a, b), c),
		Bin(OpIff, a, Bin(OpIff, b, c)),
		Implies(a, Implies(b, c)),
		Implies(Implies(a, b), c),
		Bin(OpAnd, Bin(OpOr, a, b), c),
		Bin(OpOr, a, Bin(OpAnd, b, c)),
		And(a, b, c, Or(a, b)),
		Bin(OpAnd, a, Bin(OpAnd, b, c)),
		Eq(Eq(a, b), c),
		Eq(a, Neq(b, c)),
		Bin(OpLt, Bin(OpSub, x, Bin(OpSub, y, z)), Bin(OpSub, Bin(OpSub, x, y), z)),
		Bin(OpLe, Bin(OpMul, Bin(OpAdd, x, y), z), Bin(OpAdd, x, Bin(OpMul, y, z))),
		Bin(OpGt, Bin(OpDiv, x, Bin(OpMod, y, Int(3))), Bin(OpMod, Bin(OpDiv, x, Int(2)), Int(3))),
		Bin(OpGe, Neg(Bin(OpAdd, x, y)), Bin(OpSub, Neg(x), Int(-5))),
		Eq(Neg(Neg(x)), Neg(Int(-5))),
		Not(Not(a)),
		Not(Bin(OpAnd, a, b)),
		Eq(Bin(OpConcat, Bin(OpConcat, u, v), u), Bin(OpConcat, u, Bin(OpConcat, v, u))),
		Eq(&Extract{X: Bin(OpConcat, u, v), Hi: 12, Lo: 4}, BVConst(255, 8)),
		Eq(&Extract{X: &Extract{X: u, Hi: 8, Lo: 0}, Hi: 1, Lo: 0}, BVConst(1, 1)),
		Eq(Sel(m, Bin(OpAdd, x, Int(1))), Sel(Upd(m, x, y), x)),
		Sel(mm, x, y),
		Eq(Sel(Sel(n, x), y), Sel(Sel(&Store{Map: n, Index: []Expr{x}, Val: Upd(Sel(n, x), y, Int(0))}, x), y)),
		Eq(Ite(a, x, y), Bin(OpAdd, Ite(Implies(a, b), Int(1), Int(2)), Int(3))),
		Eq(g, Bin(OpAdd, &Old{X: g}, Int(1))),
		&Quant{Kind: Forall, Vars: []Var{{Name: "i", Type: intT}, {Name: "j", Type: intT}},
			Triggers: [][]Expr{{Sel(m, Id("i")), Sel(m, Id("j"))}},
			Body:     Implies(Bin(OpLe, Id("i"), Id("j")), Bin(OpLe, Sel(m, Id("i")), Sel(m, Id("j"))))},
		Bin(OpAnd, a, &Quant{Kind: Exists, Vars: []Var{{Name: "i", Type: intT}},
			Attrs: []*Attr{NewAttr("weight", Int(2))}, Body: Eq(Sel(m, Id("i")), Int(0))}),
		Eq(Fn("f", Bin(OpAdd, x, y), Ite(a, x, y)), Int(0)),
		Bool(false),
	}
	var body []Stmt
	for _, e := range conds {
		body = append(body, &Assume{Cond: e})
	}
	return &Program{Decls: []Decl{
		&VarDecl{Name: "g", Type: intT},
		&Function{Name: "f", Params: []Var{{Type: intT}, {Type: intT}}, Result: intT},
		&Procedure{Name: "exprs",
			In: []Var{{Name: "a", Type: boolT}, {Name: "b", Type: boolT}, {Name: "c", Type: boolT},
				{Name: "x", Type: intT}, {Name: "y", Type: intT}, {Name: "z", Type: intT},
				{Name: "u", Type: bv8}, {Name: "v", Type: bv8},
				{Name: "m", Type: MapType{Dom: []Type{intT}, Rng: intT}},
				{Name: "mm", Type: MapType{Dom: []Type{intT, intT}, Rng: boolT}},
				{Name: "n", Type: MapType{Dom: []Type{intT}, Rng: MapType{Dom: []Type{intT}, Rng: intT}}}},
			Modifies: []string{"g"},
			Ensures:  []*Ensures{{Cond: Bin(OpGe, g, &Old{X: g})}},
			Body:     &Body{Stmts: body},
		},
	}}
}

func structuredProgram() *Program {
	i, r, A := Id("i"), Id("r"), Id("$$A")
	ult := func(l, r Expr) Expr { return Fn("BV32_ULT", l, r) }
	add := func(l, r Expr) Expr { return Fn("BV32_ADD", l, r) }
	return &Program{Decls: []Decl{
		&Function{Attrs: []*Attr{NewAttr("bvbuiltin", Str("bvadd"))}, Name: "BV32_ADD",
			Params: []Var{{Type: bv32}, {Type: bv32}}, Result: bv32},
		&Function{Attrs: []*Attr{NewAttr("bvbuiltin", Str("bvult"))}, Name: "BV32_ULT",
			Params: []Var{{Type: bv32}, {Type: bv32}}, Result: boolT},
		&VarDecl{Name: "$$A", Type: MapType{Dom: []Type{bv32}, Rng: bv32}},
		&Procedure{Name: "callee",
			In:       []Var{{Name: "x", Type: bv32}},
			Out:      []Var{{Name: "r", Type: bv32}, {Name: "s", Type: bv32}},
			Requires: []*Requires{{Attrs: []*Attr{SourceLoc("k.cl", 2, 1)}, Cond: ult(x, BVConst(10, 32))}},
			Ensures:  []*Ensures{{Cond: Eq(r, add(x, one32))}},
		},
		&Procedure{Attrs: []*Attr{NewAttr("kernel")}, Name: "structured",
			In:       []Var{{Name: "x", Type: bv32}},
			Out:      []Var{{Name: "r", Type: bv32}},
			Requires: []*Requires{{Cond: ult(x, BVConst(5, 32))}},
			Modifies: []string{"$$A"},
			Ensures:  []*Ensures{{Attrs: []*Attr{SourceLoc("k.cl", 20, 1)}, Cond: ult(x, r)}},
			Body: &Body{
				Locals: []Var{{Name: "i", Type: bv32}, {Name: "t", Type: bv32}, {Name: "p", Type: boolT}},
				Stmts: []Stmt{
					&Comment{Text: "parallel and map assignments"},
					&Assign{Lhs: []Expr{i, Id("t")}, Rhs: []Expr{zero32, x}},
					&Assign{Lhs: []Expr{Sel(A, i)}, Rhs: []Expr{Id("t")}},
					&Havoc{Vars: []string{"p", "t"}},
					&If{Cond: Id("p"), Then: []Stmt{&Assign{Lhs: []Expr{Id("t")}, Rhs: []Expr{one32}}}},
					&If{Cond: Eq(x, zero32),
						Then: []Stmt{&Assume{Attrs: []*Attr{NewAttr("partition")}, Cond: Id("p")}},
						Else: []Stmt{&If{Cond: Eq(x, one32),
							Then: []Stmt{&Assert{Cond: Bool(true)}},
							Else: []Stmt{&If{Cond: nil,
								Then: []Stmt{&Havoc{Vars: []string{"t"}}},
								Else: []Stmt{&Assign{Lhs: []Expr{Id("t")}, Rhs: []Expr{x}}}}}}}},
					&While{Cond: ult(i, x),
						Invariants: []*Invariant{
							{Attrs: []*Attr{SourceLoc("k.cl", 7, 3)}, Cond: Bin(OpOr, ult(i, x), Eq(i, x))},
							{Free: true, Cond: ult(x, BVConst(5, 32))},
						},
						Body: []Stmt{
							&Assign{Lhs: []Expr{i}, Rhs: []Expr{add(i, one32)}},
							&While{Cond: nil, Body: []Stmt{&Havoc{Vars: []string{"t"}}}},
						}},
					&Call{Attrs: []*Attr{SourceLoc("k.cl", 9, 5)}, Outs: []string{"r", "t"}, Proc: "callee", Args: []Expr{x}},
					&Assert{Attrs: []*Attr{NewAttr("race", Str("write_read")), SourceLoc("k.cl", 10, 5)}, Cond: ult(x, r)},
					&Return{},
				},
			},
		},
	}}
}

func unstructuredProgram() *Program {
	i, n := Id("i"), Id("n")
	return &Program{Decls: []Decl{
		&ConstDecl{Attrs: []*Attr{NewAttr("existential", Bool(true))}, Name: "_b0", Type: boolT},
		&Procedure{Name: "cfg",
			In:       []Var{{Name: "n", Type: intT}},
			Requires: []*Requires{{Cond: Bin(OpGe, n, Int(0))}},
			Body: &Body{
				Locals: []Var{{Name: "i", Type: intT}},
				Blocks: []*Block{
					{Label: "$entry", Stmts: []Stmt{
						&Assign{Lhs: []Expr{i}, Rhs: []Expr{Int(0)}},
						&Goto{Labels: []string{"$head"}},
					}},
					{Label: "$head", Stmts: []Stmt{
						&Assert{Attrs: []*Attr{SourceLoc("k.cl", 4, 3)}, Cond: Bin(OpLe, i, n)},
						&Assert{Cond: Implies(Id("_b0"), Bin(OpGe, i, Int(0)))},
						&Goto{Labels: []string{"$body", "$exit"}},
					}},
					{Label: "$body", Stmts: []Stmt{
						&Assume{Cond: Bin(OpLt, i, n)},
						&Assign{Lhs: []Expr{i}, Rhs: []Expr{Bin(OpAdd, i, Int(1))}},
						&Goto{Labels: []string{"$head"}},
					}},
					{Label: "$exit", Stmts: []Stmt{
						&Assume{Cond: Not(Bin(OpLt, i, n))},
						&Assert{Cond: Eq(i, n)},
						&Return{},
					}},
				},
			},
		},
	}}
}

func preludeProgram() *Program {
	p := NewPrelude()
	var asserts []Stmt
	for _, op := range allBVOps {
		name := p.BV(op, 32)
		p.BV(op, 8)
		args := []Expr{x, y}
		if bvOps[op].arity == 1 {
			args = args[:1]
		}
		var e Expr = Fn(name, args...)
		if !bvOps[op].isBool {
			e = Eq(e, e)
		}
		asserts = append(asserts, &Assume{Cond: e})
	}
	asserts = append(asserts,
		&Assume{Cond: Eq(Fn(p.ZExt(8, 32), u), Fn(p.SExt(8, 32), u))},
		&Assume{Cond: Eq(Fn(p.ZExt(1, 8), BVConst(1, 1)), u)},
	)
	f, err := p.Func("FADD32", bv32, bv32, bv32)
	if err != nil {
		panic(err)
	}
	asserts = append(asserts, &Assume{Cond: Eq(Fn(f, x, y), x)})
	decls := p.Decls()
	decls = append(decls, &Procedure{Name: "prelude",
		In:   []Var{{Name: "x", Type: bv32}, {Name: "y", Type: bv32}, {Name: "u", Type: bv8}},
		Body: &Body{Stmts: asserts}})
	return &Program{Decls: decls}
}

func sortedNames(m map[string]*Program) []string {
	var names []string
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func TestGoldenPrograms(t *testing.T) {
	progs := goldenPrograms()
	for _, name := range sortedNames(progs) {
		t.Run(name, func(t *testing.T) {
			got := Print(progs[name])
			require.Equal(t, got, Print(progs[name]), "printing must be deterministic")
			checkGolden(t, name+".bpl.golden", got)
		})
	}
}

// checkGolden compares got with testdata/name, or rewrites it under -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, "testdata/"+name, got)
}
