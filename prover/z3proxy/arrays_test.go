package z3proxy

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const arraySort = "(Array (_ BitVec 32) (_ BitVec 32))"

// TestEraseArrays: array constants only compared are dropped where
// their equalities are premises only, and become bit-vectors of the
// least width otherwise; any array operation or array sort elsewhere
// keeps the script as it is.
func TestEraseArrays(t *testing.T) {
	decls := "(declare-fun m@0 () " + arraySort + ")\n(declare-fun m@1 () " + arraySort + ")\n(declare-fun p () Bool)\n"
	tests := []struct {
		name, script string
		ok, dropped  bool
	}{
		{"premise", decls + "(assert (= m@1 (ite p m@0 m@1)))\n", true, true},
		{"compared both ways", decls + "(assert (= p (= m@1 m@0)))\n", true, false},
		{"no arrays", "(declare-fun x () (_ BitVec 32))\n(assert (= x x))\n", false, false},
		{"select", "(declare-fun m () " + arraySort + ")\n(assert (= (select m #x00000000) #x00000001))\n", false, false},
		{"store", "(declare-fun m () " + arraySort + ")\n(declare-fun n () " + arraySort + ")\n(assert (= n (store m #x00000000 #x00000001)))\n", false, false},
		{"array argument", "(declare-fun m () " + arraySort + ")\n(declare-fun f (" + arraySort + ") Bool)\n(assert (f m))\n", false, false},
		{"quantified", "(declare-fun m () " + arraySort + ")\n(assert (forall ((a " + arraySort + ")) (= a m)))\n", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, widened, erased, ok := eraseArrays([]byte(tc.script))
			require.Equal(t, tc.ok, ok)
			if !ok {
				return
			}
			assert.True(t, erased["m@0"] && erased["m@1"])
			assert.NotContains(t, string(out), "Array")
			if tc.dropped {
				assert.NotContains(t, string(out), "m@0")
				require.NotNil(t, widened, "the widened form too")
				assert.Contains(t, string(widened), "(declare-fun m@0 () (_ BitVec 2))")
				return
			}
			assert.Nil(t, widened)
			assert.Contains(t, string(out), "(declare-fun m@0 () (_ BitVec 2))", "two constants: 2 bits")
		})
	}
}

// TestDropArrays: an array equality is dropped only where every path
// from the assertion to it keeps its sign positive, through lets and
// nullary definitions as their uses have it.
func TestDropArrays(t *testing.T) {
	eq := "(= a b)"
	tests := []struct {
		name, script string
		ok           bool
	}{
		{"asserted", "(assert " + eq + ")", true},
		{"premise", "(assert (not (=> " + eq + " q)))", true},
		{"conclusion", "(assert (not (=> q " + eq + ")))", false},
		{"under and, or", "(assert (or q (and r " + eq + ")))", true},
		{"negated", "(assert (not " + eq + "))", false},
		{"ite branch", "(assert (ite q " + eq + " r))", true},
		{"ite condition", "(assert (ite " + eq + " q r))", false},
		{"boolean equality", "(assert (= q " + eq + "))", false},
		{"of ites", "(assert (= a (ite q b (ite r a b))))", true},
		{"ite elsewhere", "(assert (= a a))\n(assert (f (ite q a b)))", false},
		{"let, used positively", "(assert (not (let ((x (=> " + eq + " q))) (and x x))))", true},
		{"let, used both ways", "(assert (let ((x " + eq + ")) (and x (not x))))", false},
		{"let, unused", "(assert (let ((x (not " + eq + "))) q))", true},
		{"let-bound array", "(assert (let ((x a)) (= x b)))", false},
		{"definition, used negatively", "(define-fun d () Bool " + eq + ")\n(assert (not d))", false},
		{"definition, used positively", "(define-fun d () Bool (not " + eq + "))\n(assert (not (and q d)))", true},
		{"function", "(define-fun g ((y Bool)) Bool (and y " + eq + "))\n(assert (g q))", false},
		{"distinct", "(assert (distinct a b))", false},
		{"named", "(assert (! " + eq + " :named n))", true},
	}
	arrays := map[string]bool{"a": true, "b": true}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cmds, ok := parseSexps("(declare-fun a () " + arraySort + ")\n(declare-fun b () " + arraySort + ")\n" + tc.script)
			require.True(t, ok)
			out, ok := dropArrays(cmds, arrays)
			require.Equal(t, tc.ok, ok)
			if ok {
				assert.NotContains(t, string(out), " a")
				assert.NotContains(t, string(out), "Array")
			}
		})
	}
}

// TestErasedAnswers: the bit-blaster answers the erased query where it
// gave up on the arrays, with the query's answer; the erased constants
// are not among the hint's literals.
func TestErasedAnswers(t *testing.T) {
	z3 := needTool(t, "z3")
	bb := strategies[1]
	head := "(declare-fun m@0 () " + arraySort + ")\n(declare-fun m@1 () " + arraySort + ")\n(declare-fun m@2 () " + arraySort + ")\n(declare-fun x () (_ BitVec 8))\n"
	for _, tc := range []struct{ body, want string }{
		// Three arrays pairwise distinct, and x chosen: satisfiable.
		{"(assert (not (= m@0 m@1)))\n(assert (not (= m@1 m@2)))\n(assert (not (= m@0 m@2)))\n(assert (= x #x07))\n", "sat"},
		// m@1 is m@0 or m@2, and differs from both: unsatisfiable.
		{"(assert (= m@1 (ite (bvult x #x10) m@0 m@2)))\n(assert (not (= m@1 m@0)))\n(assert (not (= m@1 m@2)))\n", "unsat"},
	} {
		script := []byte(head + tc.body)
		plain := solve(context.Background(), z3, []string{"-smt2", "-in"}, script, bb, time.Now(), nil)
		assert.NotEqual(t, tc.want, plain.reply, "the bit-blaster takes arrays now: arrays.go is not needed")
		erased, _, names, ok := eraseArrays(script)
		require.True(t, ok)
		a := solve(context.Background(), z3, []string{"-smt2", "-in"}, erased, bb, time.Now(), nil)
		require.Equal(t, tc.want, a.reply)
		if a.reply == "sat" {
			assert.Equal(t, []string{"(= x #x07)"}, modelLiterals(a.model, names))
		}
	}
}

// TestDroppedAnswers: the bit-blaster's answer on a query with its array
// equalities dropped is z3's answer on the query.
func TestDroppedAnswers(t *testing.T) {
	z3 := needTool(t, "z3")
	head := "(declare-fun m@0 () " + arraySort + ")\n(declare-fun m@1 () " + arraySort + ")\n(declare-fun m@2 () " + arraySort + ")\n(declare-fun x () (_ BitVec 8))\n"
	for _, body := range []string{
		// A join and a uniform map assumed, x chosen: satisfiable.
		"(assert (not (=> (and (= m@1 (ite (bvult x #x10) m@0 m@2)) (= m@2 m@0)) (bvult x #x07))))\n",
		// The same premises, a conclusion that holds: unsatisfiable.
		"(assert (not (=> (and (= m@1 (ite (bvult x #x10) m@0 m@2)) (= m@2 m@0)) (bvule x #xff))))\n",
	} {
		script := []byte(head + body)
		want := solve(context.Background(), z3, []string{"-smt2", "-in"}, script, strategies[0], time.Now(), nil)
		dropped, _, names, ok := eraseArrays(script)
		require.True(t, ok)
		require.NotContains(t, string(dropped), "m@1")
		a := solve(context.Background(), z3, []string{"-smt2", "-in"}, dropped, strategies[1], time.Now(), nil)
		require.Equal(t, want.reply, a.reply)
		if a.reply == "sat" {
			lits := modelLiterals(a.model, names)
			require.Len(t, lits, 1)
			assert.Contains(t, lits[0], "(= x ")
		}
	}
}

// TestBlastable: the SMT core yields only where the bit-blaster can take
// the script as it is: no arrays, functions of bit-vectors only.
func TestBlastable(t *testing.T) {
	for _, tc := range []struct {
		script string
		want   bool
	}{
		{"(declare-fun x () (_ BitVec 8))\n(assert (= x #x01))\n", true},
		{"(declare-fun m () " + arraySort + ")\n", false},
		{"(declare-fun f ((_ BitVec 64) (_ BitVec 64)) (_ BitVec 64))\n", true},
		{"(declare-fun b () Bool)\n(declare-fun f ((_ BitVec 64)) (_ BitVec 64))\n", true},
		{"(declare-fun p ((_ BitVec 64)) Bool)\n", false},
		{"(declare-fun g (Int) (_ BitVec 8))\n", false},
	} {
		assert.Equal(t, tc.want, blastable([]byte(tc.script), true), tc.script)
	}
	// Where arrays were erased, functions keep the SMT core at full
	// priority (fdtd-2d's satisfiable rounds).
	assert.False(t, blastable([]byte("(declare-fun f ((_ BitVec 64)) (_ BitVec 64))\n"), false))
	assert.True(t, blastable([]byte("(declare-fun x () (_ BitVec 8))\n"), false))
}
