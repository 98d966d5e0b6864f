package z3proxy

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const arraySort = "(Array (_ BitVec 32) (_ BitVec 32))"

// TestEraseArrays: array constants only compared become 64-bit vectors;
// any array operation or array sort elsewhere keeps the script as it is.
func TestEraseArrays(t *testing.T) {
	tests := []struct {
		name, script string
		ok           bool
	}{
		{"compared", "(declare-fun m@0 () " + arraySort + ")\n(declare-fun m@1 () " + arraySort + ")\n(declare-fun p () Bool)\n(assert (= m@1 (ite p m@0 m@1)))\n", true},
		{"no arrays", "(declare-fun x () (_ BitVec 32))\n(assert (= x x))\n", false},
		{"select", "(declare-fun m () " + arraySort + ")\n(assert (= (select m #x00000000) #x00000001))\n", false},
		{"store", "(declare-fun m () " + arraySort + ")\n(declare-fun n () " + arraySort + ")\n(assert (= n (store m #x00000000 #x00000001)))\n", false},
		{"array argument", "(declare-fun m () " + arraySort + ")\n(declare-fun f (" + arraySort + ") Bool)\n(assert (f m))\n", false},
		{"quantified", "(declare-fun m () " + arraySort + ")\n(assert (forall ((a " + arraySort + ")) (= a m)))\n", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, erased, ok := eraseArrays([]byte(tc.script))
			require.Equal(t, tc.ok, ok)
			if !ok {
				return
			}
			assert.True(t, erased["m@0"] && erased["m@1"])
			assert.NotContains(t, string(out), "Array")
			assert.Contains(t, string(out), "(declare-fun m@0 () (_ BitVec 2))", "two constants: 2 bits")
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
		plain := solve(context.Background(), z3, []string{"-smt2", "-in"}, script, bb, time.Now())
		assert.NotEqual(t, tc.want, plain.reply, "the bit-blaster takes arrays now: arrays.go is not needed")
		erased, names, ok := eraseArrays(script)
		require.True(t, ok)
		a := solve(context.Background(), z3, []string{"-smt2", "-in"}, erased, bb, time.Now())
		require.Equal(t, tc.want, a.reply)
		if a.reply == "sat" {
			assert.Equal(t, []string{"(= x #x07)"}, modelLiterals(a.model, names))
		}
	}
}
