package difftest

import (
	"fmt"

	"github.com/bvgen/bvgen/ir"
)

// pattern is one row of the generator's table: a known-safe kernel shape
// and the mutations that usually break it. write emits the body for
// mutation mut ("" for the safe form) on b's geometry.
type pattern struct {
	name      string
	minDims   int // 0 is 1
	maxDims   int
	minGroups int // groups the mutation needs to show (inter-group races)
	mutations []string
	// stricter names the forms that break OpenCL's rules in a way
	// Oclgrind does not see, with the rule: bvgen's race there is right.
	stricter map[string]string
	// falseAlarms explains the forms bvgen is known to refute although
	// Oclgrind saw nothing on the inputs tried.
	falseAlarms map[string]string
	write       func(b *builder, mut string)
}

const (
	localBarrier  = "barrier(CLK_LOCAL_MEM_FENCE);"
	globalBarrier = "barrier(CLK_GLOBAL_MEM_FENCE);"
)

// patterns is the generator's table, one row per kernel shape.
var patterns = []pattern{
	{name: "copy", maxDims: 3, mutations: []string{"collide", "neighbour-read"}, write: writeCopy},
	{name: "tile", maxDims: 3, mutations: []string{"drop-barrier", "move-barrier", "collide", "global-fence", "mem-fence"}, write: writeTile},
	{name: "async-copy", maxDims: 2, mutations: []string{"no-wait", "no-barrier", "write-after-wait"}, write: writeAsyncCopy,
		stricter: map[string]string{
			"no-wait":    "the copy may still run until its wait_group_events; Oclgrind copies at once",
			"no-barrier": "a copy's writes reach the other work items only after a barrier that follows its wait (as GPUVerify); Oclgrind copies at once",
		}},
	{name: "reduce", maxDims: 3, mutations: []string{"drop-barrier", "off-by-one", "conditional-barrier"}, write: writeReduce},
	{name: "scan", maxDims: 3, mutations: []string{"drop-first-barrier", "drop-second-barrier"}, write: writeScan},
	{name: "xor", maxDims: 3, mutations: []string{"drop-middle-barrier", "drop-last-barrier"}, write: writeXor},
	{name: "grid-stride", maxDims: 1, mutations: []string{"half-stride"}, write: writeStride},
	{name: "guarded", maxDims: 3, mutations: []string{"off-by-one"}, write: writeGuarded},
	{name: "nonuniform-loop", maxDims: 3, mutations: []string{"barrier-in-loop"}, write: writeLoop},
	{name: "uniform-barrier", maxDims: 3, mutations: []string{"nonuniform-barrier", "condition-false"}, write: writeCondBarrier},
	{name: "indirect", maxDims: 1, mutations: []string{"halved-index"}, write: writeIndirect},
	{name: "atomic", maxDims: 3, mutations: []string{"non-atomic"}, write: writeAtomic},
	{name: "histogram", maxDims: 1, mutations: []string{"drop-first-barrier", "drop-second-barrier"}, write: writeHistogram},
	{name: "helper", maxDims: 3, mutations: []string{"collide", "drop-barrier"}, write: writeHelper},
	{name: "inter-group", maxDims: 1, minGroups: 2, mutations: []string{"other-group", "local-fence"}, write: writeInterGroup},
	{name: "bytes", maxDims: 3, mutations: []string{"word-read", "short-overlap"}, write: writeBytes},
	{name: "vector", maxDims: 3, mutations: []string{"overlap"}, write: writeVector},
	{name: "long-index", maxDims: 3, mutations: []string{"collide"}, write: writeLongIndex},
	{name: "unsigned-wrap", maxDims: 1, mutations: []string{"wrap"}, write: writeWrap},
	{name: "helper-barrier", maxDims: 3, mutations: []string{"nonuniform-call"}, write: writeHelperBarrier},
	{name: "non-affine", maxDims: 3, mutations: []string{"non-injective"}, write: writeNonAffine},
	{name: "uniform-loop", maxDims: 3, mutations: []string{"drop-first-barrier", "drop-second-barrier"}, write: writeUniformLoop},
	{name: "loop-footprint", maxDims: 3, mutations: []string{"overlap"}, write: writeFootprint},
	{name: "early-return", maxDims: 3, mutations: []string{"partial-group"}, write: writeEarlyReturn},
	{name: "group-slice", maxDims: 3, minGroups: 2, mutations: []string{"shared-slice", "overlapping-slices"}, write: writeGroupSlice},
	{name: "pointer-select", maxDims: 3, mutations: []string{"overlap"}, write: writePointerSelect},
	{name: "private-array", maxDims: 3, mutations: []string{"data-index"}, write: writePrivateArray,
		falseAlarms: map[string]string{"data-index": "the index is a value read from memory, so some input makes two work items collide; with few work items the re-run inputs can all miss it: bvgen is right"}},
	{name: "ticket", maxDims: 1, mutations: []string{"halved-slot"}, write: writeTicket,
		falseAlarms: map[string]string{"": "every work item takes a distinct slot from atomic_inc; bvgen models an atomic's result as any value (as GPUVerify does), so two work items may get the same slot"}},
	{name: "strided-init", maxDims: 3, mutations: []string{"half-stride", "drop-barrier"}, write: writeStridedInit},
	{name: "data-loop-barrier", maxDims: 3, mutations: []string{"per-item-bound"}, write: writeDataLoop},
	{name: "struct-field", maxDims: 3, mutations: []string{"neighbour-field"}, write: writeStructField},
	{name: "local-bytes", maxDims: 3, mutations: []string{"word-read"}, write: writeLocalBytes},
	{name: "tile-2d", minDims: 2, maxDims: 2, mutations: []string{"drop-barrier", "collide"}, write: writeTile2D},
}

// barrierUnless emits barrier unless mut drops it.
func (b *builder) barrierUnless(mut, drop string) {
	if mut != drop {
		b.line(localBarrier)
	}
}

func writeCopy(b *builder, mut string) {
	k := b.r.Intn(9) + 1
	switch mut {
	case "collide":
		b.line("out[gid / 2] = in[gid] + %d;", k)
	case "neighbour-read":
		b.line("out[gid] = out[gid + 1] + in[gid];")
	default:
		b.line("out[gid] = in[gid] + %d;", k)
	}
}

func writeTile(b *builder, mut string) {
	lt := b.g.LocalTotal()
	d := b.r.Intn(lt-1) + 1
	b.line("__local int t[%d];", lt)
	if mut == "move-barrier" {
		b.line(localBarrier)
	}
	if mut == "collide" {
		b.line("t[lid / 2] = in[gid] + lid;")
	} else {
		b.line("t[lid] = in[gid] + %d;", d)
	}
	switch mut {
	case "", "collide":
		b.line(localBarrier)
	case "global-fence":
		b.line(globalBarrier) // orders global memory only: t is unordered
	case "mem-fence":
		b.line("mem_fence(CLK_LOCAL_MEM_FENCE);") // orders this work item's accesses only
	}
	b.line("out[gid] = t[lid] + t[(lid + %d) %% %d];", d, lt)
}

func writeReduce(b *builder, mut string) {
	lt := b.g.LocalTotal()
	b.line("__local int t[%d];", 2*lt)
	b.line("t[lid] = in[gid];")
	b.line(localBarrier)
	b.line("for (int s = %d; s > 0; s >>= 1) {", lt/2)
	switch mut {
	case "off-by-one":
		b.line("  if (lid <= s) t[lid] += t[lid + s];")
	case "conditional-barrier":
		b.line("  if (lid < s) { t[lid] += t[lid + s]; %s }", localBarrier)
	default:
		b.line("  if (lid < s) t[lid] += t[lid + s];")
	}
	if mut == "" || mut == "off-by-one" {
		b.line("  " + localBarrier)
	}
	b.line("}")
	b.line("if (lid == 0) out[grp] = t[0];")
}

func writeScan(b *builder, mut string) {
	lt := b.g.LocalTotal()
	b.line("__local int t[%d];", lt)
	b.line("t[lid] = in[gid];")
	b.line(localBarrier)
	b.line("for (int d = 1; d < %d; d <<= 1) {", lt)
	b.line("  int v = lid >= d ? t[lid - d] : 0;")
	if mut != "drop-first-barrier" {
		b.line("  " + localBarrier)
	}
	b.line("  t[lid] += v;")
	if mut != "drop-second-barrier" {
		b.line("  " + localBarrier)
	}
	b.line("}")
	b.line("out[gid] = t[lid];")
}

func writeXor(b *builder, mut string) {
	lt := b.g.LocalTotal()
	m := 1 << b.r.Intn(ir.Log2(uint64(lt)))
	b.line("__local int t[%d];", lt)
	b.line("t[lid] = in[gid] * 3;")
	b.line(localBarrier)
	b.line("int v = t[lid ^ %d];", m)
	b.barrierUnless(mut, "drop-middle-barrier")
	b.line("t[lid] = v + lid;")
	b.barrierUnless(mut, "drop-last-barrier")
	b.line("out[gid] = t[lid] + t[%d - lid];", lt-1)
}

func writeStride(b *builder, mut string) {
	gt := b.g.GlobalTotal()
	b.useN(gt + b.r.Intn(gt+32))
	stride := pick(b.r, fmt0(gt), "(int)get_global_size(0)")
	if mut == "half-stride" {
		stride = fmt0(gt / 2)
	}
	b.line("for (int i = gid; i < n; i += %s) {", stride)
	b.line("  out[i] = in[i] + gid;")
	b.line("}")
}

func writeGuarded(b *builder, mut string) {
	gt := b.g.GlobalTotal()
	b.useN(b.r.Intn(gt-1) + 1)
	b.line("if (gid < n) {")
	b.line("  out[gid] = in[gid] + 1;")
	b.line("} else {")
	if mut == "off-by-one" {
		b.line("  out[gid - 1] = in[gid] + 2;")
	} else {
		b.line("  out[gid + 1] = in[gid] + 2;")
	}
	b.line("}")
}

func writeLoop(b *builder, mut string) {
	r := b.r.Intn(3) + 2
	b.line("int acc = 0;")
	b.line("for (int j = 0; j < lid %% %d + 1; j++) {", r)
	b.line("  acc += in[gid + j];")
	if mut == "barrier-in-loop" {
		b.line("  " + localBarrier)
	}
	b.line("}")
	b.line("out[gid] = acc;")
}

func writeCondBarrier(b *builder, mut string) {
	lt := b.g.LocalTotal()
	n := b.r.Intn(5) + 1
	if mut == "condition-false" {
		n = 0
	}
	b.useN(n)
	b.line("__local int t[%d];", lt)
	b.line("t[lid] = in[gid];")
	switch {
	case mut == "nonuniform-barrier":
		b.line("if (lid < %d) %s", lt/2, localBarrier)
	case mut == "condition-false":
		b.line("if (n > 0) %s", localBarrier)
	default:
		// Uniform in the group: a scalar, the group id, or one cell every
		// work item reads (the last needs value facts bvgen may lack).
		b.line("if (%s) %s", pick(b.r, "n > 0", "grp >= 0", "n + grp > 0", "in[0] >= 0"), localBarrier)
	}
	b.line("out[gid] = t[(lid + 1) %% %d];", lt)
}

func writeIndirect(b *builder, mut string) {
	b.idx = true
	if mut == "halved-index" {
		b.line("out[idx[gid] / 2] = in[gid] + gid;")
		return
	}
	if b.r.Intn(2) == 0 {
		b.line("if (in[gid] %% 2 == 0) out[gid] = 1; else out[gid] = 2;")
	}
	b.line("out[idx[gid]] = in[gid] + gid;")
}

func writeAtomic(b *builder, mut string) {
	bins := pick(b.r, 1, 2, 4)
	if mut == "non-atomic" {
		b.line("out[gid %% %d] += gid + 1;", bins)
		return
	}
	b.line("atomic_add(&out[gid %% %d], gid + 1);", bins)
}

func writeHistogram(b *builder, mut string) {
	bins := min(8, b.g.LocalTotal())
	b.line("__local int h[%d];", bins)
	b.line("if (lid < %d) h[lid] = 0;", bins)
	b.barrierUnless(mut, "drop-first-barrier")
	b.line("atomic_inc(&h[in[gid] %% %d]);", bins)
	b.barrierUnless(mut, "drop-second-barrier")
	b.line("if (lid < %d) out[grp * %d + lid] = h[lid];", bins, bins)
}

func writeHelper(b *builder, mut string) {
	lt := b.g.LocalTotal()
	d := b.r.Intn(lt-1) + 1
	b.helpers = append(b.helpers,
		"void put(__global int *p, int i, int v) {\n  p[i] = v;\n}",
		"int get(__local int *t, int i) {\n  return t[i];\n}")
	b.line("__local int t[%d];", lt)
	b.line("t[lid] = in[gid];")
	b.barrierUnless(mut, "drop-barrier")
	p, at := "out", "gid"
	if b.r.Intn(2) == 0 {
		p, at = fmt.Sprintf("out + grp * %d", lt), "lid" // a pointer into the group's slice
	}
	if mut == "collide" {
		at += " / 2"
	}
	b.line("put(%s, %s, get(t, (lid + %d) %% %d) + gid);", p, at, d, lt)
}

func writeInterGroup(b *builder, mut string) {
	lt, gt := b.g.LocalTotal(), b.g.GlobalTotal()
	b.line("out[gid] = in[gid] + 1;")
	if mut == "local-fence" {
		b.line(localBarrier) // orders local memory only: out is unordered
	} else {
		b.line(globalBarrier)
	}
	if mut == "other-group" {
		b.line("out[%d + gid] = out[(gid + %d) %% %d];", gt, lt, gt)
		return
	}
	b.line("out[%d + gid] = out[grp * %d + (lid + 1) %% %d];", gt, lt, lt)
}

func writeNonAffine(b *builder, mut string) {
	gt := b.g.GlobalTotal()
	// Odd multipliers other than 3 are coprime to every global size drawn
	// (a power of two times at most 4 groups): a permutation.
	k := pick(b.r, 5, 7, 13)
	if mut == "non-injective" {
		k = pick(b.r, 2, 4, 6)
	}
	b.line("out[(gid * %d + %d) %% %d] = in[gid] + gid;", k, b.r.Intn(gt), gt)
}

func writeUniformLoop(b *builder, mut string) {
	lt := b.g.LocalTotal()
	b.useN(1 + b.r.Intn(4))
	b.line("__local int t[%d];", lt)
	b.line("t[lid] = in[gid];")
	b.line("for (int i = 0; i < n; i++) {")
	if mut != "drop-first-barrier" {
		b.line("  " + localBarrier)
	}
	b.line("  int v = t[(lid + 1) %% %d];", lt)
	if mut != "drop-second-barrier" {
		b.line("  " + localBarrier)
	}
	b.line("  t[lid] = v + i;")
	b.line("}")
	b.line("out[gid] = t[lid];")
}

func writeTile2D(b *builder, mut string) {
	lx, ly := b.g.Local[0], b.g.Local[1]
	b.line("__local int t[%d][%d];", ly, lx)
	b.line("int x = (int)get_local_id(0), y = (int)get_local_id(1);")
	if mut == "collide" {
		b.line("t[y][x / 2] = in[gid];")
	} else {
		b.line("t[y][x] = in[gid];")
	}
	b.barrierUnless(mut, "drop-barrier")
	b.line("out[gid] = t[y][(x + 1) %% %d] + t[(y + 1) %% %d][x];", lx, ly)
}

func writeBytes(b *builder, mut string) {
	b.line("__global char *c = (__global char *)out;")
	if mut == "short-overlap" {
		// Each work item writes two shorts, the second its right neighbour's.
		b.line("*(__global short *)(c + 2 * gid + 2) = (short)(gid + 100);")
		b.line("*(__global short *)(c + 2 * gid) = (short)gid;")
		return
	}
	b.line("c[gid] = (char)(in[gid] + gid);")
	if mut == "word-read" {
		// The int holding c[gid] holds three other work items' bytes.
		b.line("in[%d + gid] = out[gid / 4];", 2*b.g.GlobalTotal()/2)
		return
	}
	b.line("in[%d + gid] = c[gid];", 2*b.g.GlobalTotal()/2)
}

func writeVector(b *builder, mut string) {
	if mut == "overlap" {
		b.line("vstore2((int2)(in[gid], gid), 0, out + gid);")
		return
	}
	b.line("vstore2((int2)(in[gid], gid), gid, out);")
	b.line("((__global int2 *)in)[%d + gid] = (int2)(gid, 1);", b.g.GlobalTotal()/2)
}

func writeLongIndex(b *builder, mut string) {
	// PPCG's style: 64-bit counters from the ids.
	b.line("long g = get_global_id(0) + %dL * (long)get_global_id(1);", b.g.Global(0))
	b.line("long h = g + %dL * (long)get_global_id(2);", b.g.Global(0)*b.g.Global(1))
	if mut == "collide" {
		b.line("out[h >> 1] = in[h] + (int)h;")
		return
	}
	b.line("out[h] = in[h] + (int)h;")
}

func writeWrap(b *builder, mut string) {
	gt := b.g.GlobalTotal()
	if mut == "wrap" {
		// gid - 1 taken unsigned: a permutation when the global size
		// divides 2^32 (a power of two), a collision for 3 groups.
		b.line("out[(uint)(gid - 1) %% %du] = in[gid] + gid;", gt)
		return
	}
	b.line("out[(uint)(gid + %d) %% %du] = in[gid] + gid;", gt-1, gt)
}

func writeHelperBarrier(b *builder, mut string) {
	lt := b.g.LocalTotal()
	b.helpers = append(b.helpers, "void sync(void) {\n  barrier(CLK_LOCAL_MEM_FENCE);\n}")
	b.line("__local int t[%d];", lt)
	b.line("t[lid] = in[gid];")
	if mut == "nonuniform-call" {
		b.line("if (lid %% 2 == 0) sync();")
	} else {
		b.line("sync();")
	}
	b.line("out[gid] = t[(lid + 1) %% %d];", lt)
}

func writeFootprint(b *builder, mut string) {
	trips := 2 + b.r.Intn(3)
	stride := trips + b.r.Intn(2) // each work item's own run of cells
	if mut == "overlap" {
		stride = trips - 1 // the runs overlap from the last iteration on
	}
	b.line("for (int i = 0; i < %d; i++) {", trips)
	b.line("  out[gid * %d + i] = in[gid] + i;", stride)
	b.line("}")
}

func writeEarlyReturn(b *builder, mut string) {
	lt := b.g.LocalTotal()
	n := lt // every work item of a group stays: the barrier is uniform
	if mut == "partial-group" {
		n = 1 + b.r.Intn(lt-1)
	}
	b.useN(n)
	b.line("__local int t[%d];", lt)
	b.line("if (lid >= n) return;")
	b.line("t[lid] = in[gid];")
	b.line(localBarrier)
	b.line("out[gid] = t[(lid + 1) %% n];")
}

func writeGroupSlice(b *builder, mut string) {
	lt := b.g.LocalTotal()
	switch mut {
	case "shared-slice":
		b.line("out[lid] = in[gid] + grp;")
	case "overlapping-slices":
		b.line("out[grp * %d + lid] = in[gid] + grp;", lt-1)
	default:
		b.line("out[grp * %d + lid] = in[gid] + grp;", lt)
	}
}

func writePointerSelect(b *builder, mut string) {
	other := fmt.Sprintf("out + %d", b.g.GlobalTotal())
	if mut == "overlap" {
		other = "out + 1"
	}
	b.line("__global int *p = lid %% 2 == 0 ? out : %s;", other)
	b.line("p[gid] = in[gid] + gid;")
}

func writePrivateArray(b *builder, mut string) {
	b.line("int a[4];")
	b.line("for (int j = 0; j < 4; j++) a[j] = in[gid + j] + j;")
	if mut == "data-index" {
		b.line("out[a[lid %% 4] %% %d] = gid;", b.g.GlobalTotal())
		return
	}
	b.line("out[gid] = a[lid %% 4] + a[(lid + 1) %% 4];")
}

func writeTicket(b *builder, mut string) {
	// Every work item takes a distinct slot from a counter: safe, but
	// only the counter's semantics say so.
	gt := b.g.GlobalTotal()
	b.line("int slot = atomic_inc(&out[%d]);", 3*gt)
	if mut == "halved-slot" {
		b.line("out[slot / 2] = gid;")
		return
	}
	b.line("out[slot] = gid;")
}

func writeStridedInit(b *builder, mut string) {
	// A local array twice the group, filled in a loop of one or two trips
	// per work item, then read across.
	lt := b.g.LocalTotal()
	b.useN(lt + b.r.Intn(lt+1))
	step := fmt0(lt)
	if mut == "half-stride" {
		step = fmt0(max(lt/2, 1))
	}
	b.line("__local int t[%d];", 2*lt)
	b.line("for (int i = lid; i < n; i += %s) t[i] = in[gid] + i + lid;", step)
	b.barrierUnless(mut, "drop-barrier")
	b.line("out[gid] = t[(lid + 1) %% n];")
}

func writeDataLoop(b *builder, mut string) {
	// A trip count every work item reads from the same cell: uniform,
	// though only the value of in[0] says so.
	lt := b.g.LocalTotal()
	bound := "in[0] % 3 + 1"
	if mut == "per-item-bound" {
		bound = "in[gid] % 3 + 1"
	}
	b.line("__local int t[%d];", lt)
	b.line("t[lid] = 0;")
	b.line("for (int i = 0; i < %s; i++) {", bound)
	b.line("  " + localBarrier)
	b.line("  t[lid] += i;")
	b.line("}")
	b.line("out[gid] = t[lid];")
}

func writeStructField(b *builder, mut string) {
	b.helpers = append(b.helpers, "typedef struct { int a; int b; } pair;")
	b.line("__global pair *ps = (__global pair *)out;")
	b.line("ps[gid].a = gid + 1;")
	if mut == "neighbour-field" {
		b.line("ps[gid].b = ps[gid + 1].a;")
		return
	}
	b.line("ps[gid].b = ps[gid].a + in[gid];")
}

func writeLocalBytes(b *builder, mut string) {
	lt := b.g.LocalTotal()
	b.line("__local uchar t[%d];", 4*lt)
	b.line("t[lid] = (uchar)(in[gid] + 1);")
	if mut == "word-read" {
		// Reads the word holding this and three other work items' bytes.
		b.line("out[gid] = ((__local int *)t)[lid / 4];")
		return
	}
	b.line("out[gid] = t[lid];")
}

func writeAsyncCopy(b *builder, mut string) {
	// gid = grp * LT + lid in 1-D and 2-D (groups along y): the group's
	// slice of in is contiguous.
	lt := b.g.LocalTotal()
	b.line("__local int t[%d];", lt)
	b.line("event_t e = async_work_group_copy(t, in + grp * %d, %d, 0);", lt, lt)
	if mut != "no-wait" {
		b.line("wait_group_events(1, &e);")
	}
	b.barrierUnless(mut, "no-barrier")
	if mut == "write-after-wait" {
		b.line("t[lid] += 1;")
	}
	b.line("out[gid] = t[(lid + 1) %% %d];", lt)
}
