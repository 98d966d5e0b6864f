package concrete

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
)

func lit(v uint64) bpl.Expr { return bpl.BVConst(v, 32) }

func op(name string, args ...bpl.Expr) bpl.Expr { return bpl.Fn("BV32_"+name, args...) }

// prelude declares the builtins the tests use.
func prelude() []bpl.Decl {
	var out []bpl.Decl
	for name, b := range map[string]string{"ADD": "bvadd", "ULT": "bvult", "ULE": "bvule", "SGE": "bvsge", "SLE": "bvsle", "SREM": "bvsrem", "UREM": "bvurem"} {
		res := bpl.Type(bpl.BV{W: 32})
		if name != "ADD" {
			res = bpl.BoolType{}
		}
		out = append(out, &bpl.Function{Attrs: []*bpl.Attr{bpl.NewAttr("bvbuiltin", bpl.Str(b))}, Name: "BV32_" + name,
			Params: []bpl.Var{{Type: bpl.BV{W: 32}}, {Type: bpl.BV{W: 32}}}, Result: res})
	}
	return out
}

func cand(e bpl.Expr) *bpl.Invariant {
	return &bpl.Invariant{Cond: e, Candidate: &bpl.Candidate{Rule: "test"}}
}

// counted is `i := 0; while (i < n) invs { i := i + 1 }` in a procedure
// that runs pre first, with n a parameter.
func counted(pre []bpl.Stmt, invs ...*bpl.Invariant) *bpl.Program {
	body := append(append([]bpl.Stmt(nil), pre...),
		&bpl.Assign{Lhs: []bpl.Expr{bpl.Id("i")}, Rhs: []bpl.Expr{lit(0)}},
		&bpl.While{Cond: op("ULT", bpl.Id("i"), bpl.Id("n")), Invariants: invs,
			Body: []bpl.Stmt{&bpl.Assign{Lhs: []bpl.Expr{bpl.Id("i")}, Rhs: []bpl.Expr{op("ADD", bpl.Id("i"), lit(1))}}}})
	pr := &bpl.Procedure{Name: "p", In: []bpl.Var{{Name: "n", Type: bpl.BV{W: 32}}},
		Body: &bpl.Body{Locals: []bpl.Var{{Name: "i", Type: bpl.BV{W: 32}}, {Name: "x", Type: bpl.BV{W: 32}}}, Stmts: body}}
	return &bpl.Program{Decls: append(prelude(), pr)}
}

// TestRefute: a run refutes exactly the candidates false in a state it
// reaches, respecting assumptions, assertions and the loop's own
// invariants.
func TestRefute(t *testing.T) {
	n10 := &bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(10))}
	for _, tc := range []struct {
		name    string
		pre     []bpl.Stmt
		invs    func() []*bpl.Invariant
		refuted []bool // per invariant
		allRun  bool   // no run stops at an assumption
	}{
		{"counter bounds", []bpl.Stmt{n10}, func() []*bpl.Invariant {
			return []*bpl.Invariant{cand(op("ULE", bpl.Id("i"), lit(10))), cand(op("ULT", bpl.Id("i"), lit(5))), cand(bpl.Eq(bpl.Id("i"), lit(0)))}
		}, []bool{false, true, true}, false},
		{"a precondition's bounds", []bpl.Stmt{&bpl.Assume{Cond: bpl.And(op("SGE", bpl.Id("n"), lit(1)), op("SLE", bpl.Id("n"), lit(4000)))}}, func() []*bpl.Invariant {
			return []*bpl.Invariant{cand(op("ULE", bpl.Id("i"), lit(4000))), cand(op("ULE", bpl.Id("i"), lit(0)))}
		}, []bool{false, true}, false},
		{"a precondition's bounds and remainders", []bpl.Stmt{&bpl.Assume{Cond: bpl.And(bpl.And(op("SGE", bpl.Id("n"), lit(1)), op("SLE", bpl.Id("n"), lit(1024))),
			bpl.Eq(op("SREM", bpl.Id("n"), lit(16)), lit(0)))}}, func() []*bpl.Invariant {
			return []*bpl.Invariant{cand(op("ULE", bpl.Id("i"), lit(1024))), cand(op("ULE", bpl.Id("i"), lit(15)))}
		}, []bool{false, true}, true},
		{"a remainder other than 0", []bpl.Stmt{&bpl.Assume{Cond: bpl.And(op("ULE", bpl.Id("n"), lit(100)), bpl.Eq(lit(3), op("UREM", bpl.Id("n"), lit(5))))}}, func() []*bpl.Invariant {
			return []*bpl.Invariant{cand(op("ULE", bpl.Id("i"), lit(98))), cand(op("ULE", bpl.Id("i"), lit(2)))}
		}, []bool{false, true}, true},
		{"a failing assertion ends the run", []bpl.Stmt{n10, &bpl.Assert{Cond: bpl.Bool(false)}}, func() []*bpl.Invariant {
			return []*bpl.Invariant{cand(bpl.Eq(bpl.Id("i"), lit(0)))}
		}, []bool{false}, false},
		{"a havoc'd value bound by an assumption", []bpl.Stmt{n10, &bpl.Havoc{Vars: []string{"x"}}, &bpl.Assume{Cond: bpl.Eq(bpl.Id("x"), lit(5))}}, func() []*bpl.Invariant {
			return []*bpl.Invariant{cand(bpl.Eq(bpl.Id("x"), lit(5))), cand(bpl.Eq(bpl.Id("x"), lit(6)))}
		}, []bool{false, true}, false},
		{"the loop's own invariant cuts later states", []bpl.Stmt{n10}, func() []*bpl.Invariant {
			// i < 2 fails only at i == 2, beyond the state where the
			// (non-candidate) i < 1 fails.
			return []*bpl.Invariant{{Cond: op("ULT", bpl.Id("i"), lit(1))}, cand(op("ULT", bpl.Id("i"), lit(2))), cand(op("ULT", bpl.Id("i"), lit(1)))}
		}, []bool{false, false, true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			invs := tc.invs()
			res := Refute(context.Background(), counted(tc.pre, invs...), Options{Runs: 16})
			if tc.allRun {
				assert.Zero(t, res.Stopped, "%v", res.Reasons)
			}
			for i, inv := range invs {
				assert.Equal(t, tc.refuted[i], res.Refuted[inv], "invariant %d: %s", i, bpl.PrintExpr(inv.Cond))
			}
		})
	}
}

// TestTwoWorkItems: the runs draw two work items as the axioms demand:
// distinct, within the group's size, and not always the first.
func TestTwoWorkItems(t *testing.T) {
	decls := prelude()
	for _, c := range []string{"lid$1", "lid$2", "size"} {
		decls = append(decls, &bpl.ConstDecl{Name: c, Type: bpl.BV{W: 32}})
	}
	decls = append(decls,
		&bpl.Axiom{Expr: op("ULT", bpl.Id("lid$1"), bpl.Id("size"))},
		&bpl.Axiom{Expr: op("ULT", bpl.Id("lid$2"), bpl.Id("size"))},
		&bpl.Axiom{Expr: bpl.Eq(bpl.Id("size"), lit(32))},
		&bpl.Axiom{Expr: bpl.Neq(bpl.Id("lid$1"), bpl.Id("lid$2"))})
	same := cand(bpl.Eq(bpl.Id("lid$1"), bpl.Id("lid$2")))
	inRange := cand(op("ULT", bpl.Id("lid$2"), lit(32)))
	first := cand(op("ULT", bpl.Id("lid$1"), lit(1)))
	p := counted([]bpl.Stmt{&bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(1))}}, same, inRange, first)
	p.Decls = append(decls, p.Decls[len(prelude()):]...)
	res := Refute(context.Background(), p, Options{Runs: 32})
	assert.True(t, res.Refuted[same], "distinct work items")
	assert.False(t, res.Refuted[inRange])
	assert.True(t, res.Refuted[first], "lid$1 is not always 0")
	// Runs that drew one id twice stop on the last axiom; most do not.
	assert.Less(t, res.Stopped, res.Runs/2, "%v", res.Reasons)
}

// TestModel: unwritten map cells, constant maps and uninterpreted
// functions are one model within a run.
func TestModel(t *testing.T) {
	mt := bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}, bpl.BV{W: 32}}, Rng: bpl.BoolType{}}
	decls := append(prelude(),
		&bpl.ConstDecl{Name: "NONE", Type: mt},
		&bpl.Axiom{Expr: &bpl.Quant{Kind: bpl.Forall, Vars: []bpl.Var{{Name: "c", Type: bpl.BV{W: 32}}, {Name: "v", Type: bpl.BV{W: 32}}},
			Body: bpl.Not(bpl.Sel(bpl.Id("NONE"), bpl.Id("c"), bpl.Id("v")))}},
		&bpl.Function{Name: "f", Params: []bpl.Var{{Type: bpl.BV{W: 32}}}, Result: bpl.BV{W: 32}},
		&bpl.VarDecl{Name: "A", Type: bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 32}}})
	invs := []*bpl.Invariant{
		cand(bpl.Not(bpl.Sel(bpl.Id("NONE"), bpl.Id("i"), lit(7)))),
		cand(bpl.Eq(bpl.Fn("f", bpl.Id("x")), bpl.Fn("f", bpl.Id("x")))),
		cand(bpl.Eq(bpl.Sel(bpl.Id("A"), lit(3)), bpl.Sel(bpl.Id("A"), lit(3)))),
		cand(bpl.Eq(bpl.Sel(bpl.Id("A"), bpl.Id("i")), bpl.Id("x"))),
	}
	p := counted([]bpl.Stmt{&bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(3))}}, invs...)
	p.Decls = append(decls, p.Decls[len(prelude()):]...)
	res := Refute(context.Background(), p, Options{Runs: 8})
	assert.Equal(t, []bool{false, false, false, true}, []bool{res.Refuted[invs[0]], res.Refuted[invs[1]], res.Refuted[invs[2]], res.Refuted[invs[3]]})
	require.Zero(t, res.Stopped, "%v", res.Reasons)
}

// TestBuiltins: bit-vector operations have SMT-LIB's values, the edge
// cases z3 defines included.
func TestBuiltins(t *testing.T) {
	type want struct {
		v uint64
		t bpl.Type
	}
	b8 := func(v uint64) want { return want{v & 0xff, bpl.BV{W: 8}} }
	truth := func(b bool) want { return want{boolVal(b).u, bpl.BoolType{}} }
	for _, tc := range []struct {
		name string
		args []uint64
		want want
	}{
		{"bvudiv", []uint64{7, 0}, b8(0xff)},
		{"bvurem", []uint64{7, 0}, b8(7)},
		{"bvsdiv", []uint64{0xfb, 0}, b8(1)},
		{"bvsdiv", []uint64{5, 0}, b8(0xff)},
		{"bvsdiv", []uint64{0x80, 0xff}, b8(0x80)},
		{"bvsrem", []uint64{0xf9, 3}, b8(0xff)},
		{"bvsmod", []uint64{0xf9, 3}, b8(2)},
		{"bvsmod", []uint64{7, 0xfd}, b8(0xfe)},
		{"bvsmod", []uint64{7, 0}, b8(7)},
		{"bvshl", []uint64{1, 8}, b8(0)},
		{"bvlshr", []uint64{0x80, 9}, b8(0)},
		{"bvashr", []uint64{0x80, 8}, b8(0xff)},
		{"bvashr", []uint64{0x40, 8}, b8(0)},
		{"bvslt", []uint64{0xff, 0}, truth(true)},
		{"bvult", []uint64{0xff, 0}, truth(false)},
		{"bvneg", []uint64{1}, b8(0xff)},
		{"bvnot", []uint64{0x0f}, b8(0xf0)},
		{"zero_extend 8", []uint64{0x80}, want{0x80, bpl.BV{W: 16}}},
		{"sign_extend 8", []uint64{0x80}, want{0xff80, bpl.BV{W: 16}}},
	} {
		f, typ, why := bvBuiltin(tc.name, 8, len(tc.args))
		require.Empty(t, why, tc.name)
		y := uint64(0)
		if len(tc.args) == 2 {
			y = tc.args[1]
		}
		assert.Equal(t, tc.want, want{f(tc.args[0], y), typ}, "%s %v", tc.name, tc.args)
	}
	_, _, why := bvBuiltin("zero_extend 60", 8, 1)
	assert.Equal(t, "a 68-bit extension", why)
}

// TestMaps: maps are values. A store copies, an assignment to a cell
// updates only that variable's map, and two maps with different arbitrary
// contents differ.
func TestMaps(t *testing.T) {
	mt := bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 32}}
	prog := newProgram(&bpl.Program{Decls: append(prelude(), &bpl.VarDecl{Name: "A", Type: mt}, &bpl.VarDecl{Name: "B", Type: mt})}, nil)
	pr := &bpl.Procedure{Name: "p", Body: &bpl.Body{}}
	r := prog.newRun(pr, 1, 1000, time.Now().Add(time.Minute))
	a, b := bpl.Id("A"), bpl.Id("B")
	assert.False(t, r.truth(bpl.Eq(a, b)), "two arbitrary maps")
	r.assign(&bpl.Assign{Lhs: []bpl.Expr{b}, Rhs: []bpl.Expr{a}})
	assert.True(t, r.truth(bpl.Eq(a, b)))
	r.assign(&bpl.Assign{Lhs: []bpl.Expr{bpl.Sel(b, lit(3))}, Rhs: []bpl.Expr{lit(7)}})
	assert.False(t, r.truth(bpl.Eq(a, b)), "B's update is B's alone")
	assert.True(t, r.truth(bpl.Eq(bpl.Upd(a, lit(3), lit(7)), b)), "a store is a new map")
	assert.False(t, r.truth(bpl.Eq(bpl.Sel(a, lit(3)), lit(7))) && r.truth(bpl.Eq(bpl.Sel(a, lit(3)), bpl.Sel(b, lit(3)))))
	assert.True(t, r.truth(bpl.Eq(bpl.Sel(a, lit(9)), bpl.Sel(b, lit(9)))), "unwritten cells read the same")
}

// TestConstantMapOfMaps: a constant map whose cells are maps gives each
// cell its own copy; updating one leaves the others alone.
func TestConstantMapOfMaps(t *testing.T) {
	inner := bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 32}}
	outer := bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: inner}
	prog := newProgram(&bpl.Program{Decls: append(prelude(), &bpl.VarDecl{Name: "M", Type: outer})}, nil)
	r := prog.newRun(&bpl.Procedure{Name: "p", Body: &bpl.Body{}}, 1, 1000, time.Now().Add(time.Minute))
	r.set("M", val{m: &mapv{typ: outer, hasDef: true, def: val{m: &mapv{typ: inner, hasDef: true, def: val{u: 0}}}}})
	r.assign(&bpl.Assign{Lhs: []bpl.Expr{bpl.Sel(bpl.Sel(bpl.Id("M"), lit(1)), lit(2))}, Rhs: []bpl.Expr{lit(5)}})
	assert.True(t, r.truth(bpl.Eq(bpl.Sel(bpl.Sel(bpl.Id("M"), lit(1)), lit(2)), lit(5))))
	assert.True(t, r.truth(bpl.Eq(bpl.Sel(bpl.Sel(bpl.Id("M"), lit(3)), lit(2)), lit(0))), "another row keeps the default")
}

// TestIntegers: Boogie's div and mod are Euclidean.
func TestIntegers(t *testing.T) {
	for _, tc := range []struct {
		op   bpl.BinOp
		a, b int64
		want val
	}{
		{bpl.OpDiv, 7, 2, intVal(3)}, {bpl.OpMod, 7, 2, intVal(1)},
		{bpl.OpDiv, -7, 2, intVal(-4)}, {bpl.OpMod, -7, 2, intVal(1)},
		{bpl.OpDiv, 7, -2, intVal(-3)}, {bpl.OpMod, 7, -2, intVal(1)},
		{bpl.OpDiv, -7, -2, intVal(4)}, {bpl.OpMod, -7, -2, intVal(1)},
		{bpl.OpLt, -1, 0, boolVal(true)}, {bpl.OpSub, 2, 5, intVal(-3)},
	} {
		assert.Equal(t, tc.want, intOp(tc.op, tc.a, tc.b), "%d %d %d", tc.op, tc.a, tc.b)
	}
}

// TestRecursion: a recursive function (a linked Boogie file may define
// one) stops the evaluation instead of the process.
func TestRecursion(t *testing.T) {
	f := &bpl.Function{Name: "f", Params: []bpl.Var{{Name: "x", Type: bpl.BV{W: 32}}}, Result: bpl.BV{W: 32}}
	f.Body = bpl.Fn("f", bpl.Id("x"))
	inv := cand(bpl.Eq(bpl.Fn("f", bpl.Id("i")), lit(0)))
	p := counted([]bpl.Stmt{&bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(2))}}, inv)
	p.Decls = append([]bpl.Decl{f}, p.Decls...)
	res := Refute(context.Background(), p, Options{Runs: 2})
	assert.False(t, res.Refuted[inv], "a candidate the run cannot evaluate holds")
}

// TestInternalError: a run that trips over something the evaluator does
// not expect (here an ill-typed comparison of a map with a number) stops
// with a reason instead of ending the process.
func TestInternalError(t *testing.T) {
	inv := cand(bpl.Eq(bpl.Id("i"), lit(0)))
	p := counted([]bpl.Stmt{&bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(2))},
		&bpl.Assign{Lhs: []bpl.Expr{bpl.Id("x")}, Rhs: []bpl.Expr{bpl.Sel(bpl.Id("A"), lit(0))}},
		&bpl.Assume{Cond: bpl.Eq(bpl.Id("A"), lit(1))}}, inv)
	p.Decls = append([]bpl.Decl{&bpl.VarDecl{Name: "A", Type: bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 32}}}}, p.Decls...)
	var res Result
	require.NotPanics(t, func() { res = Refute(context.Background(), p, Options{Runs: 2}) })
	assert.False(t, res.Refuted[inv])
	assert.Equal(t, res.Runs, res.Stopped)
	for why := range res.Reasons {
		assert.Contains(t, why, "internal error")
	}
}

// TestFailures: a run that finds an assertion false reports it once, with
// the values it had there; an assertion the runs find true, or one beyond
// an assumption no run satisfies, is no failure.
func TestFailures(t *testing.T) {
	n10 := &bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(10))}
	x7 := &bpl.Assign{Lhs: []bpl.Expr{bpl.Id("x")}, Rhs: []bpl.Expr{lit(7)}}
	fails := &bpl.Assert{Cond: bpl.Eq(bpl.Id("x"), lit(8))}
	holds := &bpl.Assert{Cond: bpl.Eq(bpl.Id("x"), lit(7))}
	res := Refute(context.Background(), counted([]bpl.Stmt{n10, x7, holds, fails}, cand(bpl.Eq(bpl.Id("i"), lit(0)))), Options{Runs: 16})
	require.Len(t, res.Failures, 1)
	f := res.Failures[0]
	assert.Same(t, fails, f.Assert)
	assert.Equal(t, "p", f.Proc.Name)
	assert.Equal(t, "7bv32", f.Values["x"])
	assert.Equal(t, "10bv32", f.Values["n"])

	never := &bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), bpl.Id("x"))}
	res = Refute(context.Background(), counted([]bpl.Stmt{x7, n10, never, fails}, cand(bpl.Eq(bpl.Id("i"), lit(0)))), Options{Runs: 16})
	assert.Empty(t, res.Failures)
}

// TestPins: pinned runs find a failure at the values the pins give, which
// free runs do not draw.
func TestPins(t *testing.T) {
	fails := &bpl.Assert{Cond: bpl.Neq(op("ADD", bpl.Id("n"), lit(1)), lit(50000))}
	p := counted([]bpl.Stmt{fails})
	res := Refute(context.Background(), p, Options{Runs: 16})
	assert.Empty(t, res.Failures, "n = 49999 is not drawn")
	res = Refute(context.Background(), p, Options{Runs: 16, Pins: []bpl.Expr{bpl.Eq(bpl.Id("n"), lit(49999))}})
	require.Len(t, res.Failures, 1)
	assert.Equal(t, "49999bv32", res.Failures[0].Values["n"])

	var merged Result
	merged.Merge(res)
	merged.Merge(res)
	assert.Len(t, merged.Failures, 1, "one failure per assertion")
	assert.Equal(t, 2*res.Runs, merged.Runs)
}

// TestTwin: a third of the time a variable of the second work item takes
// its counterpart's value, when the interval allows it; in a near run
// (seed 4: 4 % 3 == 1) the work items differ mostly in one coordinate,
// by one (twin's comment).
func TestTwin(t *testing.T) {
	var decls []bpl.Decl
	for _, name := range []string{"x$1", "x$2", "y$1"} {
		decls = append(decls, &bpl.VarDecl{Name: name, Type: bpl.BV{W: 32}})
	}
	prog := newProgram(&bpl.Program{Decls: append(prelude(), decls...)}, nil)
	pr := &bpl.Procedure{Name: "p", Body: &bpl.Body{}}
	b32 := func(v uint64) val { return val{u: v} }
	r := prog.newRun(pr, 2, 100, time.Now().Add(time.Minute))
	x2, y1 := r.cp.slots["x$2"], r.cp.slots["y$1"]
	r.set("x$1", b32(5))
	copied := 0
	for i := 0; i < 300; i++ {
		r.set("x$2", b32(7))
		r.twin(interval{slot: x2, w: 32, lo: 0, hi: 100})
		if r.get("x$2") == b32(5) {
			copied++
		}
		r.set("x$2", b32(7))
		r.twin(interval{slot: x2, w: 32, lo: 6, hi: 100})
		require.Equal(t, b32(7), r.get("x$2"), "5 is outside [6, 100]")
	}
	assert.InDelta(t, 100, copied, 40)
	// A near run: the first coordinate with more than one value differs
	// half of the time, then taking a neighbour's value (three eighths
	// each) or keeping its own draw; a later one differs a quarter of the
	// time once one did.
	r = prog.newRun(pr, 4, 100, time.Now().Add(time.Minute))
	r.set("x$1", b32(5))
	for _, differs := range []bool{false, true} {
		seen := map[uint64]int{}
		for i := 0; i < 800; i++ {
			r.differs = differs
			r.set("x$2", b32(50))
			r.twin(interval{slot: x2, w: 32, lo: 0, hi: 100})
			seen[r.get("x$2").u]++
		}
		part := 400.0 // of the 800 draws, those where x$2 differs
		if differs {
			part = 200
		}
		assert.InDelta(t, 800-part, seen[5], 60, "differs before: %v", differs)
		assert.InDelta(t, part*3/8, seen[4], 40, "differs before: %v", differs)
		assert.InDelta(t, part*3/8, seen[6], 40, "differs before: %v", differs)
		assert.InDelta(t, part/4, seen[50], 35, "differs before: %v", differs)
	}
	r.differs = false
	r.set("x$2", b32(5))
	r.twin(interval{slot: x2, w: 32, lo: 5, hi: 5})
	assert.False(t, r.differs, "a coordinate with one value is never the one that differs")
	r.set("y$1", b32(7))
	r.twin(interval{slot: y1, w: 32, lo: 0, hi: 100})
	assert.Equal(t, b32(7), r.get("y$1"), "only the second work item's variables")
}

// truth evaluates e in r's current state.
func (r *run) truth(e bpl.Expr) bool {
	return (&compiler{prog: r.prog, cp: r.cp}).cond(e).f(r).truth()
}

// assign carries out s in r's current state.
func (r *run) assign(s *bpl.Assign) {
	(&compiler{prog: r.prog, cp: r.cp}).stmt(s)(r)
}

func (r *run) set(name string, v val) {
	s := r.cp.slots[name]
	r.env[s], r.known[s] = v, true
}

func (r *run) get(name string) val { return r.env[r.cp.slots[name]] }

// TestHunt: once runs refute nothing new, the runs that only look for a
// failing check stop after Options.Hunt; without it they go on to eight
// times Options.Runs, and then (huntMore) to huntLonger times.
func TestHunt(t *testing.T) {
	holds := &bpl.Assert{Cond: bpl.Eq(bpl.Id("x"), bpl.Id("x"))}
	p := counted([]bpl.Stmt{&bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(3))}, holds})
	res := Refute(context.Background(), p, Options{Runs: 64})
	assert.Equal(t, huntLonger*64, res.Runs, "no failure found: the hunt goes on")
	res = Refute(context.Background(), p, Options{Runs: 64, Hunt: time.Nanosecond})
	assert.Less(t, res.Runs, stale+4, "the hunt is bounded")
	assert.GreaterOrEqual(t, res.Runs, stale, "the runs before the hunt are not")
}

// TestHuntBeside: the hunt beside the prover lets the procedures take
// turns, so a later procedure's failure is met after one batch of the
// first's runs; once ahead of its pace it waits, and it ends soon after
// its context does.
func TestHuntBeside(t *testing.T) {
	n3 := &bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(3))}
	x7 := &bpl.Assign{Lhs: []bpl.Expr{bpl.Id("x")}, Rhs: []bpl.Expr{lit(7)}}
	holds := &bpl.Assert{Cond: bpl.Eq(bpl.Id("x"), bpl.Id("x"))}
	fails := &bpl.Assert{Cond: bpl.Eq(bpl.Id("x"), lit(8))}
	p := counted([]bpl.Stmt{n3, holds})
	q := counted([]bpl.Stmt{n3, x7, fails})
	second := q.Decls[len(q.Decls)-1].(*bpl.Procedure)
	second.Name = "q"
	p.Decls = append(p.Decls, second)

	s := NewSession(p, Options{Runs: 64})
	res := s.HuntBeside(context.Background(), time.Minute, 0)
	require.Len(t, res.Failures, 1)
	assert.Equal(t, "q", res.Failures[0].Proc.Name)
	assert.Equal(t, stale+1, res.Runs, "one batch of p's runs, then q's first")

	s = NewSession(counted([]bpl.Stmt{n3, holds}), Options{Runs: 64})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	res = s.HuntBeside(ctx, time.Nanosecond, 0)
	assert.Less(t, time.Since(start), 2*time.Second, "ends with its context")
	assert.GreaterOrEqual(t, time.Since(start), 50*time.Millisecond, "waits while ahead of its pace")
	assert.Equal(t, 1, res.Runs, "after a nanosecond's allowance, one run")
	assert.Empty(t, res.Failures)
}

// TestCanvass: once a check failed, the canvass goes on past failing
// checks, each recorded once with the values of the run that met it, and
// meets the later checks a run before stopped short of; without a
// failure it runs nothing.
func TestCanvass(t *testing.T) {
	n10 := &bpl.Assume{Cond: bpl.Eq(bpl.Id("n"), lit(10))}
	x7 := &bpl.Assign{Lhs: []bpl.Expr{bpl.Id("x")}, Rhs: []bpl.Expr{lit(7)}}
	first := &bpl.Assert{Cond: bpl.Eq(bpl.Id("x"), lit(8))}
	second := &bpl.Assert{Cond: op("ULT", bpl.Id("n"), lit(5))}
	p := counted([]bpl.Stmt{n10, x7, first, second})
	s := NewSession(p, Options{Runs: 16})
	s.Explore(context.Background())
	require.Len(t, s.Result().Failures, 1, "a run stops at its first failing check")
	assert.Same(t, first, s.Result().Failures[0].Assert)
	s.Canvass(time.Now().Add(time.Minute), time.Minute)
	res := s.Result()
	require.Len(t, res.Failures, 2)
	assert.Same(t, second, res.Failures[1].Assert)
	assert.Equal(t, "10bv32", res.Failures[1].Values["n"])
	assert.Nil(t, s.prog.off, "the runs after the canvass stop at a failing check again")

	s = NewSession(counted([]bpl.Stmt{n10, x7}), Options{Runs: 16})
	s.Explore(context.Background())
	before := s.Result().Runs
	s.Canvass(time.Now().Add(time.Minute), time.Minute)
	assert.Equal(t, before, s.Result().Runs, "no failure: no canvass")
}

// TestArbitraryCells: unwritten cells read values fixed by their index
// (a lookup and a read agree), and about half of the bit-vector ones are
// small or a power of two, as indices loaded from memory need to meet a
// work item's id.
func TestArbitraryCells(t *testing.T) {
	m := &mapv{typ: bpl.MapType{Dom: []bpl.Type{bpl.BV{W: 32}}, Rng: bpl.BV{W: 32}}, seed: 7}
	small := 0
	for i := range uint64(1000) {
		k := key{i}
		v := m.lookup(k)
		assert.Equal(t, v, m.get(k), "cell %d", i)
		assert.Equal(t, v, m.get(k), "cell %d read again", i)
		if v.u <= 16 || v.u&(v.u-1) == 0 {
			small++
		}
	}
	assert.Greater(t, small, 400)
	assert.Less(t, small, 700, "the others are spread over the whole range")
}
