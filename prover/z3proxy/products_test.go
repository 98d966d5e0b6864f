package z3proxy

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// productsScript declares a b c d of width n and mentions the products of
// every shape the rewrite treats: plain, commuted, over a sum and a
// difference, with a pinned factor, and with a literal.
func productsScript(n int) string {
	var b strings.Builder
	for _, v := range []string{"a", "b", "c", "d", "g"} {
		fmt.Fprintf(&b, "(declare-fun %s () (_ BitVec %d))\n", v, n)
	}
	fmt.Fprintf(&b, "(assert (= g (_ bv3 %d)))\n", n)
	fmt.Fprintf(&b, "(assert (distinct (bvmul a b) (bvmul b a) (bvmul c b) (bvmul (bvsub c a) b) (bvmul (bvadd a d) b) (bvmul g a) (bvmul a (_ bv5 %d))))\n", n)
	return b.String()
}

func TestAbstractProductsRewrite(t *testing.T) {
	body, facts, widths, ok := splitProducts([]byte(productsScript(8)))
	require.True(t, ok)
	assert.Equal(t, []int{8}, widths)
	assert.NotEmpty(t, facts)
	p := productName(8)
	for _, want := range []string{
		"((_ extract 7 0) (" + p + " a b))",
		"((_ extract 7 0) (" + p + " b a))",
		"((_ extract 7 0) (" + p + " (bvsub c a) b))",
		"(bvmul g a)",         // g is pinned to a literal: linear
		"(bvmul a (_ bv5 8))", // a literal factor: linear
	} {
		assert.Contains(t, body, want)
	}
	// A factor bound by let or a quantifier stays a bvmul: no fact about
	// it could be stated at the top.
	bound := "(declare-fun a () (_ BitVec 8))\n(assert (forall ((x (_ BitVec 8))) (= (bvmul x a) (bvmul a x))))\n" +
		"(assert (let ((y (bvadd a a))) (= (bvmul y a) a)))\n"
	_, _, _, ok = splitProducts([]byte(bound))
	assert.False(t, ok, "only bound factors: nothing to abstract")
	_, _, _, ok = splitProducts([]byte("(declare-fun a () (_ BitVec 8))\n(assert (= (bvadd a a) a))\n"))
	assert.False(t, ok)
	// A factor an equation anywhere pins to arithmetic on pinned
	// constants (get_global_size from the geometry) is a constant.
	pinned := "(declare-fun a () (_ BitVec 8))\n(declare-fun g () (_ BitVec 8))\n(declare-fun w () (_ BitVec 8))\n" +
		"(assert (= g #x10))\n(assert (=> (= w (bvmul g #x04)) (= (bvmul a w) a)))\n"
	_, _, _, ok = splitProducts([]byte(pinned))
	assert.False(t, ok, "w is 64: the product is linear")
}

// TestProductFacts proves every fact the rewrite states valid when P is
// the exact product, at small widths where z3 decides it at once: the
// abstraction is then implied by the original query, so its "unsat" is
// the query's.
func TestProductFacts(t *testing.T) {
	z3 := needTool(t, "z3")
	for _, n := range []int{4} {
		_, facts, _, ok := splitProducts([]byte(productsScript(n)))
		require.True(t, ok)
		var q strings.Builder
		fmt.Fprintf(&q, "(define-fun %s ((x (_ BitVec %d)) (y (_ BitVec %d))) (_ BitVec %d) (bvmul ((_ zero_extend %d) x) ((_ zero_extend %d) y)))\n",
			productName(n), n, n, 2*n, n, n)
		for _, v := range []string{"a", "b", "c", "d", "g"} {
			fmt.Fprintf(&q, "(declare-fun %s () (_ BitVec %d))\n", v, n)
		}
		fmt.Fprintf(&q, "(assert (not (and %s)))\n(check-sat)\n", strings.Join(facts, " "))
		cmd := exec.Command(z3, "-smt2", "-in")
		cmd.Stdin = strings.NewReader(q.String())
		out, err := cmd.Output()
		require.NoError(t, err, string(out))
		assert.Equal(t, "unsat", strings.TrimSpace(string(out)), "width %d: a fact does not hold of the exact product", n)
	}
}

// injectivity is the race check of `out[y * w + x]` with a symbolic row
// width: z3's own solver ran for over 10 minutes on it.
const injectivity = `(declare-fun w () (_ BitVec 32))
(declare-fun x1 () (_ BitVec 32))
(declare-fun x2 () (_ BitVec 32))
(declare-fun y1 () (_ BitVec 32))
(declare-fun y2 () (_ BitVec 32))
(assert (bvsge w #x00000001))
(assert (bvsle w #x00001000))
(assert (bvult x1 w))
(assert (bvult x2 w))
(assert (bvult y1 #x00001000))
(assert (bvult y2 #x00001000))
(assert (not (and (= x1 x2) (= y1 y2))))
(assert (= (bvadd (bvmul y1 w) x1) (bvadd (bvmul y1 w) (bvmul (bvsub y2 y1) w) x2)))
`

func TestProductsProveInjectivity(t *testing.T) {
	z3 := needTool(t, "z3")
	st := strategy{name: "products", check: "(check-sat)", abstract: true}
	script, ok := abstractProducts([]byte(injectivity))
	require.True(t, ok)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a := solve(ctx, z3, []string{"-smt2", "-in"}, script, st, time.Now(), nil)
	assert.Equal(t, "unsat", a.reply)
}

// The abstraction's "sat" is not the query's: 2 * b == 7 has no solution
// modulo 2^4, but P may take any value the facts allow.
func TestProductsSatIsUnknown(t *testing.T) {
	z3 := needTool(t, "z3")
	q := "(declare-fun a () (_ BitVec 4))\n(declare-fun b () (_ BitVec 4))\n" +
		"(assert (bvult a #x3))\n(assert (bvugt a #x1))\n(assert (= (bvmul a b) #x7))\n"
	script, ok := abstractProducts([]byte(q))
	require.True(t, ok)
	a := solve(context.Background(), z3, []string{"-smt2", "-in"}, script, strategy{name: "products", check: "(check-sat)", abstract: true}, time.Now(), nil)
	assert.Equal(t, "unknown", a.reply)
	a = solve(context.Background(), z3, []string{"-smt2", "-in"}, []byte(q), strategy{name: "smt", check: "(check-sat)"}, time.Now(), nil)
	assert.Equal(t, "unsat", a.reply)
}
