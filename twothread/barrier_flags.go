package twothread

import (
	bpl "github.com/bvgen/bvgen/boogie"
	"github.com/bvgen/bvgen/ir"
)

// OpenCL fence flags (CLK_LOCAL_MEM_FENCE, CLK_GLOBAL_MEM_FENCE).
const (
	clkLocalMemFence  = 1
	clkGlobalMemFence = 2
)

// fenced wraps the effect of barrier s on the memory of one address space
// when s's flags are a run-time value (barrier(flags), GPUVERIFY.md §4.6):
// the memory is havocked when either work item's flags name the fence
// (over-approximating what other work items' fenced writes make visible),
// and within it fencedLog empties the logs of the first work item's
// accesses only when its own flags name the fence: a work item's fence
// orders its own earlier accesses before the other's later ones. That is
// GPUVerify's reading, pinned by inter_group_and_barrier_flag_tests
// (read_then_write passes, bad_write_then_read fails, with the fence
// passed by one work item only); OpenCL leaves flags that differ between
// work items undefined.
func (k *kernelTr) fenced(s *ir.Barrier, space ir.AddrSpace, effect []bpl.Stmt) ([]bpl.Stmt, error) {
	return k.fenceIf(s, space, effect, 1, 2)
}

// fencedLog wraps the emptying of the logs (of the first work item's
// accesses) by barrier s; see fenced.
func (k *kernelTr) fencedLog(s *ir.Barrier, space ir.AddrSpace, reset []bpl.Stmt) ([]bpl.Stmt, error) {
	return k.fenceIf(s, space, reset, 1)
}

// fenceIf guards effect by "the flags of one of threads name the fence of
// space"; unchanged when s has constant flags.
func (k *kernelTr) fenceIf(s *ir.Barrier, space ir.AddrSpace, effect []bpl.Stmt, threads ...thread) ([]bpl.Stmt, error) {
	if s.Flags == nil || len(effect) == 0 {
		return effect, nil
	}
	bit := uint64(clkLocalMemFence)
	if space == ir.Global {
		bit = clkGlobalMemFence
	}
	set := &ir.Binary{Op: ir.Ne, X: &ir.Binary{Op: ir.And, X: s.Flags, Y: &ir.Const{Val: bit, T: ir.Int(32)}}, Y: &ir.Const{T: ir.Int(32)}}
	var conds []bpl.Expr
	for _, t := range threads {
		c, err := k.expr(set, exprCtx{t: t})
		if err != nil {
			return nil, err
		}
		conds = append(conds, c)
	}
	return []bpl.Stmt{&bpl.If{Cond: bpl.Or(conds...), Then: effect}}, nil
}
