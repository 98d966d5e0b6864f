package invariants

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/bvgen/bvgen/ir"
)

// selectInLoop: p = t < 16 ? A : B; for (i = 0; i < 2; i++) p[t & 15] = 0,
// the store lowered as a branch on p's base id per candidate array (as
// the frontend does, docs/pointers.md). With rel, a second access to A
// under a comparison that is no choice of a variable (t < 8).
func selectInLoop(rel bool) *fakeLoop {
	a, bArr := localArray("A", 16), localArray("B", 16)
	b := newBuilder()
	t := b.assign("t", lid)
	base := b.assign("p.base", &ir.Select{Cond: bin(ir.Ult, t, c(16)), X: c(1000), Y: c(1001)})
	cell := b.assign("cell", &ir.Binary{Op: ir.And, X: t, Y: c(15)})
	h, body, toA, toB, join, exit := b.block("h"), b.block("body"), b.block("toA"), b.block("toB"), b.block("join"), b.block("exit")
	b.jump(h)
	b.at(h)
	phi, i := b.phi("i", ir.Int(32))
	b.branch(bin(ir.Ult, i, c(2)), body, exit)
	b.at(body)
	b.branch(&ir.Binary{Op: ir.Eq, X: base, Y: c(1000)}, toA, toB)
	b.at(toA)
	b.store(a, cell, c(0))
	b.jump(join)
	b.at(toB)
	b.store(bArr, cell, c(0))
	b.jump(join)
	b.at(join)
	if rel {
		more, after := b.block("more"), b.block("after")
		b.branch(bin(ir.Ult, t, c(8)), more, after)
		b.at(more)
		b.store(a, cell, c(1))
		b.jump(after)
		b.at(after)
		join = after
	}
	next := b.assign("i.1", add(i, c(1)))
	b.jump(h)
	phi.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(0)}, {Pred: join, Val: next}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), sameGrp: true}
}

// TestAccessGuard: the log of an array a pointer may point into holds an
// access only where the pointer's base id is that array's.
func TestAccessGuard(t *testing.T) {
	for _, tt := range []struct {
		name string
		loop *fakeLoop
		want []string
	}{
		{"one access per candidate array", selectInLoop(false), []string{
			"_WRITE_HAS_OCCURRED_$$A ==> $p.base == 1000bv32",
			"_WRITE_HAS_OCCURRED_$$B ==> !($p.base == 1000bv32)",
		}},
		{"an access with no choice on its way: no candidate for its log", selectInLoop(true), []string{
			"_WRITE_HAS_OCCURRED_$$B ==> !($p.base == 1000bv32)",
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cs := candidates(tt.loop)
			assert.Equal(t, tt.want, withRule(cs, "access-guard"), "all candidates:\n%s", joinLines(cs))
		})
	}
}
