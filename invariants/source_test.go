package invariants

import (
	"testing"

	"github.com/stretchr/testify/assert"

	bpl "github.com/bvgen/bvgen/boogie"
)

// TestSourceExpr: candidates in the kernel's terms for --infer-info.
func TestSourceExpr(t *testing.T) {
	c := func(v uint64) bpl.Expr { return bpl.BVConst(v, 32) }
	i1, lid1 := bpl.Id("$i$1"), bpl.Id("local_id_x$1")
	for _, tc := range []struct {
		name string
		e    bpl.Expr
		want string
	}{
		{"log and geometry", bpl.Implies(bpl.Id("_WRITE_HAS_OCCURRED_$$a"),
			bpl.Eq(bpl.Fn("BV32_UREM", bpl.Id("_WRITE_OFFSET_$$a"), c(64)), bpl.Fn("BV32_UREM", i1, c(64)))),
			"written(a) ==> write_index(a) % 64 == i@1 % 64"},
		{"signed comparison, loop predicates", bpl.And(bpl.Implies(bpl.Id("$e.bb3$1"), bpl.Fn("BV32_SGE", i1, lid1)), bpl.Id("$p.bb3$2")),
			"(entered@1 ==> i@1 >=s get_local_id(0)@1) && in_loop@2"},
		{"precedence: a sum times a constant", bpl.Fn("BV32_MUL", bpl.Fn("BV32_ADD", bpl.Id("$x"), c(1)), c(4)), "(x + 1) * 4"},
		{"left-associative subtraction", bpl.Fn("BV32_SUB", bpl.Id("$a"), bpl.Fn("BV32_SUB", bpl.Id("$b"), bpl.Id("$c"))), "a - (b - c)"},
		{"shift below comparison", bpl.Fn("BV32_ULT", bpl.Fn("BV32_SHL", c(1), bpl.Id("$k")), bpl.Id("group_size_y")), "1 << k < get_local_size(1)"},
		{"negative constant, array element", bpl.Eq(bpl.Sel(bpl.Id("$$s"), bpl.Fn("BV32_ADD", bpl.Id("$t$2"), c(0xffffffff))), c(0)),
			"s[t@2 + -1] == 0"},
		{"extension", bpl.Fn("BV32_ZEXT64", bpl.Id("$n")), "(uint64_t)n"},
		{"implication chains to the right", bpl.Implies(bpl.Implies(bpl.Id("$a"), bpl.Id("$b")), bpl.Id("$c")), "(a ==> b) ==> c"},
		{"unknown function as a call", bpl.Fn("DECLARE_UF_f", bpl.Id("$x")), "DECLARE_UF_f(x)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, SourceExpr(tc.e))
		})
	}
}
