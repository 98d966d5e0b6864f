package invariants

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// koggeStone: sum[t] = 0; barrier; for (offset = 1; offset < 8; offset *= 2)
// { x = sum[t - offset]; barrier; sum[t] = x; barrier; } out[t] = sum[t].
func koggeStone() *fakeLoop {
	sum, out := localArray("sum", 8), globalArray("out")
	b := newBuilder()
	t := b.assign("t", lid)
	b.store(sum, t, c(0))
	b.barrier()
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	phi, offset := b.phi("offset", ir.Int(32))
	b.branch(bin(ir.Ult, offset, c(8)), body, exit)
	b.at(body)
	x := b.load(sum, sub(t, offset))
	b.barrier()
	b.store(sum, t, x)
	b.barrier()
	next := b.assign("offset.1", mul(offset, c(2)))
	b.jump(h)
	phi.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(1)}, {Pred: body, Val: next}}
	b.at(exit)
	b.store(out, t, b.load(sum, t))
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), sameGrp: true}
}

// blellochUp: sum[2t] = 0; for (offset = 1, d = 4; d > 0; d /= 2, offset *= 2)
// { barrier; ai = offset * (2t + 1) - 1; sum[ai] = sum[ai]; } sum[7] = 0.
func blellochUp() *fakeLoop { return blellochUpFrom(4) }

// blellochUpFrom is the up-sweep over 2*d0 elements (d0 a power of two).
func blellochUpFrom(d0 int) *fakeLoop {
	sum := localArray("sum", 2*d0)
	b := newBuilder()
	t := b.assign("t", lid)
	b.store(sum, mul(c(2), t), c(0))
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	pOff, offset := b.phi("offset", ir.Int(32))
	pD, d := b.phi("d", ir.Int(32))
	b.branch(bin(ir.Ugt, d, c(0)), body, exit)
	b.at(body)
	b.barrier()
	ai := b.assign("ai", sub(mul(offset, add(mul(c(2), t), c(1))), c(1)))
	b.store(sum, ai, b.load(sum, ai))
	o2 := b.assign("offset.2", mul(offset, c(2)))
	d2 := b.assign("d.2", bin(ir.UDiv, d, c(2)))
	b.jump(h)
	entry := b.f.Blocks[0]
	pOff.In = []ir.PhiIn{{Pred: entry, Val: c(1)}, {Pred: body, Val: o2}}
	pD.In = []ir.PhiIn{{Pred: entry, Val: c(uint64(d0))}, {Pred: body, Val: d2}}
	b.at(exit)
	b.store(sum, c(uint64(2*d0-1)), c(0))
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), sameGrp: true}
}

// treeDown: the down-sweep of a tree kept level by level,
// for (l = 8, w = 1; l > 0; l--, w *= 2) { barrier; if (t < w) tree[(l-1)*256 + 2t] = 0; }
// (clang writes l-- as l + -1).
func treeDown() *fakeLoop {
	tree := localArray("tree", 9*256)
	b := newBuilder()
	t := b.assign("t", lid)
	h, body, acc, latch, exit := b.block("h"), b.block("body"), b.block("acc"), b.block("latch"), b.block("exit")
	b.jump(h)
	b.at(h)
	pL, l := b.phi("l", ir.Int(32))
	pW, w := b.phi("w", ir.Int(32))
	b.branch(bin(ir.Ugt, l, c(0)), body, exit)
	b.at(body)
	b.barrier()
	b.branch(bin(ir.Ult, t, w), acc, latch)
	b.at(acc)
	b.store(tree, add(mul(sub(l, c(1)), c(256)), mul(c(2), t)), c(0))
	b.jump(latch)
	b.at(latch)
	w2 := b.assign("w.2", mul(w, c(2)))
	l2 := b.assign("l.2", add(l, c(0xffffffff)))
	b.jump(h)
	entry := b.f.Blocks[0]
	pL.In = []ir.PhiIn{{Pred: entry, Val: c(8)}, {Pred: latch, Val: l2}}
	pW.In = []ir.PhiIn{{Pred: entry, Val: c(1)}, {Pred: latch, Val: w2}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), sameGrp: true}
}

// strided: for (i = get_local_id(0); i < n; i += get_global_size(0)) out[i] = 0.
func strided() *fakeLoop {
	return stridedLoop(func(b *builder) ir.Expr { return b.assign("gs", &ir.Builtin{Fn: ir.GlobalSize}) })
}

// stridedBy: the same loop stepping by s, a kernel argument.
func stridedBy() *fakeLoop {
	return stridedLoop(func(b *builder) ir.Expr { return b.param("s") }, "s")
}

// stridedLoop: for (i = get_local_id(0); i < n; i += step) out[i] = 0.
func stridedLoop(step func(*builder) ir.Expr, params ...string) *fakeLoop {
	out := globalArray("out")
	b := newBuilder(append([]string{"n"}, params...)...)
	n := b.param("n")
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	phi, i := b.phi("i", ir.Int(32))
	b.branch(bin(ir.Ult, i, n), body, exit)
	b.at(body)
	b.store(out, i, c(0))
	next := b.assign("i.1", add(i, step(b)))
	b.jump(h)
	phi.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: lid}, {Pred: body, Val: next}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), nonUni: true,
		dual: map[*ir.Var]bool{i.V: true, next.V: true},
		geo:  ir.Geometry{LocalSize: ir.Dims{64}, NumGroups: ir.Dims{8}}}
}

// cursorLoop: for (i = 0; i < 16; i++) { out[p + lid] = 0; p += 64; },
// the row cursor p beside the counter the condition reads.
func cursorLoop() *fakeLoop {
	out := globalArray("out")
	b := newBuilder()
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	phiI, i := b.phi("i", ir.Int(32))
	phiP, p := b.phi("p", ir.Int(32))
	b.branch(bin(ir.Ult, i, c(16)), body, exit)
	b.at(body)
	b.store(out, add(p, lid), c(0))
	nextP := b.assign("p.1", add(p, c(64)))
	nextI := b.assign("i.1", add(i, c(1)))
	b.jump(h)
	phiI.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(0)}, {Pred: body, Val: nextI}}
	phiP.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(0)}, {Pred: body, Val: nextP}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), nonUni: true,
		geo: ir.Geometry{LocalSize: ir.Dims{64}, NumGroups: ir.Dims{8}}}
}

// groupLoop: for (i = 0; i < t; i++) { sum[t] = 0; barrier; } with the two
// work items possibly in different groups.
func groupLoop() *fakeLoop {
	sum := localArray("sum", 8)
	b := newBuilder()
	t := b.assign("t", lid)
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	phi, i := b.phi("i", ir.Int(32))
	b.branch(bin(ir.Ult, i, t), body, exit)
	b.at(body)
	b.store(sum, t, c(0))
	b.barrier()
	next := b.assign("i.1", add(i, c(1)))
	b.jump(h)
	phi.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(0)}, {Pred: body, Val: next}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), nonUni: true,
		dual: map[*ir.Var]bool{i.V: true, next.V: true, t.V: true}}
}

// knownLoop: sum[t] = 0; for (i = 0; i < 8; i++) { barrier; sum[t] = 1; }
// with a barrier invariant reading sum and several groups.
func knownLoop() *fakeLoop {
	sum := localArray("sum", 8)
	b := newBuilder()
	t := b.assign("t", lid)
	b.store(sum, t, c(0))
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	phi, i := b.phi("i", ir.Int(32))
	b.branch(bin(ir.Ult, i, c(8)), body, exit)
	b.at(body)
	b.barrier()
	b.store(sum, t, c(1))
	next := b.assign("i.1", add(i, c(1)))
	b.jump(h)
	phi.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(0)}, {Pred: body, Val: next}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), unknown: map[*ir.Array]bool{sum: true},
		dual: map[*ir.Var]bool{t.V: true}}
}

// writeAfterLoop: sum[t] = 0; for (i = 0; i < 8; i++) sum[t] = i;
// sum[t + 1] = 0.
func writeAfterLoop() *fakeLoop {
	sum := localArray("sum", 9)
	b := newBuilder()
	t := b.assign("t", lid)
	b.store(sum, t, c(0))
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	phi, i := b.phi("i", ir.Int(32))
	b.branch(bin(ir.Ult, i, c(8)), body, exit)
	b.at(body)
	b.store(sum, t, i)
	next := b.assign("i.1", add(i, c(1)))
	b.jump(h)
	phi.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(0)}, {Pred: body, Val: next}}
	b.at(exit)
	b.store(sum, add(t, c(1)), c(0))
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), sameGrp: true}
}

// inGroups lets the two work items be in different groups and the loop be
// one they need not be in together.
func inGroups(lp *fakeLoop) *fakeLoop {
	lp.sameGrp, lp.nonUni = false, true
	return lp
}

// inProcedure makes the loop's function a procedure (a helper checked on
// its own under --no-inline), whose work items may arrive disabled.
func inProcedure(lp *fakeLoop) *fakeLoop {
	lp.f.Kernel = false
	return lp
}

// counters: for (d = 1, o = 64; d < n; d *= 2, o /= 2) {}: the bound is
// a parameter, so the counters cannot be traced.
func counters() *fakeLoop {
	b := newBuilder("n")
	n := b.param("n")
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	pd, d := b.phi("d", ir.Int(32))
	po, o := b.phi("o", ir.Int(32))
	b.branch(bin(ir.Ult, d, n), body, exit)
	b.at(body)
	d2 := b.assign("d.1", mul(d, c(2)))
	o2 := b.assign("o.1", bin(ir.UDiv, o, c(2)))
	b.jump(h)
	entry := b.f.Blocks[0]
	pd.In = []ir.PhiIn{{Pred: entry, Val: c(1)}, {Pred: body, Val: d2}}
	po.In = []ir.PhiIn{{Pred: entry, Val: c(64)}, {Pred: body, Val: o2}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), sameGrp: true}
}

// byteCopy: for (k = 0; k < 4; k++) dst[4 * t + k] = 0, with 1-byte cells.
func byteCopy() *fakeLoop {
	dst := &ir.Array{Name: "dst", Space: ir.Global, Kind: ir.ArrayParam, Elem: ir.Int(8), ElemBytes: 1}
	b := newBuilder()
	t := b.assign("t", lid)
	h, body, exit := b.block("h"), b.block("body"), b.block("exit")
	b.jump(h)
	b.at(h)
	phi, k := b.phi("k", ir.Int(32))
	b.branch(bin(ir.Ult, k, c(4)), body, exit)
	b.at(body)
	b.cur.Stmts = append(b.cur.Stmts, &ir.Store{Array: dst, Off: add(mul(t, c(4)), k), Val: &ir.Const{Val: 0, T: ir.Int(8)}})
	next := b.assign("k.1", add(k, c(1)))
	b.jump(h)
	phi.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(0)}, {Pred: body, Val: next}}
	b.at(exit)
	b.ret()
	return &fakeLoop{f: b.f, l: b.finish(h), defs: b.defs(), sameGrp: true}
}

func TestGenerate(t *testing.T) {
	for _, tt := range []struct {
		name    string
		loop    *fakeLoop
		want    map[string][]string // rule -> exact candidates
		absent  []string            // rules that must not fire
		contain map[string]string   // rule -> substring of its (only) candidate
	}{
		{
			name: "kogge-stone: logs empty at the head, exact counter values",
			loop: koggeStone(),
			want: map[string][]string{
				"no-access":      {"!_WRITE_HAS_OCCURRED_$$sum", "!_WRITE_HAS_OCCURRED_$$out"},
				"counter-values": {"$e.h ==> $offset == 1bv32 || $offset == 2bv32 || $offset == 4bv32 || $offset == 8bv32"},
				"exit-entered":   {"$x.h.exit ==> $e.h"},
				"exit-condition": {"$x.h.exit ==> !BV32_ULT($offset, 8bv32)"},
				"loop-left":      {"$e.h ==> $p.h || $x.h.exit"},
			},
			absent: []string{"access-offset", "rewound-offset", "counter-pow2", "predicate-uniform"},
		},
		{
			name: "blelloch up-sweep: logs of the iteration that ended, rewound through the latch",
			loop: blellochUp(),
			want: map[string][]string{
				"counter-values": {"$e.h ==> ($offset == 1bv32 && $d == 4bv32) || ($offset == 2bv32 && $d == 2bv32) || ($offset == 4bv32 && $d == 1bv32) || ($offset == 8bv32 && $d == 0bv32)"},
				"rewound-offset": {
					// sum[7] is written after the loop: it cannot be in the log at the head.
					"_WRITE_HAS_OCCURRED_$$sum ==> ($offset == 1bv32 && $d == 4bv32 && _WRITE_OFFSET_$$sum == BV32_MUL(2bv32, local_id_x$1)) || _WRITE_OFFSET_$$sum == BV32_SUB(BV32_MUL(BV32_LSHR($offset, 1bv32), BV32_ADD(BV32_MUL(2bv32, local_id_x$1), 1bv32)), 1bv32)",
					"_READ_HAS_OCCURRED_$$sum ==> _READ_OFFSET_$$sum == BV32_SUB(BV32_MUL(BV32_LSHR($offset, 1bv32), BV32_ADD(BV32_MUL(2bv32, local_id_x$1), 1bv32)), 1bv32)",
				},
			},
			absent: []string{"no-access", "access-offset"},
		},
		{
			name: "blelloch up-sweep with nine levels: the values at the exit, powers of two and their product",
			loop: blellochUpFrom(256),
			want: map[string][]string{
				"counter-exit":    {"$e.h ==> BV32_UGT($d, 0bv32) || ($offset == 512bv32 && $d == 0bv32)"},
				"counter-product": {"$e.h ==> !BV32_UGT($d, 0bv32) || BV32_MUL($d, $offset) == 256bv32"},
			},
			absent: []string{"counter-values"},
		},
		{
			name: "tree kept by levels: a falling counter, the width as a shift of it",
			loop: treeDown(),
			want: map[string][]string{
				"counter-shift": {"$e.h ==> $w == BV32_SHL(1bv32, BV32_SUB(8bv32, $l))"},
				"counter-init":  {"$e.h ==> BV32_ULE($l, 8bv32)", "$e.h ==> BV32_UGE($w, 1bv32)"},
			},
		},
		{
			name: "grid-stride loop: offsets and counter agree modulo the stride",
			loop: strided(),
			want: map[string][]string{
				"strided-offset": {"_WRITE_HAS_OCCURRED_$$out ==> BV32_UREM(_WRITE_OFFSET_$$out, 512bv32) == BV32_UREM($i$1, 512bv32)"},
				"counter-stride": {"($e.h$1 ==> BV32_UREM($i$1, 512bv32) == BV32_UREM(local_id_x$1, 512bv32)) && ($e.h$2 ==> BV32_UREM($i$2, 512bv32) == BV32_UREM(local_id_x$2, 512bv32))"},
				"counter-guard":  {"($e.h$1 ==> BV32_ULE($i$1, $n)) && ($e.h$2 ==> BV32_ULE($i$2, $n))"},
			},
			// No barrier in the loop: whether the two work items are in it
			// alike matters to no barrier check.
			absent: []string{"no-access", "access-offset", "counter-values", "counter-uniform", "logged-enabled", "predicate-uniform"},
		},
		{
			// A remainder by a variable is a divider circuit in every
			// query: the symbolic steps of real code are fold trees'
			// powers of two, shift-residue's.
			name:   "a loop stepping by a kernel argument: no residue modulo it",
			loop:   stridedBy(),
			absent: []string{"strided-offset"},
		},
		{
			// The last iteration's cursor is its start plus 15 steps of
			// 64: lockstep with i, which the condition bounds.
			name: "a cursor moving in lockstep with the counter: the span its cells cover",
			loop: cursorLoop(),
			want: map[string][]string{
				"span-offset": {"_WRITE_HAS_OCCURRED_$$out ==> BV32_ULE(local_id_x$1, _WRITE_OFFSET_$$out) && BV32_ULE(_WRITE_OFFSET_$$out, BV32_ADD(960bv32, local_id_x$1))"},
			},
		},
		{
			name: "a loop the work items of different groups need not be in together: no access within a group",
			loop: groupLoop(),
			want: map[string][]string{
				"group-no-access":   {"$same_group ==> !_WRITE_HAS_OCCURRED_$$sum"},
				"no-access":         {"!_WRITE_HAS_OCCURRED_$$sum"},
				"predicate-uniform": {"$p.h$1 == $p.h$2"},
			},
		},
		{
			name: "a barrier invariant reads the array: the cell updated after the barrier is known at the head",
			loop: knownLoop(),
			want: map[string][]string{
				"known-cells": {"!_UNKNOWN_$$sum[local_id_x$1]", "$same_group ==> !_UNKNOWN_$$sum[local_id_x$2]"},
			},
		},
		{
			name: "an access after the loop cannot be in the log at its head",
			loop: writeAfterLoop(),
			want: map[string][]string{
				"access-offset": {"_WRITE_HAS_OCCURRED_$$sum ==> _WRITE_OFFSET_$$sum == local_id_x$1"},
			},
		},
		{
			name: "a __local log in a loop the work items of different groups need not be in together: facts for one group",
			loop: inGroups(writeAfterLoop()),
			want: map[string][]string{
				"access-offset": {"$same_group && _WRITE_HAS_OCCURRED_$$sum ==> _WRITE_OFFSET_$$sum == local_id_x$1"},
			},
		},
		{
			name: "the grid-stride loop in a procedure: the work item that logged was enabled",
			loop: inProcedure(strided()),
			want: map[string][]string{
				"logged-enabled": {"_WRITE_HAS_OCCURRED_$$out ==> $e.h$1"},
			},
		},
		{
			name: "counters bounded by a parameter: powers of two and their product",
			loop: counters(),
			want: map[string][]string{
				"counter-pow2":    {"$e.h ==> BV32_AND($d, BV32_SUB($d, 1bv32)) == 0bv32", "$e.h ==> BV32_AND($o, BV32_SUB($o, 1bv32)) == 0bv32"},
				"counter-nonzero": {"$e.h ==> $d != 0bv32"},
				"counter-init":    {"$e.h ==> BV32_UGE($d, 1bv32)", "$e.h ==> BV32_ULE($o, 64bv32)"},
				"counter-guard":   {"$e.h ==> BV32_ULE($d, $n)"},
				"counter-product": {"$e.h ==> !BV32_ULT($d, $n) || BV32_MUL($o, $d) == 64bv32"},
			},
			absent: []string{"counter-values"},
		},
		{
			name: "byte-wise copy: the logged offset lies behind the counter",
			loop: byteCopy(),
			want: map[string][]string{
				"range-offset": {"_WRITE_HAS_OCCURRED_$$dst ==> BV32_ULE(BV32_MUL(local_id_x$1, 4bv32), _WRITE_OFFSET_$$dst) && BV32_ULT(_WRITE_OFFSET_$$dst, BV32_ADD(BV32_MUL(local_id_x$1, 4bv32), $k))"},
			},
			absent: []string{"no-access", "access-offset"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cs := candidates(tt.loop)
			for rule, want := range tt.want {
				assert.Equal(t, want, withRule(cs, rule), "rule %s; all candidates:\n%s", rule, joinLines(cs))
			}
			for _, rule := range tt.absent {
				assert.Empty(t, withRule(cs, rule), "rule %s must not fire", rule)
			}
		})
	}
}

func joinLines(ss []string) string {
	out := ""
	for _, s := range ss {
		out += "  " + s + "\n"
	}
	return out
}

func TestCandidatesAreMarked(t *testing.T) {
	for _, inv := range Generate(koggeStone()) {
		require.NotNil(t, inv.Candidate)
		assert.NotEmpty(t, inv.Candidate.Rule)
		assert.Equal(t, []*bpl.Attr{bpl.SourceLoc("k.cl", 3, 5)}, inv.Attrs, "the candidate and its rule are printed from inv.Candidate")
		assert.Equal(t, ir.Pos{File: "k.cl", Line: 3, Col: 5}, posOf(inv.Candidate))
		assert.False(t, inv.Free, "candidates are checked, never free")
	}
}

// Two loops in sequence: the second starts from the first's final value.
func TestTraceAcrossLoops(t *testing.T) {
	b := newBuilder()
	h1, b1, h2, b2, exit := b.block("h1"), b.block("b1"), b.block("h2"), b.block("b2"), b.block("exit")
	b.jump(h1)
	b.at(h1)
	p1, o := b.phi("o", ir.Int(32))
	b.branch(bin(ir.Ult, o, c(8)), b1, h2)
	b.at(b1)
	o2 := b.assign("o.1", mul(o, c(2)))
	b.jump(h1)
	p1.In = []ir.PhiIn{{Pred: b.f.Blocks[0], Val: c(1)}, {Pred: b1, Val: o2}}
	b.at(h2)
	p2, q := b.phi("q", ir.Int(32))
	b.branch(bin(ir.Ugt, q, c(1)), b2, exit)
	b.at(b2)
	q2 := b.assign("q.1", bin(ir.UDiv, q, c(2)))
	b.jump(h2)
	p2.In = []ir.PhiIn{{Pred: h1, Val: o}, {Pred: b2, Val: q2}}
	b.at(exit)
	b.ret()
	first := b.finish(h1)
	second := b.f.LoopWithHeader(h2)
	require.NotNil(t, first)
	require.NotNil(t, second)
	lp := &fakeLoop{f: b.f, l: second, defs: b.defs()}
	a := analyse(lp)
	vars, states, ok := a.trace(traceLimit)
	require.True(t, ok)
	require.Len(t, vars, 1)
	assert.Equal(t, [][]uint64{{8}, {4}, {2}, {1}}, states)
	// The first loop cannot read the second's counter.
	_, ok = analyse(&fakeLoop{f: b.f, l: first, defs: b.defs()}).exitValue(q.V)
	assert.False(t, ok)
}

func TestRewind(t *testing.T) {
	a := analyse(blellochUp())
	var offset, ai *ir.Var
	for _, lv := range a.vars {
		if lv.v.Name == "offset" {
			offset = lv.v
		}
	}
	for v := range a.defs {
		if v.Name == "ai" {
			ai = v
		}
	}
	require.NotNil(t, offset)
	r, ok := a.rewind(&ir.VarRef{V: ai})
	require.True(t, ok)
	assert.Equal(t, "((offset >>u 1:i32) * ((2:i32 * get_local_id(0)) + 1:i32)) - 1:i32", ir.ExprString(r))
	// A load's value cannot be recovered at the head.
	_, ok = a.rewind(&ir.VarRef{V: &ir.Var{Name: "loaded", T: ir.Int(32)}})
	assert.False(t, ok)
}

func TestEval(t *testing.T) {
	a := &analysis{geo: ir.Geometry{LocalSize: ir.Dims{64}, NumGroups: ir.Dims{8}}}
	for _, tt := range []struct {
		e    ir.Expr
		want uint64
		ok   bool
	}{
		{mul(&ir.Builtin{Fn: ir.LocalSize}, c(2)), 128, true},
		{&ir.Builtin{Fn: ir.GlobalSize}, 512, true},
		{sub(c(0), c(1)), 0xffffffff, true},
		{bin(ir.UDiv, c(7), c(0)), 0, false},
		{bin(ir.Slt, sub(c(0), c(1)), c(0)), 1, true},
		{lid, 0, false},
	} {
		v, ok := a.eval(tt.e, nil)
		assert.Equal(t, tt.ok, ok, ir.ExprString(tt.e))
		if ok {
			assert.Equal(t, tt.want, v, ir.ExprString(tt.e))
		}
	}
}

// The guard of an access, rewound to the next loop head: t < w in the
// iteration that ended is t < w >> 1 at the head (w *= 2); for a halving
// counter the value before 0 is 1.
func TestRewoundGuard(t *testing.T) {
	lp := treeDown()
	a := analyse(lp)
	acc := lp.f.Blocks[3]
	require.Equal(t, "acc", acc.Name)
	require.Equal(t, "get_local_id(0) <u (w >>u 1:i32)", ir.ExprString(a.rewoundGuard(acc)))
	require.Nil(t, a.rewoundGuard(lp.f.Blocks[2]), "the body block runs whenever the iteration does")

	up := blellochUpFrom(4)
	var d *loopVar
	for _, lv := range analyse(up).vars {
		if lv.v.Name == "d" {
			d = lv
		}
	}
	require.NotNil(t, d)
	require.Equal(t, "(d == 0:i32) ? 1:i32 : (d << 1:i32)", ir.ExprString(analyse(up).previousForGuard(d)))
}

// A precondition n == 64 (or a conjunct of one) in the entry block fixes
// n for the counter rules; one elsewhere, an inequality or a variable
// that is not a parameter does not.
func TestPinnedParams(t *testing.T) {
	for _, tt := range []struct {
		name string
		req  func(n, m, x *ir.VarRef) ir.Expr
		want map[string]uint64
	}{
		{"equality", func(n, m, x *ir.VarRef) ir.Expr { return bin(ir.Eq, n, c(64)) }, map[string]uint64{"n": 64}},
		{"constant first, conjunction", func(n, m, x *ir.VarRef) ir.Expr {
			return bin(ir.And, bin(ir.Eq, c(3), m), bin(ir.Eq, n, c(64)))
		}, map[string]uint64{"n": 64, "m": 3}},
		{"inequality", func(n, m, x *ir.VarRef) ir.Expr { return bin(ir.Ule, n, c(64)) }, map[string]uint64{}},
		{"disjunction", func(n, m, x *ir.VarRef) ir.Expr {
			return bin(ir.Or, bin(ir.Eq, n, c(1)), bin(ir.Eq, n, c(2)))
		}, map[string]uint64{}},
		{"not a parameter", func(n, m, x *ir.VarRef) ir.Expr { return bin(ir.Eq, x, c(5)) }, map[string]uint64{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := newBuilder("n", "m")
			x := b.assign("x", lid)
			r := b.assign("r", tt.req(b.param("n"), b.param("m"), x))
			b.cur.Stmts = append(b.cur.Stmts, &ir.Annot{Kind: ir.AnnotRequires, Args: []ir.Expr{r}})
			b.ret()
			a := &analysis{f: b.f, defs: b.defs(), params: map[*ir.Var]bool{b.param("n").V: true, b.param("m").V: true}}
			got := map[string]uint64{}
			for v, x := range a.pinnedParams() {
				got[v.Name] = x
			}
			assert.Equal(t, tt.want, got)
		})
	}
}
